import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';

export type BenchRun = (label: 'SQLite' | 'PostgreSQL', handle: DatabaseHandle, dataDir: string) => Promise<void>;

/**
 * Runs a benchmark on a fresh SQLite file and, when `postgresUrl` is given, on a throw-away
 * PostgreSQL database created beside the one it names, so a benchmark never touches real data.
 * `only` skips one of the two.
 */
export async function onEachDatabase(options: { only?: string; postgresUrl?: string }, run: BenchRun): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-'));
  try {
    if (options.only !== 'postgres') {
      const sqlite = createDatabase({ dataDir });
      try {
        await run('SQLite', sqlite, dataDir);
      } finally {
        await sqlite.destroy();
      }
    }
    if (options.postgresUrl && options.only !== 'sqlite') {
      const name = `premia_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: options.postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(options.postgresUrl);
      target.pathname = `/${name}`;
      const handle = createDatabase({ databaseUrl: target.toString(), dataDir });
      try {
        await run('PostgreSQL', handle, dataDir);
      } finally {
        await handle.destroy();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
