import type { AppStartResponse } from '../../shared/app-start.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { apiClient } from './client.js';

/** GET app/start: the app config plus runtime overrides; 404 means no tenant serves this host. */
export async function getAppStart(): Promise<AppStartResponse> {
  return (await apiClient.get<AppStartResponse>('/app/start')).data;
}

/** GET app/tenant: the tenant file as written, validated in the browser before use. */
export async function getTenantFile(): Promise<TenantFile> {
  return (await apiClient.get<TenantFile>('/app/tenant')).data;
}
