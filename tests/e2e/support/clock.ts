import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { setFileClock } from '../../../src/server/time/test-clock.js';

/**
 * The clock of a journey: one file every server process reads (TEST_CLOCK_FILE), and the
 * browser pages' own clocks (playwright's page.clock), moved together so that a date the portal
 * computes in the browser is the date the server computed.
 */
export interface JourneyClock {
  /** What to add to each server's environment. */
  env: { TEST_CLOCK_FILE: string };
  /** Moves every process and every page to `at` (and time runs on from there on the servers). */
  moveTo(at: Date, pages?: readonly Page[]): Promise<void>;
  now(): Date;
  remove(): Promise<void>;
}

export async function journeyClock(start: Date): Promise<JourneyClock> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-clock-'));
  const file = path.join(dir, 'clock.json');
  let offsetMs = start.getTime() - Date.now();
  setFileClock(file, start);
  return {
    env: { TEST_CLOCK_FILE: file },
    async moveTo(at, pages = []) {
      offsetMs = at.getTime() - Date.now();
      setFileClock(file, at);
      // A fixed time in the page: its timers still run, and every Date reads the day just set.
      for (const page of pages) await page.clock.setFixedTime(at);
    },
    now: () => new Date(Date.now() + offsetMs),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The instant a wall-clock time of a day is in a zone (e.g. 00:10 of 2027-01-05 in Rome), worked
 * out with Intl alone: the test's expectation does not borrow the app's date code.
 */
export function instantIn(day: string, time: string, timeZone: string): Date {
  const target = Date.parse(`${day}T${time}:00.000Z`);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
    guess += target - shown;
  }
  return new Date(guess);
}

/** The calendar day an instant falls on in a zone, YYYY-MM-DD. */
export const dayIn = (at: Date, timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** A day plus some days, YYYY-MM-DD. */
export function plusDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day plus some months, kept within the month (31 January + 1 month = 28/29 February). */
export function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** '5 gennaio 2027', as an Italian reads a day (Intl, not the app's formatter). */
export const longDay = (day: string): string =>
  new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
