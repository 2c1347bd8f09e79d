/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-imports.json.
 */
export interface StaffImportsOperations {
  startUsersImport: {
    params: TenantParams;
    query: undefined;
    body: UploadBody;
    response: ImportJob;
    /**
     * The upload's parts. Multipart sends every value as text: dryRun 'true' or 'false'.
     */
    filledBody: {
      /**
       * The file part: a CSV (UTF-8, `;` or `,`, header on line 1), at most 5 MB; for the catalogue also a zip of one CSV and the pictures its rows name, at most 50 MB.
       */
      file: unknown;
      /**
       * The file's name on the staff member's computer, for the report and the audit log (the part's own name is not kept).
       */
      fileName?: string;
      /**
       * True: check against the database and write nothing.
       */
      dryRun: boolean;
    };
  };
  getUsersImport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    response: ImportJob;
  };
  exportUsersImportReport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  startPointsImport: {
    params: TenantParams;
    query: undefined;
    body: UploadBody;
    response: ImportJob;
    /**
     * The upload's parts. Multipart sends every value as text: dryRun 'true' or 'false'.
     */
    filledBody: {
      /**
       * The file part: a CSV (UTF-8, `;` or `,`, header on line 1), at most 5 MB; for the catalogue also a zip of one CSV and the pictures its rows name, at most 50 MB.
       */
      file: unknown;
      /**
       * The file's name on the staff member's computer, for the report and the audit log (the part's own name is not kept).
       */
      fileName?: string;
      /**
       * True: check against the database and write nothing.
       */
      dryRun: boolean;
    };
  };
  getPointsImport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    response: ImportJob;
  };
  exportPointsImportReport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  startCatalogImport: {
    params: TenantParams;
    query: undefined;
    body: UploadBody;
    response: ImportJob;
    /**
     * The upload's parts. Multipart sends every value as text: dryRun 'true' or 'false'.
     */
    filledBody: {
      /**
       * The file part: a CSV (UTF-8, `;` or `,`, header on line 1), at most 5 MB; for the catalogue also a zip of one CSV and the pictures its rows name, at most 50 MB.
       */
      file: unknown;
      /**
       * The file's name on the staff member's computer, for the report and the audit log (the part's own name is not kept).
       */
      fileName?: string;
      /**
       * True: check against the database and write nothing.
       */
      dryRun: boolean;
    };
  };
  getCatalogImport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    response: ImportJob;
  };
  exportCatalogImportReport: {
    params: JobParams;
    query: undefined;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
}
/**
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * The upload's parts. Multipart sends every value as text: dryRun 'true' or 'false'.
 *
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "UploadBody".
 */
export interface UploadBody {
  /**
   * The file part: a CSV (UTF-8, `;` or `,`, header on line 1), at most 5 MB; for the catalogue also a zip of one CSV and the pictures its rows name, at most 50 MB.
   */
  file: unknown;
  /**
   * The file's name on the staff member's computer, for the report and the audit log (the part's own name is not kept).
   */
  fileName?: string;
  /**
   * True: check against the database and write nothing.
   */
  dryRun?: boolean;
}
/**
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "ImportJob".
 */
export interface ImportJob {
  id: number;
  kind: 'users' | 'points' | 'catalog';
  /**
   * A check: nothing is written.
   */
  dryRun: boolean;
  fileName: string;
  /**
   * running from the upload until the report (also while queued, and while another server process resumes it after a stop); failed: stopped by repeated server errors (error says why); rows written before it stay, and importing the same file again completes it.
   */
  state: 'running' | 'done' | 'failed';
  /**
   * Rows dealt with so far, of total.
   */
  processed: number;
  /**
   * Data rows of the file.
   */
  total: number;
  /**
   * Catalogue only: the zip's new pictures to encode (those seen before are reused) and how many are done; null for other imports and until they are counted.
   */
  pictures: {
    done: number;
    total: number;
  } | null;
  /**
   * Times another server process resumed the import after the one running it stopped (rows already written are not written again nor counted twice).
   */
  resumes: number;
  /**
   * Email of the staff member who uploaded the file.
   */
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  /**
   * Why a failed job stopped, in Italian.
   */
  error: string | null;
  /**
   * Once done: the counts and the rows to look at; null before.
   */
  report: ImportReport | null;
}
/**
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "ImportReport".
 */
export interface ImportReport {
  /**
   * Data rows of the file.
   */
  read: number;
  /**
   * Rows imported (with dryRun: that would be).
   */
  accepted: number;
  /**
   * Rows already in the database, left unchanged.
   */
  skipped: number;
  /**
   * Rows not imported, each with its reason.
   */
  rejected: number;
  /**
   * The first 500 skipped and rejected rows: rejected first, each group by line. The CSV download has them all.
   *
   * @maxItems 500
   */
  notes: ReportNote[];
  /**
   * Skipped and rejected rows in all.
   */
  notesTotal: number;
}
/**
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "ReportNote".
 */
export interface ReportNote {
  /**
   * Line of the file (the header is line 1).
   */
  line: number;
  /**
   * The row's user code (customers), external_ref (points) or prize code (catalogue); empty when unreadable.
   */
  key: string;
  /**
   * skipped: already in the database, left as it is; rejected: not imported, for `reason`.
   */
  outcome: 'skipped' | 'rejected';
  /**
   * Why, in Italian, naming the column.
   */
  reason: string;
}
/**
 * This interface was referenced by `StaffImportsOperations`'s JSON-Schema
 * via the `definition` "JobParams".
 */
export interface JobParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The job's id, from the upload's answer.
   */
  id: number;
}

/** The operations of schemas/api/staff-imports.json, for the API client: `call(staffImports.startUsersImport, input)`. */
export const staffImports = {
  /** Uploads a customers CSV and starts its import (or its check, with dryRun) */
  startUsersImport: { method: 'POST', path: '/console/tenants/{alias}/imports/users' } as Operation<StaffImportsOperations['startUsersImport']>,
  /** A customers import: its progress, then its report */
  getUsersImport: { method: 'GET', path: '/console/tenants/{alias}/imports/users/{id}' } as Operation<StaffImportsOperations['getUsersImport']>,
  /** Every skipped and rejected row of a finished customers import, as the CSV of `--report` */
  exportUsersImportReport: { method: 'GET', path: '/console/tenants/{alias}/imports/users/{id}/report.csv' } as Operation<StaffImportsOperations['exportUsersImportReport']>,
  /** Uploads a points movements CSV and starts its import (or its check, with dryRun) */
  startPointsImport: { method: 'POST', path: '/console/tenants/{alias}/imports/points' } as Operation<StaffImportsOperations['startPointsImport']>,
  /** A points import: its progress, then its report */
  getPointsImport: { method: 'GET', path: '/console/tenants/{alias}/imports/points/{id}' } as Operation<StaffImportsOperations['getPointsImport']>,
  /** Every skipped and rejected row of a finished points import, as the CSV of `--report` */
  exportPointsImportReport: { method: 'GET', path: '/console/tenants/{alias}/imports/points/{id}/report.csv' } as Operation<StaffImportsOperations['exportPointsImportReport']>,
  /** Uploads a catalogue (a CSV, or a zip of the CSV and its pictures) and starts its import (or its check, with dryRun) */
  startCatalogImport: { method: 'POST', path: '/console/tenants/{alias}/imports/catalog' } as Operation<StaffImportsOperations['startCatalogImport']>,
  /** A catalogue import: its progress, then its report */
  getCatalogImport: { method: 'GET', path: '/console/tenants/{alias}/imports/catalog/{id}' } as Operation<StaffImportsOperations['getCatalogImport']>,
  /** Every skipped and rejected row of a finished catalogue import, as the CSV of `--report` */
  exportCatalogImportReport: { method: 'GET', path: '/console/tenants/{alias}/imports/catalog/{id}/report.csv' } as Operation<StaffImportsOperations['exportCatalogImportReport']>,
};
