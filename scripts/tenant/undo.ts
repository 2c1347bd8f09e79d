import { storedBrandFileTypes } from '../../src/server/modules/brand/service.js';
import { undoLatest } from '../../src/server/modules/tenants/admin.js';
import { parseCommandLine, type CliContext } from './context.js';
import { printChange, refusedAs1 } from './set.js';

export const usage = 'npm run tenant -- undo <alias>';

/**
 * `undo <alias>`: reverts the latest audited change of the tenant, validated like `set` and itself
 * audited, so undoing twice restores the change (history shows both).
 */
export async function runUndo(args: readonly string[], ctx: CliContext): Promise<number> {
  const alias = parseCommandLine(args, {}, { min: 1, max: 1 }, usage).operands[0]!;
  const db = (await ctx.database()).db;
  return refusedAs1(ctx, async () => {
    const result = await undoLatest({ db, tenantsDir: ctx.tenantsDir, storedFiles: storedBrandFileTypes(db) }, { alias, actor: ctx.actor });
    ctx.out(`undoing change #${result.undone.id} of ${result.undone.at} by ${result.undone.actor}`);
    printChange(ctx, 'undo', result);
  });
}
