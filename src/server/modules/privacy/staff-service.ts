import type { Actor } from '../audit/service.js';
import { recordAction } from '../audit/service.js';
import { exportFile, requestExport, type PrivacyDeps } from './export-service.js';

/**
 * Support prepares and downloads a customer's export: the same zip the customer gets, each step
 * in the audit log (it takes personal data out of the console). The customer is not mailed.
 */
export async function prepareForStaff(
  deps: PrivacyDeps,
  who: Actor,
  tenantAlias: string,
  userId: number,
  username: string,
): Promise<{ id: string }> {
  const answer = await requestExport(deps, tenantAlias, userId, who.actor);
  await recordAction(
    deps.db,
    who,
    { tenant: tenantAlias, action: 'customer.privacy.export', target: username, after: { export: answer.id } },
    deps.now(),
  );
  return answer;
}

export async function downloadForStaff(
  deps: PrivacyDeps,
  who: Actor,
  tenantAlias: string,
  userId: number,
  username: string,
  id: string,
): Promise<{ zip: Buffer; fileName: string }> {
  const file = await exportFile(deps, tenantAlias, userId, id);
  await recordAction(
    deps.db,
    who,
    { tenant: tenantAlias, action: 'customer.privacy.download', target: username, after: { export: id } },
    deps.now(),
  );
  return file;
}
