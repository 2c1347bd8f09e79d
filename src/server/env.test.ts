import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

/** The problems loadEnv reports for `source` (none: it did not throw). */
function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    loadEnv(source);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).problems;
  }
}

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
      TRUST_PROXY: false,
      CONSOLE_HOSTS: ['console.localhost'],
      CONSOLE_REQUIRE_2FA: false,
      DEMO_DATA: true,
      JOBS_WORKER: true,
      JOBS_LEASE_MS: 60000,
      MAX_EVENT_LOOP_DELAY_MS: 0,
    });
  });

  it('sheds load past a stalled event loop in production only, unless told otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(loadEnv({ NODE_ENV: 'production', MAX_EVENT_LOOP_DELAY_MS: '0' }).MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadEnv({ MAX_EVENT_LOOP_DELAY_MS: '250' }).MAX_EVENT_LOOP_DELAY_MS).toBe(250);
  });

  it('takes a shared test clock anywhere but in production, where the server refuses to start', () => {
    expect(loadEnv({ NODE_ENV: 'test', TEST_CLOCK_FILE: '/tmp/clock.json' }).TEST_CLOCK_FILE).toBe('/tmp/clock.json');
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/clock.json' })).toThrow(
      /TEST_CLOCK_FILE: un orologio di prova non è ammesso con NODE_ENV=production/,
    );
  });

  it('runs in demo mode by default, but not in production unless DEMO_DATA says so', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(() => loadEnv({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });

  it('reads the console hosts as a list and the 2FA switch as a boolean', () => {
    const env = loadEnv({ CONSOLE_HOSTS: 'console.localhost,staff.premia.example', CONSOLE_REQUIRE_2FA: 'true' });
    expect(env.CONSOLE_HOSTS).toEqual(['console.localhost', 'staff.premia.example']);
    expect(env.CONSOLE_REQUIRE_2FA).toBe(true);
    expect(() => loadEnv({ CONSOLE_HOSTS: 'Console Host' })).toThrow(/CONSOLE_HOSTS/);
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

  it('reads OPERATOR_EMAIL as one address and refuses anything else, naming it', () => {
    expect(loadEnv({ OPERATOR_EMAIL: ' assistenza@acme.it ' }).OPERATOR_EMAIL).toBe('assistenza@acme.it');
    for (const bad of ['assistenza', 'assistenza@acme', 'a@acme.it,b@acme.it', 'Assistenza <a@acme.it>']) {
      expect(problemsOf({ OPERATOR_EMAIL: bad })).toEqual([`OPERATOR_EMAIL=${JSON.stringify(bad)}: must match format "email"`]);
    }
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

  it('reads TRUST_PROXY as true, false or a list of addresses and CIDRs', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a malformed TRUST_PROXY, naming it', () => {
    for (const value of ['yes', '-1', '10.0.0.0/33', '999.1.1.1', '127.0.0.1,,10.0.0.1', 'nginx']) {
      expect(problemsOf({ TRUST_PROXY: value }), value).toEqual([
        `TRUST_PROXY=${JSON.stringify(value)}: deve essere true, false o un elenco di indirizzi/CIDR dei proxy separati da virgole (es. 127.0.0.1,10.0.0.0/8)`,
      ]);
    }
  });

  it('refuses a hop count, which Fastify 5 would silently turn into "trust nobody"', () => {
    expect(problemsOf({ TRUST_PROXY: '1' })).toEqual([
      'TRUST_PROXY="1": un numero di proxy (hop) non basta, perché non dice chi può inviare X-Forwarded-*: usa true, false o un elenco di indirizzi/CIDR dei proxy separati da virgole (es. 127.0.0.1,10.0.0.0/8)',
    ]);
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
