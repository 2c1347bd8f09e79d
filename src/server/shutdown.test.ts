import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';

/**
 * The real server process and a real signal: what an orchestrator's SIGTERM does to a request
 * that is half-way through arriving. SQLite only: the process and signal handling do not depend on
 * the database.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let dataDir: string;
let child: ChildProcess;
let output = '';
let port = 0;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Resolves when the server's output matches `pattern` (it logs JSON lines: no polling, no sleep). */
const printed = (pattern: RegExp) =>
  new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!pattern.test(output)) return;
      child.stdout?.off('data', check);
      resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before ${pattern}\n${output}`)));
    check();
  });

beforeAll(async () => {
  if (onPostgres) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-shutdown-'));
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await printed(/Server listening/);
}, 120_000);

afterAll(async () => {
  if (onPostgres) return;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('SIGTERM', { timeout: 60_000 }, () => {
  it('lets the request in flight finish, serves nothing new, and exits 0', async () => {
    const body = JSON.stringify({ username: 'nessuno', password: 'sbagliata-di-sicuro' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('end', resolve));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // Headers and half the body: the request has begun but cannot be answered yet. `Expect:
    // 100-continue` makes the server say when it has taken the request in, so the signal comes after.
    const taken = new Promise<void>((resolve) => {
      const look = () => {
        if (!answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) return;
        socket.off('data', look);
        resolve();
      };
      socket.on('data', look);
    });
    socket.write(
      `POST /v1/auth/signin HTTP/1.1\r\nHost: demo.localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 10)}`,
    );
    await taken;

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await printed(/SIGTERM ricevuto: chiusura in corso/);

    // Nothing new is served: the listener closed before the line was logged, so a new connection
    // is refused (the load balancer sends it elsewhere), not queued and then reset.
    const late = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => String(response.status),
      (err: { cause?: { code?: string } }) => err.cause?.code ?? 'error',
    );
    expect(late).toBe('ECONNREFUSED');

    // The rest of the body arrives after the signal, and the request still gets its real answer.
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
    expect(answer).toContain('{"error":"Credenziali non valide"}');
    expect(await exited).toBe(0);
  });
});
