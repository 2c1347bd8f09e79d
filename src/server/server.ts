/**
 * Entry point: validate the environment, open and migrate the database, seed it on first start,
 * listen, and shut down cleanly on SIGINT/SIGTERM. Run with `npx tsx src/server/server.ts`.
 */
import { buildApp } from './app.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { demoPasswordRefusal, findDemoPasswordAccounts } from './demo/demo-credentials.js';
import { runSeeders, seedTenants } from './demo/index.js';
import { moveReceiptsToFiles } from './modules/engagement/receipt-files-service.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { drainConnections } from './http/drain.js';
import { linkSiteOf, rememberLinkSite } from './tenants/link-site.js';
import { fileClock } from './time/test-clock.js';

class DemoPasswordsActive extends Error {}

/** Open connections get this long to carry their last request after a signal (http/drain.ts). */
const DRAIN_MS = 5_000;
/** From the signal to the exit, whatever is still running: an orchestrator's grace is usually 30 s. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env, database, ...(env.TEST_CLOCK_FILE && { clock: fileClock(env.TEST_CLOCK_FILE) }) });
  try {
    const applied = await migrateToLatest(database);
    app.log.info(
      `database ${database.description}: ${applied.length ? `migrazioni applicate: ${applied.join(', ')}` : 'schema aggiornato'}`,
    );
    await runSeeders(database, { ...seedTenants(app.tenants.list(), env.DEMO_DATA), log: app.log });
    app.log.info(
      env.DEMO_DATA ? 'modalità demo: dati dimostrativi nei tenant con demoData' : 'modalità produzione: nessun dato dimostrativo',
    );
    // Outside demo mode a public password must not open any account: refuse to serve until none does.
    if (!env.DEMO_DATA) {
      const exposed = await findDemoPasswordAccounts(database.db);
      if (exposed.length) throw new DemoPasswordsActive(demoPasswordRefusal(exposed));
    }
    const receipts = await moveReceiptsToFiles(database.db, env.DATA_DIR, () => new Date());
    if (receipts.moved || receipts.missing)
      app.log.info(`scontrini spostati nel database: ${receipts.moved}; file non trovati: ${receipts.missing}`);
    const refused = [...app.tenants.refused.keys()];
    app.log.info(
      `tenant attivi: ${
        app.tenants
          .list()
          .map((t) => t.alias)
          .join(', ') || 'nessuno'
      }${refused.length ? `; rifiutati: ${refused.join(', ')}` : ''}`,
    );
    await app.listen({ port: env.PORT, host: env.HOST });
    // For the command line tools run from another shell: they print addresses on this port.
    await rememberLinkSite(database.db, linkSiteOf(env)).catch((err: unknown) =>
      app.log.warn({ err }, 'indirizzo del server non registrato: i comandi mostreranno la porta della loro variabile PORT'),
    );
  } catch (err) {
    if (err instanceof DemoPasswordsActive) app.log.fatal(err.message);
    else app.log.fatal({ err }, 'avvio non riuscito');
    await app.close().catch(() => undefined);
    await database.destroy().catch(() => undefined);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} ricevuto di nuovo: uscita immediata`);
      process.exit(1);
    }
    closing = true;
    // First the connections a proxy keeps open end after their last answer; then app.close()
    // waits for requests in flight and the jobs in hand, and the pool goes. The listener closes
    // before the line is logged: a connection made after reading it is refused, never one that
    // the kernel queued before the close and then resets.
    const drained = drainConnections(app.server, DRAIN_MS);
    app.log.info(`${signal} ricevuto: chiusura in corso`);
    const timer = setTimeout(() => {
      app.log.error('chiusura oltre il tempo massimo: uscita forzata');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    drained
      .then(({ left, ms }) => app.log.info(`connessioni chiuse in ${ms} ms${left ? `; ${left} ancora aperte vengono chiuse ora` : ''}`))
      .then(() => app.close())
      .then(() => database.destroy())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'errore durante la chiusura');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
