import { listAudit } from '../../src/server/modules/tenants/repository.js';
import { aliasProblem } from '../../src/server/tenants/validate.js';
import { parseCommandLine, UsageError, type CliContext } from './context.js';

export const usage = 'npm run tenant -- history <alias> [--limit n] [--json]';

/** The effective value (tenant file and overrides) before and after each change; none: the key was not set. */
const shown = (json: string | null) => (json === null ? '(not set)' : json);

/** `history <alias>`: the audit trail of the tenant's overrides, newest first. */
export async function runHistory(args: readonly string[], ctx: CliContext): Promise<number> {
  const { operands, options } = parseCommandLine(args, { limit: { type: 'string' }, json: { type: 'boolean' } }, { min: 1, max: 1 }, usage);
  const alias = operands[0]!;
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new UsageError(`--limit must be a positive whole number\nusage: ${usage}`);
  const bad = aliasProblem(alias);
  if (bad) {
    ctx.err(bad);
    return 1;
  }
  const rows = await listAudit((await ctx.database()).db, alias, limit);
  if (options.json) {
    ctx.out(
      JSON.stringify(
        rows.map((r) => ({
          id: r.id,
          at: r.at,
          actor: r.actor,
          path: r.path,
          before: r.before_json === null ? null : JSON.parse(r.before_json),
          after: r.after_json === null ? null : JSON.parse(r.after_json),
        })),
        null,
        2,
      ),
    );
    return 0;
  }
  if (rows.length === 0) {
    ctx.out(`${alias}: no override changes recorded`);
    return 0;
  }
  ctx.out(`${alias}: ${rows.length} change${rows.length > 1 ? 's' : ''}, newest first`);
  for (const r of rows) ctx.out(`#${r.id}  ${r.at}  ${r.actor}  ${r.path}: ${shown(r.before_json)} → ${shown(r.after_json)}`);
  return 0;
}
