import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, about 0.7 s
 * here). The parameters travel inside the hash (`scrypt$17$8$1$<salt>$<key>`), so they can be
 * raised later without invalidating stored hashes.
 */
export interface ScryptParams {
  /** log2 of N. */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/**
 * First passwords that operators import for provisioned customers (users:import). They are
 * one-time credentials: completing the registration replaces them, and the first sign-in that
 * still uses one re-hashes it at the full cost (see signIn). At the full cost 100,000 rows would
 * take hours on two cores; at N=2^12 (4 MiB) minutes (figures: docs/operators.md).
 */
export const PROVISIONAL_SCRYPT: ScryptParams = { logN: 12, r: 8, p: 1 };
const KEY_LENGTH = 64;

let current: ScryptParams = OWASP_SCRYPT;

/**
 * Lowers the cost for the test suite only (like Django's test hashers): hundreds of sign-ins at
 * 0.7 s each would dominate the run. Production never calls it; a test checks the default.
 */
export function setPasswordHashParamsForTests(params: ScryptParams): void {
  current = params;
}

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // Node refuses by default above 32 MiB; scrypt needs 128 * N * r bytes plus headroom.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string, params: ScryptParams = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The provisional cost, or the current one when that is lower (the test suite's). */
export function hashProvisionalPassword(password: string): Promise<string> {
  return hashPassword(password, current.logN < PROVISIONAL_SCRYPT.logN ? current : PROVISIONAL_SCRYPT);
}

/** True when a stored hash is cheaper than what hashPassword makes now (or unreadable). */
export function needsRehash(hash: string): boolean {
  const parsed = parse(hash);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return 2 ** logN * r * p < 2 ** current.logN * current.r * current.p;
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
  const key = await scrypt(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Burns the same work as a real verification, for unknown users: the answer time must not tell
 * an attacker which user codes exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  const id = `${current.logN}:${current.r}:${current.p}`;
  let dummy = dummyHashes.get(id);
  if (!dummy) {
    dummy = hashPassword('premia-dummy-password', current);
    dummyHashes.set(id, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
