import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';

/**
 * Fixed-window counters in the database (table rate_limit_hits), so every server process sees
 * the same counts: an in-memory limiter would let an attacker multiply the budget by the number
 * of processes behind the load balancer.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Failed sign-ins for one user code. */
  signinAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Sign-in attempts from one IP, failed or not (spraying many user codes). */
  signinIp: { max: 30, windowMs: 15 * 60_000 },
  recoveryAccount: { max: 3, windowMs: 60 * 60_000 },
  recoveryIp: { max: 10, windowMs: 15 * 60_000 },
  /** Wrong current password on change: a stolen access token must not become a password oracle. */
  changePasswordAccount: { max: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS = 'Troppi tentativi, riprova più tardi';

export class RateLimitError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, TOO_MANY_ATTEMPTS);
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
  if (Math.random() < 0.01) await db.deleteFrom('rate_limit_hits').where('window_start', '<', now.getTime() - 24 * 3600_000).execute();
  return Number(row.count);
}

export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/** Throws 429 (with the seconds until the window ends) when the bucket already reached its limit. */
export async function assertUnderLimit(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if ((await hitsOf(db, bucket, limit, now)) >= limit.max) throw new RateLimitError(retryAfter(limit, now));
}

/** Counts this attempt and throws 429 when it goes over the limit. */
export async function consume(db: Db, bucket: string, limit: Limit, now: Date): Promise<void> {
  if ((await hit(db, bucket, limit, now)) > limit.max) throw new RateLimitError(retryAfter(limit, now));
}

function retryAfter(limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowStart(limit, now.getTime()) + limit.windowMs - now.getTime()) / 1000));
}
