import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database, SqlDialectName } from './database.js';

/** How long a write transaction waits for another process's write lock on SQLite before giving up. */
const SQLITE_LOCK_WAIT_MS = 10_000;

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

declare const writeLock: unique symbol;

/**
 * A transaction opened by `writeTransaction`, and only there: what takes points away (a debit,
 * an adjustment, an import's debits) requires one, so the balance it checked cannot change
 * before it writes.
 */
export type WriteTransaction = Kysely<Database> & { readonly [writeLock]: true };

/** Marks a connection or transaction that holds the write lock (only writeTransaction does). */
const locked = (trx: Kysely<Database>) => trx as WriteTransaction;

/** Work to do once a write transaction has committed, by transaction (dropped on rollback). */
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once what `db` wrote is committed: at once outside a transaction; after the commit
 * inside writeTransaction, never if it rolls back. Inside another kind of transaction it runs
 * at once (nothing tells when that one ends). For what must not count work that did not happen,
 * such as the business counters (http/business-metrics.ts); `fn` must not throw.
 */
export function afterCommit(db: object, fn: () => void): void {
  const hooks = commitHooks.get(db);
  if (hooks) hooks.push(fn);
  else fn();
}

function runCommitHooks(trx: object): void {
  const hooks = commitHooks.get(trx) ?? [];
  commitHooks.delete(trx);
  for (const hook of hooks) hook();
}

/** How many times PostgreSQL may pick a transaction as a deadlock's victim before the error is answered. */
const POSTGRES_DEADLOCK_ATTEMPTS = 3;

function isDeadlock(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '40P01';
}

/**
 * Runs `fn` in a transaction that holds the write lock from its first statement.
 *
 * SQLite: `BEGIN IMMEDIATE`. A plain (deferred) BEGIN would read under a snapshot and fail or
 * race when it later upgrades to write while another process committed in between; taking the
 * lock first makes read-check-write atomic across processes sharing the file. better-sqlite3
 * waits for a busy lock synchronously (blocking the event loop), so the lock is tried with no
 * busy timeout and the wait happens here, asynchronously, with a little jitter. Kysely's
 * single SQLite connection is held for the whole callback, so nothing else in this process
 * interleaves with it.
 *
 * PostgreSQL: an ordinary READ COMMITTED transaction; `fn` takes the row locks it needs
 * (SELECT … FOR UPDATE) before reading what it checks. Products are locked in id order, but the
 * listing's counters (catalog_counts, written by triggers when stock crosses zero) follow the
 * order of the products that empty: two orders each emptying two prizes of crossed categories can
 * deadlock. PostgreSQL then rolls one back whole; it is run again (`fn` is database work only).
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: SqlDialectName,
  fn: (trx: WriteTransaction) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') {
    for (let attempt = 1; ; attempt++) {
      try {
        let handle: Kysely<Database> | undefined;
        const value = await db.transaction().execute((trx) => {
          handle = trx;
          commitHooks.set(trx, []);
          return fn(locked(trx));
        });
        runCommitHooks(handle!);
        return value;
      } catch (err) {
        if (!isDeadlock(err) || attempt >= POSTGRES_DEADLOCK_ATTEMPTS) throw err;
      }
    }
  }
  const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    const outcome = await db.connection().execute(async (conn) => {
      const current = await sql<Record<string, number>>`pragma busy_timeout`.execute(conn);
      const previous = Number(Object.values(current.rows[0] ?? {})[0] ?? 5000);
      await sql`pragma busy_timeout = 0`.execute(conn);
      try {
        await sql`begin immediate`.execute(conn);
      } catch (err) {
        if (isBusy(err) && Date.now() < deadline) return { busy: true as const };
        throw err;
      } finally {
        await sql.raw(`pragma busy_timeout = ${previous}`).execute(conn);
      }
      commitHooks.set(conn, []);
      let value: T;
      try {
        value = await fn(locked(conn));
        await sql`commit`.execute(conn);
      } catch (err) {
        commitHooks.delete(conn);
        await sql`rollback`.execute(conn);
        throw err;
      }
      runCommitHooks(conn);
      return { busy: false as const, value };
    });
    if (!outcome.busy) return outcome.value;
    await sleep(Math.min(50, 2 + attempt * 2) + Math.random() * 5);
  }
}
