import { Worker } from 'node:worker_threads';

/**
 * How late a server answers while something else runs in its process: a thread of its own (its
 * own event loop, so the server's stalls do not delay the measuring) asks `GET /` every 20 ms,
 * one request at a time, and times each answer.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let stopped = false;
function ask() {
  if (stopped) return parentPort.postMessage(times);
  const t0 = performance.now();
  http.get({ host: '127.0.0.1', port: workerData.port, path: '/', agent }, (res) => {
    res.resume();
    res.on('end', () => {
      times.push(performance.now() - t0);
      setTimeout(ask, 20);
    });
  }).on('error', () => setTimeout(ask, 20));
}
parentPort.on('message', () => { stopped = true; });
ask();
`;

export interface ProbeResult {
  count: number;
  p99: number;
  max: number;
}

export function startProbe(port: number): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { port } });
  return {
    async stop() {
      const times = await new Promise<number[]>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('stop');
      });
      await worker.terminate();
      const sorted = times.sort((a, b) => a - b);
      return {
        count: sorted.length,
        p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}
