import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestPasswordCost } from '../../test/template.js';
import {
  hashPassword,
  needsRehash,
  OWASP_SCRYPT,
  PREVIOUS_SCRYPT,
  PROVISIONAL_SCRYPT,
  verifyAgainstDummy,
  verifyPassword,
  setPasswordHashParamsForTests,
} from './password.js';

// The cost is the process's: other test files in this worker set the cheap one, so this file
// sets the production one for itself and gives the cheap one back.
beforeAll(() => setPasswordHashParamsForTests(OWASP_SCRYPT));
afterAll(() => setTestPasswordCost());

describe('password hashing', () => {
  it('uses scrypt at one of the OWASP settings in production (N=2^16, r=8, p=2: 64 MiB)', async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 16, r: 8, p: 2 });
    const hash = await hashPassword('Demo!2025x');
    expect(hash).toMatch(/^scrypt\$16\$8\$2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('Demo!2025x', hash)).toBe(true);
    expect(await verifyPassword('Demo!2025X', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const params = { logN: 10, r: 8, p: 1 };
    expect(await hashPassword('same', params)).not.toBe(await hashPassword('same', params));
  });

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$30$8$1$aa$bb', 'bcrypt$x', 'scrypt$10$8$1$c2FsdA$c2hvcnQ']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('does comparable work for unknown users', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('marks provisional and unreadable hashes for an upgrade, full-cost ones not', async () => {
    expect(PROVISIONAL_SCRYPT.logN).toBeLessThan(OWASP_SCRYPT.logN);
    expect(needsRehash(await hashPassword('x', { logN: 12, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash(await hashPassword('x', OWASP_SCRYPT))).toBe(false);
    expect(needsRehash('plain')).toBe(true);
  });

  it('still verifies hashes of the previous default (N=2^17, r=8, p=1) and marks them for an upgrade', async () => {
    const old = await hashPassword('Demo!2025x', PREVIOUS_SCRYPT);
    expect(old).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Demo!2025x', old)).toBe(true);
    expect(await verifyPassword('Demo!2025X', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });
});
