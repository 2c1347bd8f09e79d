import type { SalesBody, SalesReport, SaleRow, UndoAnswer } from '../../../shared/types/generated/api/partner.js';
import type { ProgrammeCalendar } from '../../../shared/programme.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import type { WriteTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import { normalizeUsername, userIdsOf } from '../customers/provisioning-service.js';
import { balanceOf, credit, movementsByRefPrefix, reverseCredit, type LedgerEntry } from '../points/service.js';
import { checkLines, dayIn } from './lines.js';
import { findBatch, insertBatch, insertLines, linesOfBatchRow, markUndone, postedLinesOf, updateReport } from './repository.js';
import type { SalesBatch, SalesLine } from './sale.table.js';

/**
 * Sales lines posted by the operator's ERP (POST/DELETE /v1/partner/sales): stored in batches
 * named by the partner, idempotent per tenant, undone whole. Sales earn points only through an
 * earning hook (the rules engine's); without one a batch credits nothing.
 */

export const SALES_MSG = {
  notFound: (batchId: string) => `Lotto di vendite ${batchId} non trovato`,
  undone: (batchId: string) => `Il lotto di vendite ${batchId} è stato annullato: invia le vendite con un batch_id nuovo`,
} as const;

/** A stored line as the earning rules read it. */
export interface SaleLineView {
  lineNo: number;
  userId: number;
  /** YYYY-MM-DD. */
  date: string;
  productCode: string;
  quantity: number;
  amountCents: number;
}

/** A credit the earning rules give a line under one rule, before it is written. */
export interface PlannedCredit {
  userId: number;
  lineNo: number;
  ruleId: string;
  /** The rule's name, for the console's preview. */
  ruleLabel: string;
  points: number;
  /** What the customer reads in their points detail. */
  reason: string;
}

/**
 * The rules engine's hook point (modules/earning): the credits a batch's new lines earn, read
 * after the customers' earlier lines. It writes nothing, so the console's preview and the posting
 * run the same computation: posting calls it inside the transaction that stores the batch,
 * holding every customer's lock of the batch, and credits each through the points module with
 * `externalRef: saleRef(batchId, line.lineNo, ruleId)` (so an undo finds and reverses them, and a
 * credit is never written twice).
 */
export type EarningPlan = (
  db: Db | WriteTransaction,
  batch: { tenantAlias: string; batchId: string },
  lines: SaleLineView[],
) => Promise<PlannedCredit[]>;

/** The tenant a batch is posted to: its clock's zone and its programme's calendar (null: none). */
export interface SalesTenant {
  alias: string;
  timeZone: string;
  calendar: ProgrammeCalendar | null;
}

/** Who sends a batch or its undo, for the audit log: the partner API or the console. */
export type SalesSource = 'partner' | 'console';

export interface SalesDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  /** Absent: sales are stored and credit nothing (a tenant without earning rules). */
  earn?: EarningPlan;
}

/**
 * The ledger key of the points a line earned under a rule: one credit per line and rule at most,
 * found again by the undo (rule ids have no ':', so the key reads back unambiguously).
 */
export const saleRef = (batchId: string, lineNo: number, ruleId: string) => `sale:${batchId}:${lineNo}:${ruleId}`;
const SALE_REF_TAIL = /^(\d+):[a-z0-9-]+$/;

const viewOf = (l: SalesLine): SaleLineView => ({
  lineNo: l.line_no,
  userId: l.user_id,
  date: l.sale_date,
  productCode: l.product_code,
  quantity: l.quantity,
  amountCents: Number(l.amount_cents),
});

/** The lines of a tenant's batch, in the order posted; an undone batch has none to earn on. 404 when unknown. */
export async function linesOfBatch(db: Db, tenantAlias: string, batchId: string): Promise<SaleLineView[]> {
  const batch = await findBatch(db, tenantAlias, batchId);
  if (!batch) throw new HttpError(404, SALES_MSG.notFound(batchId));
  return batch.status === 'undone' ? [] : (await linesOfBatchRow(db, batch.id)).map(viewOf);
}

/**
 * The customers' lines dated in [from, to] of the tenant's posted batches other than `exceptBatchId`
 * (an undone batch's lines count no more), in posting order: what targets and caps replay.
 */
export async function earlierLines(
  db: Db | WriteTransaction,
  q: { tenantAlias: string; userIds: readonly number[]; from: string; to: string; exceptBatchId: string },
): Promise<SaleLineView[]> {
  const rows: SalesLine[] = [];
  for (let i = 0; i < q.userIds.length; i += 500) rows.push(...(await postedLinesOf(db, { ...q, userIds: q.userIds.slice(i, i + 500) })));
  // Several slices interleave their batches: put them back in posting order.
  if (q.userIds.length > 500) rows.sort((a, b) => a.batch_row_id - b.batch_row_id || a.line_no - b.line_no);
  return rows.map(viewOf);
}

interface StoredReport {
  rows: SaleRow[];
  points: number;
}

function reportOf(batch: SalesBatch, duplicate: boolean): SalesReport {
  const stored = JSON.parse(batch.report_json) as StoredReport;
  return {
    batch_id: batch.batch_id,
    status: batch.status,
    duplicate,
    received: batch.lines_read,
    accepted: batch.lines_accepted,
    rejected: batch.lines_read - batch.lines_accepted,
    points_credited: stored.points,
    rows: stored.rows,
  };
}

/** The tenant's customer ids by normalised user code, for the codes given (unknown ones are absent). */
export async function customerIds(db: Db, tenantAlias: string, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes.map(normalizeUsername))];
  const found = new Map<string, number>();
  for (let i = 0; i < unique.length; i += 500)
    for (const r of await userIdsOf(db, tenantAlias, unique.slice(i, i + 500))) found.set(r.username, r.id);
  return found;
}

/**
 * Stores a batch's valid lines and answers a row per line; a line dated outside the programme's
 * earning days is rejected with the reason. The same batch_id again stores nothing and answers
 * the first report (duplicate); an undone batch_id is 409. Audited as partner.sales (sales.upload
 * from the console).
 */
export async function postSales(
  deps: SalesDeps,
  who: Actor,
  tenant: SalesTenant,
  body: SalesBody,
  source: SalesSource = 'partner',
): Promise<SalesReport> {
  const known = await findBatch(deps.db, tenant.alias, body.batch_id);
  if (known?.status === 'undone') throw new HttpError(409, SALES_MSG.undone(body.batch_id));
  if (known) return reportOf(known, true);
  const now = deps.now();
  const customers = await customerIds(
    deps.db,
    tenant.alias,
    body.lines.map((l) => l.user_code),
  );
  const { accepted, rows } = checkLines(body.lines, customers, dayIn(tenant.timeZone, now), tenant.calendar);
  const userIds = [...new Set(accepted.map((a) => a.userId))];
  return customerWriteTransaction(deps.db, deps.dialect, userIds, async (trx) => {
    const batch = await insertBatch(trx, {
      tenant_alias: tenant.alias,
      batch_id: body.batch_id,
      lines_read: body.lines.length,
      lines_accepted: accepted.length,
      report_json: JSON.stringify({ rows, points: 0 } satisfies StoredReport),
      created_at: now.toISOString(),
      created_by: who.actor,
    });
    if (!batch) {
      // Posted meanwhile by a concurrent call with the same id: answer what it stored.
      const first = (await findBatch(trx, tenant.alias, body.batch_id))!;
      if (first.status === 'undone') throw new HttpError(409, SALES_MSG.undone(body.batch_id));
      return reportOf(first, true);
    }
    const lines = await insertLines(
      trx,
      accepted.map((a) => ({
        batch_row_id: batch.id,
        tenant_alias: tenant.alias,
        line_no: a.index,
        user_id: a.userId,
        sale_date: a.line.date,
        product_code: a.line.product_code.trim(),
        quantity: a.line.quantity,
        amount_cents: a.cents,
      })),
    );
    const planned = deps.earn ? await deps.earn(trx, { tenantAlias: tenant.alias, batchId: body.batch_id }, lines.map(viewOf)) : [];
    let points = 0;
    for (const c of planned) {
      const row = await credit(trx, {
        tenantAlias: tenant.alias,
        userId: c.userId,
        amount: c.points,
        reason: c.reason,
        externalRef: saleRef(body.batch_id, c.lineNo, c.ruleId),
        at: now,
      });
      if (row) points += c.points;
    }
    // A re-post answers the stored report: it must carry the points credited now.
    if (points > 0) await updateReport(trx, batch.id, JSON.stringify({ rows, points } satisfies StoredReport));
    const report: SalesReport = { ...reportOf(batch, false), points_credited: points };
    await recordAction(
      trx,
      who,
      {
        tenant: tenant.alias,
        action: source === 'console' ? 'sales.upload' : 'partner.sales',
        target: body.batch_id,
        after: { received: report.received, accepted: report.accepted, rejected: report.rejected, points },
      },
      now,
    );
    return report;
  });
}

/** The credits the batch's lines earned (the earning hook's, keyed by saleRef), oldest first. */
async function creditsOf(db: Db, tenantAlias: string, batchId: string, lines: readonly SalesLine[]): Promise<LedgerEntry[]> {
  const lineNos = new Set(lines.map((l) => l.line_no));
  const userIds = [...new Set(lines.map((l) => l.user_id))];
  const prefix = `sale:${batchId}:`;
  const out: LedgerEntry[] = [];
  for (let i = 0; i < userIds.length; i += 500)
    out.push(...(await movementsByRefPrefix(db, tenantAlias, userIds.slice(i, i + 500), prefix)));
  // A batch id may contain ':' ('a' and 'a:1'): only keys whose tail is '<line>:<rule>' of this batch are its own.
  return out.filter((e) => {
    const tail = SALE_REF_TAIL.exec(e.external_ref!.slice(prefix.length));
    return e.amount > 0 && tail !== null && lineNos.has(Number(tail[1]));
  });
}

/**
 * Undoes a batch: marks it undone (it stays, with its lines) and takes back the points it
 * credited with reversal rows, in the customers' locked transaction, never below zero: what a
 * customer spent already is left and answered as not_reversed. Undoing an undone batch changes
 * nothing (duplicate). Audited as partner.sales_undo (sales.undo from the console).
 */
export async function undoSales(
  deps: SalesDeps,
  who: Actor,
  tenantAlias: string,
  batchId: string,
  source: SalesSource = 'partner',
): Promise<UndoAnswer> {
  const batch = await findBatch(deps.db, tenantAlias, batchId);
  if (!batch) throw new HttpError(404, SALES_MSG.notFound(batchId));
  const lines = await linesOfBatchRow(deps.db, batch.id);
  const done = (duplicate: boolean, reversed = 0, notReversed = 0): UndoAnswer => ({
    batch_id: batchId,
    status: 'undone',
    duplicate,
    lines: lines.length,
    points_reversed: reversed,
    not_reversed: notReversed,
  });
  if (batch.status === 'undone') return done(true);
  const credits = await creditsOf(deps.db, tenantAlias, batchId, lines);
  const userIds = [...new Set(credits.map((c) => c.user_id))];
  return customerWriteTransaction(deps.db, deps.dialect, userIds, async (trx) => {
    const now = deps.now();
    if (!(await markUndone(trx, batch.id, now.toISOString(), who.actor))) return done(true);
    let reversed = 0;
    let notReversed = 0;
    const balances = new Map<number, number>();
    for (const credit of credits) {
      const balance = balances.get(credit.user_id) ?? (await balanceOf(trx, credit.user_id));
      const take = Math.min(credit.amount, Math.max(balance, 0));
      if (take > 0) await reverseCredit(trx, { original: credit, amount: take, reason: `Annullamento vendite ${batchId}`, at: now });
      balances.set(credit.user_id, balance - take);
      reversed += take;
      notReversed += credit.amount - take;
    }
    await recordAction(
      trx,
      who,
      {
        tenant: tenantAlias,
        action: source === 'console' ? 'sales.undo' : 'partner.sales_undo',
        target: batchId,
        after: { lines: lines.length, points_reversed: reversed, not_reversed: notReversed },
      },
      now,
    );
    return done(false, reversed, notReversed);
  });
}
