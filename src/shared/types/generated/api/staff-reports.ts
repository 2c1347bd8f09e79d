/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-reports.json.
 */
export interface StaffReportsOperations {
  getClosingReport: {
    params: TenantParams;
    query: PeriodQuery;
    body: undefined;
    response: ClosingReport;
  };
  downloadClosingReportCsv: {
    params: TenantParams;
    query: PeriodQuery;
    body: undefined;
    /**
     * CSV, `;`-separated, CRLF line ends.
     */
    response: string;
  };
  downloadClosingReportPdf: {
    params: TenantParams;
    query: PeriodQuery;
    body: undefined;
    /**
     * A PDF document.
     */
    response: string;
  };
}
/**
 * This interface was referenced by `StaffReportsOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffReportsOperations`'s JSON-Schema
 * via the `definition` "PeriodQuery".
 */
export interface PeriodQuery {
  /**
   * First day of the period (YYYY-MM-DD, tenant's clock), included.
   */
  from: string;
  /**
   * Last day of the period (YYYY-MM-DD, tenant's clock), included; not before from.
   */
  to: string;
}
/**
 * This interface was referenced by `StaffReportsOperations`'s JSON-Schema
 * via the `definition` "ClosingReport".
 */
export interface ClosingReport {
  tenant: {
    alias: string;
    /**
     * The programme's name (tenant file).
     */
    name: string;
    /**
     * The promoter as the tenant file states it (footer.companyLine).
     */
    company: string | null;
  };
  period: {
    from: string;
    to: string;
    timeZone: string;
  };
  points: ClosingPoints;
  prizes: {
    /**
     * Orders placed in the period.
     */
    requested: {
      /**
       * Orders.
       */
      orders: number;
      /**
       * Pieces (the lines' quantities).
       */
      prizes: number;
    };
    /**
     * Orders marked delivered in the period.
     */
    delivered: {
      orders: number;
      prizes: number;
      /**
       * Of them, delivered after their due date.
       */
      late: number;
    };
    /**
     * Orders cancelled in the period.
     */
    cancelled: {
      /**
       * Orders.
       */
      orders: number;
      /**
       * Pieces (the lines' quantities).
       */
      prizes: number;
    };
    /**
     * Orders neither delivered nor cancelled at the end of the period.
     */
    outstanding: {
      orders: number;
      prizes: number;
      /**
       * Owed orders whose due date is before the period's last day.
       */
      overdue: number;
      /**
       * The owed pieces at their prizes' declared cost, euro cents.
       */
      valueCents: number;
      /**
       * Owed pieces without a declared cost (not in valueCents).
       */
      uncosted: number;
    };
  };
  /**
   * The DPR 430 deposit computed on the value of the prizes owed.
   */
  deposit: {
    /**
     * The share of the owed prizes' value (0.2).
     */
    rate: number;
    /**
     * rate × valueCents, rounded to the cent.
     */
    cents: number;
  };
  /**
   * Orders delivered in the period, in delivery order.
   */
  deliveries: ClosingDelivery[];
  generatedAt: string;
}
/**
 * This interface was referenced by `StaffReportsOperations`'s JSON-Schema
 * via the `definition` "ClosingPoints".
 */
export interface ClosingPoints {
  /**
   * The customers' total balance when the period starts.
   */
  opening: number;
  /**
   * Credits of the period not tied to an order (rules, imports, staff, partner API).
   */
  issued: number;
  /**
   * Points taken back outside orders in the period (staff debits, partner debits, reversals of an import).
   */
  withdrawn: number;
  /**
   * Points orders took in the period, net of what cancelled orders gave back.
   */
  spent: number;
  /**
   * Points the expiry job wrote off in the period.
   */
  expired: number;
  /**
   * The customers' total balance at the end of the period: opening + issued − withdrawn − spent − expired.
   */
  outstanding: number;
}
/**
 * This interface was referenced by `StaffReportsOperations`'s JSON-Schema
 * via the `definition` "ClosingDelivery".
 */
export interface ClosingDelivery {
  orderNumber: string;
  /**
   * When the order was placed.
   */
  requestedAt: string;
  /**
   * The day by which it was due.
   */
  dueDate: string;
  /**
   * The day it was marked delivered, on the tenant's clock.
   */
  deliveredOn: string;
  prizes: number;
  /**
   * Delivered after its due date.
   */
  late: boolean;
}

/** The operations of schemas/api/staff-reports.json, for the API client: `call(staffReports.getClosingReport, input)`. */
export const staffReports = {
  /** The closing report's figures for a period (days on the tenant's clock) */
  getClosingReport: { method: 'GET', path: '/console/tenants/{alias}/closing-report' } as Operation<StaffReportsOperations['getClosingReport']>,
  /** The closing report as CSV (UTF-8 with BOM, `;`-separated, CRLF): the figures, then one row per delivery */
  downloadClosingReportCsv: { method: 'GET', path: '/console/tenants/{alias}/closing-report.csv' } as Operation<StaffReportsOperations['downloadClosingReportCsv']>,
  /** The closing report as PDF, headed by the tenant's name and company */
  downloadClosingReportPdf: { method: 'GET', path: '/console/tenants/{alias}/closing-report.pdf' } as Operation<StaffReportsOperations['downloadClosingReportPdf']>,
};
