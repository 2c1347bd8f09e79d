import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashQueue, serverHashLimits, type HashQueue, type HashQueueLimits } from './hash-queue.js';
import { createScryptWorkers, type ScryptWorkers } from './hash-workers.js';

/**
 * Password hashing with scrypt. The parameters travel inside the hash
 * (`scrypt$16$8$2$<salt>$<key>`), so they can change without invalidating stored hashes: a hash
 * at other parameters still verifies, and the next successful sign-in stores it again at the
 * current ones (needsRehash). Every hash goes through one bounded queue (hash-queue.ts) to its
 * own low-priority threads (hash-workers.ts), so sign-ins never take libuv's threadpool nor the
 * cores from the other requests, and a burst beyond the queue is answered 503.
 */
export interface ScryptParams {
  /** log2 of N. */
  logN: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet): N=2^16, r=8, p=2 holds
 * 64 MiB per hash instead of the 128 MiB of N=2^17, r=8, p=1 for the same work, and takes about
 * 0.5 s on one core here instead of 0.7 s. With one or two hashes at a time on a 2-core machine,
 * half the memory and a shorter hold of each core matter more than the layout of the same work.
 */
export const OWASP_SCRYPT: ScryptParams = { logN: 16, r: 8, p: 2 };

/** What hashPassword made before: such hashes verify and are replaced on the next sign-in. */
export const PREVIOUS_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/**
 * First passwords that operators import for provisioned customers (users:import). They are
 * one-time credentials: completing the registration replaces them, and the first sign-in that
 * still uses one re-hashes it at the full cost (see signIn). At the full cost 100,000 rows would
 * take hours on two cores; at N=2^12 (4 MiB) minutes (figures: docs/operators.md).
 */
export const PROVISIONAL_SCRYPT: ScryptParams = { logN: 12, r: 8, p: 1 };
const KEY_LENGTH = 64;

let current: ScryptParams = OWASP_SCRYPT;
let queue: HashQueue = createHashQueue(serverHashLimits());
// As many threads as the queue lets hashes run at once.
let workers: ScryptWorkers = createScryptWorkers(serverHashLimits().concurrency);

/**
 * Replaces the hashing queue: the import commands run alone in their process and may use every
 * core; tests use small limits to fill the queue.
 */
/** The limits the server starts with. */
export const serverPasswordHashLimits = serverHashLimits;

export function setPasswordHashLimits(limits: HashQueueLimits): HashQueue {
  void workers.close();
  queue = createHashQueue(limits);
  workers = createScryptWorkers(limits.concurrency);
  return queue;
}

/**
 * Lowers the cost for the test suite only (like Django's test hashers): hundreds of sign-ins at
 * 0.7 s each would dominate the run. Production never calls it; a test checks the default.
 */
export function setPasswordHashParamsForTests(params: ScryptParams): void {
  current = params;
}

/**
 * Refuses (503) when the hashing queue is full now: sign-ins call it first, so a refused attempt
 * costs no database work either.
 */
export function checkHashingRoom(): void {
  queue.checkRoom();
}

/** `admit: false` for work that must not be refused: see HashQueue.run. */
interface Admission {
  admit?: boolean;
}

function scrypt(password: string, salt: Buffer, params: ScryptParams, admission: Admission): Promise<Buffer> {
  const N = 2 ** params.logN;
  // Node refuses by default above 32 MiB; scrypt needs 128 * N * r bytes plus headroom.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return queue.run(() => workers.scrypt({ password: password.normalize('NFC'), salt, keylen: KEY_LENGTH, options }), admission);
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string, params: ScryptParams = current, admission: Admission = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params, admission);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * The provisional cost, or the current one when that is lower (the test suite's). Never refused:
 * an import bounds its own concurrency and waits its turn behind the sign-ins.
 */
export function hashProvisionalPassword(password: string): Promise<string> {
  return hashPassword(password, current.logN < PROVISIONAL_SCRYPT.logN ? current : PROVISIONAL_SCRYPT, { admit: false });
}

/**
 * A hash at the current parameters for a request whose password check was admitted already (the
 * upgrade after a good sign-in, the new password after the old one was verified): it waits for a
 * slot rather than failing a request that has passed.
 */
export function rehashPassword(password: string): Promise<string> {
  return hashPassword(password, current, { admit: false });
}

/**
 * True when a stored hash was made at other parameters than hashPassword's now (provisional, or
 * an earlier default), or is unreadable: the next successful sign-in stores it again.
 */
export function needsRehash(hash: string): boolean {
  const parsed = parse(hash);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return logN !== current.logN || r !== current.r || p !== current.p;
}

function parse(hash: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return null;
  return { params: { logN, r, p }, salt: Buffer.from(parts[4] ?? '', 'base64url'), key: Buffer.from(parts[5] ?? '', 'base64url') };
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed.params, {});
  return timingSafeEqual(key, parsed.key);
}

/**
 * Burns the same work as a real verification, through the same queue, for unknown users: neither
 * the answer time nor a 503 must tell an attacker which user codes exist. The stand-in hash has
 * the current parameters and random salt and key, so no password matches it.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const { logN, r, p } = current;
  const dummy = ['scrypt', logN, r, p, randomBytes(16).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$');
  await verifyPassword(password, dummy);
  return false;
}
