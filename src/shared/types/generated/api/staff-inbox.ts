/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestStatus".
 */
export type RequestStatus = 'open' | 'closed';

/**
 * Inputs and answers of the operations of schemas/api/staff-inbox.json.
 */
export interface StaffInboxOperations {
  listRequests: {
    params: TenantParams;
    query: ListQuery;
    body: undefined;
    response: RequestPage;
    filledQuery: {
      status?: RequestStatus;
      /**
       * Only the requests assigned to the caller.
       */
      mine?: boolean;
      /**
       * Page, from 1.
       */
      page: number;
    };
  };
  getInboxCounts: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: InboxCounts;
  };
  getRequest: {
    params: RequestParams;
    query: undefined;
    body: undefined;
    response: RequestDetail;
  };
  assignRequest: {
    params: RequestParams;
    query: undefined;
    body: AssignBody;
    response: RequestDetail;
  };
  replyRequest: {
    params: RequestParams;
    query: undefined;
    body: ReplyBody;
    response: RequestDetail;
  };
  setRequestStatus: {
    params: RequestParams;
    query: undefined;
    body: StatusBody;
    response: RequestDetail;
  };
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "ListQuery".
 */
export interface ListQuery {
  status?: RequestStatus;
  /**
   * Only the requests assigned to the caller.
   */
  mine?: boolean;
  /**
   * Page, from 1.
   */
  page?: number;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestPage".
 */
export interface RequestPage {
  items: RequestSummary[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Open requests without a reply.
   */
  unanswered: number;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestSummary".
 */
export interface RequestSummary {
  id: number;
  customer: RequestCustomer;
  /**
   * The form's value.
   */
  topic: string;
  /**
   * What the customer chose, as the tenant's contact form names it.
   */
  topicLabel: string;
  message: string;
  /**
   * One of the customer's own orders, or none.
   */
  orderNumber: string | null;
  status: RequestStatus;
  /**
   * Who handles it; null: nobody yet.
   */
  assignee: StaffRef | null;
  createdAt: string;
  /**
   * The latest reply; null: unanswered.
   */
  repliedAt: string | null;
  closedAt: string | null;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestCustomer".
 */
export interface RequestCustomer {
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
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "StaffRef".
 */
export interface StaffRef {
  id: number;
  email: string;
  role: 'operator' | 'support';
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "InboxCounts".
 */
export interface InboxCounts {
  open: number;
  /**
   * Open requests without a reply.
   */
  unanswered: number;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestParams".
 */
export interface RequestParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The request's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "RequestDetail".
 */
export interface RequestDetail {
  request: RequestSummary;
  /**
   * Oldest first.
   */
  replies: Reply[];
  /**
   * The enabled staff who manage the tenant, by email.
   */
  assignable: StaffRef[];
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "Reply".
 */
export interface Reply {
  id: number;
  /**
   * The staff member who wrote it (email).
   */
  author: string;
  /**
   * The address it was mailed to.
   */
  sentTo: string;
  /**
   * Plain text.
   */
  body: string;
  createdAt: string;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "AssignBody".
 */
export interface AssignBody {
  /**
   * A staff member from `assignable`, or null.
   */
  staffId: number | null;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "ReplyBody".
 */
export interface ReplyBody {
  /**
   * Plain text (at least 3 characters once trimmed).
   */
  message: string;
}
/**
 * This interface was referenced by `StaffInboxOperations`'s JSON-Schema
 * via the `definition` "StatusBody".
 */
export interface StatusBody {
  status: RequestStatus;
}

/** The operations of schemas/api/staff-inbox.json, for the API client: `call(staffInbox.listRequests, input)`. */
export const staffInbox = {
  /** The tenant's contact requests, open or closed, newest first */
  listRequests: { method: 'GET', path: '/console/tenants/{alias}/inbox' } as Operation<StaffInboxOperations['listRequests']>,
  /** How many requests are open and how many of them have no reply yet (the tab label and the dashboard) */
  getInboxCounts: { method: 'GET', path: '/console/tenants/{alias}/inbox/counts' } as Operation<StaffInboxOperations['getInboxCounts']>,
  /** One request with its thread (the customer's message, then the replies) and the staff it may be assigned to */
  getRequest: { method: 'GET', path: '/console/tenants/{alias}/inbox/{id}' } as Operation<StaffInboxOperations['getRequest']>,
  /** Assigns the request to a staff member who manages the tenant, or to nobody (staffId null) */
  assignRequest: { method: 'POST', path: '/console/tenants/{alias}/inbox/{id}/assign' } as Operation<StaffInboxOperations['assignRequest']>,
  /** Mails a reply to the customer and keeps it in the thread */
  replyRequest: { method: 'POST', path: '/console/tenants/{alias}/inbox/{id}/reply' } as Operation<StaffInboxOperations['replyRequest']>,
  /** Closes or reopens the request */
  setRequestStatus: { method: 'POST', path: '/console/tenants/{alias}/inbox/{id}/status' } as Operation<StaffInboxOperations['setRequestStatus']>,
};
