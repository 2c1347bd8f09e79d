import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { PROJECT_ROOT } from '../../paths.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { multipart } from '../content/test-fixtures.js';

/**
 * Two real server processes on one PostgreSQL database, each with its job worker on; the one
 * that takes a customers import is killed with SIGKILL (no shutdown, no last write, no
 * heartbeat) after it has committed a few batches. The other must take the job over once the
 * lease runs out and complete it: every customer of the file once, the report whole.
 * JOBS_LEASE_MS is shortened to 3 s so the take-over comes quickly; nothing else is slowed.
 */

const template = inject('premiaTemplate');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL && template?.postgresName);
// Customers, not movements: each new one is hashed (scrypt), so the import lasts long enough to be
// killed between two batches without any knob slowing it down.
const ROWS = 1000;
const LEASE_MS = 3000;

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** `npx tsx src/server/server.ts`, as `npm start` runs it, resolved once it listens. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JOBS_WORKER: 'true',
      JOBS_LEASE_MS: String(LEASE_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (/Server listening/i.test(output)) {
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}\n${output}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  return { child, port, output: () => output };
}

/** A request to the console's host name on a server's port (fetch may not set Host). */
function call(
  server: Server,
  method: string,
  url: string,
  { token, body, contentType }: { token?: string; body?: Buffer; contentType?: string } = {},
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: url,
        headers: {
          host: 'console.localhost',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': contentType ?? 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Looks again every 50 ms until `probe` answers something, at most `ms`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}

function customersFile(): string {
  const lines = ['user_code;password;firstname', 'DEMO0001;Primo!2026a;Già presente'];
  for (let n = 1; n < ROWS; n++) {
    const code = `KILL${String(n).padStart(5, '0')}`;
    if (n === 300) lines.push(`${code};debole;Password debole`);
    else if (n === 900) lines.push('KILL00001;Primo!2026a;Doppione');
    else lines.push(`${code};Primo!2026a;Cliente ${n}`);
  }
  return lines.join('\n');
}

describe.skipIf(!onPostgres)('kill -9 of the process running an import (PostgreSQL, two processes)', () => {
  let testDb: TestDatabase;
  let dataDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(template!);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-kill-'));
    servers.push(...(await Promise.all([0, 1].map(() => startServer(testDb.options.databaseUrl!, dataDir)))));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => (s.child.exitCode === null && s.child.signalCode === null ? new Promise((r) => s.child.once('exit', r)) : null)),
    );
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('the other process resumes it and completes the report, each customer written once', async () => {
    const db = testDb.handle.db;
    const signIn = await call(servers[0]!, 'POST', '/v1/console/auth/signin', {
      body: Buffer.from(JSON.stringify({ email: 'operator@premia.example', password: 'Demo!2025x' })),
    });
    const token = (signIn.json as { token: string }).token;
    const form = multipart({ fileName: 'clienti.csv', dryRun: 'false' }, [
      { name: 'file', filename: 'clienti.csv', contentType: 'text/csv', data: Buffer.from(customersFile()) },
    ]);
    const started = await call(servers[0]!, 'POST', '/v1/console/tenants/demo/imports/users', {
      token,
      body: form.payload,
      contentType: form.contentType,
    });
    expect(started.status).toBe(202);
    const id = (started.json as ImportJob).id;

    // Whichever process took the job: killed once it has written two batches (200 customers).
    await until(
      'two committed batches',
      async () => {
        const row = await db
          .selectFrom('import_batches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('import_job_id', '=', id)
          .executeTakeFirst();
        return Number(row?.n) >= 2 ? true : undefined;
      },
      60_000,
    );
    const { job_id } = await db.selectFrom('import_jobs').select('job_id').where('id', '=', id).executeTakeFirstOrThrow();
    const taken = await db.selectFrom('jobs').select(['locked_by', 'attempts']).where('id', '=', job_id!).executeTakeFirstOrThrow();
    const pid = Number(taken.locked_by!.split(':')[1]);
    const victim = servers.find((s) => s.child.pid === pid)!;
    const survivor = servers.find((s) => s !== victim)!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await new Promise((r) => victim.child.once('exit', r));
    const writtenBefore = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('username', 'like', 'KILL%')
      .execute();
    expect(writtenBefore.length).toBeGreaterThanOrEqual(200);
    expect(writtenBefore.length).toBeLessThan(ROWS - 3);

    const job = await until(
      'the import to end on the other process',
      async () => {
        const res = await call(survivor, 'GET', `/v1/console/tenants/demo/imports/users/${id}`, { token });
        const body = res.json as ImportJob;
        return body.state === 'running' ? undefined : body;
      },
      90_000,
    );
    expect(job).toMatchObject({ state: 'done', processed: ROWS, total: ROWS, resumes: 1, error: null });
    expect(job.report).toMatchObject({ read: ROWS, accepted: ROWS - 3, skipped: 1, rejected: 2, notesTotal: 3 });
    expect(job.report!.notes.map((n) => [n.line, n.key, n.outcome])).toEqual([
      [302, 'KILL00300', 'rejected'],
      [902, 'KILL00001', 'rejected'],
      [2, 'DEMO0001', 'skipped'],
    ]);
    const codes = await db
      .selectFrom('users')
      .select('username')
      .where('tenant_alias', '=', 'demo')
      .where('username', 'like', 'KILL%')
      .execute();
    expect(codes).toHaveLength(ROWS - 3);
    expect(new Set(codes.map((c) => c.username)).size).toBe(ROWS - 3);
    const finished = await db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'locked_by'])
      .where('id', '=', job_id!)
      .executeTakeFirstOrThrow();
    expect(finished).toMatchObject({ state: 'done', attempts: taken.attempts + 1, locked_by: null });
    const audit = await db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'import.users')
      .where('target', '=', 'clienti.csv')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_json!))).toEqual([{ righe: ROWS, importate: ROWS - 3, saltate: 1, scartate: 2 }]);
  }, 180_000);
});
