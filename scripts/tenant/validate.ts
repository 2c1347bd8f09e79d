import { existsSync, statSync } from 'node:fs';
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
import { findSharedAssets } from '../../src/server/tenants/shared-assets.js';
import { aliasProblem, formatProblem } from '../../src/server/tenants/validate.js';
import { parseCommandLine, type CliContext } from './context.js';

export const usage = 'npm run tenant -- validate [alias | path/to/tenant.json | path/to/folder]';

/** An argument with a slash or a .json ending, or an existing path, is a path; otherwise an alias. */
function targetFile(ctx: CliContext, target: string): { file: string } | { error: string } {
  const looksLikePath = target.includes('/') || target.includes(path.sep) || target.endsWith('.json');
  if (!looksLikePath) {
    const bad = aliasProblem(target);
    if (bad) return { error: bad };
    const file = path.join(ctx.tenantsDir, target, 'tenant.json');
    return existsSync(file) ? { file } : { error: `unknown tenant "${target}": ${displayPath(file)} not found` };
  }
  const resolved = path.resolve(target);
  if (existsSync(resolved) && statSync(resolved).isDirectory()) return { file: path.join(resolved, 'tenant.json') };
  return { file: resolved };
}

function report(ctx: CliContext, check: TenantFolderCheck, ...extra: ReturnType<typeof findHostConflicts>[]): boolean {
  // With this shell's OPERATOR_EMAIL: run it in the server's environment to see what the server will do.
  const noOperator = check.file ? operatorAddressWarning(check.file, ctx.env.OPERATOR_EMAIL) : null;
  const problems = [...check.problems, ...extra.flatMap((m) => m.get(check.alias) ?? []), ...(noOperator ? [noOperator] : [])];
  const errors = problems.filter(isError).length;
  const warnings = problems.length - errors;
  for (const p of problems) (isError(p) ? ctx.err : ctx.out)(formatProblem(check.display, p));
  const summary = errors ? `${errors} error${errors > 1 ? 's' : ''}` : 'ok';
  ctx.out(`${check.display}: ${summary}${warnings ? `, ${warnings} warning${warnings > 1 ? 's' : ''}` : ''}`);
  return errors === 0;
}

/** The other tenants of the tenants folder, checked (for comparisons), without the one being validated. */
async function otherChecks(ctx: CliContext, check: TenantFolderCheck): Promise<TenantFolderCheck[]> {
  const aliases = await listTenantFolders(ctx.tenantsDir).catch(() => [] as string[]);
  const out: TenantFolderCheck[] = [];
  for (const alias of aliases) {
    const file = path.join(ctx.tenantsDir, alias, 'tenant.json');
    if (path.resolve(file) === check.filePath || !existsSync(file)) continue;
    out.push(await checkTenantFolder(file));
  }
  return out;
}

/**
 * `validate [alias|path]`: schema, then the semantic checks the server applies when it loads a
 * tenant. Without an argument every tenant is checked, host names claimed twice included.
 * Returns the exit code: 0 when everything is valid, 1 otherwise.
 */
export async function runValidate(args: readonly string[], ctx: CliContext): Promise<number> {
  const [target] = parseCommandLine(args, {}, { min: 0, max: 1 }, usage).operands;
  if (target !== undefined) {
    const found = targetFile(ctx, target);
    if ('error' in found) {
      ctx.err(found.error);
      return 1;
    }
    const check = await checkTenantFolder(found.file);
    // Compared with the other tenants of the folder: a logo or document copied from one of them.
    const others = await otherChecks(ctx, check);
    return report(ctx, check, await findSharedAssets([...others, check])) ? 0 : 1;
  }

  let aliases: string[];
  try {
    aliases = await listTenantFolders(ctx.tenantsDir);
  } catch {
    ctx.err(`${displayPath(ctx.tenantsDir)}: tenants folder not found`);
    return 1;
  }
  const checks: TenantFolderCheck[] = [];
  let ok = true;
  for (const alias of aliases) {
    const bad = aliasProblem(alias);
    if (bad) {
      ctx.err(`${displayPath(path.join(ctx.tenantsDir, alias))}: folder name ${bad}`);
      ok = false;
      continue;
    }
    const file = path.join(ctx.tenantsDir, alias, 'tenant.json');
    if (!existsSync(file)) continue; // a folder without tenant.json is not a tenant (yet), as for the server
    checks.push(await checkTenantFolder(file));
  }
  const conflicts = findHostConflicts(checks);
  const shared = await findSharedAssets(checks);
  for (const check of checks) ok = report(ctx, check, conflicts, shared) && ok;
  if (checks.length === 0) ctx.out('no tenants found');
  else ctx.out(`${checks.length} tenant${checks.length > 1 ? 's' : ''} checked: ${ok ? 'all valid' : 'some invalid'}`);
  return ok ? 0 : 1;
}
