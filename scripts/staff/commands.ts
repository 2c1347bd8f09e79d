import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addStaff, disableStaff, listStaffAccounts, StaffAdminError } from '../../src/server/modules/staff/staff-admin-service.js';
import { consoleBaseUrl } from '../../src/server/tenants/public-url.js';
import { parseCommandLine, UsageError, type CliContext } from '../tenant/context.js';

export const usage = {
  add: 'npm run staff -- add <email> --role operator|support [--tenant <alias>]…',
  list: 'npm run staff -- list [--json]',
  disable: 'npm run staff -- disable <email>',
};

/** Tenant folders holding a tenant.json: the aliases a staff member may be given. */
function knownTenants(tenantsDir: string): string[] {
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(tenantsDir, d.name, 'tenant.json')))
    .map((d) => d.name)
    .sort();
}

const who = (ctx: CliContext) => ({ actor: ctx.actor, role: 'cli' as const, address: null });

/** `add`: creates the account (or updates role and tenants) and prints a one-time link to set the password. */
export async function runAdd(args: readonly string[], ctx: CliContext): Promise<number> {
  // --tenant repeats; parseArgs keeps the last, so the repeated ones are collected first.
  const tenants: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--tenant') {
      const value = args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`--tenant needs an alias\nusage: ${usage.add}`);
      tenants.push(value);
    } else if (arg.startsWith('--tenant=')) tenants.push(arg.slice('--tenant='.length));
    else rest.push(arg);
  }
  const { operands, options } = parseCommandLine(rest, { role: { type: 'string' } }, { min: 1, max: 1 }, usage.add);
  const role = options.role;
  if (role !== 'operator' && role !== 'support') throw new UsageError(`--role must be operator or support\nusage: ${usage.add}`);
  try {
    const db = (await ctx.database()).db;
    const { token, created } = await addStaff(
      db,
      { email: operands[0]!, role, tenants, knownTenants: knownTenants(ctx.tenantsDir) },
      who(ctx),
      new Date(),
    );
    const link = `${consoleBaseUrl(ctx.env.CONSOLE_HOSTS, await ctx.linkSite())}/imposta-password?token=${token}`;
    ctx.out(
      `${created ? 'added' : 'updated'} ${operands[0]!.trim().toLowerCase()} (${role}, ${tenants.length ? tenants.join(', ') : 'all tenants'})`,
    );
    ctx.out(`one-time link to set the password (valid 72 hours, shown only now):`);
    ctx.out(link);
    return 0;
  } catch (err) {
    if (err instanceof StaffAdminError) {
      ctx.err(err.message);
      return 1;
    }
    throw err;
  }
}

export async function runList(args: readonly string[], ctx: CliContext): Promise<number> {
  const { options } = parseCommandLine(args, { json: { type: 'boolean' } }, { min: 0, max: 0 }, usage.list);
  const rows = await listStaffAccounts((await ctx.database()).db);
  if (options.json) {
    ctx.out(JSON.stringify(rows, null, 2));
    return 0;
  }
  if (!rows.length) ctx.out('no staff accounts');
  for (const r of rows) {
    ctx.out(
      `${r.email.padEnd(32)} ${r.role.padEnd(8)} ${(r.tenants === 'all' ? 'all tenants' : r.tenants.join(', ')).padEnd(24)} ${r.totp ? '2FA' : '   '} ${r.state}`,
    );
  }
  return 0;
}

export async function runDisable(args: readonly string[], ctx: CliContext): Promise<number> {
  const { operands } = parseCommandLine(args, {}, { min: 1, max: 1 }, usage.disable);
  try {
    await disableStaff((await ctx.database()).db, operands[0]!, who(ctx), new Date());
    ctx.out(`disabled ${operands[0]!.trim().toLowerCase()}: signed out everywhere, cannot sign in`);
    return 0;
  } catch (err) {
    if (err instanceof StaffAdminError) {
      ctx.err(err.message);
      return 1;
    }
    throw err;
  }
}
