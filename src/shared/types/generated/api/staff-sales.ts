/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-sales.json.
 */
export interface StaffSalesOperations {
  previewSalesFile: {
    params: TenantParams;
    query: undefined;
    body: UploadBody;
    response: SalesPreview;
  };
  applySalesFile: {
    params: TenantParams;
    query: undefined;
    body: UploadBody;
    response: AppliedSales;
  };
  listSalesBatches: {
    params: TenantParams;
    query: PageQuery;
    body: undefined;
    response: BatchPage;
    filledQuery: {
      /**
       * Page, from 1 (20 a page).
       */
      page: number;
    };
  };
  undoSalesBatch: {
    params: BatchParams;
    query: undefined;
    body: undefined;
    response: UndoneBatch;
  };
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "UploadBody".
 */
export interface UploadBody {
  /**
   * The CSV file part.
   */
  file: unknown;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "SalesPreview".
 */
export interface SalesPreview {
  /**
   * The id the apply will give the batch.
   */
  batch_id: string;
  /**
   * No row in error: the file may be applied.
   */
  valid: boolean;
  /**
   * This very file was applied before (the apply answers duplicate).
   */
  already_applied?: boolean;
  /**
   * Data rows read.
   */
  rows: number;
  /**
   * The first 500 rows with their columns (rows whose columns could not be read are only in errors).
   */
  lines: FileLine[];
  /**
   * The first 200 rows in error.
   */
  errors: RowError[];
  errors_total: number;
  /**
   * The first 200 rows that earn nothing because of the programme's calendar, with the reason.
   */
  outside: RowError[];
  /**
   * Points the file would credit in all.
   */
  points: number;
  /**
   * The first 500 customers the file credits, by user code.
   */
  customers: CustomerPoints[];
  /**
   * Totals per rule, in the order of their first credit.
   */
  rules: RulePoints[];
  /**
   * The first 500 credits, by line.
   */
  credits: LineCredit[];
  credits_total: number;
}
/**
 * A row's values as written in the file (before any check), for the screen to show beside its credits or its reason.
 *
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "FileLine".
 */
export interface FileLine {
  /**
   * Line of the file (the header is 1).
   */
  line: number;
  user_code: string;
  date: string;
  product_code: string;
  quantity: string;
  amount: string;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "RowError".
 */
export interface RowError {
  /**
   * Line of the file (the header is 1); 0 for the file as a whole.
   */
  line: number;
  /**
   * Why, in Italian, naming the column.
   */
  message: string;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "CustomerPoints".
 */
export interface CustomerPoints {
  user_code: string;
  /**
   * The customer's rows that may earn.
   */
  lines: number;
  /**
   * What the file credits the customer.
   */
  points: number;
  /**
   * Per rule, in the order of their first credit; rules crediting nothing left out.
   */
  rules: RulePoints[];
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "RulePoints".
 */
export interface RulePoints {
  rule_id: string;
  /**
   * The rule's name, as customers read it.
   */
  label: string;
  points: number;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "LineCredit".
 */
export interface LineCredit {
  /**
   * Line of the file.
   */
  line: number;
  user_code: string;
  rule_id: string;
  points: number;
  /**
   * What the customer will read in their points detail.
   */
  reason: string;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "AppliedSales".
 */
export interface AppliedSales {
  batch_id: string;
  /**
   * The same file was applied before: nothing more was credited.
   */
  duplicate: boolean;
  rows: number;
  /**
   * Rows stored (those outside the earning days are not).
   */
  accepted: number;
  points_credited: number;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  /**
   * Page, from 1 (20 a page).
   */
  page?: number;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "BatchPage".
 */
export interface BatchPage {
  items: SalesBatch[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "SalesBatch".
 */
export interface SalesBatch {
  batch_id: string;
  /**
   * Uploaded from the console, or posted through the partner API.
   */
  source: 'console' | 'partner';
  created_at: string;
  /**
   * The staff member's email, or apikey:<name>.
   */
  created_by: string;
  rows: number;
  accepted: number;
  points_credited: number;
  status: 'posted' | 'undone';
  undone_at: string | null;
  undone_by: string | null;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "BatchParams".
 */
export interface BatchParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The batch's id.
   */
  batch_id: string;
}
/**
 * This interface was referenced by `StaffSalesOperations`'s JSON-Schema
 * via the `definition` "UndoneBatch".
 */
export interface UndoneBatch {
  batch_id: string;
  /**
   * It was undone already: nothing changed.
   */
  duplicate: boolean;
  lines: number;
  points_reversed: number;
  /**
   * Points credited by the batch that the customers had already spent.
   */
  not_reversed: number;
}

/** The operations of schemas/api/staff-sales.json, for the API client: `call(staffSales.previewSalesFile, input)`. */
export const staffSales = {
  /** What a sales CSV would credit, per customer and per rule, without writing anything */
  previewSalesFile: { method: 'POST', path: '/console/tenants/{alias}/sales/preview' } as Operation<StaffSalesOperations['previewSalesFile']>,
  /** Stores a sales CSV as a batch and credits what it earns */
  applySalesFile: { method: 'POST', path: '/console/tenants/{alias}/sales' } as Operation<StaffSalesOperations['applySalesFile']>,
  /** The tenant's sales batches, newest first, from the console and the partner API */
  listSalesBatches: { method: 'GET', path: '/console/tenants/{alias}/sales' } as Operation<StaffSalesOperations['listSalesBatches']>,
  /** Undoes a sales batch: its credits are reversed by new ledger rows, never below zero */
  undoSalesBatch: { method: 'DELETE', path: '/console/tenants/{alias}/sales/{batch_id}' } as Operation<StaffSalesOperations['undoSalesBatch']>,
};
