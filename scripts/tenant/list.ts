import { existsSync } from 'node:fs';
import path from 'node:path';
import { listAllOverrides } from '../../src/server/modules/tenants/repository.js';
import type { TenantOverride } from '../../src/server/modules/tenants/tenant-override.table.js';
import { checkTenantFolder, displayPath, listTenantFolders } from '../../src/server/tenants/folder.js';
import { isError } from '../../src/server/tenants/semantic.js';
import { parseCommandLine, type CliContext } from './context.js';

export const usage = 'npm run tenant -- list [--json]';

export interface TenantListing {
  alias: string;
  name: string | null;
  hosts: string[];
  valid: boolean;
  overrides: { path: string; value: unknown; updatedAt: string; updatedBy: string }[];
}

/** `list`: every tenant folder with its name, hosts, validity and runtime overrides (from the database). */
export async function runList(args: readonly string[], ctx: CliContext): Promise<number> {
  const { options } = parseCommandLine(args, { json: { type: 'boolean' } }, { min: 0, max: 0 }, usage);
  let aliases: string[];
  try {
    aliases = (await listTenantFolders(ctx.tenantsDir)).filter((a) => existsSync(path.join(ctx.tenantsDir, a, 'tenant.json')));
  } catch {
    ctx.err(`${displayPath(ctx.tenantsDir)}: tenants folder not found`);
    return 1;
  }
  const rows = await listAllOverrides((await ctx.database()).db);
  const byAlias = new Map<string, TenantOverride[]>();
  for (const r of rows) byAlias.set(r.tenant_alias, [...(byAlias.get(r.tenant_alias) ?? []), r]);
  const toListing = (r: TenantOverride) => ({
    path: r.path,
    value: JSON.parse(r.value_json) as unknown,
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  });
  const listings: TenantListing[] = [];
  for (const alias of aliases) {
    const check = await checkTenantFolder(path.join(ctx.tenantsDir, alias, 'tenant.json'));
    listings.push({
      alias,
      name: check.file?.name ?? null,
      hosts: check.file?.hosts ?? [],
      valid: check.file !== undefined && !check.problems.some(isError),
      overrides: (byAlias.get(alias) ?? []).map(toListing),
    });
  }
  // Overrides of a tenant whose folder is gone: still in the database, worth seeing.
  for (const [alias, orphan] of byAlias) {
    if (!aliases.includes(alias)) listings.push({ alias, name: null, hosts: [], valid: false, overrides: orphan.map(toListing) });
  }

  if (options.json) {
    ctx.out(JSON.stringify(listings, null, 2));
    return 0;
  }
  if (listings.length === 0) ctx.out('no tenants found');
  for (const t of listings) {
    const status = !aliases.includes(t.alias) ? '  (no folder)' : t.valid ? '' : `  (INVALID: npm run tenant -- validate ${t.alias})`;
    ctx.out(`${t.alias}  ${t.name ?? '-'}${status}`);
    ctx.out(`  hosts: ${[...t.hosts, `${t.alias}.localhost`].join(', ')}`);
    if (t.overrides.length === 0) ctx.out('  overrides: none');
    else {
      ctx.out('  overrides:');
      for (const o of t.overrides) ctx.out(`    ${o.path} = ${JSON.stringify(o.value)}   (${o.updatedBy}, ${o.updatedAt})`);
    }
  }
  return 0;
}
