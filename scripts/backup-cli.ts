/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (docs/operations.md#backup-and-restore):
 * the database the server's environment names (DATABASE_URL, else SQLite in DATA_DIR). Exit codes as
 * the other commands: 0 done, 1 refused or failed, 2 wrong command line.
 */
import { BackupError, backupDatabase, restoreDatabase, type BackupSummary } from '../src/server/db/backup.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { EnvError, loadEnv } from '../src/server/env.js';

const USAGE = 'usage: npm run backup -- <file>\n       npm run restore -- <file>\nsee docs/operations.md#backup-and-restore';

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
const describe = (s: BackupSummary) =>
  `${s.file} (${s.format === 'sqlite' ? 'SQLite' : 'PostgreSQL, pg_dump'}, ${size(s.bytes)}, ultima migrazione ${s.lastMigration ?? 'nessuna'})`;

async function main(mode: string | undefined, args: string[]): Promise<number> {
  const file = args[0];
  if ((mode !== 'backup' && mode !== 'restore') || !file || args.length > 1 || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  try {
    if (mode === 'backup') {
      console.log(`backup scritto: ${describe(await backupDatabase(target, file))}`);
      return 0;
    }
    const { restored, previous } = await restoreDatabase(target, file, new Date());
    console.log(`ripristinato: ${describe(restored)}`);
    console.log(`i dati sostituiti sono in ${previous}`);
    // A backup older than this code is brought up to date now, so the first server start is quick;
    // one newer than this code cannot be read by it and is said so here, not at the next start.
    const handle = createDatabase({ ...target, poolSize: 1 });
    try {
      const applied = await migrateToLatest(handle);
      if (applied.length) console.log(`migrazioni applicate dopo il ripristino: ${applied.join(', ')}`);
    } catch (err) {
      console.error(
        `il backup è di una versione di Premia più recente di questa: aggiorna il codice prima di avviare il server (${(err as Error).message})`,
      );
      return 1;
    } finally {
      await handle.destroy();
    }
    return 0;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err));
    return 1;
  }
}

main(process.argv[2], process.argv.slice(3)).then((code) => {
  process.exitCode = code;
});
