import os from 'node:os';
import { HttpError } from '../../http/errors.js';

export const HASH_BUSY = 'Troppe richieste di accesso in questo momento: riprova tra qualche secondo';

/** Too many password checks are waiting: the answer is 503 with Retry-After (the error handler writes it). */
export class HashQueueFullError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(503, HASH_BUSY);
  }
}

export interface HashQueueLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes that may wait for a slot; one more is refused. */
  maxWaiting: number;
}

/**
 * Slots for the server: each hash keeps a core busy for half a second, so hashes may take at most
 * half the cores (one on a 2-core machine), and a wave of sign-ins (or of unknown user codes,
 * which cost the same) never takes the cores every other request needs.
 */
export function serverHashLimits(): HashQueueLimits {
  const concurrency = Math.max(1, Math.floor(os.availableParallelism() / 2));
  // About four seconds of waiting at 0.5 s a hash: longer, and the client had better come back.
  return { concurrency, maxWaiting: 8 * concurrency };
}

export interface HashQueue {
  /**
   * Runs `task` when a slot is free. With `admit` (the default), refuses at once with
   * HashQueueFullError when maxWaiting tasks already wait; without it, always waits: for work
   * already admitted (the upgrade of a hash after a good password) or bounded by its caller
   * (an import's own concurrency).
   */
  run<T>(task: () => Promise<T>, options?: { admit?: boolean }): Promise<T>;
  /** Throws HashQueueFullError when a task run now would be refused: lets a request stop before any other work. */
  checkRoom(): void;
  readonly running: number;
  readonly waiting: number;
}

/** A first-come-first-served limit on concurrent hashes, with admission control. */
export function createHashQueue(limits: HashQueueLimits): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  // Recent mean duration of one task, for the Retry-After estimate.
  let meanMs = 500;

  const retryAfterS = () => Math.max(1, Math.ceil(((waiting.length + running) * meanMs) / limits.concurrency / 1000));

  const checkRoom = () => {
    if (running >= limits.concurrency && waiting.length >= limits.maxWaiting) throw new HashQueueFullError(retryAfterS());
  };

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task: `running` stays as it is.
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>, { admit = true }: { admit?: boolean } = {}): Promise<T> {
      if (running < limits.concurrency) running++;
      else {
        if (admit) checkRoom();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        meanMs = 0.8 * meanMs + 0.2 * (performance.now() - started);
        release();
      }
    },
    checkRoom,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * A check the hashing queue refused (503) tried no password: it is given back, so a wave of
 * sign-ins does not spend anyone's failure budget.
 */
export async function refundWhenBusy<T>(attempt: { refund(): Promise<void> }, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (err instanceof HashQueueFullError) await attempt.refund();
    throw err;
  }
}
