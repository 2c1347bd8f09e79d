import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { secretsInLog } from './log-secrets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  readonly output: string;
  /** http://<alias>.localhost:<port> (Chromium maps *.localhost to the loopback). */
  url(alias?: string, pathname?: string): string;
  stop(): Promise<void>;
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

/**
 * Starts the server exactly as `npm start` does, on a free port and a fresh data folder,
 * and resolves once it logs that it listens (no polling, no sleeps). `checkout`: another built
 * copy of the project (a benchmark's earlier commit); this one by default.
 */
export async function startServer(env: Record<string, string> = {}, checkout = root): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'premia-e2e-')));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (/Server listening/i.test(output)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}\n${output}`)));
  });
  return {
    port,
    dataDir,
    get output() {
      return output;
    },
    url: (alias = 'demo', pathname = '/') => `http://${alias}.localhost:${port}${pathname}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      const leaks = secretsInLog(output);
      if (leaks.length) throw new Error(`il log del server contiene segreti:\n${leaks.join('\n')}`);
    },
  };
}
