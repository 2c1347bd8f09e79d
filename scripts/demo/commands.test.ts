import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSeeders } from '../../src/server/demo/index.js';
import { setPasswordHashParamsForTests } from '../../src/server/modules/customers/password.js';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runCheck, runRevoke } from './commands.js';

let cli: TestCli;
beforeEach(async () => {
  setPasswordHashParamsForTests({ logN: 10, r: 8, p: 1 });
  cli = await createTestCli();
  // A database that once ran the demo, as a public demo site or an old release leaves it.
  await runSeeders(await cli.database(), {
    tenants: ['demo', 'aurora'],
    demoTenants: ['demo', 'aurora'],
    demoData: true,
    log: { info: () => undefined },
  });
});
afterEach(() => cli.dispose());

describe('npm run demo', () => {
  it('check lists the accounts with the demo password and fails; revoke (one tenant, then all) empties the list', async () => {
    expect(await runCheck([], cli)).toBe(1);
    expect(cli.stdout.join('\n')).toContain('cliente DEMO0001 del tenant aurora');
    expect(cli.stdout.join('\n')).toContain('staff support@premia.example');
    expect(cli.stdout.at(-1)).toBe('8 account(s) still open with the demo password: npm run demo -- revoke');

    cli.reset();
    expect(await runRevoke(['--tenant', 'aurora'], cli)).toBe(0);
    expect(cli.stdout).toEqual([
      'customer DEMO0001 of aurora: password removed, signed out',
      'customer DEMO0002 of aurora: password removed, signed out',
      'customer DEMO0003 of aurora: password removed, signed out',
    ]);
    cli.reset();
    expect(await runRevoke([], cli)).toBe(0);
    expect(cli.stdout).toHaveLength(5);
    expect(cli.stdout).toContain('staff operator@premia.example: disabled');
    cli.reset();
    expect(await runCheck([], cli)).toBe(0);
    expect(cli.stdout).toEqual(['no account has the demo password']);
  });
});
