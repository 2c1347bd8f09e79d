import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticateApiKey } from '../../src/server/modules/apikeys/service.js';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runCreate, runList, runRevoke } from './commands.js';

let cli: TestCli;
beforeEach(async () => {
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

describe('npm run apikey', () => {
  it('creates a key shown once, lists it by name and hint, and revokes it', async () => {
    expect(
      await runCreate(['demo', '--name', 'ERP', '--scope', 'points:write', '--scope', 'sales:write', '--expires', '2099-12-31'], cli),
    ).toBe(0);
    expect(cli.stdout[0]).toBe('created key "ERP" for demo (points:write, sales:write, until 2099-12-31)');
    const key = cli.stdout[2]!;
    expect(key).toMatch(/^prm_[A-Za-z0-9_-]{43}$/);
    const { db } = await cli.database();
    expect(await authenticateApiKey(db, key, 'cli-test', new Date())).toMatchObject({ key: { tenantAlias: 'demo', name: 'ERP' } });

    cli.reset();
    expect(await runList(['demo'], cli)).toBe(0);
    expect(cli.stdout[0]).toMatch(
      new RegExp(`^ERP\\s+…${key.slice(-4).replace(/[-]/g, '\\-')}\\s+points:write,sales:write\\s+until 2099-12-31\\s+last used`),
    );
    expect(cli.stdout.join('\n')).not.toContain(key);

    cli.reset();
    expect(await runRevoke(['demo', 'ERP'], cli)).toBe(0);
    expect(await authenticateApiKey(db, key, 'cli-test', new Date())).toEqual({ refused: 'revoked' });
  });

  it('refuses an unknown tenant, an unknown scope and a missing name', async () => {
    expect(await runCreate(['nowhere', '--name', 'ERP', '--scope', 'orders:read'], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toMatch(/unknown tenant "nowhere"/);
    expect(await runCreate(['demo', '--name', 'ERP', '--scope', 'everything'], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toMatch(/permessi non validi: everything/);
    await expect(runCreate(['demo', '--scope', 'orders:read'], cli)).rejects.toThrow(/--name is required/);
    expect(await runRevoke(['demo', 'ERP'], cli)).toBe(1);
  });
});
