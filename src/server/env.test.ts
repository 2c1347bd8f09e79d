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
});
