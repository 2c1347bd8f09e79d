/**
 * What a load run needs around the journey itself: customers with points and plenty of stock,
 * the words the searches pick from, and real server processes started and stopped. Shared by the
 * journey benchmark (scripts/bench/journey.ts) and the production recipe (scripts/production/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { writeTransaction } from '../../src/server/db/write-transaction.js';
import { runSeeders } from '../../src/server/demo/index.js';
import { credit } from '../../src/server/modules/points/service.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';

/**
 * Migrates and seeds the demo tenants, then adds `count` active customers BENCH00001… of `tenant`
 * (copies of DEMO0001, so with the demo password) with points for every order of a run, and gives
 * every prize plenty of stock so orders never run out halfway.
 */
export async function prepareCustomers(handle: DatabaseHandle, tenant: string, count: number): Promise<string[]> {
  await migrateToLatest(handle);
  await runSeeders(handle, {
    tenants: ['demo', 'aurora'],
    demoTenants: ['demo', 'aurora'],
    demoData: true,
    log: { info: () => undefined },
  });
  const { db } = handle;
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_alias', '=', tenant)
    .where('username', '=', 'DEMO0001')
    .executeTakeFirstOrThrow();
  const usernames = Array.from({ length: count }, (_, i) => `BENCH${String(i + 1).padStart(5, '0')}`);
  const now = new Date().toISOString();
  await writeTransaction(db, async (trx) => {
    for (const username of usernames) {
      const { id: _id, ...rest } = template;
      const user = await trx
        .insertInto('users')
        .values({ ...rest, username, email: `${username.toLowerCase()}@bench.example`, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await credit(trx, { tenantAlias: tenant, userId: user.id, amount: 100_000_000, reason: 'Benchmark' });
    }
    await trx.updateTable('products').set({ stock: 10_000_000, available: 1 }).where('tenant_alias', '=', tenant).execute();
  });
  return usernames;
}

/** Words of the tenant's prize names, so searches find something (as a customer's would). */
export async function searchWords(handle: DatabaseHandle, tenant: string): Promise<string[]> {
  const names = await handle.db.selectFrom('products').select('name').where('tenant_alias', '=', tenant).execute();
  const words = new Set(names.flatMap((n) => n.name.toLowerCase().split(/\s+/)).filter((w) => w.length >= 5));
  return [...words];
}

function waitUntilServing(port: number, host: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    child.once('exit', (code) => reject(new Error(`il server sulla porta ${port} è uscito (${code})`)));
    const probe = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/v1/app/start', headers: { host } }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else retry();
      });
      req.on('error', retry);
    };
    const retry = () => (Date.now() > deadline ? reject(new Error(`porta ${port}: nessuna risposta in 60 s`)) : setTimeout(probe, 250));
    probe();
  });
}

export interface ServerProcessOptions {
  port: number;
  /** A tenant host the process answers /v1/app/start on once it serves. */
  host: string;
  env: Record<string, string>;
  /** node --cpu-prof into this folder. */
  profileDir?: string | null;
}

/**
 * The real entry point (src/server/server.ts) in production mode on 127.0.0.1:`port`, resolved
 * once it serves. The caller's DATABASE_URL is not inherited: the run names its database itself.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ChildProcess> {
  const { DATABASE_URL: _named, ...inherited } = process.env;
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profile, 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilServing(options.port, options.host, child);
  return child;
}

/** SIGTERM to each process still running, resolved when all have exited. */
export async function stopServerProcesses(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
