import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOrderStatus, ORDER_STATUSES } from '../../src/shared/order-status.js';
import { DEFAULT_TIME_ZONE } from '../../src/shared/time-zone.js';
import { recordAction } from '../../src/server/modules/audit/service.js';
import { exportOrdersCsv } from '../../src/server/modules/orders/staff-service.js';
import { displayPath } from '../../src/server/tenants/folder.js';
import { ALIAS_RE } from '../../src/server/tenants/validate.js';
import { parseCommandLine, UsageError, type CliContext } from '../tenant/context.js';
import { counted } from '../../src/server/counted.js';

export const USAGE = 'npm run orders:export -- <alias> [--status <s>] [--since YYYY-MM-DD]';

const OPTIONS = { status: { type: 'string' }, since: { type: 'string' } } as const;

/** A calendar date that exists: 2026-02-30 is refused rather than read as 2 March. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Writes the tenant's fulfilment CSV (docs/operators.md#orders-export) to `write` (stdout), the
 * same file the console's "Esporta CSV" downloads; messages go to stderr, so the output can be
 * redirected to a file as it is. The export is audited (order.export, role cli): it hands the
 * customers' addresses to someone outside. Exit codes as the other commands: 0 written (even with
 * no orders: a header only), 1 unknown tenant, 2 wrong command line.
 */
export async function runOrdersExport(args: readonly string[], ctx: CliContext, write: (chunk: string) => void): Promise<number> {
  const { operands, options } = parseCommandLine(args, OPTIONS, { min: 1, max: 1 }, USAGE);
  const alias = operands[0]!;
  if (options.status !== undefined && !isOrderStatus(options.status))
    throw new UsageError(`--status must be one of ${ORDER_STATUSES.join(', ')}`);
  if (options.since !== undefined && !isDate(options.since)) throw new UsageError('--since needs a date as YYYY-MM-DD');
  const tenantFile = path.join(ctx.tenantsDir, alias, 'tenant.json');
  if (!ALIAS_RE.test(alias) || !existsSync(tenantFile)) {
    ctx.err(`tenant sconosciuto "${alias}": ${displayPath(tenantFile)} non esiste (npm run tenant -- list)`);
    return 1;
  }
  const filters = {
    ...(options.status !== undefined && isOrderStatus(options.status) ? { status: options.status } : {}),
    ...(options.since !== undefined ? { since: options.since } : {}),
  };
  // The file's zone (overrides made with `tenant set` are the server's to apply): times as the
  // console's download writes them for the same tenant.
  const timeZone = (JSON.parse(readFileSync(tenantFile, 'utf8')) as { timeZone?: string }).timeZone ?? DEFAULT_TIME_ZONE;
  const { db } = await ctx.database();
  const now = new Date();
  const { csv, orders } = await exportOrdersCsv(db, alias, filters, timeZone, now);
  write(csv);
  await recordAction(
    db,
    { actor: ctx.actor, role: 'cli', address: null },
    { tenant: alias, action: 'order.export', target: 'ordini', after: { ...filters, orders } },
    now,
  );
  ctx.err(`${counted('ordersExported', orders)} (${alias})`);
  return 0;
}
