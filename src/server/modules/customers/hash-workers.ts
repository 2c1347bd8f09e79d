import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * The threads that compute scrypt. Each hash keeps a core busy for half a second: on libuv's
 * threadpool it would compete at full priority with the event loop (and, on a small machine,
 * with the database). These threads lower their own scheduling priority first (nice 10, Linux:
 * per thread), so when cores are scarce the requests and the database go first and hashes take
 * longer; on an idle machine a hash still gets a whole core. Elsewhere they run at normal priority.
 */
export const HASH_THREAD_NICE = 10;

// Plain CommonJS for an eval worker: no loader (tsx) is needed inside the thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
parentPort.on('message', ({ password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * `size` threads, started when first needed, one job each at a time: the queue in front
 * (hash-queue.ts) never hands more than `size` at once. Idle threads do not keep the process alive.
 */
export function createScryptWorkers(size: number) {
  const slots: Slot[] = [];

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: HASH_THREAD_NICE } }), busy: false };
    slot.worker.unref();
    slots.push(slot);
    return slot;
  };

  return {
    scrypt(job: ScryptJob): Promise<Buffer> {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? start() : null);
      if (!slot) return Promise.reject(new Error('scrypt workers: more jobs than threads'));
      slot.busy = true;
      // A job in flight keeps the process alive until its answer.
      slot.worker.ref();
      return new Promise<Buffer>((resolve, reject) => {
        const done = () => {
          slot.busy = false;
          slot.worker.unref();
          slot.worker.off('message', onMessage);
          slot.worker.off('error', onError);
        };
        const onMessage = (answer: { key?: Uint8Array; error?: string }) => {
          done();
          if (answer.key) resolve(Buffer.from(answer.key));
          else reject(new Error(answer.error ?? 'scrypt failed'));
        };
        const onError = (err: Error) => {
          done();
          slots.splice(slots.indexOf(slot), 1);
          reject(err);
        };
        slot.worker.on('message', onMessage);
        slot.worker.once('error', onError);
        slot.worker.postMessage({ ...job, salt: new Uint8Array(job.salt) });
      });
    },
    async close(): Promise<void> {
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

export type ScryptWorkers = ReturnType<typeof createScryptWorkers>;
