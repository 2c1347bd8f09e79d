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

/** What the tenant's clock read at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const w: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of clockOf(timeZone).formatToParts(instant)) {
    if (part.type in w) w[part.type as keyof WallClock] = Number(part.value);
  }
  return w;
}
