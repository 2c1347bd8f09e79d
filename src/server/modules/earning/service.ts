import type { EarningRules } from '../../../shared/types/generated/tenant.js';
import type { RequestTenant } from '../tenants/service.js';
import { credit } from '../points/service.js';
import { earlierLines, saleRef, type EarningHook } from '../sales/service.js';
import { earn } from './engine.js';
import { historyWindow } from './periods.js';

/**
 * Sales lines into points: the sales module's earning hook, run inside the transaction that
 * stores a batch, with every customer of the batch locked (so the earlier lines it reads are
 * final). Each credit is keyed by batch, line and rule: a credit is never written twice, and the
 * batch's undo finds and reverses them all.
 */

/** The tenant's rules, console overrides first (an array override replaces the file's; null removes them). */
export function earningRulesOf(tenant: Pick<RequestTenant, 'file' | 'overrides'>): EarningRules {
  const override = tenant.overrides['earningRules'] as EarningRules | null | undefined;
  return (override === undefined ? tenant.file.earningRules : override) ?? [];
}

/** The hook crediting a batch under these rules; undefined when there are none (the batch credits nothing). */
export function earningHook(rules: EarningRules): EarningHook | undefined {
  if (rules.length === 0) return undefined;
  const periods = rules.flatMap((r) => (r.type === 'target' || r.type === 'cap' ? [r.period] : []));
  return async (trx, batch, lines) => {
    const window = historyWindow(
      periods,
      lines.map((l) => l.date),
    );
    const earlier = window
      ? await earlierLines(trx, {
          tenantAlias: batch.tenantAlias,
          userIds: [...new Set(lines.map((l) => l.userId))],
          ...window,
          exceptBatchId: batch.batchId,
        })
      : [];
    let total = 0;
    for (const c of earn(rules, earlier, lines)) {
      const row = await credit(trx, {
        tenantAlias: batch.tenantAlias,
        userId: c.userId,
        amount: c.points,
        reason: c.reason,
        externalRef: saleRef(batch.batchId, c.lineNo, c.ruleId),
        at: batch.at,
      });
      if (row) total += c.points;
    }
    return total;
  };
}
