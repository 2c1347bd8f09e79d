/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-voucher-codes.json.
 */
export interface StaffVoucherCodesOperations {
  getVoucherCodes: {
    params: VoucherParams;
    query: undefined;
    body: undefined;
    response: PoolCounts;
  };
  importVoucherCodes: {
    params: VoucherParams;
    query: undefined;
    body: UploadBody;
    response: PoolImport;
  };
}
/**
 * This interface was referenced by `StaffVoucherCodesOperations`'s JSON-Schema
 * via the `definition` "VoucherParams".
 */
export interface VoucherParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The voucher's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffVoucherCodesOperations`'s JSON-Schema
 * via the `definition` "PoolCounts".
 */
export interface PoolCounts {
  /**
   * Codes in the pool.
   */
  total: number;
  /**
   * Codes given to a customer.
   */
  handedOut: number;
  /**
   * Codes still free.
   */
  left: number;
}
/**
 * This interface was referenced by `StaffVoucherCodesOperations`'s JSON-Schema
 * via the `definition` "UploadBody".
 */
export interface UploadBody {
  /**
   * The CSV file part.
   */
  file: unknown;
}
/**
 * This interface was referenced by `StaffVoucherCodesOperations`'s JSON-Schema
 * via the `definition` "PoolImport".
 */
export interface PoolImport {
  total: number;
  handedOut: number;
  left: number;
  /**
   * New codes added by this file.
   */
  added: number;
  /**
   * Codes already in the pool or repeated in the file: unchanged.
   */
  repeated: number;
  /**
   * The first 20 refused codes (cut at 40 characters).
   */
  refused: string[];
  refusedTotal: number;
}

/** The operations of schemas/api/staff-voucher-codes.json, for the API client: `call(staffVoucherCodes.getVoucherCodes, input)`. */
export const staffVoucherCodes = {
  /** How many codes the voucher's pool holds, how many were handed out, how many are left */
  getVoucherCodes: { method: 'GET', path: '/console/tenants/{alias}/vouchers/{id}/codes' } as Operation<StaffVoucherCodesOperations['getVoucherCodes']>,
  /** Adds the codes of a CSV to the voucher's pool */
  importVoucherCodes: { method: 'POST', path: '/console/tenants/{alias}/vouchers/{id}/codes' } as Operation<StaffVoucherCodesOperations['importVoucherCodes']>,
};
