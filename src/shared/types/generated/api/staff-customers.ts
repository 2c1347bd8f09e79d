/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-customers.json.
 */
export interface StaffCustomersOperations {
  searchCustomers: {
    params: TenantParams;
    query: SearchQuery;
    body: undefined;
    response: CustomerPage;
    filledQuery: {
      /**
       * Words to look for; empty lists everyone.
       */
      q?: string;
      /**
       * Page, from 1.
       */
      page: number;
    };
  };
  exportCustomers: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  getCustomer: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: CustomerDetail;
  };
  adjustPoints: {
    params: CustomerParams;
    query: undefined;
    body: AdjustPointsBody;
    response: BalanceAnswer;
  };
  setCustomerState: {
    params: CustomerParams;
    query: undefined;
    body: StateBody;
    response: CustomerDetail;
  };
  resendActivation: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
  revokeSessions: {
    params: CustomerParams;
    query: undefined;
    body: undefined;
    response: OkAnswer;
  };
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "SearchQuery".
 */
export interface SearchQuery {
  /**
   * Words to look for; empty lists everyone.
   */
  q?: string;
  /**
   * Page, from 1.
   */
  page?: number;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerPage".
 */
export interface CustomerPage {
  items: CustomerSummary[];
  /**
   * Matching customers in all.
   */
  total: number;
  page: number;
  pageSize: number;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerSummary".
 */
export interface CustomerSummary {
  /**
   * User code.
   */
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
  /**
   * Registration completed and confirmed (or activated by staff).
   */
  active: boolean;
  /**
   * May use the prize catalogue.
   */
  pointsEnabled: boolean;
  /**
   * Points balance (the sum of the ledger).
   */
  balance: number;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerParams".
 */
export interface CustomerParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The customer's user code (case-insensitive).
   */
  username: string;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerDetail".
 */
export interface CustomerDetail {
  profile: CustomerProfile;
  active: boolean;
  pointsEnabled: boolean;
  balance: number;
  /**
   * Every movement, newest first (up to ledgerTotal; capped at 5000, the newest).
   */
  ledger: LedgerMovement[];
  /**
   * Movements in all.
   */
  ledgerTotal: number;
  /**
   * Newest first.
   */
  orders: CustomerOrder[];
  /**
   * Open sessions, newest first.
   */
  sessions: CustomerSession[];
}
/**
 * What support needs of the customer's row (never the password).
 *
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerProfile".
 */
export interface CustomerProfile {
  username: string;
  type: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  company: string | null;
  vatcode: string | null;
  phone: string | null;
  /**
   * Street.
   */
  address1: string | null;
  /**
   * House number.
   */
  address2: string | null;
  zipcode: string | null;
  city: string | null;
  district: string | null;
  region: string | null;
  country: string | null;
  /**
   * yyyy-MM-dd.
   */
  dateOfBirth: string | null;
  /**
   * The customer's consents by purpose: every purpose the tenant declares (consents.purposes), in its order, then any purpose the customer answered that the tenant no longer declares (labelled by its id). Never derived from a form field's name.
   */
  consents: CustomerConsent[];
  /**
   * accetta_regolamento.
   */
  acceptsRules: boolean;
  prizeToValidate: boolean;
  /**
   * Signup and profile fields without a column.
   */
  extra: {
    [k: string]: unknown;
  };
  /**
   * The tenant's extra signup fields (those of forms.signup without a column), in the form's order, with the form's label and this customer's value (null when none).
   */
  extraFields: {
    name: string;
    label: string;
    value: string | null;
    /**
     * A tick box (a declaration): value is "1" when ticked, "0" or null otherwise.
     */
    tickBox: boolean;
  }[];
  createdAt: string;
  updatedAt: string;
  activatedAt: string | null;
  /**
   * False for accounts of an external sign-in provider only.
   */
  hasPassword: boolean;
  /**
   * The customer filled in the registration (an activation link was mailed), confirmed or not.
   */
  registrationCompleted: boolean;
}
/**
 * One purpose of the tenant and the customer's current answer for it.
 *
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerConsent".
 */
export interface CustomerConsent {
  /**
   * The purpose's id (marketing, privacy…).
   */
  purpose: string;
  /**
   * The tenant's label of the purpose.
   */
  label: string;
  /**
   * The customer's current answer; null when never asked.
   */
  given: boolean | null;
  /**
   * Version of the wording the answer was given to; null when unknown (recorded before versions existed).
   */
  version: string | null;
  /**
   * When the current answer was recorded (ISO-8601).
   */
  recordedAt: string | null;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "LedgerMovement".
 */
export interface LedgerMovement {
  id: number;
  /**
   * ISO time of the movement; a calendar day alone (yyyy-MM-dd) for one imported with a date and no time.
   */
  date: string;
  /**
   * Signed: positive credits, negative debits.
   */
  delta: number;
  kind: 'credit' | 'debit' | 'reversal' | 'expiry';
  /**
   * What the customer reads in the points detail.
   */
  reason: string;
  /**
   * The order of a debit.
   */
  orderNumber: string | null;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerOrder".
 */
export interface CustomerOrder {
  number: string;
  /**
   * ISO time.
   */
  date: string;
  status: string;
  /**
   * Points spent on the order.
   */
  points: number;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "CustomerSession".
 */
export interface CustomerSession {
  /**
   * Sign-in time (ISO).
   */
  started: string;
  /**
   * Last refresh (ISO): the session's newest token.
   */
  lastUsed: string;
  /**
   * When the session ends unless refreshed (ISO).
   */
  expires: string;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "AdjustPointsBody".
 */
export interface AdjustPointsBody {
  /**
   * Points to add (positive) or take (negative); not zero.
   */
  delta: number;
  /**
   * Why; the customer reads it in the points detail.
   */
  reason: string;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "BalanceAnswer".
 */
export interface BalanceAnswer {
  /**
   * The new balance.
   */
  balance: number;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "StateBody".
 */
export interface StateBody {
  active?: boolean;
  pointsEnabled?: boolean;
}
/**
 * This interface was referenced by `StaffCustomersOperations`'s JSON-Schema
 * via the `definition` "OkAnswer".
 */
export interface OkAnswer {
  ok: boolean;
}

/** The operations of schemas/api/staff-customers.json, for the API client: `call(staffCustomers.searchCustomers, input)`. */
export const staffCustomers = {
  /** Search the tenant's customers by user code, first or last name, company or email */
  searchCustomers: { method: 'GET', path: '/console/tenants/{alias}/customers' } as Operation<StaffCustomersOperations['searchCustomers']>,
  /** Every customer of the tenant as a CSV, with the extra fields of its signup form */
  exportCustomers: { method: 'GET', path: '/console/tenants/{alias}/customers/export.csv' } as Operation<StaffCustomersOperations['exportCustomers']>,
  /** One customer: profile, state, balance, the points ledger, orders and open sessions */
  getCustomer: { method: 'GET', path: '/console/tenants/{alias}/customers/{username}' } as Operation<StaffCustomersOperations['getCustomer']>,
  /** Credits or debits points with a reason the customer sees in the points detail; never below zero */
  adjustPoints: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/points' } as Operation<StaffCustomersOperations['adjustPoints']>,
  /** Activates or deactivates the customer and turns their points on or off; answers the updated customer */
  setCustomerState: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/state' } as Operation<StaffCustomersOperations['setCustomerState']>,
  /** Mails the activation link again to a customer who completed the registration but has not confirmed it */
  resendActivation: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/activation-mail' } as Operation<StaffCustomersOperations['resendActivation']>,
  /** Signs the customer out everywhere: every refresh session ends and access tokens issued until now are refused */
  revokeSessions: { method: 'POST', path: '/console/tenants/{alias}/customers/{username}/sessions/revoke' } as Operation<StaffCustomersOperations['revokeSessions']>,
};
