/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * A date (YYYY-MM-DD: the whole day, UTC) or an ISO-8601 date-time; both bounds inclusive.
 *
 * This interface was referenced by `StaffAuditOperations`'s JSON-Schema
 * via the `definition` "AuditTime".
 */
export type AuditTime = string;

/**
 * Inputs and answers of the operations of schemas/api/staff-audit.json.
 */
export interface StaffAuditOperations {
  listAudit: {
    params: undefined;
    query: AuditQuery;
    body: undefined;
    response: AuditPage;
    filledQuery: {
      /**
       * Only this tenant's entries.
       */
      tenant?: string;
      /**
       * Only this action, e.g. tenant.override.
       */
      action?: string;
      /**
       * Only this staff email or shell user.
       */
      actor?: string;
      since?: AuditTime;
      until?: AuditTime;
      /**
       * Only entries older than this id (the previous page's nextBefore).
       */
      before?: number;
      limit: number;
    };
  };
  exportAudit: {
    params: undefined;
    query: AuditExportQuery;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
    filledQuery: {
      tenant?: string;
      action?: string;
      actor?: string;
      since?: AuditTime;
      until?: AuditTime;
      before?: number;
      limit: number;
    };
  };
}
/**
 * This interface was referenced by `StaffAuditOperations`'s JSON-Schema
 * via the `definition` "AuditQuery".
 */
export interface AuditQuery {
  /**
   * Only this tenant's entries.
   */
  tenant?: string;
  /**
   * Only this action, e.g. tenant.override.
   */
  action?: string;
  /**
   * Only this staff email or shell user.
   */
  actor?: string;
  since?: AuditTime;
  until?: AuditTime;
  /**
   * Only entries older than this id (the previous page's nextBefore).
   */
  before?: number;
  limit?: number;
}
/**
 * This interface was referenced by `StaffAuditOperations`'s JSON-Schema
 * via the `definition` "AuditPage".
 */
export interface AuditPage {
  items: AuditItem[];
  /**
   * Pass as `before` for the next page; null on the last page.
   */
  nextBefore: number | null;
}
/**
 * This interface was referenced by `StaffAuditOperations`'s JSON-Schema
 * via the `definition` "AuditItem".
 */
export interface AuditItem {
  id: number;
  /**
   * ISO-8601 UTC.
   */
  at: string;
  /**
   * Staff email, or the shell user for `tenant set`.
   */
  actor: string;
  role: 'operator' | 'support' | 'cli' | 'partner' | 'system';
  /**
   * Null for actions on no tenant (sign-in, second factor).
   */
  tenant: string | null;
  /**
   * Dotted verb, e.g. tenant.override.
   */
  action: string;
  /**
   * The action's Italian name, e.g. «Impostazione modificata» (the action itself for one no longer described).
   */
  label: string;
  /**
   * The entry as one Italian sentence, both sides of the change with their values in words, e.g. «Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato».
   */
  description: string;
  /**
   * What was acted on: a settings path, a user code, an email.
   */
  target: string;
  /**
   * Value before (any JSON); absent when there was none.
   */
  before?: unknown;
  /**
   * Value after (any JSON); absent when there is none.
   */
  after?: unknown;
  /**
   * Client address; null from the shell.
   */
  address: string | null;
}
/**
 * This interface was referenced by `StaffAuditOperations`'s JSON-Schema
 * via the `definition` "AuditExportQuery".
 */
export interface AuditExportQuery {
  tenant?: string;
  action?: string;
  actor?: string;
  since?: AuditTime;
  until?: AuditTime;
  before?: number;
  limit?: number;
}

/** The operations of schemas/api/staff-audit.json, for the API client: `call(staffAudit.listAudit, input)`. */
export const staffAudit = {
  /** Audit entries newest first, a page at a time (pass nextBefore as before for the next page) */
  listAudit: { method: 'GET', path: '/console/audit' } as Operation<StaffAuditOperations['listAudit']>,
  /** The audit entries the same filters select, as a CSV download (UTF-8 with BOM, `;`-separated, newest first) */
  exportAudit: { method: 'GET', path: '/console/audit/export.csv' } as Operation<StaffAuditOperations['exportAudit']>,
};
