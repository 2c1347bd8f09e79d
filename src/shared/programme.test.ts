import { describe, expect, it } from 'vitest';
import { addMonths, dueDateOf, programmeState, programmeStateToday, resolveProgramme, startOfDayIn } from './programme.js';
import { countdownText, orderingClosedReason } from './programme-messages.js';

const programme = resolveProgramme({ start: '2026-01-01', earnUntil: '2026-10-31', orderUntil: '2026-11-30', end: '2027-05-31' });

describe('programme calendar', () => {
  it('defaults: earning and ordering end with the programme; 180 days to deliver; no calendar without start and end', () => {
    expect(resolveProgramme({ start: '2026-01-01', end: '2026-12-31' })).toEqual({
      calendar: { start: '2026-01-01', earnUntil: '2026-12-31', orderUntil: '2026-12-31', end: '2026-12-31' },
      deliveryDays: 180,
    });
    expect(resolveProgramme({ deliveryDays: 90 })).toEqual({ calendar: null, deliveryDays: 90 });
    expect(programmeState(resolveProgramme(undefined), '2030-01-01')).toMatchObject({ phase: 'always', ordering: true });
  });

  it.each([
    ['2025-12-31', 'before', false, false, { day: '2026-01-01', change: 'start' }],
    ['2026-01-01', 'open', true, true, { day: '2026-11-01', change: 'earningEnds' }],
    ['2026-10-31', 'open', true, true, { day: '2026-11-01', change: 'earningEnds' }],
    ['2026-11-01', 'ordering', false, true, { day: '2026-12-01', change: 'orderingEnds' }],
    ['2026-11-30', 'ordering', false, true, { day: '2026-12-01', change: 'orderingEnds' }],
    ['2026-12-01', 'closing', false, false, { day: '2027-06-01', change: 'ends' }],
    ['2027-05-31', 'closing', false, false, { day: '2027-06-01', change: 'ends' }],
    ['2027-06-01', 'ended', false, false, null],
  ] as const)('%s: %s', (today, phase, earning, ordering, next) => {
    expect(programmeState(programme, today)).toMatchObject({ phase, earning, ordering, next });
  });

  it("reads the tenant's clock only for a calendar (an unknown zone would throw if it did)", () => {
    expect(programmeStateToday(resolveProgramme(undefined), 'Nowhere/Zone')).toMatchObject({ phase: 'always' });
    expect(() => programmeStateToday(programme, 'Nowhere/Zone')).toThrow(RangeError);
    expect(programmeStateToday(programme, 'Nowhere/Zone', '2026-01-01')).toMatchObject({ phase: 'open' });
  });

  it('counts down the last 30 days of earning, then of ordering', () => {
    expect(programmeState(programme, '2026-10-01').countdown).toBeNull();
    expect(programmeState(programme, '2026-10-02').countdown).toEqual({ ends: 'earning', lastDay: '2026-10-31', daysLeft: 29 });
    expect(programmeState(programme, '2026-11-29').countdown).toEqual({ ends: 'ordering', lastDay: '2026-11-30', daysLeft: 1 });
    expect(countdownText(programmeState(programme, '2026-10-31'), 'Europe/Rome')).toBe(
      'Oggi è l’ultimo giorno per accumulare punti: la raccolta termina il 31 ottobre 2026.',
    );
    expect(countdownText(programmeState(programme, '2026-11-20'), 'Europe/Rome')).toBe(
      'Mancano 10 giorni per richiedere i premi: le richieste si chiudono il 30 novembre 2026.',
    );
  });

  it('says why ordering is closed', () => {
    expect(orderingClosedReason(programme, programmeState(programme, '2026-11-30'), 'Europe/Rome')).toBeNull();
    expect(orderingClosedReason(programme, programmeState(programme, '2026-12-01'), 'Europe/Rome')).toBe(
      'Le richieste dei premi sono chiuse: il termine per richiederli era il 30 novembre 2026.',
    );
  });

  it("due date: the request day on the tenant's clock plus the delivery term", () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(dueDateOf(new Date('2026-12-31T23:30:00Z'), 'Europe/Rome', 180)).toBe('2027-06-30');
    expect(dueDateOf(new Date('2026-12-31T23:30:00Z'), 'UTC', 180)).toBe('2027-06-29');
  });

  it("a day's first instant on the tenant's clock, summer time included", () => {
    expect(startOfDayIn('2026-01-15', 'Europe/Rome').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'Europe/Rome').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(addMonths('2026-01-31', 13)).toBe('2027-02-28');
  });
});
