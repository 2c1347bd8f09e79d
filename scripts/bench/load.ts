import { Worker } from 'node:worker_threads';

/**
 * A minimal keep-alive HTTP load generator (autocannon is not a dependency): `connections`
 * loops, each sending the next request when the previous answer is fully read, for a fixed
 * time (and at most `maxRequests`). It runs in a worker thread so the server under test keeps
 * the main thread to itself. Only 127.0.0.1 is ever targeted.
 */
export interface LoadOptions {
  port: number;
  /** Paths cycled through (e.g. pages 1–10). */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  warmupMs: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes of the first answer, to compare response sizes. */
  bodyBytes: number;
}

// Plain CommonJS for an eval worker: no loader (tsx) is needed inside the thread.
const WORKER_SOURCE = `
const { parentPort, workerData: o } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
let next = 0;
function once(path) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port: o.port, path, method: 'GET', agent, headers: o.headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => { bytes += c.length; });
      res.on('end', () => resolve({ ok: res.statusCode === 200, ms: Number(process.hrtime.bigint() - start) / 1e6, bytes }));
    });
    req.on('error', () => resolve({ ok: false, ms: Number(process.hrtime.bigint() - start) / 1e6, bytes: 0 }));
    req.end();
  });
}
async function phase(ms, record) {
  const until = Date.now() + ms;
  const lat = [];
  let errors = 0, bytes = 0, count = 0;
  async function loop() {
    while (Date.now() < until && count < o.maxRequests) {
      count++;
      const r = await once(o.paths[next++ % o.paths.length]);
      if (!r.ok) errors++;
      if (!bytes) bytes = r.bytes;
      if (record) lat.push(r.ms);
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: o.connections }, loop));
  return { lat, errors, bytes, seconds: (Date.now() - started) / 1000 };
}
(async () => {
  await phase(o.warmupMs, false);
  const r = await phase(o.durationMs, true);
  r.lat.sort((a, b) => a - b);
  const q = (p) => r.lat[Math.min(r.lat.length - 1, Math.floor(p * r.lat.length))] || 0;
  parentPort.postMessage({ requests: r.lat.length, errors: r.errors, rps: r.lat.length / r.seconds, p50: q(0.5), p99: q(0.99), bodyBytes: r.bytes });
  agent.destroy();
})();
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
