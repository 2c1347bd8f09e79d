import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

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
 * Runs `fn` in a transaction that holds the write lock from its first statement. The server's
 * only way to open a transaction (the lint forbids `db.transaction()`): on SQLite any other
 * would be deferred, and a deferred transaction that reads before it writes fails with
 * SQLITE_BUSY_SNAPSHOT once another process has committed in between.
 *
 * SQLite: `BEGIN IMMEDIATE`, so read-check-write is atomic across processes sharing the file;
 * the dialect waits for another process's lock asynchronously. Kysely's single SQLite
 * connection is held for the whole callback, so nothing else in this process interleaves with it.
 *
 * PostgreSQL: an ordinary READ COMMITTED transaction; `fn` takes the row locks it needs
 * (SELECT … FOR UPDATE) before reading what it checks. Products are locked in id order, but the
 * listing's counters (catalog_counts, written by triggers when stock crosses zero) follow the
 * order of the products that empty: two orders each emptying two prizes of crossed categories can
 * deadlock. PostgreSQL then rolls one back whole; it is run again (`fn` is database work only).
 */
export async function writeTransaction<T>(db: Kysely<Database>, fn: (trx: WriteTransaction) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (let attempt = 1; ; attempt++) {
      try {
        let handle: Kysely<Database> | undefined;
        // eslint-disable-next-line no-restricted-syntax -- the one place that opens a transaction
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
  return db.connection().execute(async (conn) => {
    // Waits for another process's write lock asynchronously (sqlite-shared-file.ts).
    await sql`begin immediate`.execute(conn);
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
    return value;
  });
}
