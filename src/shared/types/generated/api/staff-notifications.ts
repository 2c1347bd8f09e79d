/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-notifications.json.
 */
export interface StaffNotificationsOperations {
  listNotificationSends: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: SendList;
  };
  sendNotification: {
    params: TenantParams;
    query: undefined;
    body: SendBody;
    response: NotificationSend;
  };
}
/**
 * This interface was referenced by `StaffNotificationsOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffNotificationsOperations`'s JSON-Schema
 * via the `definition` "SendList".
 */
export interface SendList {
  items: NotificationSend[];
}
/**
 * This interface was referenced by `StaffNotificationsOperations`'s JSON-Schema
 * via the `definition` "NotificationSend".
 */
export interface NotificationSend {
  id: number;
  title: string;
  /**
   * As the customer sees it (sanitised).
   */
  bodyHtml: string;
  audience: 'all' | 'codes';
  /**
   * Customers it was sent to (all: the tenant's customers at that moment).
   */
  recipients: number;
  /**
   * Codes of the list that are no customer of the tenant (at most 1000 kept).
   */
  unknownCodes: string[];
  email: boolean;
  /**
   * Recipients to mail (with an address and an active account); 0 without email.
   */
  emailsTotal: number;
  /**
   * Mails gone so far.
   */
  emailsSent: number;
  /**
   * The operator's email.
   */
  sentBy: string;
  sentAt: string;
}
/**
 * This interface was referenced by `StaffNotificationsOperations`'s JSON-Schema
 * via the `definition` "SendBody".
 */
export interface SendBody {
  /**
   * What the customer reads first, in the list.
   */
  title: string;
  /**
   * Plain text; a blank line between paragraphs.
   */
  body: string;
  /**
   * all: every customer of the tenant; codes: those of `codes`.
   */
  audience: 'all' | 'codes';
  /**
   * User codes, with audience codes.
   *
   * @maxItems 20000
   */
  codes?: string[];
  /**
   * Also mail it to the recipients with an email address.
   */
  email: boolean;
}

/** The operations of schemas/api/staff-notifications.json, for the API client: `call(staffNotifications.listNotificationSends, input)`. */
export const staffNotifications = {
  /** What was sent, newest first: by whom, to how many, and the mails gone so far */
  listNotificationSends: { method: 'GET', path: '/console/tenants/{alias}/notifications' } as Operation<StaffNotificationsOperations['listNotificationSends']>,
  /** Sends a notification to every customer of the tenant or to the customers with the given codes */
  sendNotification: { method: 'POST', path: '/console/tenants/{alias}/notifications' } as Operation<StaffNotificationsOperations['sendNotification']>,
};
