import { Worker } from 'node:worker_threads';
import { NotAnImage, type ProcessedImage } from '../../src/server/modules/catalog/images-service.js';

/**
 * The alternative the catalogue import benchmark compares with (`--pool workers`): pictures
 * encoded in worker threads, one picture per thread at a time, instead of sharp's calls from the
 * main thread onto libuv's threads. The thread loads the same processImage through tsx, so both
 * run one pipeline.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = require('tsx/esm/api').tsImport(workerData.module, workerData.parent);
parentPort.on('message', async (input) => {
  const { processImage } = await ready;
  try {
    parentPort.postMessage({ done: await processImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength)) });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err), notAnImage: err && err.name === 'NotAnImage' });
  }
});
`;

interface Answer {
  done?: ProcessedImage;
  error?: string;
  notAnImage?: boolean;
}

export function createPicturePool(size: number) {
  const module = new URL('../../src/server/modules/catalog/image-processing.ts', import.meta.url).href;
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const waiting: ((w: Worker) => void)[] = [];
  const take = (): Promise<Worker> => {
    const w = idle.pop();
    if (w) return Promise.resolve(w);
    if (all.length < size) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, parent: import.meta.url } });
      all.push(worker);
      return Promise.resolve(worker);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (w: Worker) => {
    const next = waiting.shift();
    if (next) next(w);
    else idle.push(w);
  };
  return {
    async encode(input: Buffer): Promise<ProcessedImage> {
      const worker = await take();
      try {
        const answer = await new Promise<Answer>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(new Uint8Array(input));
        });
        if (answer.error !== undefined) throw answer.notAnImage ? new NotAnImage(answer.error) : new Error(answer.error);
        const done = answer.done!;
        for (const f of done.files) f.data = Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength);
        return done;
      } finally {
        worker.removeAllListeners('message');
        worker.removeAllListeners('error');
        give(worker);
      }
    },
    async close(): Promise<void> {
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
