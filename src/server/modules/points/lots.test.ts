import { describe, expect, it } from 'vitest';
import { lastDayOf } from './expiry-policy.js';
import { computeLots, expiredLots, expiryRef, nextExpiry, type LotLedgerRow } from './lots.js';
import type { ResolvedExpiry } from '../../../shared/tenant-config.js';

let nextId = 0;
const row = (day: string, amount: number, more: Partial<LotLedgerRow> = {}): LotLedgerRow => ({
  id: ++nextId,
  amount,
  kind: amount > 0 ? 'credit' : 'debit',
  created_at: `${day}T10:00:00.000Z`,
  order_id: null,
  external_ref: null,
  ...more,
});
// In these tests a credit can be spent until the same day one year later.
const yearLater = (r: LotLedgerRow) => `${Number(r.created_at.slice(0, 4)) + 1}${r.created_at.slice(4, 10)}`;
const summary = (rows: LotLedgerRow[]) => computeLots(rows, yearLater).lots.map((l) => [l.key, l.remaining, l.lastDay, l.closed]);

describe('points lots (FIFO from the ledger)', () => {
  it('takes a debit from the oldest credit first, then the next', () => {
    const a = row('2026-01-10', 100);
    const b = row('2026-02-10', 50);
    expect(summary([a, b, row('2026-03-01', -120)])).toEqual([
      [String(a.id), 0, '2027-01-10', false],
      [String(b.id), 30, '2027-02-10', false],
    ]);
  });

  it("gives a cancelled order's points back to the lots it took them from, newest taken first", () => {
    const a = row('2026-01-10', 100);
    const b = row('2026-02-10', 100);
    const order = row('2026-03-01', -150, { order_id: 7 });
    const refund = row('2026-03-02', 150, { kind: 'reversal', order_id: 7 });
    expect(summary([a, b, order, refund])).toEqual([
      [String(a.id), 100, '2027-01-10', false],
      [String(b.id), 100, '2027-02-10', false],
    ]);
  });

  it('an import reversal (no order) takes points oldest first; a positive one without an order opens a lot', () => {
    const a = row('2026-01-10', 100);
    const undo = row('2026-01-11', -100, { kind: 'reversal' });
    const back = row('2026-01-12', 40, { kind: 'reversal' });
    expect(summary([a, undo, back])).toEqual([
      [String(a.id), 0, '2027-01-10', false],
      [String(back.id), 40, '2027-01-12', false],
    ]);
  });

  it('an expiry row closes its own lot; later debits skip it', () => {
    const a = row('2026-01-10', 100);
    const b = row('2026-06-10', 100);
    const expired = row('2027-01-11', -100, { kind: 'expiry', external_ref: expiryRef(String(a.id)) });
    expect(summary([a, b, expired, row('2027-01-12', -30)])).toEqual([
      [String(a.id), 0, '2027-01-10', true],
      [String(b.id), 70, '2027-06-10', false],
    ]);
  });

  it('a refund into a lot that has since expired opens a sibling lot with the same last day', () => {
    const a = row('2026-01-10', 100);
    const order = row('2026-12-01', -60, { order_id: 9 });
    const expired = row('2027-01-11', -40, { kind: 'expiry', external_ref: expiryRef(String(a.id)) });
    const refund = row('2027-01-12', 60, { kind: 'reversal', order_id: 9 });
    const state = computeLots([a, order, expired, refund], yearLater);
    expect(state.lots.map((l) => [l.key, l.remaining, l.lastDay, l.closed])).toEqual([
      [String(a.id), 0, '2027-01-10', true],
      [`${a.id}+${refund.id}`, 60, '2027-01-10', false],
    ]);
    // So the next run expires them too, under a key of their own.
    expect(expiredLots(state, '2027-01-13').map((l) => [l.key, l.remaining])).toEqual([[`${a.id}+${refund.id}`, 60]]);
  });

  it('a debit beyond the lots is owed and paid by the next credit', () => {
    const a = row('2026-01-10', 50);
    const c = row('2026-03-10', 100);
    const state = computeLots([a, row('2026-02-01', -80), c], yearLater);
    expect([state.deficit, state.lots.map((l) => l.remaining)]).toEqual([0, [0, 70]]);
    expect(computeLots([a, row('2026-02-01', -80)], yearLater).deficit).toBe(30);
  });

  it('lists what expires before today and the next points to expire', () => {
    const a = row('2025-05-01', 100);
    const b = row('2025-05-01', 20);
    const c = row('2025-09-01', 70);
    const state = computeLots([a, b, c, row('2025-10-01', -10)], yearLater);
    expect(expiredLots(state, '2026-05-01')).toEqual([]);
    expect(expiredLots(state, '2026-05-02').map((l) => l.remaining)).toEqual([90, 20]);
    expect(nextExpiry(state, '2026-04-01')).toEqual({ points: 110, date: '2026-05-01' });
    expect(nextExpiry(state, '2026-05-02')).toEqual({ points: 70, date: '2026-09-01' });
    expect(
      nextExpiry(
        computeLots([a], () => null),
        '2026-01-01',
      ),
    ).toBeNull();
  });
});

describe('expiry policies (last day a credit can be spent)', () => {
  const policy = (p: Partial<ResolvedExpiry>): ResolvedExpiry => ({ policy: 'never', months: null, day: '12-31', remindDays: 0, ...p });
  it('never: no last day', () => expect(lastDayOf('2026-03-15', policy({}), '2030-01-01')).toBeNull());
  it('programme_end: the programme end, none without a calendar', () => {
    expect(lastDayOf('2026-03-15', policy({ policy: 'programme_end' }), '2028-06-30')).toBe('2028-06-30');
    expect(lastDayOf('2026-03-15', policy({ policy: 'programme_end' }), null)).toBeNull();
  });
  it('rolling: N months after the credit, kept within the month', () => {
    expect(lastDayOf('2026-03-15', policy({ policy: 'rolling', months: 12 }), null)).toBe('2027-03-15');
    expect(lastDayOf('2026-01-31', policy({ policy: 'rolling', months: 1 }), null)).toBe('2026-02-28');
    expect(lastDayOf('2027-12-31', policy({ policy: 'rolling', months: 2 }), null)).toBe('2028-02-29');
  });
  it("calendar: the year's credits last until `day` of the next year", () => {
    expect(lastDayOf('2026-01-01', policy({ policy: 'calendar' }), null)).toBe('2027-12-31');
    expect(lastDayOf('2026-12-31', policy({ policy: 'calendar' }), null)).toBe('2027-12-31');
    expect(lastDayOf('2026-07-01', policy({ policy: 'calendar', day: '03-31' }), null)).toBe('2027-03-31');
    expect(lastDayOf('2026-07-01', policy({ policy: 'calendar', day: '02-29' }), null)).toBe('2027-02-28');
    expect(lastDayOf('2027-07-01', policy({ policy: 'calendar', day: '02-29' }), null)).toBe('2028-02-29');
  });
});
