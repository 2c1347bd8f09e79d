import os from 'node:os';

/**
 * How many scrypt hashes run at once. crypto.scrypt runs on libuv's threadpool (UV_THREADPOOL_SIZE,
 * default 4), so async calls already hash in parallel without worker_threads; more in flight than
 * cores only queues, and each hash holds 128 MiB at full cost. Default: one per core, capped by
 * the threadpool.
 */
export function defaultHashConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(os.availableParallelism(), pool));
}
