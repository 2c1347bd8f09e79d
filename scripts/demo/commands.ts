import { demoPasswordRefusal, findDemoPasswordAccounts, revokeDemoPasswords } from '../../src/server/demo/demo-credentials.js';
import { parseCommandLine, type CliContext } from '../tenant/context.js';

export const usage = {
  check: 'npm run demo -- check',
  revoke: 'npm run demo -- revoke [--tenant <alias>]',
};

const describe = (a: { kind: 'customer' | 'staff'; tenant: string | null; name: string }) =>
  a.kind === 'staff' ? `staff ${a.name}` : `customer ${a.name} of ${a.tenant}`;

/** `check`: lists the accounts that still open with the public demo password; exit 1 when any does. */
export async function runCheck(args: readonly string[], ctx: CliContext): Promise<number> {
  parseCommandLine(args, {}, { min: 0, max: 0 }, usage.check);
  const found = await findDemoPasswordAccounts((await ctx.database()).db);
  if (!found.length) {
    ctx.out('no account has the demo password');
    return 0;
  }
  ctx.out(
    demoPasswordRefusal(found)
      .split('\n')
      .slice(1, found.length + 1)
      .join('\n'),
  );
  ctx.out(`${found.length} account(s) still open with the demo password: npm run demo -- revoke`);
  return 1;
}

/** `revoke`: takes the demo password away (staff disabled, customers without a password), audited. */
export async function runRevoke(args: readonly string[], ctx: CliContext): Promise<number> {
  const { options } = parseCommandLine(args, { tenant: { type: 'string' } }, { min: 0, max: 0 }, usage.revoke);
  const done = await revokeDemoPasswords(
    (await ctx.database()).db,
    { actor: ctx.actor, role: 'cli', address: null },
    new Date(),
    options.tenant ? { tenant: options.tenant } : undefined,
  );
  if (!done.length) ctx.out('no account had the demo password');
  for (const a of done) ctx.out(`${describe(a)}: ${a.kind === 'staff' ? 'disabled' : 'password removed, signed out'}`);
  return 0;
}
