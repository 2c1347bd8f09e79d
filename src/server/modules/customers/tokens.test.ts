import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const at = (iso: string) => new Date(iso);

describe('verifyAccessToken', () => {
  const key = new Uint8Array(randomBytes(32));

  it('accepts a token again while it lives, and refuses it from its expiry on', async () => {
    const token = await signAccessToken(key, 7, 'demo', at('2026-01-01T10:00:00Z'), 600);
    expect(await verifyAccessToken(key, token, 'demo', at('2026-01-01T10:00:01Z'))).toEqual({
      userId: 7,
      tenantAlias: 'demo',
      iat: 1767261600,
    });
    // The second call is answered from the verified tokens: same claims.
    expect(await verifyAccessToken(key, token, 'demo', at('2026-01-01T10:09:59Z'))).toEqual({
      userId: 7,
      tenantAlias: 'demo',
      iat: 1767261600,
    });
    expect(await verifyAccessToken(key, token, 'demo', at('2026-01-01T10:10:00Z'))).toBeNull();
    expect(await verifyAccessToken(key, token, 'demo', at('2026-01-01T10:00:02Z'))).not.toBeNull();
  });

  it('hands out a different token each time, even in the same second for the same account', async () => {
    const now = at('2026-01-01T10:00:00Z');
    const [a, b] = [await signAccessToken(key, 7, 'demo', now), await signAccessToken(key, 7, 'demo', now)];
    expect(a).not.toBe(b);
    // Both are the account's, verified alike.
    expect(await verifyAccessToken(key, a, 'demo', now)).toEqual(await verifyAccessToken(key, b, 'demo', now));
  });

  it('refuses a verified token at another tenant and under another key', async () => {
    const token = await signAccessToken(key, 7, 'demo', at('2026-01-01T10:00:00Z'));
    const now = at('2026-01-01T10:01:00Z');
    expect(await verifyAccessToken(key, token, 'demo', now)).not.toBeNull();
    expect(await verifyAccessToken(key, token, 'aurora', now)).toBeNull();
    expect(await verifyAccessToken(new Uint8Array(randomBytes(32)), token, 'demo', now)).toBeNull();
  });

  it('refuses a token whose signature was altered, even after the genuine one verified', async () => {
    const token = await signAccessToken(key, 7, 'demo', at('2026-01-01T10:00:00Z'));
    const now = at('2026-01-01T10:01:00Z');
    expect(await verifyAccessToken(key, token, 'demo', now)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await verifyAccessToken(key, flipped, 'demo', now)).toBeNull();
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(key, `${header}.${otherUser}.${signature}`, 'demo', now)).toBeNull();
  });
});
