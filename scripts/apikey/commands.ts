import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API_KEY_SCOPES,
  ApiKeyError,
  endOfExpiryDay,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../src/server/modules/apikeys/service.js';
import { parseCommandLine, UsageError, type CliContext } from '../tenant/context.js';

export const usage = {
  create: `npm run apikey -- create <alias> --name <name> --scope <scope>… [--expires YYYY-MM-DD]   (scopes: ${API_KEY_SCOPES.join(', ')})`,
  list: 'npm run apikey -- list <alias> [--json]',
  revoke: 'npm run apikey -- revoke <alias> <name>',
};

const who = (ctx: CliContext) => ({ actor: ctx.actor, role: 'cli' as const, address: null });

/** A key belongs to a tenant of this deployment: its folder must exist. */
function knownTenant(ctx: CliContext, alias: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(alias) || !existsSync(path.join(ctx.tenantsDir, alias, 'tenant.json')))
    throw new ApiKeyError(`unknown tenant "${alias}" (no ${path.join(ctx.tenantsDir, alias, 'tenant.json')})`);
}

/** `create`: prints the key once; only its hash is kept. */
export async function runCreate(args: readonly string[], ctx: CliContext): Promise<number> {
  // --scope repeats; parseArgs keeps the last, so they are collected first.
  const scopes: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--scope') {
      const value = args[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`--scope needs a scope\nusage: ${usage.create}`);
      scopes.push(value);
    } else if (arg.startsWith('--scope=')) scopes.push(arg.slice('--scope='.length));
    else rest.push(arg);
  }
  const { operands, options } = parseCommandLine(
    rest,
    { name: { type: 'string' }, expires: { type: 'string' } },
    { min: 1, max: 1 },
    usage.create,
  );
  const alias = operands[0]!;
  if (!options.name) throw new UsageError(`--name is required\nusage: ${usage.create}`);
  let expiresAt: Date | null = null;
  if (options.expires) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.expires) || Number.isNaN(endOfExpiryDay(options.expires).getTime()))
      throw new UsageError(`--expires must be a date, YYYY-MM-DD\nusage: ${usage.create}`);
    // The key works through the whole day named.
    expiresAt = endOfExpiryDay(options.expires);
  }
  try {
    knownTenant(ctx, alias);
    const { key, view } = await createApiKey(
      (await ctx.database()).db,
      { tenantAlias: alias, name: options.name, scopes, expiresAt },
      who(ctx),
      new Date(),
    );
    ctx.out(`created key "${view.name}" for ${alias} (${view.scopes.join(', ')}${view.expiresAt ? `, until ${options.expires}` : ''})`);
    ctx.out('the key, shown only now (send it as "Authorization: Bearer <key>"):');
    ctx.out(key);
    return 0;
  } catch (err) {
    if (err instanceof ApiKeyError) {
      ctx.err(err.message);
      return 1;
    }
    throw err;
  }
}

export async function runList(args: readonly string[], ctx: CliContext): Promise<number> {
  const { operands, options } = parseCommandLine(args, { json: { type: 'boolean' } }, { min: 1, max: 1 }, usage.list);
  try {
    knownTenant(ctx, operands[0]!);
  } catch (err) {
    ctx.err((err as Error).message);
    return 1;
  }
  const keys = await listApiKeys((await ctx.database()).db, operands[0]!);
  if (options.json) {
    ctx.out(JSON.stringify(keys, null, 2));
    return 0;
  }
  if (!keys.length) ctx.out('no API keys');
  for (const k of keys) {
    const state = k.revokedAt ? `revoked ${k.revokedAt.slice(0, 10)}` : k.expiresAt ? `until ${k.expiresAt.slice(0, 10)}` : 'no expiry';
    const used = k.lastUsedAt ? `last used ${k.lastUsedAt.slice(0, 16).replace('T', ' ')} from ${k.lastUsedFrom ?? '?'}` : 'never used';
    ctx.out(`${k.name.padEnd(24)} …${k.hint}  ${k.scopes.join(',').padEnd(40)} ${state.padEnd(20)} ${used}`);
  }
  return 0;
}

export async function runRevoke(args: readonly string[], ctx: CliContext): Promise<number> {
  const { operands } = parseCommandLine(args, {}, { min: 2, max: 2 }, usage.revoke);
  try {
    knownTenant(ctx, operands[0]!);
    await revokeApiKey((await ctx.database()).db, operands[0]!, operands[1]!, who(ctx), new Date());
    ctx.out(`revoked "${operands[1]!}" of ${operands[0]!}: every call with it is refused from now on`);
    return 0;
  } catch (err) {
    if (err instanceof ApiKeyError) {
      ctx.err(err.message);
      return 1;
    }
    throw err;
  }
}
