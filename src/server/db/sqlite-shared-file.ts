import { setTimeout as sleep } from 'node:timers/promises';
import type SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type CompiledQuery, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/** How long a statement waits for another process's write lock before it is answered busy. */
const LOCK_WAIT_MS = 10_000;

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

/**
 * A statement that finds another process's write lock waits for it here, asynchronously, and
 * runs again: better-sqlite3's own wait (busy_timeout) sleeps on the event loop and would stall
 * every request of this process meanwhile, so the connection runs with busy_timeout 0. Only
 * outside a transaction (a statement on its own, or the BEGIN itself): inside one, a busy write
 * means a deferred transaction's snapshot is stale and only the whole transaction could run
 * again, which is why the server opens none (db/write-transaction.ts). The process has one
 * connection, so its other statements queue behind the one waiting: writes hold the lock for
 * milliseconds (an import writes in batches of 200 rows), and a process frozen by
 * busy_timeout served nothing at all meanwhile.
 */
function waitingForTheLock(connection: DatabaseConnection, sqlite: SqliteDatabase.Database): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery) {
      let deadline: number | undefined;
      for (let attempt = 0; ; attempt++) {
        try {
          return await connection.executeQuery<R>(query);
        } catch (err) {
          deadline ??= Date.now() + LOCK_WAIT_MS;
          if (!isBusy(err) || sqlite.inTransaction || Date.now() >= deadline) throw err;
        }
        await sleep(Math.min(50, 2 + attempt * 2) + Math.random() * 5);
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class SharedFileDriver extends SqliteDriver {
  /** The driver's one connection and its waiting wrapper, made once: every query acquires it. */
  private wrapped: { inner: DatabaseConnection; waiting: DatabaseConnection } | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    if (this.wrapped?.inner !== inner) this.wrapped = { inner, waiting: waitingForTheLock(inner, this.sqlite) };
    return this.wrapped.waiting;
  }
}

/** Kysely's SQLite dialect for a file that several server processes share (WAL, one writer at a time). */
export class SqliteSharedFileDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly sqlite: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new SharedFileDriver(this.config, this.sqlite);
  }
}
