import { describe, expect, it } from 'vitest';
import type { EarningRules } from '../../../shared/types/generated/tenant.js';
import { earn, type EngineLine } from './engine.js';
import { historyWindow, periodOf } from './periods.js';

let n = 0;
const line = (over: Partial<EngineLine>): EngineLine => ({
  lineNo: n++,
  userId: 1,
  date: '2026-10-05',
  productCode: 'VITI-M8',
  quantity: 1,
  amountCents: 100_00,
  ...over,
});
const pts = (credits: { points: number }[]) => credits.map((c) => c.points);

const perEuro: EarningRules = [{ id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 }];

describe('earning rules: rates', () => {
  it('credits points per euro, rounded down per line, with the reason the customer reads', () => {
    // 1.240,00 € × 1 = 1240; 19,99 € × 1 = 19.99 → 19 (the 0.99 is lost on this line, by design).
    const credits = earn(perEuro, [], [line({ amountCents: 1240_00 }), line({ amountCents: 19_99, date: '2026-11-02' })]);
    expect(pts(credits)).toEqual([1240, 19]);
    expect(credits[0]).toMatchObject({ userId: 1, ruleId: 'base' });
    expect(credits[0]!.reason).toBe('Acquisti di ottobre (VITI-M8): 1.240 € × 1 punto/€ · Punti sugli acquisti');
    expect(credits[1]!.reason).toBe('Acquisti di novembre (VITI-M8): 19,99 € × 1 punto/€ · Punti sugli acquisti');
  });

  it('credits per unit and filters by exact code or prefix; fractional rates are exact', () => {
    const rules: EarningRules = [
      { id: 'viti', label: 'Linea viti', type: 'rate', per: 'unit', points: 2.5, match: { prefixes: ['VITI-'] } },
      { id: 'tasselli', label: 'Tasselli', type: 'rate', per: 'euro', points: 0.1, match: { codes: ['TAS-6', 'TAS-8'] } },
    ];
    const credits = earn(
      rules,
      [],
      [
        // 7 units × 2.5 = 17.5 → 17
        line({ productCode: 'VITI-M10', quantity: 7 }),
        // 29,00 € × 0.1 = 2.9 → 2 (integer arithmetic: no 2.8999… slip)
        line({ productCode: 'TAS-8', amountCents: 29_00 }),
        // matches nothing
        line({ productCode: 'TAS-10' }),
      ],
    );
    expect(credits.map((c) => [c.ruleId, c.points])).toEqual([
      ['viti', 17],
      ['tasselli', 2],
    ]);
    expect(credits[0]!.reason).toBe('Acquisti di ottobre (VITI-M10): 7 pezzi × 2,5 punti/pezzo · Linea viti');
  });

  it('reads every line when the match lists neither codes nor prefixes, as without a match', () => {
    const rules: EarningRules = [{ id: 'tutti', label: 'Tutti i prodotti', type: 'rate', per: 'unit', points: 3, match: {} }];
    expect(pts(earn(rules, [], [line({ productCode: 'TAS-10', quantity: 2 }), line({ productCode: 'VITI-M8' })]))).toEqual([6, 3]);
  });

  it("respects a rate's own date window", () => {
    const rules: EarningRules = [
      { id: 'autunno', label: 'Autunno', type: 'rate', per: 'euro', points: 1, from: '2026-10-01', to: '2026-10-31' },
    ];
    expect(pts(earn(rules, [], [line({ date: '2026-09-30' }), line({ date: '2026-10-31' }), line({ date: '2026-11-01' })]))).toEqual([100]);
  });
});

describe('earning rules: multipliers', () => {
  it('multiplies the rates in its window, the highest factor when several apply, before rounding down', () => {
    const rules: EarningRules = [
      ...perEuro,
      { id: 'natale', label: 'Punti doppi di Natale', type: 'multiplier', factor: 2, from: '2026-12-01', to: '2026-12-24' },
      {
        id: 'viti-x3',
        label: 'Viti al triplo',
        type: 'multiplier',
        factor: 3,
        from: '2026-12-20',
        to: '2026-12-31',
        match: { prefixes: ['VITI-'] },
      },
    ];
    const credits = earn(
      rules,
      [],
      [
        line({ date: '2026-11-30', amountCents: 10_50 }), // 10.5 × 1 → 10
        line({ date: '2026-12-01', amountCents: 10_50 }), // 10.5 × 1 × 2 = 21 (rounding after the factor)
        line({ date: '2026-12-21', amountCents: 10_50 }), // both apply: 10.5 × 3 = 31.5 → 31
        line({ date: '2026-12-21', amountCents: 10_50, productCode: 'TAS-6' }), // only Natale: 21
      ],
    );
    expect(pts(credits)).toEqual([10, 21, 31, 21]);
    expect(credits[1]!.reason).toBe(
      'Acquisti di dicembre (VITI-M8): 10,50 € × 1 punto/€ × 2 (Punti doppi di Natale) · Punti sugli acquisti',
    );
  });

  it('multiplies only the rates it names', () => {
    const rules: EarningRules = [
      ...perEuro,
      { id: 'extra', label: 'Extra', type: 'rate', per: 'unit', points: 1 },
      { id: 'x2', label: 'Doppio', type: 'multiplier', factor: 2, from: '2026-10-01', to: '2026-10-31', rules: ['extra'] },
    ];
    // base: 100 € × 1 = 100 (not doubled); extra: 4 units × 1 × 2 = 8.
    expect(earn(rules, [], [line({ quantity: 4 })]).map((c) => [c.ruleId, c.points])).toEqual([
      ['base', 100],
      ['extra', 8],
    ]);
  });
});

describe('earning rules: targets', () => {
  const target: EarningRules = [
    { id: 'obiettivo', label: 'Obiettivo mensile', type: 'target', measure: 'amount', target: 500, bonus: 200, period: 'month' },
  ];

  it('gives the bonus once, on the line that reaches the target, counting the lines posted before', () => {
    // October so far: 300 € (earlier batch). New: 150 € (450, short), 60 € (510: reached), 100 € (already reached).
    const earlier = [line({ amountCents: 300_00 })];
    const credits = earn(target, earlier, [
      line({ amountCents: 150_00 }),
      line({ amountCents: 60_00, lineNo: 77 }),
      line({ amountCents: 100_00 }),
    ]);
    expect(credits).toEqual([
      { userId: 1, lineNo: 77, ruleId: 'obiettivo', points: 200, reason: 'Obiettivo mensile: obiettivo di 500 € raggiunto (ottobre 2026)' },
    ]);
  });

  it('counts each period and each customer apart, and gives nothing when the earlier lines reached it already', () => {
    const earlier = [line({ amountCents: 600_00 })]; // October reached before: its bonus was paid then
    const credits = earn(target, earlier, [
      line({ amountCents: 100_00 }), // October, customer 1: nothing new
      line({ amountCents: 500_00, date: '2026-11-03' }), // November: 500 reaches exactly 500 → bonus
      line({ amountCents: 499_99, userId: 2 }), // customer 2, October: 499.99 < 500
    ]);
    expect(credits.map((c) => [c.userId, c.points, c.reason.slice(-15)])).toEqual([[1, 200, '(novembre 2026)']]);
  });

  it('measures quantities, by quarter or by explicit days', () => {
    const rules: EarningRules = [
      {
        id: 'q',
        label: 'Obiettivo trimestrale',
        type: 'target',
        measure: 'quantity',
        target: 100,
        bonus: 50,
        period: 'quarter',
        match: { prefixes: ['VITI-'] },
      },
      {
        id: 'fiera',
        label: 'Fiera',
        type: 'target',
        measure: 'quantity',
        target: 10,
        bonus: 5,
        period: { from: '2026-10-10', to: '2026-10-12' },
      },
    ];
    const credits = earn(
      rules,
      [line({ date: '2026-07-01', quantity: 60 })],
      [
        // Q3 (Jul–Sep): 60 + 40 = 100 → bonus 50; outside the fair's days
        line({ date: '2026-09-30', quantity: 40 }),
        // Q4: 40 < 100; the fair: 40 ≥ 10 → 5
        line({ date: '2026-10-11', quantity: 40 }),
      ],
    );
    expect(credits.map((c) => c.reason)).toEqual([
      'Obiettivo trimestrale: obiettivo di 100 pezzi raggiunto (terzo trimestre 2026)',
      'Fiera: obiettivo di 10 pezzi raggiunto (dal 10/10/2026 al 12/10/2026)',
    ]);
    expect(pts(credits)).toEqual([50, 5]);
  });
});

describe('earning rules: caps', () => {
  const capped: EarningRules = [
    ...perEuro,
    { id: 'obiettivo', label: 'Obiettivo', type: 'target', measure: 'amount', target: 1000, bonus: 100, period: 'month' },
    { id: 'tetto', label: 'Tetto mensile', type: 'cap', points: 1200, period: 'month' },
  ];

  it('bounds what a customer earns in the period, counting earlier lines, bonuses included', () => {
    // Earlier October: 700 € → 700 points (cap use 700). New: 400 € → 400 (1100), bonus (1100 € ≥ 1000) 100 → 1200,
    // then 50 € → 0 left: left out. November starts again: 30 € → 30.
    const credits = earn(
      capped,
      [line({ amountCents: 700_00 })],
      [line({ amountCents: 400_00 }), line({ amountCents: 50_00 }), line({ amountCents: 30_00, date: '2026-11-01' })],
    );
    expect(credits.map((c) => [c.ruleId, c.points])).toEqual([
      ['base', 400],
      ['obiettivo', 100],
      ['base', 30],
    ]);
  });

  it('credits what is left of the cap on the line that reaches it, and says so', () => {
    // Earlier: 1150; new 80 € → only 50 left.
    const [c] = earn(
      capped.filter((r) => r.type !== 'target'),
      [line({ amountCents: 1150_00 })],
      [line({ amountCents: 80_00 })],
    );
    expect(c!.points).toBe(50);
    expect(c!.reason).toBe(
      'Acquisti di ottobre (VITI-M8): 80 € × 1 punto/€ · Punti sugli acquisti; Tetto mensile: 1.200 punti (ottobre 2026), accreditati 50 di 80',
    );
  });

  it('applies the tightest of several caps', () => {
    const rules: EarningRules = [
      ...perEuro,
      { id: 'mese', label: 'Tetto mensile', type: 'cap', points: 500, period: 'month' },
      { id: 'anno', label: 'Tetto annuo', type: 'cap', points: 600, period: 'year' },
    ];
    // Year so far: 450 (September). October: 300 € → month allows 500, year allows 150 → 150.
    expect(pts(earn(rules, [line({ date: '2026-09-01', amountCents: 450_00 })], [line({ amountCents: 300_00 })]))).toEqual([150]);
  });
});

describe('periods', () => {
  it('names calendar periods and the window of earlier sales they need', () => {
    expect(periodOf('quarter', '2026-11-15')).toEqual({ key: '2026-Q4', from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('month', '2028-02-10')).toEqual({ key: '2028-02', from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf({ from: '2026-01-01', to: '2026-01-31' }, '2026-02-01')).toBeNull();
    expect(historyWindow(['month', 'quarter'], ['2026-11-15', '2026-08-02'])).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(historyWindow([], ['2026-11-15'])).toBeNull();
  });
});
