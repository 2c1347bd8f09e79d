/**
 * Backup and restore of the configured database (`npm run backup -- <file>`,
 * `npm run restore -- <file>`). The database is the whole state of the portal: pictures, receipts
 * and tenant overrides live in it; the tenants' folders are configuration kept elsewhere.
 *
 * SQLite is copied with its online backup API, page by page under SQLite's own locking, so a
 * backup taken while servers write is consistent. PostgreSQL is dumped with `pg_dump` in its
 * custom format (one consistent snapshot) and restored with `pg_restore` in one transaction.
 * Both refuse to overwrite an existing backup, check the copy before calling it done, and a
 * restore first keeps a copy of what it replaces.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface BackupTarget {
  /** postgres://… or absent for SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (default portal.db). */
  sqliteFile?: string;
}

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  format: 'sqlite' | 'pg_dump';
  /** The newest migration the backup holds: the code able to read it. */
  lastMigration: string | null;
}

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

const sqlitePath = (target: BackupTarget) => path.resolve(target.dataDir, target.sqliteFile ?? 'portal.db');

/** Writes a backup of the configured database to `file`, which must not exist yet. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupSummary> {
  const destination = path.resolve(file);
  if (existsSync(destination)) throw new BackupError(`${destination} esiste già: scegli un altro nome, il backup non sovrascrive`);
  // Written beside the destination and renamed at the end: a half-written backup never carries its name.
  const partial = `${destination}.partial`;
  await rm(partial, { force: true });
  try {
    if (target.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
      await run('pg_restore', ['--list', partial]);
    } else {
      const source = sqlitePath(target);
      if (!existsSync(source)) throw new BackupError(`database SQLite non trovato: ${source}`);
      const live = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
      try {
        await live.backup(partial);
      } finally {
        live.close();
      }
      checkSqliteFile(partial);
    }
    await rename(partial, destination);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return summaryOf(destination, target);
}

/**
 * Replaces the configured database's content with the backup in `file`. What it replaces is kept
 * first as `before-restore-<time>` in dataDir (returned), so a wrong file can be undone. Run it with
 * the servers stopped: they hold cached state (sessions, memoised listings) of the data replaced.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  now: Date,
): Promise<{ restored: BackupSummary; previous: string }> {
  const source = path.resolve(file);
  const format = await formatOf(source);
  const expected = target.databaseUrl ? 'pg_dump' : 'sqlite';
  if (format !== expected)
    throw new BackupError(
      format === null
        ? `${source} non è un backup di Premia (né un database SQLite né un archivio pg_dump)`
        : `${source} è un backup ${format === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ma il database configurato è ${expected === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    );
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const previous = path.resolve(target.dataDir, `before-restore-${stamp}.${target.databaseUrl ? 'dump' : 'db'}`);
  if (target.databaseUrl) {
    await run('pg_restore', ['--list', source]);
    await backupDatabase(target, previous);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      source,
    ]);
  } else {
    checkSqliteFile(source);
    if (existsSync(sqlitePath(target))) await backupDatabase(target, previous);
    // The backup API writes into the live file under SQLite's locks (WAL included), where copying
    // the file over it would leave a stale -wal beside it.
    const backup = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(sqlitePath(target));
    } finally {
      backup.close();
    }
  }
  return { restored: await summaryOf(source, target), previous };
}

function checkSqliteFile(file: string): void {
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`il file ${file} non è integro: ${String(result)}`);
  } finally {
    copy.close();
  }
}

async function formatOf(file: string): Promise<'sqlite' | 'pg_dump' | null> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`file di backup non trovato: ${file}`);
  });
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    const text = head.toString('latin1');
    if (text === SQLITE_MAGIC) return 'sqlite';
    if (text.startsWith(PG_DUMP_MAGIC)) return 'pg_dump';
    return null;
  } finally {
    await handle.close();
  }
}

async function summaryOf(file: string, target: BackupTarget): Promise<BackupSummary> {
  const { size } = await stat(file);
  if (target.databaseUrl) {
    const listing = await run('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file]);
    const names = [...listing.matchAll(/^(\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+)\t/gm)].map((m) => m[1]);
    return { file, bytes: size, format: 'pg_dump', lastMigration: names.sort().at(-1) ?? null };
  }
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = copy.prepare('select max(name) as name from kysely_migration').get() as { name: string | null } | undefined;
    return { file, bytes: size, format: 'sqlite', lastMigration: row?.name ?? null };
  } catch {
    return { file, bytes: size, format: 'sqlite', lastMigration: null };
  } finally {
    copy.close();
  }
}

/** Runs a PostgreSQL client tool; its stderr becomes the error's message. */
function run(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (cause) =>
      reject(
        new BackupError(`${command} non disponibile (${cause.message}): installa il client PostgreSQL della stessa versione del server`),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`${command} non riuscito (${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}
