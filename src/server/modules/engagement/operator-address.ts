import { deepMerge } from '../../../shared/merge.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import type { RequestTenant } from '../tenants/service.js';

/**
 * Who is mailed a contact request: the tenant's own operator (`contact.operatorEmail`, from its
 * file or from the console's live override), else the server's OPERATOR_EMAIL. Null with
 * neither: the request is still stored for the console's inbox, and no mail goes to an address
 * nobody chose.
 */
export function operatorAddressOf(tenant: Pick<RequestTenant, 'file' | 'overrides'>, fallback: string | undefined): string | null {
  const merged = deepMerge<TenantFile>(tenant.file, tenant.overrides);
  return merged.contact?.operatorEmail ?? fallback ?? null;
}

/**
 * A warning logged once per tenant and process when its contact requests have no one to mail:
 * the first request says so, the next ones would only repeat it.
 */
export function warnOnceWithoutOperator(log: { warn(obj: object, msg: string): void }): (alias: string) => void {
  const warned = new Set<string>();
  return (alias) => {
    if (warned.has(alias)) return;
    warned.add(alias);
    log.warn(
      { tenant: alias },
      `tenant ${alias}: le richieste di contatto non vengono inviate per email a nessuno (né contact.operatorEmail né OPERATOR_EMAIL): restano solo in Richieste nella console`,
    );
  };
}
