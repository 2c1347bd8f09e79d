import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { NewSalesLine, SalesBatch, SalesLine } from './sale.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Rows per insert: well under both databases' bound-parameter limits (9 columns a row). */
const LINES_PER_INSERT = 500;

export function findBatch(db: Executor, tenantAlias: string, batchId: string): Promise<SalesBatch | undefined> {
  return db
    .selectFrom('sales_batches')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('batch_id', '=', batchId)
    .executeTakeFirst();
}

/**
 * Stores a new batch; undefined when the tenant has one with this id already (another call
 * stored it first, even concurrently: the unique index decides).
 */
export function insertBatch(
  db: Executor,
  batch: Omit<SalesBatch, 'id' | 'undone_at' | 'undone_by' | 'status'>,
): Promise<SalesBatch | undefined> {
  return db
    .insertInto('sales_batches')
    .values({ ...batch, status: 'posted', undone_at: null, undone_by: null })
    .onConflict((oc) => oc.columns(['tenant_alias', 'batch_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function insertLines(db: Executor, lines: readonly NewSalesLine[]): Promise<SalesLine[]> {
  const out: SalesLine[] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_INSERT)
    out.push(
      ...(await db
        .insertInto('sales_lines')
        .values(lines.slice(i, i + LINES_PER_INSERT))
        .returningAll()
        .execute()),
    );
  return out;
}

export async function linesOfBatchRow(db: Executor, batchRowId: number): Promise<SalesLine[]> {
  const rows = await db.selectFrom('sales_lines').selectAll().where('batch_row_id', '=', batchRowId).orderBy('line_no').execute();
  // bigint on PostgreSQL: normalised for the callers' arithmetic.
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

/** Marks a posted batch undone; false when it was undone already (by a concurrent call, say). */
export async function markUndone(db: Executor, id: number, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('sales_batches')
    .set({ status: 'undone', undone_at: at, undone_by: by })
    .where('id', '=', id)
    .where('status', '=', 'posted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The customers' lines dated in [from, to] of the tenant's posted batches other than `exceptBatchId`,
 * in posting order (batch, then line): the history the earning rules' targets and caps replay.
 */
export async function postedLinesOf(
  db: Executor,
  q: { tenantAlias: string; userIds: readonly number[]; from: string; to: string; exceptBatchId: string },
): Promise<SalesLine[]> {
  if (q.userIds.length === 0) return [];
  const rows = await db
    .selectFrom('sales_lines as l')
    .innerJoin('sales_batches as b', 'b.id', 'l.batch_row_id')
    .selectAll('l')
    .where('l.user_id', 'in', [...q.userIds])
    .where('l.sale_date', '>=', q.from)
    .where('l.sale_date', '<=', q.to)
    .where('l.tenant_alias', '=', q.tenantAlias)
    .where('b.status', '=', 'posted')
    .where('b.batch_id', '!=', q.exceptBatchId)
    .orderBy('l.batch_row_id')
    .orderBy('l.line_no')
    .execute();
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

/** Rewrites a batch's stored report (the points its lines earned are known once they are credited). */
export async function updateReport(db: Executor, id: number, reportJson: string): Promise<void> {
  await db.updateTable('sales_batches').set({ report_json: reportJson }).where('id', '=', id).execute();
}

/** A page of the tenant's batches, newest first, and how many there are. */
export async function batchesPage(
  db: Executor,
  tenantAlias: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SalesBatch[]; total: number }> {
  const rows = await db
    .selectFrom('sales_batches')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await db
    .selectFrom('sales_batches')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
