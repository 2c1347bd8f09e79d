import { describe, expect, it } from 'vitest';
import { isPasswordAcceptable, PASSWORD_POLICY_PATTERN } from './password-policy.js';

describe('password policy', () => {
  it.each(['Demo!2025x', 'Aa1!aaaa', 'Pàssw0rd è'])('accepts %s', (pw) => {
    expect(isPasswordAcceptable(pw)).toBe(true);
    expect(new RegExp(PASSWORD_POLICY_PATTERN).test(pw)).toBe(true);
  });

  it.each([
    'Aa1!aaa',
    'demo!2025x',
    'DEMO!2025X',
    'Demo!abcde',
    'Demo12025x',
    '',
    'Demo!2025x\u0000',
    'Demo!\t2025x',
    'Demo!2025x\n',
    'Demo\r!2025x',
    'De\u007fmo!2025x',
  ])('refuses %j', (pw) => {
    expect(isPasswordAcceptable(pw)).toBe(false);
    expect(new RegExp(PASSWORD_POLICY_PATTERN).test(pw)).toBe(false);
  });
});
