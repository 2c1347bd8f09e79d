import { cp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkTenantFolder,
  displayPath,
  findHostConflicts,
  listTenantFolders,
  type TenantFolderCheck,
} from '../../src/server/tenants/folder.js';
import { operatorAddressWarning } from '../../src/server/tenants/operator-address.js';
import { isError } from '../../src/server/tenants/semantic.js';
import { tenantAddresses } from '../../src/server/tenants/public-url.js';
import { findSharedAssets } from '../../src/server/tenants/shared-assets.js';
import { aliasProblem, formatProblem } from '../../src/server/tenants/validate.js';
import { parseCommandLine, UsageError, type CliContext } from './context.js';
import { formatJson } from './format-json.js';

export const usage = 'npm run tenant -- new <alias> --from <alias> [--name "Display name"] [--with-demo-data]';

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** `acme-promo` → `Acme Promo`: a readable placeholder the operator is expected to replace. */
export function nameFromAlias(alias: string): string {
  return alias
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The copied file with its own identity; key order is kept so the diff against the source stays
 * readable. `demoData` is never inherited from the source (the demo tenants have it): the new
 * tenant has it only when asked, right after its name. Nor is the source's operator address
 * (`contact.operatorEmail`): the new initiative's requests must not be mailed to another's operator.
 */
function retarget(source: Record<string, unknown>, alias: string, name: string, demoData: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'demoData') continue;
    if (key === 'name') {
      out.name = name;
      if (demoData) out.demoData = true;
    }
    // Only a local preview host: the public host is added by the operator when going live.
    else if (key === 'hosts') out.hosts = [`${alias}.premia.localhost`];
    else if (key === 'contact' && value && typeof value === 'object') {
      const { operatorEmail: _theirs, ...rest } = value as Record<string, unknown>;
      if (Object.keys(rest).length) out.contact = rest;
    } else if (key === 'brand' && value && typeof value === 'object') {
      const brand = { ...(value as Record<string, unknown>) };
      if (brand.logoAlt === source.name) brand.logoAlt = name;
      out.brand = brand;
    } else out[key] = value;
  }
  return out;
}

/**
 * `new <alias> --from <alias>`: copies the source folder (tenant.json and assets) into a hidden
 * work folder, gives it its own name and host, validates it like the server will, and only then
 * renames it into place. The rename is atomic, so the server (which ignores '.' folders) never
 * sees a half-copied tenant, and a refused scaffold leaves nothing behind.
 */
export async function runNew(args: readonly string[], ctx: CliContext): Promise<number> {
  const { operands, options } = parseCommandLine(
    args,
    { from: { type: 'string' }, name: { type: 'string' }, 'with-demo-data': { type: 'boolean' } },
    { min: 1, max: 1 },
    usage,
  );
  const alias = operands[0]!;
  const { from, name } = options;
  if (from === undefined) throw new UsageError(`--from is required\nusage: ${usage}`);

  const bad = aliasProblem(alias);
  if (bad) return fail(ctx, bad);
  const target = path.join(ctx.tenantsDir, alias);
  if (await exists(target)) return fail(ctx, `tenant "${alias}" already exists: ${displayPath(target)}`);
  const badFrom = aliasProblem(from);
  if (badFrom) return fail(ctx, badFrom);
  const sourceDir = path.join(ctx.tenantsDir, from);
  if (!(await exists(path.join(sourceDir, 'tenant.json'))))
    return fail(ctx, `unknown tenant "${from}": ${displayPath(path.join(sourceDir, 'tenant.json'))} not found`);

  const work = path.join(ctx.tenantsDir, `.new-${alias}-${process.pid}`);
  try {
    await cp(sourceDir, work, { recursive: true, errorOnExist: true });
    // The source's documents name its initiative and company: the new tenant starts with none, so
    // the generic set is served and validate reports each as unfinished until its own is added.
    await rm(path.join(work, 'pdf'), { recursive: true, force: true });
    const source = JSON.parse(await readFile(path.join(work, 'tenant.json'), 'utf8')) as Record<string, unknown>;
    const displayName = name ?? nameFromAlias(alias);
    const demoData = options['with-demo-data'] === true;
    await writeFile(path.join(work, 'tenant.json'), formatJson(retarget(source, alias, displayName, demoData)));

    const check = {
      ...(await checkTenantFolder(path.join(work, 'tenant.json'))),
      alias,
      display: displayPath(path.join(target, 'tenant.json')),
    };
    const others: TenantFolderCheck[] = [];
    for (const other of await listTenantFolders(ctx.tenantsDir)) {
      if (await exists(path.join(ctx.tenantsDir, other, 'tenant.json')))
        others.push(await checkTenantFolder(path.join(ctx.tenantsDir, other, 'tenant.json')));
    }
    const noOperator = check.file ? operatorAddressWarning(check.file, ctx.env.OPERATOR_EMAIL) : null;
    const problems = [
      ...check.problems,
      ...(findHostConflicts([...others, check]).get(alias) ?? []),
      ...((await findSharedAssets([...others, check])).get(alias) ?? []),
      ...(noOperator ? [noOperator] : []),
    ];
    const errors = problems.filter(isError);
    if (errors.length) {
      for (const p of errors) ctx.err(formatProblem(check.display, p));
      return fail(
        ctx,
        `the copy of "${from}" is not valid (fix ${displayPath(path.join(sourceDir, 'tenant.json'))} first): nothing was created`,
      );
    }
    await rename(work, target);
    for (const p of problems) ctx.out(formatProblem(check.display, p));
    ctx.out(`created ${displayPath(target)} from ${from}: "${displayName}"`);
    ctx.out(
      demoData
        ? '  demo data: the demo customers, prizes and content are loaded when a server in demo mode next starts'
        : '  empty: no customers, prizes or content, and no demo account; add its staff with npm run staff -- add <email> --role operator --tenant ' +
            alias +
            ', load the catalogue from the console (Importazioni → Catalogo) or npm run catalog:import',
    );
    const [address, ...also] = tenantAddresses(alias, check.file!, await ctx.linkSite());
    ctx.out(`  preview: ${address}${also.length ? ` (or ${also.join(', ')})` : ''}, no restart needed`);
    ctx.out(`  next: edit ${displayPath(path.join(target, 'tenant.json'))}, then npm run tenant -- validate ${alias}`);
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function fail(ctx: CliContext, message: string): number {
  ctx.err(message);
  return 1;
}
