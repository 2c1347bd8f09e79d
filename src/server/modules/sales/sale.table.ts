import type { Generated, Insertable, Selectable } from 'kysely';

export type SalesBatchStatus = 'posted' | 'undone';

/** A batch of sales lines as a partner posted it: its own id (idempotency key per tenant) and the per-line report answered. */
export interface SalesBatchesTable {
  id: Generated<number>;
  tenant_alias: string;
  /** The partner's id of the batch. */
  batch_id: string;
  status: SalesBatchStatus;
  lines_read: number;
  lines_accepted: number;
  /** The rejected lines as answered the first time, so a repeat answers the same. */
  report_json: string;
  created_at: string;
  /** `apikey:<name>` of the key that posted it. */
  created_by: string;
  undone_at: string | null;
  undone_by: string | null;
}

/** One accepted line: a customer bought `quantity` of a product for `amount_cents` on a day. */
export interface SalesLinesTable {
  id: Generated<number>;
  batch_row_id: number;
  tenant_alias: string;
  /** Position of the line in the posted batch, from 0. */
  line_no: number;
  user_id: number;
  /** YYYY-MM-DD. */
  sale_date: string;
  product_code: string;
  quantity: number;
  amount_cents: number;
}

export type SalesBatch = Selectable<SalesBatchesTable>;
export type SalesLine = Selectable<SalesLinesTable>;
export type NewSalesLine = Insertable<SalesLinesTable>;
