import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: 'data',
      DEFAULT_TENANT: 'demo',
      TENANTS_DIR: 'tenants',
      ACCESS_TOKEN_TTL_SECONDS: 600,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
  });

  it('coerces numbers and keeps optional URLs', () => {
    const env = loadEnv({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://localhost:25' });
    expect(env.PORT).toBe(9000);
    expect(env.DATABASE_URL).toBe('postgres://u@h/db');
    expect(env.SMTP_URL).toBe('smtp://localhost:25');
  });

  it('reads the access-token lifetime and refuses a non-positive one', () => {
    expect(loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '5' }).ACCESS_TOKEN_TTL_SECONDS).toBe(5);
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every invalid variable at once', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('PORT="abc"');
    expect(problems).toContain('DATABASE_URL="mysql://x"');
    expect(problems).toContain('LOG_LEVEL="loud"');
  });

  it('accepts a JWT_SECRET of 32+ characters and refuses a shorter one without echoing it', () => {
    expect(loadEnv({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
    let caught: unknown;
    try {
      loadEnv({ JWT_SECRET: 'too-short-secret' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).message).toContain('JWT_SECRET="***"');
    expect((caught as EnvError).message).not.toContain('too-short-secret');
  });
});
