import type { WallClock } from './italian-date.js';

/** The zone a tenant's dates and times are shown in when its file names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

// An IANA name ('Europe/Rome', 'UTC'), never a bare offset ('+01:00'), which knows no summer time.
const ZONE_NAME = /^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Why `name` is not an IANA time zone as the database writes it, or null when it is: known to
 * Intl, and in the database's capitals ('europe/rome', which Intl quietly accepts, is refused with
 * the spelling meant). Old names Intl maps to another ('Asia/Calcutta') are IANA names too.
 */
export function timeZoneProblem(name: string): string | null {
  if (!ZONE_NAME.test(name)) return `"${name}" non è un fuso orario IANA (per esempio "${DEFAULT_TIME_ZONE}")`;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return `"${name}" non è un fuso orario IANA conosciuto (per esempio "${DEFAULT_TIME_ZONE}")`;
  }
  return resolved !== name && resolved.toLowerCase() === name.toLowerCase() ? `"${name}" va scritto "${resolved}"` : null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The tenant's clock: one numeric formatter per zone, built on first use. Only numbers are read
 * from it (italian-date.ts writes the words), and the zone is always given, so the server (TZ=UTC)
 * and a browser anywhere read the same day and time for the same instant.
 */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * A zone's offsets from UTC over a span of time, as the server's ICU reads them: the browser reads
 * its tenant's clock from them (`adoptZoneOffsets`) instead of building an Intl.DateTimeFormat,
 * whose first one in a page costs 50–200 ms of main thread at 4× CPU (ICU's date data), inside
 * the hydration of every page that shows a date. `offsets`: [instant in ms, minutes ahead of
 * UTC from then on], in order, the first at `from`; `until` ends the span.
 */
export interface ZoneOffsets {
  zone: string;
  from: number;
  until: number;
  offsets: [number, number][];
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The zone's clock at `instant`, as ICU reads it. */
function readClock(instant: Date, timeZone: string): WallClock {
  const w: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of clockOf(timeZone).formatToParts(instant)) {
    if (part.type in w) w[part.type as keyof WallClock] = Number(part.value);
  }
  return w;
}

/** Minutes the zone's clock is ahead of UTC at the minute `at` (a whole minute, in ms). */
function offsetAt(at: number, timeZone: string): number {
  const w = readClock(new Date(at), timeZone);
  return (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - at) / MINUTE;
}

/**
 * The zone's offsets from `from` to `until` (ms), found by reading its clock once a day and, where
 * the offset changed, to the minute (no zone changes twice within a day).
 */
export function zoneOffsetsBetween(timeZone: string, from: number, until: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE) * MINUTE;
  const offsets: [number, number][] = [[start, offsetAt(start, timeZone)]];
  for (let day = start + DAY; day < until + DAY; day += DAY) {
    let before = day - DAY;
    const last = offsets[offsets.length - 1]![1];
    if (offsetAt(day, timeZone) === last) continue;
    // The first minute with the new offset lies in (before, day].
    let after = day;
    while (after - before > MINUTE) {
      const mid = before + Math.floor((after - before) / MINUTE / 2) * MINUTE;
      if (offsetAt(mid, timeZone) === last) before = mid;
      else after = mid;
    }
    offsets.push([after, offsetAt(after, timeZone)]);
  }
  return { zone: timeZone, from: start, until, offsets };
}

const adopted = new Map<string, ZoneOffsets>();

/** Reads `table.zone`'s clock from the table within its span (boot adopts the server's). */
export function adoptZoneOffsets(table: ZoneOffsets): void {
  if (table.offsets.length > 0) adopted.set(table.zone, table);
}

/** The adopted offset at `at`, or null outside the table's span (or with none). */
function adoptedOffset(at: number, timeZone: string): number | null {
  const table = adopted.get(timeZone);
  if (!table || at < table.from || at >= table.until) return null;
  let offset = table.offsets[0]![1];
  for (const [since, minutes] of table.offsets) {
    if (since > at) break;
    offset = minutes;
  }
  return offset;
}

/** What the tenant's clock read at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const offset = adoptedOffset(instant.getTime(), timeZone);
  if (offset === null) return readClock(instant, timeZone);
  // Shifted by the offset, the UTC fields are the zone's clock; seconds are dropped, as Intl's are.
  const shifted = new Date(instant.getTime() + offset * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
