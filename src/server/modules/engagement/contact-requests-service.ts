import type { ContactRequestItem, ContactRequestPage } from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import type { RequestTenant } from '../tenants/service.js';
import { topicLabel } from './contact-service.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { pageOwnRequests, repliesTo } from './requests-repository.js';

export const CONTACT_REQUESTS_PAGE_SIZE = 10;

/**
 * The customer's own contact requests (/contatti), newest first, each with the replies the staff
 * sent from the console's inbox: the customer reads an answer in the portal, not only by mail.
 * Only their own, of this tenant: both are in the query, never taken from the request. The staff
 * member's address is left out: the initiative answers.
 */
export async function ownContactRequests(db: Db, tenant: RequestTenant, userId: number, page: number): Promise<ContactRequestPage> {
  const { rows, total } = await pageOwnRequests(
    db,
    tenant.alias,
    userId,
    CONTACT_REQUESTS_PAGE_SIZE,
    offsetOf(page, CONTACT_REQUESTS_PAGE_SIZE),
  );
  const replies = await repliesTo(
    db,
    rows.map((r) => r.id),
  );
  const data: ContactRequestItem[] = rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    topic_label: topicLabel(tenant, r.topic),
    message: r.message,
    order_number: r.order_number,
    status: r.status,
    created_at: r.created_at,
    replies: replies.filter((reply) => reply.request_id === r.id).map(({ id, body, created_at }) => ({ id, body, created_at })),
  }));
  return pageOf(data, total, page, CONTACT_REQUESTS_PAGE_SIZE);
}
