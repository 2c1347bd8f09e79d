import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup.js';
import { migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

const LATEST = Object.keys(MIGRATIONS).sort().at(-1);

let database: TestDatabase;
let target: BackupTarget;
let dir: string;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.handle);
  target = { databaseUrl: database.options.databaseUrl, dataDir: database.options.dataDir };
  dir = await mkdtemp(path.join(os.tmpdir(), 'premia-backup-'));
  if (onPostgres) target = { ...target, dataDir: dir };
});
afterAll(async () => {
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

const meta = async () =>
  Object.fromEntries(
    (await database.handle.db.selectFrom('app_meta').selectAll().where('key', 'like', 'backup-test:%').execute()).map((r) => [
      r.key,
      r.value,
    ]),
  );

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, { timeout: 60_000 }, () => {
  it('a restore brings back the data of the backup and keeps what it replaced', async () => {
    const { db } = database.handle;
    await db.insertInto('app_meta').values({ key: 'backup-test:colour', value: 'blu' }).execute();
    const file = path.join(dir, 'first.backup');
    const summary = await backupDatabase(target, file);
    expect(summary.format).toBe(onPostgres ? 'pg_dump' : 'sqlite');
    expect(summary.lastMigration).toBe(LATEST);
    expect(summary.bytes).toBeGreaterThan(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // Life goes on after the backup: a change and a new fact.
    await db.updateTable('app_meta').set({ value: 'rosso' }).where('key', '=', 'backup-test:colour').execute();
    await db.insertInto('app_meta').values({ key: 'backup-test:later', value: 'sì' }).execute();
    expect(await meta()).toEqual({ 'backup-test:colour': 'rosso', 'backup-test:later': 'sì' });

    const { previous } = await restoreDatabase(target, file, new Date('2026-11-29T10:00:00Z'));
    expect(await meta()).toEqual({ 'backup-test:colour': 'blu' });
    expect(path.basename(previous)).toBe(`before-restore-2026-11-29T10-00-00-000Z.${onPostgres ? 'dump' : 'db'}`);

    // The copy kept before the restore is itself a backup: restoring it undoes the restore.
    await restoreDatabase(target, previous, new Date('2026-11-29T10:05:00Z'));
    expect(await meta()).toEqual({ 'backup-test:colour': 'rosso', 'backup-test:later': 'sì' });
  });

  it('never overwrites a file, and refuses a file that is not a backup of this kind of database', async () => {
    const existing = path.join(dir, 'exists.txt');
    await writeFile(existing, 'appunti');
    await expect(backupDatabase(target, existing)).rejects.toThrow(/esiste già/);
    await expect(restoreDatabase(target, existing, new Date())).rejects.toThrow(/non è un backup di Premia/);
    await expect(restoreDatabase(target, path.join(dir, 'missing.backup'), new Date())).rejects.toThrow(/non trovato/);

    const other = path.join(dir, 'other-kind.backup');
    await writeFile(other, onPostgres ? 'SQLite format 3\0 e poi il resto' : 'PGDMP e poi il resto');
    const refusal = await restoreDatabase(target, other, new Date()).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toMatch(
      onPostgres
        ? /è un backup SQLite, ma il database configurato è PostgreSQL/
        : /è un backup PostgreSQL, ma il database configurato è SQLite/,
    );
  });
});

describe.skipIf(onPostgres)('npm run backup / restore (real process, SQLite)', { timeout: 90_000 }, () => {
  const npm = (dataDir: string, ...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = spawn('npm', ['run', '--silent', ...args], { cwd: PROJECT_ROOT, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('backs up and restores the DATA_DIR database, with exit codes 0, 1 and 2', async () => {
    const file = path.join(dir, 'cli.db');
    const backup = await npm(database.options.dataDir, 'backup', '--', file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(new RegExp(`backup scritto: .*cli\\.db \\(SQLite, [0-9,]+ MB, ultima migrazione ${LATEST}\\)`));
    expect(backup.code).toBe(0);
    expect((await npm(database.options.dataDir, 'backup', '--', file)).code).toBe(1);
    expect((await npm(database.options.dataDir, 'backup')).code).toBe(2);

    const restore = await npm(database.options.dataDir, 'restore', '--', file);
    expect(restore.stdout).toMatch(/ripristinato: .*cli\.db/);
    expect(restore.stdout).toMatch(/i dati sostituiti sono in .*before-restore-/);
    expect(restore.code).toBe(0);
  });
});
