import { ApiError } from '../api/api-error.js';
import type { BootFailure } from '../stores/ui.js';
import { ConfigError } from './config-error.js';

/** Maps whatever stopped the start to an error screen: app not found, auth error (400), server error, network, configuration. */
export function classifyBootFailure(error: unknown): BootFailure {
  if (error instanceof ConfigError) return { kind: 'config', status: 0, details: error.details };
  if (error instanceof ApiError) {
    const { status, message } = error;
    if (status === 0) return { kind: 'network', status, details: [], message };
    if (status === 404) return { kind: 'appNotFound', status, details: [] };
    if (status === 400) return { kind: 'auth', status, details: [], message };
    return { kind: 'server', status, details: [], message };
  }
  return { kind: 'unexpected', status: 0, details: [], message: error instanceof Error ? error.message : String(error) };
}
