/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/privacy.json.
 */
export interface PrivacyOperations {
  getPrivacy: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: PrivacyOverview;
  };
  setConsent: {
    params: undefined;
    query: undefined;
    body: ConsentChoice;
    response: PrivacyOverview;
  };
  requestDataExport: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: ExportId;
  };
  getDataExport: {
    params: ExportParams;
    query: undefined;
    body: undefined;
    response: string;
  };
  requestErasure: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  confirmErasure: {
    params: undefined;
    query: undefined;
    body: EraseConfirmBody;
    response: OkAnswer;
  };
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "PrivacyOverview".
 */
export interface PrivacyOverview {
  consents: ConsentNow[];
  /**
   * The most recent exports, newest first.
   */
  exports: ExportState[];
  /**
   * Order numbers neither shipped nor cancelled: while any, erasure is refused.
   */
  pendingOrders: string[];
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "ConsentNow".
 */
export interface ConsentNow {
  purpose: string;
  label: string;
  /**
   * The current wording (HTML, sanitized when shown).
   */
  text: string;
  /**
   * The current wording's version.
   */
  version: string;
  /**
   * The customer's current answer; null when never asked.
   */
  given: boolean | null;
  recordedAt: string | null;
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
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
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "ConsentChoice".
 */
export interface ConsentChoice {
  /**
   * A purpose the tenant declares.
   */
  purpose: string;
  given: boolean;
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "ExportId".
 */
export interface ExportId {
  /**
   * The export's id: GET it once ready.
   */
  id: string;
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "ExportParams".
 */
export interface ExportParams {
  /**
   * The export's id.
   */
  id: string;
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "OkAnswer".
 */
export interface OkAnswer {
  ok: true;
}
/**
 * This interface was referenced by `PrivacyOperations`'s JSON-Schema
 * via the `definition` "EraseConfirmBody".
 */
export interface EraseConfirmBody {
  /**
   * The code of the mailed link.
   */
  code: string;
}

/** The operations of schemas/api/privacy.json, for the API client: `call(privacy.getPrivacy, input)`. */
export const privacy = {
  /** The customer's consents by purpose with their current wording, their recent exports and whether erasure is possible now */
  getPrivacy: { method: 'GET', path: '/privacy' } as Operation<PrivacyOperations['getPrivacy']>,
  /** Gives or withdraws one consent; recorded with the purpose's current wording and channel profile */
  setConsent: { method: 'POST', path: '/privacy/consents' } as Operation<PrivacyOperations['setConsent']>,
  /** Asks for a copy of the customer's data: prepared by a job, announced by mail */
  requestDataExport: { method: 'POST', path: '/privacy/export' } as Operation<PrivacyOperations['requestDataExport']>,
  /** The export's zip, only to its owner signed in */
  getDataExport: { method: 'GET', path: '/privacy/export/{id}' } as Operation<PrivacyOperations['getDataExport']>,
  /** Asks to delete the account: a confirmation link goes by mail; nothing changes until it is opened */
  requestErasure: { method: 'POST', path: '/privacy/erase' } as Operation<PrivacyOperations['requestErasure']>,
  /** The mailed link, opened: anonymises the account now */
  confirmErasure: { method: 'POST', path: '/privacy/erase/confirm' } as Operation<PrivacyOperations['confirmErasure']>,
};
