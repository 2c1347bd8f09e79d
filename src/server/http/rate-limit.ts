import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HttpError } from './errors.js';

/**
 * Fixed-window counters in the database (table rate_limit_hits), so every server process sees
 * the same counts: an in-memory limiter would let an attacker multiply the budget by the number
 * of processes behind the load balancer. Every limit of the API goes through this module.
 */
export interface Limit {
  max: number;
  windowMs: number;
  /** The 429's message; default TOO_MANY_ATTEMPTS. */
  message?: string;
  /**
   * Past `max`, slow the attempt down instead of refusing it: each hit over the limit adds
   * `stepMs` to the wait, up to `maxMs`. For a budget whose refusal would lock out the owner too
   * (every address guessing one account): the owner still gets in, the guessing gets slower.
   */
  slowdown?: { stepMs: number; maxMs: number };
}

/** One bucket and the limit that applies to it. */
export interface Budget {
  bucket: string;
  limit: Limit;
}

export const TOO_MANY_ATTEMPTS = 'Troppi tentativi, riprova più tardi';

export class RateLimitError extends HttpError {
  constructor(
    readonly retryAfterS: number,
    message = TOO_MANY_ATTEMPTS,
  ) {
    super(429, message);
  }
}

function windowStart(limit: Limit, nowMs: number): number {
  return Math.floor(nowMs / limit.windowMs) * limit.windowMs;
}

/** Current count of the bucket's window. */
export async function hitsOf(db: Db, bucket: string, limit: Limit, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('count')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart(limit, now.getTime()))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Adds one hit atomically (upsert) and returns the new count. */
export async function hit(db: Db, bucket: string, limit: Limit, now: Date): Promise<number> {
  const start = windowStart(limit, now.getTime());
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: start, count: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_hits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  // Old windows are useless; trimming on a small share of hits keeps the table small without a job.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', now.getTime() - 24 * 3600_000)
      .execute();
  return Number(row.count);
}

/** Takes back one hit counted at `now` (same window), never below zero. */
export async function unhit(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  await db
    .updateTable('rate_limit_hits')
    .set({ count: sql<number>`rate_limit_hits.count - 1` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart(limit, now.getTime()))
    .where('count', '>', 0)
    .execute();
}

export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/** Throws 429 (with the seconds until the window ends) when the bucket already reached its limit. */
export async function assertUnderLimit(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if ((await hitsOf(db, bucket, limit, now)) >= limit.max) throw new RateLimitError(retryAfter(limit, now), limit.message);
}

/** Counts this attempt and throws 429 when it goes over the limit. */
export async function consume(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if ((await hit(db, bucket, limit, now)) > limit.max) throw new RateLimitError(retryAfter(limit, now), limit.message);
}

/** An attempt counted in its buckets; `refund` takes the hits back when it turns out not to count. */
export interface Attempt {
  refund(): Promise<void>;
  /** How long to hold the answer (a `slowdown` budget over its limit), before the work it guards. */
  delayMs: number;
}

/** The wait a slowdown budget imposes at `count` hits: none up to the limit, then growing. */
export function slowdownMs(limit: Limit, count: number): number {
  if (!limit.slowdown || count <= limit.max) return 0;
  return Math.min(limit.slowdown.maxMs, (count - limit.max) * limit.slowdown.stepMs);
}

/**
 * Counts one attempt in every budget, or in none: 429 when any is over its limit (the hits taken
 * so far are given back, so a refused attempt costs nothing), except a slowdown budget, which
 * only lengthens `delayMs`. Counting comes BEFORE the work it
 * guards, never after: checking first and counting once the outcome is known lets a burst of
 * parallel requests all pass the check before the first one is counted.
 */
export async function beginAttempt(db: Db, budgets: readonly Budget[], now: Date): Promise<Attempt> {
  const taken: Budget[] = [];
  const refund = async () => {
    for (const { bucket, limit } of taken) await unhit(db, bucket, limit, now);
  };
  let delayMs = 0;
  for (const budget of budgets) {
    const count = await hit(db, budget.bucket, budget.limit, now);
    taken.push(budget);
    if (count > budget.limit.max && !budget.limit.slowdown) {
      await refund();
      throw new RateLimitError(retryAfter(budget.limit, now), budget.limit.message);
    }
    delayMs = Math.max(delayMs, slowdownMs(budget.limit, count));
  }
  return { refund, delayMs };
}

function retryAfter(limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowStart(limit, now.getTime()) + limit.windowMs - now.getTime()) / 1000));
}
