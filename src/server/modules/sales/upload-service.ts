import { createHash } from 'node:crypto';
import { SALES_COLUMNS } from '../../../shared/import-columns.js';
import type { SaleLine, SalesBody } from '../../../shared/types/generated/api/partner.js';
import type {
  AppliedSales,
  BatchPage,
  CustomerPoints,
  FileLine,
  RowError,
  RulePoints,
  SalesPreview,
  UndoneBatch,
} from '../../../shared/types/generated/api/staff-sales.js';
import { HttpError } from '../../http/errors.js';
import type { Actor } from '../audit/service.js';
import { ImportRefusal, parseCsv, type CsvRow } from '../imports/service.js';
import { checkLines, dayIn } from './lines.js';
import { batchesPage, findBatch } from './repository.js';
import { customerIds, postSales, undoSales, type PlannedCredit, type SalesDeps, type SalesTenant } from './service.js';

/**
 * Sales files uploaded in the console: a CSV read into the partner API's sales lines, checked by
 * the same rules (checkLines) and earning by the same plan, then posted by the same postSales as
 * a batch named after the file's content. The preview runs the plan without writing; the apply
 * refuses a file with any row in error, so a file is applied whole or not at all.
 */

export const SALES_FILE_MSG = {
  noFile: 'Allega il file CSV delle vendite',
  tooManyRows: (max: number) => `Il file ha più di ${max.toLocaleString('it-IT')} righe: dividilo in più file`,
  invalid: (n: number) =>
    `${n === 1 ? 'Una riga del file ha un errore' : `${n} righe del file hanno errori`}: nulla è stato applicato. Correggi il file e caricalo di nuovo.`,
  refused: 'File rifiutato',
  undone:
    'Questo file è già stato applicato e poi annullato: per applicare di nuovo le stesse vendite, correggi il file (ogni file si applica una volta sola) e caricalo di nuovo',
} as const;

const MAX_ROWS = 10_000;
/** What a screen shows of a large file: enough to find and fix, the totals say the rest. */
const LIST_LIMIT = 200;
const CREDITS_LIMIT = 500;
const CUSTOMERS_LIMIT = 500;
const LINES_LIMIT = 500;

const COLUMN_SPEC = { required: SALES_COLUMNS.map((c) => c.name), optional: [] };

interface SalesFile {
  batchId: string;
  lines: SaleLine[];
  /** The file's line of each entry of `lines`. */
  fileLines: number[];
  /** Rows that could not become a sales line (a column's format). */
  errors: RowError[];
  /** The first rows as written, for the preview to show each beside its outcome. */
  written: FileLine[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const IT_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const AMOUNT = /^\d{1,10}([.,]\d{1,2})?$/;

/** A row's values as a sales line, or the first column in error. */
function lineOf(row: CsvRow): SaleLine | string {
  const v = row.values;
  const userCode = v['user_code'] ?? '';
  if (!userCode) return 'user_code: obbligatorio';
  if (userCode.length > 64) return 'user_code: più di 64 caratteri';
  const dateText = v['date'] ?? '';
  const it = IT_DAY.exec(dateText);
  const date = it ? `${it[3]}-${it[2]!.padStart(2, '0')}-${it[1]!.padStart(2, '0')}` : dateText;
  if (!DAY.test(date)) return `date: "${dateText}" non è una data (AAAA-MM-GG o GG/MM/AAAA)`;
  const product = v['product_code'] ?? '';
  if (!product) return 'product_code: obbligatorio';
  if (product.length > 100) return 'product_code: più di 100 caratteri';
  const quantityText = v['quantity'] ?? '';
  const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!(quantity >= 1 && quantity <= 1_000_000)) return `quantity: "${quantityText}" non è un numero intero di pezzi da 1 a 1.000.000`;
  const amountText = v['amount'] ?? '';
  if (!AMOUNT.test(amountText))
    return `amount: "${amountText}" non è un importo (cifre e al massimo due decimali dopo la virgola o il punto, senza separatore delle migliaia)`;
  const amount = Number(amountText.replace(',', '.'));
  if (amount > 1_000_000_000) return `amount: ${amountText} supera 1.000.000.000 €`;
  return { user_code: userCode, date, product_code: product, quantity, amount };
}

async function readSalesFile(file: unknown): Promise<SalesFile> {
  if (!Buffer.isBuffer(file) || file.length === 0)
    throw new HttpError(400, SALES_FILE_MSG.noFile, [{ field: 'file', message: SALES_FILE_MSG.noFile }]);
  let table;
  try {
    table = await parseCsv(file, COLUMN_SPEC);
  } catch (err) {
    if (!(err instanceof ImportRefusal)) throw err;
    const lines = err.lines.map((line) => line.trim());
    throw new HttpError(
      400,
      `${SALES_FILE_MSG.refused}: ${lines[0]}`,
      lines.map((message) => ({ field: 'file', message })),
    );
  }
  if (table.rows.length + table.malformed.length > MAX_ROWS)
    throw new HttpError(400, SALES_FILE_MSG.tooManyRows(MAX_ROWS), [{ field: 'file', message: SALES_FILE_MSG.tooManyRows(MAX_ROWS) }]);
  const errors: RowError[] = table.malformed.map((m) => ({ line: m.line, message: m.reason }));
  const lines: SaleLine[] = [];
  const fileLines: number[] = [];
  for (const row of table.rows) {
    const line = lineOf(row);
    if (typeof line === 'string') errors.push({ line: row.line, message: line });
    else {
      lines.push(line);
      fileLines.push(row.line);
    }
  }
  errors.sort((a, b) => a.line - b.line);
  const written = table.rows.slice(0, LINES_LIMIT).map(({ line, values: v }) => ({
    line,
    user_code: v['user_code'] ?? '',
    date: v['date'] ?? '',
    product_code: v['product_code'] ?? '',
    quantity: v['quantity'] ?? '',
    amount: v['amount'] ?? '',
  }));
  return { batchId: `console-${createHash('sha256').update(file).digest('hex').slice(0, 16)}`, lines, fileLines, errors, written };
}

/** The file's lines judged as the partner API judges them: errors, lines the calendar leaves out, lines that may earn. */
async function judge(deps: SalesDeps, tenant: SalesTenant, file: SalesFile) {
  const customers = await customerIds(
    deps.db,
    tenant.alias,
    file.lines.map((l) => l.user_code),
  );
  const checked = checkLines(file.lines, customers, dayIn(tenant.timeZone, deps.now()), tenant.calendar);
  const outsideSet = new Set(checked.outside);
  const errors = [...file.errors];
  const outside: RowError[] = [];
  for (const row of checked.rows)
    if (row.outcome === 'rejected')
      (outsideSet.has(row.index) ? outside : errors).push({ line: file.fileLines[row.index]!, message: row.reason! });
  errors.sort((a, b) => a.line - b.line);
  return { checked, errors, outside, rows: file.lines.length + file.errors.length };
}

/** Sums credits per key, in the order each key first appears. */
function totals<K>(credits: readonly PlannedCredit[], keyOf: (c: PlannedCredit) => K): Map<K, PlannedCredit[]> {
  const out = new Map<K, PlannedCredit[]>();
  for (const c of credits) {
    const key = keyOf(c);
    const list = out.get(key);
    if (list) list.push(c);
    else out.set(key, [c]);
  }
  return out;
}

const byRule = (credits: readonly PlannedCredit[]): RulePoints[] =>
  [...totals(credits, (c) => c.ruleId)].map(([ruleId, list]) => ({
    rule_id: ruleId,
    label: list[0]!.ruleLabel,
    points: list.reduce((sum, c) => sum + c.points, 0),
  }));

/**
 * What the file would credit if applied now, per customer and per rule, and each credit with
 * the reason the customer will read. Writes nothing. Credits are computed only for a valid file
 * (an invalid one is never applied).
 */
export async function previewSalesFile(deps: SalesDeps, tenant: SalesTenant, file: unknown): Promise<SalesPreview> {
  const parsed = await readSalesFile(file);
  const { checked, errors, outside, rows } = await judge(deps, tenant, parsed);
  const known = await findBatch(deps.db, tenant.alias, parsed.batchId);
  const valid = errors.length === 0;
  const views = checked.accepted.map((a) => ({
    lineNo: a.index,
    userId: a.userId,
    date: a.line.date,
    productCode: a.line.product_code.trim(),
    quantity: a.line.quantity,
    amountCents: a.cents,
  }));
  const credits = valid && deps.earn ? await deps.earn(deps.db, { tenantAlias: tenant.alias, batchId: parsed.batchId }, views) : [];
  const codeOf = new Map(checked.accepted.map((a) => [a.userId, a.line.user_code.trim().toUpperCase()]));
  const linesOf = new Map<number, number>();
  for (const a of checked.accepted) linesOf.set(a.userId, (linesOf.get(a.userId) ?? 0) + 1);
  const customers: CustomerPoints[] = [...totals(credits, (c) => c.userId)]
    .map(([userId, list]) => ({
      user_code: codeOf.get(userId)!,
      lines: linesOf.get(userId) ?? 0,
      points: list.reduce((sum, c) => sum + c.points, 0),
      rules: byRule(list),
    }))
    .sort((a, b) => a.user_code.localeCompare(b.user_code));
  return {
    batch_id: parsed.batchId,
    valid,
    ...(known ? { already_applied: true } : {}),
    rows,
    lines: parsed.written,
    errors: errors.slice(0, LIST_LIMIT),
    errors_total: errors.length,
    outside: outside.slice(0, LIST_LIMIT),
    points: credits.reduce((sum, c) => sum + c.points, 0),
    customers: customers.slice(0, CUSTOMERS_LIMIT),
    rules: byRule(credits),
    credits: credits.slice(0, CREDITS_LIMIT).map((c) => ({
      line: parsed.fileLines[c.lineNo]!,
      user_code: codeOf.get(c.userId)!,
      rule_id: c.ruleId,
      points: c.points,
      reason: c.reason,
    })),
    credits_total: credits.length,
  };
}

/** Posts a valid file as the batch `console-<hash>` (the same file again: duplicate); audited as sales.upload. */
export async function applySalesFile(deps: SalesDeps, who: Actor, tenant: SalesTenant, file: unknown): Promise<AppliedSales> {
  const parsed = await readSalesFile(file);
  const { errors } = await judge(deps, tenant, parsed);
  if (errors.length > 0)
    throw new HttpError(
      400,
      SALES_FILE_MSG.invalid(errors.length),
      errors.slice(0, LIST_LIMIT).map((e) => ({ field: `riga ${e.line}`, message: e.message })),
    );
  if ((await findBatch(deps.db, tenant.alias, parsed.batchId))?.status === 'undone') throw new HttpError(409, SALES_FILE_MSG.undone);
  const report = await postSales(deps, who, tenant, { batch_id: parsed.batchId, lines: parsed.lines as SalesBody['lines'] }, 'console');
  return {
    batch_id: report.batch_id,
    duplicate: report.duplicate,
    rows: report.received,
    accepted: report.accepted,
    points_credited: report.points_credited,
  };
}

const PAGE_SIZE = 20;

/** The tenant's batches, newest first, whoever sent them, with what each credited. */
export async function listSalesBatches(deps: Pick<SalesDeps, 'db'>, tenantAlias: string, page: number): Promise<BatchPage> {
  const { rows, total } = await batchesPage(deps.db, tenantAlias, page, PAGE_SIZE);
  return {
    items: rows.map((b) => ({
      batch_id: b.batch_id,
      source: b.created_by.startsWith('apikey:') ? ('partner' as const) : ('console' as const),
      created_at: b.created_at,
      created_by: b.created_by,
      rows: b.lines_read,
      accepted: b.lines_accepted,
      points_credited: (JSON.parse(b.report_json) as { points: number }).points,
      status: b.status,
      undone_at: b.undone_at,
      undone_by: b.undone_by,
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** The partner API's undo, from the console: audited as sales.undo. */
export async function undoSalesBatch(deps: SalesDeps, who: Actor, tenantAlias: string, batchId: string): Promise<UndoneBatch> {
  const { batch_id, duplicate, lines, points_reversed, not_reversed } = await undoSales(deps, who, tenantAlias, batchId, 'console');
  return { batch_id, duplicate, lines, points_reversed, not_reversed };
}
