/**
 * The production recipe of docs/operations.md, run for real (CI runs it after the tests):
 * `npx tsx scripts/production/recipe.ts [--customers 50] [--seconds 20]`.
 *
 * Two server processes in production mode share one fresh PostgreSQL database (on the server
 * DATABASE_URL names, default the local one) behind nginx with TLS (Debian's nginx, a self-signed
 * certificate made here), configured by deploy/nginx/premia.conf itself. Then:
 * 1. a customer signs in and orders a prize in Chromium, through nginx, over HTTPS;
 * 2. `--customers` customers go through the journey again and again while each process in turn
 *    is stopped with SIGTERM and started again (a rolling restart): no request may fail.
 * Exits 1 on any failure, with what failed; prints the load's figures either way.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../../src/server/db/database.js';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { DEMO_PASSWORD } from '../../src/shared/password-policy.js';
import { prepareCustomers, searchWords, startServerProcess, stopServerProcesses } from '../bench/journey-setup.js';
import { closeAgent, driveJourneys, emptyRecords, failuresOf, printJourneyReport, signIn, type Target } from '../bench/journey-steps.js';
import { browserOrder } from './browser-order.js';
import { writeNginxConfig } from './nginx.js';

const { values: flags } = parseArgs({ options: { customers: { type: 'string' }, seconds: { type: 'string' } } });
const CUSTOMERS = Number(flags.customers ?? 50);
const SETTLE_MS = Number(flags.seconds ?? 5) * 1000;
const TENANT = 'demo';
const HOST = 'demo.premia.localhost';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const step = (text: string) => console.log(`\n=== ${text}`);

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped when `body` ends. */
async function withDatabase(body: (url: string) => Promise<void>): Promise<void> {
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const name = `premia_recipe_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await body(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await client.end();
  }
}

/** The requests a process has answered so far, from its own metrics (loopback needs no token). */
async function answered(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return [...text.matchAll(/^premia_http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** Resolves once the process on `port` answers requests that came through nginx. */
async function proxiedTo(port: number): Promise<void> {
  const before = await answered(port);
  const deadline = Date.now() + 60_000;
  while ((await answered(port)) < before + 20) {
    if (Date.now() > deadline) throw new Error(`nginx non manda richieste al processo sulla porta ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops one process with SIGTERM (as an orchestrator does) and checks it ended cleanly. */
async function stopGracefully(child: ChildProcess, label: string): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`${label}: uscito con ${code} dopo SIGTERM`);
}

async function run(databaseUrl: string): Promise<boolean> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'premia-recipe-'));
  let nginx: ChildProcess | undefined;
  const servers: ChildProcess[] = [];
  try {
    step(`database ${new URL(databaseUrl).pathname.slice(1)}: ${CUSTOMERS} clienti con punti`);
    const handle = createDatabase({ databaseUrl, dataDir: work, poolSize: 2 });
    const usernames = await prepareCustomers(handle, TENANT, CUSTOMERS);
    const words = await searchWords(handle, TENANT);
    await handle.destroy();

    step('certificato autofirmato e nginx');
    const certFile = path.join(work, 'cert.pem');
    const keyFile = path.join(work, 'key.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${HOST}`,
      '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' }); // prettier-ignore
    const ports = { a: await freePort(), b: await freePort(), https: await freePort(), http: await freePort() };
    const nginxConf = await writeNginxConfig({ work, ports, host: HOST, certFile, keyFile });

    // The documented environment of a production process (docs/operations.md, "Environment"),
    // with the public demo data so there is a catalogue and customers to order with.
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      JWT_SECRET: randomBytes(48).toString('base64'),
      TRUST_PROXY: '127.0.0.1',
      DEMO_DATA: 'true',
      NODE_ENV: 'production',
    };
    const start = (port: number) => startServerProcess({ port, host: HOST, env });
    servers[0] = await start(ports.a);
    servers[1] = await start(ports.b);
    nginx = spawn('nginx', ['-p', work, '-e', path.join(work, 'nginx-error.log'), '-c', nginxConf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const target: Target = { port: ports.https, host: HOST, tls: { ca: await readFile(certFile) } };
    console.log(`https://${HOST}:${ports.https} → 127.0.0.1:${ports.a}, 127.0.0.1:${ports.b}`);

    step('un cliente ordina un premio nel browser, attraverso nginx');
    console.log(await browserOrder(`https://${HOST}:${ports.https}`));

    step(`${CUSTOMERS} clienti accedono`);
    const records = emptyRecords();
    const tokens: string[] = [];
    // The sign-ins go a few at a time: each costs half a second of hashing, and a real
    // crowd does not arrive in the same instant (a full hashing queue answers 503 on purpose).
    for (let i = 0; i < usernames.length; i += 2) {
      tokens.push(...(await Promise.all(usernames.slice(i, i + 2).map((u) => signIn(records, target, u, DEMO_PASSWORD)))));
    }

    step(`${CUSTOMERS} clienti ordinano mentre i due processi si riavviano uno alla volta`);
    let restarting = true;
    const load = driveJourneys({
      targets: [target],
      usernames,
      tokens,
      password: DEMO_PASSWORD,
      words,
      vus: CUSTOMERS,
      keepGoing: () => restarting,
    });
    for (const [index, port] of [
      [0, ports.a],
      [1, ports.b],
    ] as const) {
      const label = `processo ${index + 1} (porta ${port})`;
      const stopped = Date.now();
      await stopGracefully(servers[index]!, label);
      console.log(`${label}: fermato con SIGTERM in ${Date.now() - stopped} ms`);
      servers[index] = await start(port);
      console.log(`${label}: di nuovo in servizio dopo ${Date.now() - stopped} ms`);
      // nginx finds a process back only when it next tries it (it marked it down while it was
      // away): stopping the other one before that would leave nginx with nobody to ask.
      await proxiedTo(port);
      console.log(`${label}: nginx gli manda di nuovo richieste dopo ${Date.now() - stopped} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    restarting = false;
    const result = await load;
    result.records.accesso = records.accesso;
    printJourneyReport(`riavvio a rotazione, 2 processi, PostgreSQL, nginx TLS, ${os.availableParallelism()} core`, CUSTOMERS, result);
    const failed = failuresOf(result);
    console.log(failed ? `\nRICHIESTE FALLITE: ${failed}` : '\nnessuna richiesta fallita');
    if (failed) {
      // What nginx saw, each distinct complaint once, to say why.
      const log = await readFile(path.join(work, 'nginx-error.log'), 'utf8').catch(() => '');
      const distinct = new Map<string, string>();
      for (const line of log.split('\n')) {
        const key = line
          .replace(/^\S+ \S+ /, '')
          .replace(/\d+#\d+: \*\d+ /, '')
          .replace(/client: .*$/, '');
        if (key.trim() && !distinct.has(key)) distinct.set(key, line);
      }
      console.log([...distinct.values()].slice(0, 30).join('\n'));
    }
    return failed === 0;
  } finally {
    nginx?.kill('SIGQUIT');
    await stopServerProcesses(servers.filter(Boolean));
    closeAgent();
    await rm(work, { recursive: true, force: true });
  }
}

let ok = false;
try {
  process.chdir(PROJECT_ROOT);
  await withDatabase(async (url) => {
    ok = await run(url);
  });
} catch (err) {
  console.error(err);
}
process.exit(ok ? 0 : 1);
