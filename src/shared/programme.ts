import type { Programme } from './types/generated/tenant.js';
import { wallClockIn } from './time-zone.js';

/** The law's six months: no tenant may promise a longer delivery term, and it is the default. */
export const MAX_DELIVERY_DAYS = 180;
/** An Italian prize operation lasts at most five years. */
export const MAX_PROGRAMME_YEARS = 5;
/** The countdown banner shows in the last days of earning and of ordering. */
export const COUNTDOWN_DAYS = 30;

/** The programme's four days (YYYY-MM-DD, the tenant's calendar), each included whole. */
export interface ProgrammeCalendar {
  start: string;
  earnUntil: string;
  orderUntil: string;
  end: string;
}

export interface ResolvedProgramme {
  /** null: the tenant declares no calendar, and the portal is always open. */
  calendar: ProgrammeCalendar | null;
  deliveryDays: number;
}

/** The tenant file's `programme` with its defaults: earning and ordering end with the programme unless said. */
export function resolveProgramme(programme: Programme | undefined): ResolvedProgramme {
  const deliveryDays = programme?.deliveryDays ?? MAX_DELIVERY_DAYS;
  if (!programme?.start || !programme.end) return { calendar: null, deliveryDays };
  const { start, end } = programme;
  return { calendar: { start, earnUntil: programme.earnUntil ?? end, orderUntil: programme.orderUntil ?? end, end }, deliveryDays };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  const m = ISO_DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** `day` plus `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/**
 * `day` plus whole months, kept within the target month: 31 January + 1 month is 28 (or 29)
 * February, and 29 February + 12 months is 28 February.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The calendar day the tenant's clock shows at `instant`. */
export function dayIn(instant: Date, timeZone: string): string {
  const w = wallClockIn(instant, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The instant a calendar day begins on the tenant's clock (its midnight; summer time included).
 * Found by correcting a UTC guess by the zone's offset, twice, which settles across a change of time.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const target = Date.parse(`${day}T00:00:00.000Z`);
  let guess = target;
  for (let i = 0; i < 2; i += 1) {
    const w = wallClockIn(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    guess += target - shown;
  }
  return new Date(guess);
}

/** When a prize requested at `requestedAt` is due: the request day in the tenant's zone plus the delivery term. */
export function dueDateOf(requestedAt: Date, timeZone: string, deliveryDays: number): string {
  return addDays(dayIn(requestedAt, timeZone), deliveryDays);
}

export type ProgrammePhase = 'always' | 'before' | 'open' | 'ordering' | 'closing' | 'ended';

export interface ProgrammeState {
  phase: ProgrammePhase;
  /** Points may be earned today. */
  earning: boolean;
  /** Prizes may be requested today. */
  ordering: boolean;
  /** What changes next and on which day (the first day it applies); null when nothing will. */
  next: { day: string; change: 'start' | 'earningEnds' | 'orderingEnds' | 'ends' } | null;
  /** In the last COUNTDOWN_DAYS of earning or of ordering: which ends, its last day, and the days left after today. */
  countdown: { ends: 'earning' | 'ordering'; lastDay: string; daysLeft: number } | null;
}

/**
 * Where the programme stands on `today` (the tenant's calendar day). Phases: before the start;
 * open (earning and ordering); ordering (earning over); closing (ordering over, the programme not
 * yet ended: the order history stays); ended.
 */
export function programmeState(programme: ResolvedProgramme, today: string): ProgrammeState {
  const c = programme.calendar;
  if (!c) return { phase: 'always', earning: true, ordering: true, next: null, countdown: null };
  const after = (day: string) => addDays(day, 1);
  if (today < c.start)
    return { phase: 'before', earning: false, ordering: false, next: { day: c.start, change: 'start' }, countdown: null };
  if (today > c.end) return { phase: 'ended', earning: false, ordering: false, next: null, countdown: null };
  const earning = today <= c.earnUntil;
  const ordering = today <= c.orderUntil;
  const phase: ProgrammePhase = earning && ordering ? 'open' : ordering ? 'ordering' : 'closing';
  const upcoming = [
    ...(earning ? [{ day: after(c.earnUntil), change: 'earningEnds' as const }] : []),
    ...(ordering ? [{ day: after(c.orderUntil), change: 'orderingEnds' as const }] : []),
    { day: after(c.end), change: 'ends' as const },
  ].sort((a, b) => a.day.localeCompare(b.day));
  const ending = [
    ...(earning ? [{ ends: 'earning' as const, lastDay: c.earnUntil }] : []),
    ...(ordering ? [{ ends: 'ordering' as const, lastDay: c.orderUntil }] : []),
  ]
    .map((e) => ({ ...e, daysLeft: daysBetween(today, e.lastDay) }))
    .filter((e) => e.daysLeft < COUNTDOWN_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft);
  return { phase, earning, ordering, next: upcoming[0] ?? null, countdown: ending[0] ?? null };
}

/**
 * Where the programme stands today on the tenant's clock, or on `today` when given. The clock is
 * read only for a programme with a calendar: without one every day is the same, and the first
 * Intl.DateTimeFormat of a browser page costs 50–200 ms of main thread at 4× CPU (ICU's date
 * data), which the layout of every signed-in page paid in one hydration slice for nothing.
 */
export function programmeStateToday(programme: ResolvedProgramme, timeZone: string, today?: string): ProgrammeState {
  return programmeState(programme, today ?? (programme.calendar ? dayIn(new Date(), timeZone) : ''));
}
