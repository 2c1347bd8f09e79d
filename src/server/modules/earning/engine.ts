import type { Cap, EarningRules, Multiplier, Rate, Target } from '../../../shared/types/generated/tenant.js';
import { euros, num, pieces, points } from './figures.js';
import { monthName, periodName, periodOf } from './periods.js';
import type { SaleLineView } from '../sales/service.js';

/**
 * The earning rules as a pure function: a customer's new sales lines, read after the lines they
 * had posted before (which earned already), become credits, each naming its rule and its line.
 * The earlier lines are replayed only to know where each target and cap stands; they earn
 * nothing again. Points are whole and rounded down per line (and per rule): a line's credit never
 * depends on a later line, so undoing one batch never changes what another earned.
 */

/** A stored sales line, as the sales module hands it over. lineNo is its number in its batch: earlier lines may repeat numbers of other batches. */
export type EngineLine = SaleLineView;

export interface EarnedCredit {
  userId: number;
  lineNo: number;
  ruleId: string;
  points: number;
  /** What the customer reads in their points detail. */
  reason: string;
}

type Match = Rate['match'];

/** Whether a sales line's product is one the rule reads; a match listing nothing (`{}`) reads every line, as no match does. */
export function matches(match: Match, productCode: string): boolean {
  if (!match || (!match.codes && !match.prefixes)) return true;
  const codes: readonly string[] = match.codes ?? [];
  return codes.includes(productCode) || (match.prefixes ?? []).some((p) => productCode.startsWith(p));
}

const inWindow = (day: string, from?: string, to?: string) => (from === undefined || day >= from) && (to === undefined || day <= to);

// Rates and factors have at most two useful decimals: hundredths make the arithmetic exact.
const hundredths = (n: number) => BigInt(Math.round(n * 100));

/** The highest factor of the multipliers that apply to this rate on this line (1 when none does). */
function multiplierFor(multipliers: readonly Multiplier[], rate: Rate, line: EngineLine): Multiplier | null {
  let best: Multiplier | null = null;
  for (const m of multipliers)
    if (inWindow(line.date, m.from, m.to) && (!m.rules || m.rules.includes(rate.id)) && matches(m.match, line.productCode))
      if (!best || m.factor > best.factor) best = m;
  return best;
}

/** floor(amount € × points/€ × factor), or floor(quantity × points/unit × factor), in exact integers. */
function ratePoints(rate: Rate, line: EngineLine, factor: number): number {
  const base = rate.per === 'euro' ? BigInt(line.amountCents) : BigInt(line.quantity) * 100n;
  return Number((base * hundredths(rate.points) * hundredths(factor)) / 1_000_000n);
}

function rateReason(rate: Rate, line: EngineLine, multiplier: Multiplier | null): string {
  const what =
    rate.per === 'euro'
      ? `${euros(line.amountCents)} × ${points(rate.points)}/€`
      : `${pieces(line.quantity)} × ${points(rate.points)}/pezzo`;
  const times = multiplier ? ` × ${num(multiplier.factor)} (${multiplier.label})` : '';
  return `Acquisti di ${monthName(line.date)} (${line.productCode}): ${what}${times} · ${rate.label}`;
}

function targetReason(target: Target, line: EngineLine): string {
  const goal = target.measure === 'amount' ? euros(Math.round(target.target * 100)) : pieces(target.target);
  return `${target.label}: obiettivo di ${goal} raggiunto (${periodName(target.period, periodOf(target.period, line.date)!)})`;
}

interface Candidate {
  ruleId: string;
  points: number;
  reason: string;
}

/** One customer's running state: where each target's sum and each cap's use stand, per period. */
class Ledger {
  private readonly sums = new Map<string, number>();
  private readonly used = new Map<string, number>();

  constructor(
    private readonly targets: readonly Target[],
    private readonly caps: readonly Cap[],
  ) {}

  /** The bonuses this line triggers: its target's sum crosses the threshold on this line. */
  bonuses(line: EngineLine): Candidate[] {
    const out: Candidate[] = [];
    for (const t of this.targets) {
      const period = periodOf(t.period, line.date);
      if (!period || !matches(t.match, line.productCode)) continue;
      const key = `${t.id}|${period.key}`;
      const before = this.sums.get(key) ?? 0;
      const after = before + (t.measure === 'amount' ? line.amountCents : line.quantity);
      this.sums.set(key, after);
      const goal = t.measure === 'amount' ? Math.round(t.target * 100) : t.target;
      if (before < goal && after >= goal) out.push({ ruleId: t.id, points: t.bonus, reason: targetReason(t, line) });
    }
    return out;
  }

  /** What the caps leave of a candidate on this line's day, with the reason saying so when cut. */
  grant(line: EngineLine, c: Candidate): Candidate {
    let granted = c.points;
    let binding: Cap | null = null;
    const keys: string[] = [];
    for (const cap of this.caps) {
      const period = periodOf(cap.period, line.date);
      if (!period) continue;
      const key = `${cap.id}|${period.key}`;
      keys.push(key);
      const left = Math.max(cap.points - (this.used.get(key) ?? 0), 0);
      if (left < granted) [granted, binding] = [left, cap];
    }
    for (const key of keys) this.used.set(key, (this.used.get(key) ?? 0) + granted);
    if (!binding) return c;
    const period = periodName(binding.period, periodOf(binding.period, line.date)!);
    return {
      ...c,
      points: granted,
      reason: `${c.reason}; ${binding.label}: ${points(binding.points)} (${period}), accreditati ${num(granted)} di ${num(c.points)}`,
    };
  }
}

/**
 * The credits `fresh` earns under `rules`, after `earlier` (the same customers' lines posted
 * before, in posting order). Credits of 0 points (a rate too small for a line, a cap reached)
 * are left out. Order: per line as given, rates in the rules' order, then bonuses.
 */
export function earn(rules: EarningRules, earlier: readonly EngineLine[], fresh: readonly EngineLine[]): EarnedCredit[] {
  const rates = rules.filter((r): r is Rate => r.type === 'rate');
  const targets = rules.filter((r): r is Target => r.type === 'target');
  const multipliers = rules.filter((r): r is Multiplier => r.type === 'multiplier');
  const caps = rules.filter((r): r is Cap => r.type === 'cap');
  const ledgers = new Map<number, Ledger>();
  const out: EarnedCredit[] = [];
  const run = (line: EngineLine, emit: boolean) => {
    let ledger = ledgers.get(line.userId);
    if (!ledger) ledgers.set(line.userId, (ledger = new Ledger(targets, caps)));
    const candidates: Candidate[] = [];
    for (const rate of rates) {
      if (!inWindow(line.date, rate.from, rate.to) || !matches(rate.match, line.productCode)) continue;
      const multiplier = multiplierFor(multipliers, rate, line);
      candidates.push({
        ruleId: rate.id,
        points: ratePoints(rate, line, multiplier?.factor ?? 1),
        reason: rateReason(rate, line, multiplier),
      });
    }
    candidates.push(...ledger.bonuses(line));
    for (const candidate of candidates) {
      if (candidate.points <= 0) continue;
      const granted = ledger.grant(line, candidate);
      if (emit && granted.points > 0) out.push({ userId: line.userId, lineNo: line.lineNo, ...granted });
    }
  };
  for (const line of earlier) run(line, false);
  for (const line of fresh) run(line, true);
  return out;
}
