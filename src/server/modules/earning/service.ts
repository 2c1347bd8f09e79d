import type { EarningRules } from '../../../shared/types/generated/tenant.js';
import type { RequestTenant } from '../tenants/service.js';
import { earlierLines, type EarningPlan } from '../sales/service.js';
import { earn } from './engine.js';
import { historyWindow } from './periods.js';

/**
 * Sales lines into points: the sales module's earning plan. Posting runs it inside the
 * transaction that stores a batch, with every customer of the batch locked (so the earlier lines
 * it reads are final), and writes each credit keyed by batch, line and rule; the console's
 * preview runs it on the database as it stands, writing nothing.
 */

/** The tenant's rules, console overrides first (an array override replaces the file's; null removes them). */
export function earningRulesOf(tenant: Pick<RequestTenant, 'file' | 'overrides'>): EarningRules {
  const override = tenant.overrides['earningRules'] as EarningRules | null | undefined;
  return (override === undefined ? tenant.file.earningRules : override) ?? [];
}

/** The credits planner under these rules; undefined when there are none (a batch credits nothing). */
export function earningPlan(rules: EarningRules): EarningPlan | undefined {
  if (rules.length === 0) return undefined;
  const periods = rules.flatMap((r) => (r.type === 'target' || r.type === 'cap' ? [r.period] : []));
  const labels = new Map(rules.map((r) => [r.id, r.label]));
  return async (db, batch, lines) => {
    const window = historyWindow(
      periods,
      lines.map((l) => l.date),
    );
    const earlier = window
      ? await earlierLines(db, {
          tenantAlias: batch.tenantAlias,
          userIds: [...new Set(lines.map((l) => l.userId))],
          ...window,
          exceptBatchId: batch.batchId,
        })
      : [];
    return earn(rules, earlier, lines).map((c) => ({ ...c, ruleLabel: labels.get(c.ruleId) ?? c.ruleId }));
  };
}
