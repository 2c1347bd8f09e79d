import type { FastifyInstance } from 'fastify';
import { appRoutes } from './modules/app/routes.js';

export interface RouteOptions {
  errorLogRateLimit: { max: number; timeWindow: number | string };
}

/**
 * Every API module, registered under /v1 (paths inside a module are relative: '/app/start').
 * To add an area: write modules/<area>/routes.ts exporting a plugin and register it here.
 * Every route declares `schema.response` (serialisation + OpenAPI) and gets `request.tenant`.
 */
export async function registerRoutes(v1: FastifyInstance, options: RouteOptions): Promise<void> {
  await v1.register(appRoutes, { errorLogRateLimit: options.errorLogRateLimit });
}
