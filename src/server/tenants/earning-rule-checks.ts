import type { TenantFile } from '../../shared/types/generated/tenant.js';
import type { Problem } from './validate.js';

const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/**
 * What the earning rules' schema cannot say: ids are unique (they key every credit), days are
 * real and in order, and a multiplier names rate rules that exist.
 */
export function checkEarningRules(file: Pick<TenantFile, 'earningRules'>): Problem[] {
  const rules = file.earningRules ?? [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const rates = new Set(rules.filter((r) => r.type === 'rate').map((r) => r.id));
  rules.forEach((rule, i) => {
    const at = `/earningRules/${i}`;
    if (seen.has(rule.id)) problems.push({ pointer: `${at}/id`, message: `the id "${rule.id}" is used by an earlier rule: ids must be unique` });
    seen.add(rule.id);
    const window = rule.type === 'target' || rule.type === 'cap' ? (typeof rule.period === 'object' ? rule.period : null) : rule;
    const base = window === rule ? at : `${at}/period`;
    for (const key of ['from', 'to'] as const) {
      const day = window?.[key];
      if (day !== undefined && !isRealDay(day)) problems.push({ pointer: `${base}/${key}`, message: `"${day}" is not a real day` });
    }
    if (window?.from !== undefined && window.to !== undefined && window.from > window.to)
      problems.push({ pointer: `${base}/to`, message: `ends (${window.to}) before it starts (${window.from})` });
    if (rule.type === 'multiplier')
      (rule.rules ?? []).forEach((id, j) => {
        if (!rates.has(id)) problems.push({ pointer: `${at}/rules/${j}`, message: `no rate rule has the id "${id}"` });
      });
  });
  return problems;
}
