/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-privacy.json.
 */
export interface StaffPrivacyOperations {
  getCustomerPrivacy: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: CustomerPrivacy;
  };
  consentHistoryCsv: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  prepareCustomerExport: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: ExportId;
  };
  downloadCustomerExport: {
    params: ExportParams;
    query: undefined;
    body: undefined;
    response: string;
  };
  eraseCustomerData: {
    params: CustomerParams;
    query: undefined;
    body: EraseBody;
    response: OkAnswer;
  };
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "CustomerParams".
 */
export interface CustomerParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The customer's user code.
   */
  username: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "CustomerPrivacy".
 */
export interface CustomerPrivacy {
  /**
   * Every answer, oldest first.
   */
  consents: ConsentHistoryEntry[];
  exports: ExportState[];
  pendingOrders: string[];
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "ConsentHistoryEntry".
 */
export interface ConsentHistoryEntry {
  purpose: string;
  label: string;
  given: boolean;
  version: string | null;
  /**
   * The wording of that version; null when unknown or changed since (its hash differs).
   */
  text: string | null;
  textHash: string | null;
  channel: 'signup' | 'profile' | 'retention' | 'demo' | 'migration';
  recordedAt: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "ExportState".
 */
export interface ExportState {
  /**
   * The export's id (a UUID).
   */
  id: string;
  /**
   * preparing: the job has not finished; ready: downloadable until expiresAt; expired: dropped, ask again.
   */
  state: 'preparing' | 'ready' | 'expired';
  createdAt: string;
  readyAt: string | null;
  /**
   * When the zip is dropped (7 days after it is ready).
   */
  expiresAt: string | null;
  /**
   * 'customer', or the staff member's email.
   */
  requestedBy: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "ExportId".
 */
export interface ExportId {
  /**
   * The export's id: GET it once ready.
   */
  id: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "ExportParams".
 */
export interface ExportParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The customer's user code.
   */
  username: string;
  /**
   * The export's id.
   */
  id: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "EraseBody".
 */
export interface EraseBody {
  /**
   * Why (the customer's request by phone, a court order…): kept in the audit log.
   */
  reason: string;
}
/**
 * This interface was referenced by `StaffPrivacyOperations`'s JSON-Schema
 * via the `definition` "OkAnswer".
 */
export interface OkAnswer {
  ok: true;
}

/** The operations of schemas/api/staff-privacy.json, for the API client: `call(staffPrivacy.getCustomerPrivacy, input)`. */
export const staffPrivacy = {
  /** The customer's consent history (every answer with its wording) and their recent exports */
  getCustomerPrivacy: { method: 'GET', path: '/console/tenants/{alias}/customers/{username}/privacy' } as Operation<StaffPrivacyOperations['getCustomerPrivacy']>,
  /** The customer's consent history as CSV */
  consentHistoryCsv: { method: 'GET', path: '/console/tenants/{alias}/customers/{username}/privacy/consents.csv' } as Operation<StaffPrivacyOperations['consentHistoryCsv']>,
  /** Prepares the customer's data export (the same zip the customer gets); audited as customer.privacy.export */
  prepareCustomerExport: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/privacy/export' } as Operation<StaffPrivacyOperations['prepareCustomerExport']>,
  /** Downloads a prepared export of the customer; audited as customer.privacy.download */
  downloadCustomerExport: { method: 'GET', path: '/console/tenants/{alias}/customers/{username}/privacy/export/{id}' } as Operation<StaffPrivacyOperations['downloadCustomerExport']>,
  /** Anonymises the customer now, with a reason; audited as customer.privacy.erase */
  eraseCustomerData: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/privacy/erase' } as Operation<StaffPrivacyOperations['eraseCustomerData']>,
};
