import os from 'node:os';

/**
 * How many scrypt hashes an import command runs at once: one per core (the password module's
 * hashing threads, one per hash in flight; more than cores only queues, and each full-cost hash
 * holds 64 MiB).
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, os.availableParallelism());
}
