import type { ConsentPurpose } from '../../../shared/consents.js';
import { recordAction } from '../audit/service.js';
import { lapseConsents } from '../consents/service.js';
import type { PrivacyDeps } from './export-service.js';

export const RETENTION_JOB = 'privacy.retention';

/**
 * How long an answer "given" lasts unless the customer gives it again: the Italian data-protection
 * authority's limits for loyalty programmes (profiling 12 months, marketing 24). A purpose the
 * tenant does not declare is not looked at.
 */
const CONSENT_LIFETIME_MONTHS: Readonly<Record<string, number>> = { profiling: 12, marketing: 24 };

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * One tenant's run: each rule lapses the old answers (recorded as withdrawals with channel
 * retention) and the run is audited with its counts, also when nothing lapsed, so the log shows
 * that retention ran.
 */
export async function runConsentRetention(
  deps: PrivacyDeps,
  tenant: { alias: string; purposes: ConsentPurpose[] },
): Promise<Record<string, number>> {
  const at = deps.now();
  const counts: Record<string, number> = {};
  await deps.db.transaction().execute(async (trx) => {
    for (const [purpose, months] of Object.entries(CONSENT_LIFETIME_MONTHS)) {
      if (!tenant.purposes.some((p) => p.id === purpose)) continue;
      counts[purpose] = await lapseConsents(trx, { tenantAlias: tenant.alias, purpose, cutoff: monthsBefore(at, months), at });
    }
    await recordAction(
      trx,
      { actor: 'retention', role: 'cli', address: null },
      { tenant: tenant.alias, action: 'consent.retention', target: 'consensi', after: counts },
      at,
    );
  });
  return counts;
}
