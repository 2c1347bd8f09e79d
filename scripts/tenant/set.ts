import { storedBrandFileTypes } from '../../src/server/modules/brand/service.js';
import { AdminError, setOverride, unsetOverride, type OverrideChangeResult } from '../../src/server/modules/tenants/admin.js';
import { parseCommandLine, show, type CliContext } from './context.js';

export const setUsage = 'npm run tenant -- set <alias> <path> <value>   (value: JSON when it parses, else text; null removes the key)';
export const unsetUsage = 'npm run tenant -- unset <alias> <path>';

/** `false` → false, `{"a":1}` → object, `#115e59` → "#115e59": support staff should not have to quote strings. */
export function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Prints the outcome of set/unset/undo: effective value before and after, and old problems as warnings. */
export function printChange(ctx: CliContext, verb: string, result: OverrideChangeResult): void {
  for (const w of result.warnings) ctx.err(`warning: ${w}`);
  if (!result.changed) {
    ctx.out(`${result.alias}: ${result.path} is already ${show(result.after)}: nothing changed`);
    return;
  }
  ctx.out(`${result.alias}: ${verb} ${result.path}`);
  ctx.out(`  before: ${show(result.before)}`);
  ctx.out(`  after:  ${show(result.after)}`);
  ctx.out(`  recorded for ${ctx.actor}; live on the next page load of every server`);
}

/** Runs an admin change, turning a refusal into its messages and exit code 1. */
export async function refusedAs1(ctx: CliContext, action: () => Promise<void>): Promise<number> {
  try {
    await action();
    return 0;
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    for (const line of err.lines) ctx.err(line);
    return 1;
  }
}

/** `set <alias> <path> <value>`: validated on the merged tenant, stored in the database with its audit row. */
export async function runSet(args: readonly string[], ctx: CliContext): Promise<number> {
  const [alias, path, raw] = parseCommandLine(args, {}, { min: 3, max: 3 }, setUsage).operands as [string, string, string];
  const db = (await ctx.database()).db;
  return refusedAs1(ctx, async () => {
    printChange(
      ctx,
      'set',
      await setOverride(
        { db, tenantsDir: ctx.tenantsDir, storedFiles: storedBrandFileTypes(db) },
        { alias, path, value: parseValue(raw), actor: ctx.actor },
      ),
    );
  });
}

/** `unset <alias> <path>`: removes the override, so the tenant file's value applies again. */
export async function runUnset(args: readonly string[], ctx: CliContext): Promise<number> {
  const [alias, path] = parseCommandLine(args, {}, { min: 2, max: 2 }, unsetUsage).operands as [string, string];
  const db = (await ctx.database()).db;
  return refusedAs1(ctx, async () => {
    printChange(
      ctx,
      'unset',
      await unsetOverride({ db, tenantsDir: ctx.tenantsDir, storedFiles: storedBrandFileTypes(db) }, { alias, path, actor: ctx.actor }),
    );
  });
}
