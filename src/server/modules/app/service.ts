import { buildAppStart } from '../../../shared/app-start.js';
import type { AppStart, ErrorReport, TenantFileAnswer } from '../../../shared/types/generated/api/app.js';
import type { Db } from '../../db/database.js';
import type { RequestTenant } from '../tenants/service.js';
import { insertErrorLog } from './repository.js';

/**
 * Tenant keys only the server reads. app/start and the tenant file are answered to anyone who
 * opens the portal, signed in or not: the operator's address (`contact`) would hand every visitor
 * a mailbox to spam, and the browser has no use for it (nor for the earning rules, which only
 * the sales' crediting reads).
 */
const SERVER_ONLY_KEYS = ['contact', 'earningRules'] as const;

function withoutServerOnly<T extends Record<string, unknown>>(layer: T): T {
  const out = { ...layer };
  for (const key of SERVER_ONLY_KEYS) delete out[key];
  return out;
}

/** The app config for the tenant, with the runtime overrides the browser merges over the tenant file. */
export function appStartFor(tenant: RequestTenant): AppStart {
  return buildAppStart(tenant.config, withoutServerOnly(tenant.overrides), tenant.revision);
}

/** The tenant file as the browser loads it: what is on disk, minus the editor-only `$schema` and the server's own keys. */
export function tenantFileFor(tenant: RequestTenant): TenantFileAnswer {
  const { $schema: _schema, ...rest } = tenant.file;
  return withoutServerOnly(rest);
}

/** Stores a client's report; its `apikey` (a field of the error-log payload) is a credential, not a diagnostic, and is never stored. */
export async function recordClientError(db: Db, alias: string, report: ErrorReport): Promise<void> {
  await insertErrorLog(db, {
    tenant_alias: alias,
    url: report.url ?? '',
    endpoint: report.endpoint ?? '',
    code: report.code ?? null,
    message: report.message,
    line: report.line ?? null,
    created_at: new Date().toISOString(),
  });
}
