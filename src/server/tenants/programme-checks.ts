import { addMonths, isCalendarDay, MAX_PROGRAMME_YEARS } from '../../shared/programme.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import type { Problem } from './validate.js';

const DATES = ['start', 'earnUntil', 'orderUntil', 'end'] as const;

/**
 * The programme's calendar and the expiry policy, beyond the schema: real days, in order
 * (start ≤ earnUntil ≤ orderUntil ≤ end), an end at most five years after the start (the law's
 * limit for a prize operation), and what each policy needs (rolling its months, programme_end a
 * calendar).
 */
export function checkProgramme(file: TenantFile): Problem[] {
  const p = file.programme ?? {};
  const problems: Problem[] = [];
  for (const key of DATES) {
    const day = p[key];
    if (day !== undefined && !isCalendarDay(day)) problems.push({ pointer: `/programme/${key}`, message: `"${day}" is not a calendar day (YYYY-MM-DD)` });
  }
  const given = DATES.filter((key) => p[key] !== undefined);
  if (given.length > 0 && (p.start === undefined || p.end === undefined)) {
    problems.push({ pointer: '/programme', message: 'a programme calendar needs both start and end' });
  }
  if (problems.length === 0 && p.start && p.end) {
    const ordered = DATES.flatMap((key) => (p[key] ? [{ key, day: p[key] }] : []));
    for (let i = 1; i < ordered.length; i += 1) {
      const [before, after] = [ordered[i - 1]!, ordered[i]!];
      if (after.day < before.day) problems.push({ pointer: `/programme/${after.key}`, message: `${after.key} (${after.day}) is before ${before.key} (${before.day})` });
    }
    const limit = addMonths(p.start, MAX_PROGRAMME_YEARS * 12);
    if (p.end > limit) {
      problems.push({ pointer: '/programme/end', message: `a programme lasts at most ${MAX_PROGRAMME_YEARS} years: end must be on or before ${limit}` });
    }
  }
  const expiry = file.features.points?.expiry;
  if (expiry?.policy === 'rolling' && expiry.months === undefined) {
    problems.push({ pointer: '/features/points/expiry/months', message: 'the rolling policy needs months' });
  }
  if (expiry?.policy === 'programme_end' && (!p.start || !p.end)) {
    problems.push({ pointer: '/features/points/expiry/policy', message: 'programme_end needs a programme calendar (programme.start and programme.end)' });
  }
  return problems;
}
