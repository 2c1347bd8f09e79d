/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/regolamento.json.
 */
export interface RegolamentoOperations {
  getRegolamento: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: RegolamentoVersion;
  };
  getPendingRegolamento: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: PendingRegolamento;
  };
  acceptRegolamento: {
    params: undefined;
    query: undefined;
    body: AcceptBody;
    response: RegolamentoAcceptance;
  };
}
/**
 * This interface was referenced by `RegolamentoOperations`'s JSON-Schema
 * via the `definition` "RegolamentoVersion".
 */
export interface RegolamentoVersion {
  /**
   * 1, 2, 3… per tenant.
   */
  version: number;
  /**
   * A PDF document or rich text.
   */
  format: 'pdf' | 'html';
  publishedAt: string;
  /**
   * What changed from the previous version, as the operator wrote it (plain text, lines kept).
   */
  changes: string;
  /**
   * The portal's page of this version: /regolamento/{version}.
   */
  url: string;
  /**
   * SHA-256 of the PDF's bytes or of the sanitised rich text.
   */
  docHash: string;
}
/**
 * This interface was referenced by `RegolamentoOperations`'s JSON-Schema
 * via the `definition` "PendingRegolamento".
 */
export interface PendingRegolamento {
  /**
   * The version in force when the customer has not accepted it; null otherwise (accepted, nothing published, or registration not complete).
   */
  pending: RegolamentoVersion | null;
}
/**
 * This interface was referenced by `RegolamentoOperations`'s JSON-Schema
 * via the `definition` "AcceptBody".
 */
export interface AcceptBody {
  /**
   * The version shown to the customer.
   */
  version: number;
}
/**
 * This interface was referenced by `RegolamentoOperations`'s JSON-Schema
 * via the `definition` "RegolamentoAcceptance".
 */
export interface RegolamentoAcceptance {
  version: number;
  docHash: string;
  acceptedAt: string;
}

/** The operations of schemas/api/regolamento.json, for the API client: `call(regolamento.getRegolamento, input)`. */
export const regolamento = {
  /** The version in force (404 when the tenant has published none) */
  getRegolamento: { method: 'GET', path: '/regolamento' } as Operation<RegolamentoOperations['getRegolamento']>,
  /** The version the signed-in customer still has to accept, or null */
  getPendingRegolamento: { method: 'GET', path: '/regolamento/da-accettare' } as Operation<RegolamentoOperations['getPendingRegolamento']>,
  /** Accepts the version in force */
  acceptRegolamento: { method: 'POST', path: '/regolamento/accettazioni' } as Operation<RegolamentoOperations['acceptRegolamento']>,
};
