/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * pending: waiting for a decision; approved; rejected (with a reason).
 *
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "ValidationStatus".
 */
export type ValidationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Inputs and answers of the operations of schemas/api/staff-validations.json.
 */
export interface StaffValidationsOperations {
  listValidations: {
    params: TenantParams;
    query: ListQuery;
    body: undefined;
    response: ValidationPage;
    filledQuery: {
      status?: ValidationStatus;
      /**
       * Page, from 1.
       */
      page: number;
    };
  };
  getValidation: {
    params: ValidationParams;
    query: undefined;
    body: undefined;
    response: Validation;
  };
  getReceipt: {
    params: ValidationParams;
    query: undefined;
    body: undefined;
    response: string;
  };
  approveValidation: {
    params: ValidationParams;
    query: undefined;
    body: undefined;
    response: Validation;
  };
  rejectValidation: {
    params: ValidationParams;
    query: undefined;
    body: RejectBody;
    response: Validation;
  };
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "ListQuery".
 */
export interface ListQuery {
  status?: ValidationStatus;
  /**
   * Page, from 1.
   */
  page?: number;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "ValidationPage".
 */
export interface ValidationPage {
  items: Validation[];
  /**
   * Validations in the state asked.
   */
  total: number;
  page: number;
  pageSize: number;
  /**
   * Validations waiting for a decision.
   */
  pending: number;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "Validation".
 */
export interface Validation {
  id: number;
  customer: ValidationCustomer;
  status: ValidationStatus;
  /**
   * yyyy-MM-dd, as the customer typed it.
   */
  receiptDate: string;
  /**
   * HH:mm.
   */
  receiptTime: string;
  /**
   * EUR.
   */
  amount: number;
  /**
   * The file's name on the customer's device (display only).
   */
  originalName: string | null;
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  /**
   * Bytes.
   */
  size: number;
  /**
   * When the customer sent it.
   */
  createdAt: string;
  reviewedAt: string | null;
  /**
   * The staff member who decided (email).
   */
  reviewedBy: string | null;
  /**
   * Why it was rejected, as the customer reads it.
   */
  reason: string | null;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "ValidationCustomer".
 */
export interface ValidationCustomer {
  /**
   * User code.
   */
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "ValidationParams".
 */
export interface ValidationParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The validation's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffValidationsOperations`'s JSON-Schema
 * via the `definition` "RejectBody".
 */
export interface RejectBody {
  /**
   * Why (at least 3 characters once trimmed): the customer reads it in the notification.
   */
  reason: string;
}

/** The operations of schemas/api/staff-validations.json, for the API client: `call(staffValidations.listValidations, input)`. */
export const staffValidations = {
  /** The tenant's prize validations in one state, oldest first for pending ones (the queue), newest first otherwise */
  listValidations: { method: 'GET', path: '/console/tenants/{alias}/validations' } as Operation<StaffValidationsOperations['listValidations']>,
  /** One prize validation: the customer, the receipt's date, time and amount, the file's type and the decision */
  getValidation: { method: 'GET', path: '/console/tenants/{alias}/validations/{id}' } as Operation<StaffValidationsOperations['getValidation']>,
  /** The receipt file, to show inline in the console (JPEG, PNG or PDF, as detected from its content at upload) */
  getReceipt: { method: 'GET', path: '/console/tenants/{alias}/validations/{id}/receipt' } as Operation<StaffValidationsOperations['getReceipt']>,
  /** Approves a pending validation: the prize is confirmed and the customer notified */
  approveValidation: { method: 'POST', path: '/console/tenants/{alias}/validations/{id}/approve' } as Operation<StaffValidationsOperations['approveValidation']>,
  /** Rejects a pending validation with the reason the customer reads; the prize goes back to the customer to validate again */
  rejectValidation: { method: 'POST', path: '/console/tenants/{alias}/validations/{id}/reject' } as Operation<StaffValidationsOperations['rejectValidation']>,
};
