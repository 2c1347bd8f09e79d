/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-dashboard.json.
 */
export interface StaffDashboardOperations {
  getDashboard: {
    params: TenantParams;
    query: DashboardQuery;
    body: undefined;
    response: Dashboard;
    filledQuery: {
      /**
       * How many weeks pointsByWeek covers, the current one included.
       */
      weeks: number;
    };
  };
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "DashboardQuery".
 */
export interface DashboardQuery {
  /**
   * How many weeks pointsByWeek covers, the current one included.
   */
  weeks?: number;
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "Dashboard".
 */
export interface Dashboard {
  customers: CustomerCounts;
  /**
   * The contact inbox: open requests, and those of them nobody has replied to yet.
   */
  requests: {
    open: number;
    unanswered: number;
  };
  /**
   * One entry per week, oldest first, weeks without movements included (zeros).
   */
  pointsByWeek: PointsWeek[];
  /**
   * Orders per status, most first; statuses without orders are left out.
   */
  ordersByStatus: OrderStatusCount[];
  orderDeadlines: OrderDeadlines;
  /**
   * The ten prizes ordered most (by pieces), most first.
   */
  topPrizes: TopPrize[];
  /**
   * Points spent / points issued over all time; 0 when nothing was issued.
   */
  redemptionRate: number;
  /**
   * When the figures were read.
   */
  generatedAt: string;
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "CustomerCounts".
 */
export interface CustomerCounts {
  /**
   * Every customer account of the tenant, activated or not.
   */
  provisioned: number;
  /**
   * Accounts that are active (may sign in).
   */
  active: number;
  /**
   * Accounts that may collect and spend points.
   */
  pointsEnabled: number;
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "PointsWeek".
 */
export interface PointsWeek {
  /**
   * The week's Monday (UTC), YYYY-MM-DD.
   */
  week: string;
  /**
   * Sum of the week's positive ledger movements.
   */
  issued: number;
  /**
   * Sum of the week's negative ledger movements, as a positive number.
   */
  spent: number;
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "OrderStatusCount".
 */
export interface OrderStatusCount {
  /**
   * An order status as stored (e.g. ricevuto, spedito).
   */
  status: string;
  count: number;
}
/**
 * Orders whose prize is still owed (neither consegnato nor annullato), against their due dates on the tenant's calendar.
 *
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "OrderDeadlines".
 */
export interface OrderDeadlines {
  /**
   * The tenant's calendar day the figures were read against.
   */
  today: string;
  /**
   * Per status, orders due today or within the next 30 days; statuses without any are left out.
   */
  atRisk: OrderStatusCount[];
  /**
   * Per status, orders due before today; statuses without any are left out.
   */
  overdue: OrderStatusCount[];
}
/**
 * This interface was referenced by `StaffDashboardOperations`'s JSON-Schema
 * via the `definition` "TopPrize".
 */
export interface TopPrize {
  productId: number;
  /**
   * The prize's name as on its latest order.
   */
  name: string;
  /**
   * Pieces ordered, cancelled orders excluded.
   */
  quantity: number;
  /**
   * Points those pieces cost.
   */
  points: number;
}

/** The operations of schemas/api/staff-dashboard.json, for the API client: `call(staffDashboard.getDashboard, input)`. */
export const staffDashboard = {
  /** The tenant's dashboard figures: customers, weekly points, orders per status, orders at risk and overdue, top prizes, redemption rate */
  getDashboard: { method: 'GET', path: '/console/tenants/{alias}/dashboard' } as Operation<StaffDashboardOperations['getDashboard']>,
};
