import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPasswordHashParamsForTests } from '../../src/server/modules/customers/password.js';
import { setStaffPassword, staffSignIn } from '../../src/server/modules/staff/session-service.js';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runAdd, runDisable, runList } from './commands.js';

let cli: TestCli;
beforeEach(async () => {
  setPasswordHashParamsForTests({ logN: 10, r: 8, p: 1 });
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

const key = new TextEncoder().encode('k'.repeat(32));
const deps = async () => {
  const { db, dialect } = await cli.database();
  return { db, dialect, now: () => new Date(), jwtKey: async () => key };
};

describe('npm run staff', () => {
  it('adds a support member of one tenant, whose printed link sets the password they then sign in with', async () => {
    expect(await runAdd(['Anna@Example.com', '--role', 'support', '--tenant', 'demo'], cli)).toBe(0);
    expect(cli.stdout[0]).toBe('added anna@example.com (support, demo)');
    const link = cli.stdout[2]!;
    expect(link).toMatch(/^http:\/\/console\.localhost:8080\/imposta-password\?token=[A-Za-z0-9_-]{40,}$/);
    cli.reset();
    expect(await runList([], cli)).toBe(0);
    expect(cli.stdout.join('\n')).toMatch(/anna@example\.com\s+support\s+demo\s+password not set/);

    await setStaffPassword(await deps(), new URL(link).searchParams.get('token')!, 'Prima!2026x');
    const { staff } = await staffSignIn(await deps(), { email: 'anna@example.com', password: 'Prima!2026x' }, '10.9.9.9');
    expect(staff.role).toBe('support');
  });

  it('refuses an unknown tenant and a wrong role, changing nothing', async () => {
    expect(await runAdd(['bob@example.com', '--role', 'support', '--tenant', 'nowhere'], cli)).toBe(1);
    expect(cli.stderr.join('\n')).toMatch(/unknown tenant: nowhere/);
    await expect(runAdd(['bob@example.com', '--role', 'admin'], cli)).rejects.toThrow(/--role must be operator or support/);
    cli.reset();
    await runList([], cli);
    expect(cli.stdout).toEqual(['no staff accounts']);
  });

  it('disables an account: it can no longer sign in, and the change is audited', async () => {
    await runAdd(['carla@example.com', '--role', 'operator'], cli);
    await setStaffPassword(await deps(), new URL(cli.stdout[2]!).searchParams.get('token')!, 'Prima!2026x');
    expect(await runDisable(['carla@example.com'], cli)).toBe(0);
    await expect(staffSignIn(await deps(), { email: 'carla@example.com', password: 'Prima!2026x' }, '10.9.9.8')).rejects.toThrow(
      /Credenziali/,
    );
    expect(await runDisable(['carla@example.com'], cli)).toBe(1);
    const actions = await (await cli.database()).db.selectFrom('audit_log').select(['action', 'actor', 'role']).orderBy('id').execute();
    expect(actions).toEqual([
      { action: 'staff.add', actor: 'tester', role: 'cli' },
      { action: 'staff.disable', actor: 'tester', role: 'cli' },
      // The refused sign-in of the disabled account is on record too.
      { action: 'staff.signin_failed', actor: 'carla@example.com', role: 'operator' },
    ]);
  });
});
