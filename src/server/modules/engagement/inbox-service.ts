import type {
  InboxCounts,
  RequestDetail,
  RequestPage,
  RequestStatus as ContactRequestStatus,
  RequestSummary,
} from '../../../shared/types/generated/api/staff-inbox.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAction } from '../audit/service.js';
import { topicLabel } from './contact-service.js';
import type { RequestTenant } from '../tenants/service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import {
  addReply,
  findRequest,
  inboxCounts,
  pageRequests,
  repliesOf,
  setAssignee,
  setStatus,
  type RequestRecord,
} from './inbox-repository.js';
import { customerCards, type CustomerCard } from '../customers/staff-service.js';
import type { StaffRole } from '../../plugins/staff-guard.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const INBOX_MSG = {
  notFound: 'Richiesta non trovata',
  notAssignable: 'Questa persona non gestisce l’iniziativa: scegli qualcuno dell’elenco',
  replyTooShort: 'Scrivi la risposta (almeno 3 caratteri)',
  closed: 'La richiesta è chiusa: riaprila per rispondere',
  noEmail: 'Il cliente non ha un indirizzo email: non è possibile rispondergli per email',
} as const;

export const INBOX_PAGE_SIZE = 20;

/** A staff member as the inbox shows and assigns them. */
export interface InboxStaff {
  id: number;
  email: string;
  role: StaffRole;
}

/** Who the staff are: the staff module's, lent by the composition root (that module reads the inbox's counts). */
export interface StaffDirectory {
  staffOfTenant(db: Db, tenantAlias: string): Promise<InboxStaff[]>;
  staffCards(db: Db, ids: readonly number[]): Promise<Map<number, InboxStaff>>;
}

export interface InboxDeps {
  db: Db;
  now: () => Date;
  staff: StaffDirectory;
}

/** A request with who asked it and who handles it. */
interface RequestRow extends RequestRecord {
  customer: Omit<CustomerCard, 'id'>;
  assignee: InboxStaff | null;
}

/** A customer whose record is gone still shows as a request's author, by a placeholder. */
const UNKNOWN_CUSTOMER = { username: '—', firstname: null, lastname: null, company: null, email: null };

async function withPeople(deps: InboxDeps, db: Db, records: readonly RequestRecord[]): Promise<RequestRow[]> {
  const [customers, staff] = await Promise.all([
    customerCards(
      db,
      records.map((r) => r.user_id),
    ),
    deps.staff.staffCards(
      db,
      records.flatMap((r) => (r.assigned_staff_id === null ? [] : [r.assigned_staff_id])),
    ),
  ]);
  return records.map((r) => {
    const card = customers.get(r.user_id);
    return {
      ...r,
      customer: card
        ? { username: card.username, firstname: card.firstname, lastname: card.lastname, company: card.company, email: card.email }
        : UNKNOWN_CUSTOMER,
      assignee: r.assigned_staff_id === null ? null : (staff.get(r.assigned_staff_id) ?? null),
    };
  });
}

function summary(tenant: RequestTenant, row: RequestRow): RequestSummary {
  return {
    id: row.id,
    customer: row.customer,
    topic: row.topic,
    topicLabel: topicLabel(tenant, row.topic),
    message: row.message,
    orderNumber: row.order_number,
    status: row.status,
    assignee: row.assignee,
    createdAt: row.created_at,
    repliedAt: row.replied_at,
    closedAt: row.closed_at,
  };
}

const target = (row: RequestRow) => `${row.customer.username} #${row.id}`;

export async function requestsPage(
  deps: InboxDeps,
  tenant: RequestTenant,
  query: { status: ContactRequestStatus; mineOf?: number; page: number },
): Promise<RequestPage> {
  const [{ rows, total }, counts] = await Promise.all([
    pageRequests(
      deps.db,
      tenant.alias,
      { status: query.status, assignedTo: query.mineOf },
      INBOX_PAGE_SIZE,
      (query.page - 1) * INBOX_PAGE_SIZE,
    ),
    inboxCounts(deps.db, tenant.alias),
  ]);
  return {
    items: (await withPeople(deps, deps.db, rows)).map((r) => summary(tenant, r)),
    total,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
    unanswered: counts.unanswered,
  };
}

export async function countsOf(deps: Pick<InboxDeps, 'db'>, tenantAlias: string): Promise<InboxCounts> {
  return inboxCounts(deps.db, tenantAlias);
}

async function requestOr404(deps: InboxDeps, db: Db, tenantAlias: string, id: number): Promise<RequestRow> {
  const row = await findRequest(db, tenantAlias, id);
  if (!row) throw new HttpError(404, INBOX_MSG.notFound);
  const [withNames] = await withPeople(deps, db, [row]);
  return withNames!;
}

export async function requestDetail(deps: InboxDeps, tenant: RequestTenant, id: number, db: Db = deps.db): Promise<RequestDetail> {
  const row = await requestOr404(deps, db, tenant.alias, id);
  const [replies, assignable] = await Promise.all([repliesOf(db, row.id), deps.staff.staffOfTenant(db, tenant.alias)]);
  return {
    request: summary(tenant, row),
    replies: replies.map((r) => ({ id: r.id, author: r.staff_email, sentTo: r.sent_to, body: r.body, createdAt: r.created_at })),
    assignable,
  };
}

/** Assigns the request to one of the staff who manage the tenant (or to nobody), audited. */
export async function assignRequest(
  deps: InboxDeps,
  act: StaffAct,
  tenant: RequestTenant,
  id: number,
  staffId: number | null,
): Promise<RequestDetail> {
  return writeTransaction(deps.db, async (trx) => {
    const row = await requestOr404(deps, trx, tenant.alias, id);
    const staff = staffId === null ? null : (await deps.staff.staffOfTenant(trx, tenant.alias)).find((s) => s.id === staffId);
    if (staff === undefined) throw new HttpError(400, INBOX_MSG.notAssignable, [{ field: 'staffId', message: INBOX_MSG.notAssignable }]);
    await setAssignee(trx, tenant.alias, id, staffId);
    await recordAction(
      trx,
      act.who,
      {
        tenant: tenant.alias,
        action: 'inbox.assign',
        target: target(row),
        before: { assignee: row.assignee?.email ?? null },
        after: { assignee: staff?.email ?? null },
      },
      deps.now(),
    );
    return requestDetail(deps, tenant, id, trx);
  });
}

/**
 * Keeps the reply with the audit entry and queues its mail in the same transaction: a reply is
 * recorded exactly when its mail is on its way (the queue retries it until it leaves); the
 * tenant's outbox builds it from the configuration (name, links), never from the request.
 */
export async function replyToRequest(
  deps: InboxDeps,
  act: StaffAct,
  tenant: RequestTenant,
  outbox: Outbox,
  id: number,
  message: string,
): Promise<RequestDetail> {
  const text = message.replace(/\r\n?/g, '\n').trim();
  if (text.length < 3) throw new HttpError(400, INBOX_MSG.replyTooShort, [{ field: 'message', message: INBOX_MSG.replyTooShort }]);
  const row = await requestOr404(deps, deps.db, tenant.alias, id);
  if (row.status === 'closed') throw new HttpError(409, INBOX_MSG.closed);
  const to = row.customer.email;
  if (!to) throw new HttpError(409, INBOX_MSG.noEmail);
  const topic = topicLabel(tenant, row.topic);
  const now = deps.now();
  return writeTransaction(deps.db, async (trx) => {
    const saved = await addReply(trx, tenant.alias, {
      request_id: row.id,
      staff_email: act.who.actor,
      sent_to: to,
      body: text,
      created_at: now.toISOString(),
    });
    await recordAction(
      trx,
      act.who,
      { tenant: tenant.alias, action: 'inbox.reply', target: target(row), after: { reply: saved.id, sentTo: saved.sent_to } },
      now,
    );
    await outbox.send(
      'contactReply',
      to,
      {
        firstname: row.customer.firstname,
        topic,
        orderNumber: row.order_number,
        message: row.message,
        reply: text,
        link: `${outbox.baseUrl}/contatti`,
      },
      trx,
    );
    return requestDetail(deps, tenant, id, trx);
  });
}

/** Closes or reopens the request; the state it already has changes nothing and logs nothing. */
export async function setRequestStatus(
  deps: InboxDeps,
  act: StaffAct,
  tenant: RequestTenant,
  id: number,
  status: ContactRequestStatus,
): Promise<RequestDetail> {
  const now = deps.now();
  return writeTransaction(deps.db, async (trx) => {
    const row = await requestOr404(deps, trx, tenant.alias, id);
    if (await setStatus(trx, tenant.alias, id, status, now.toISOString())) {
      await recordAction(
        trx,
        act.who,
        {
          tenant: tenant.alias,
          action: status === 'closed' ? 'inbox.close' : 'inbox.reopen',
          target: target(row),
          before: { status: row.status },
          after: { status },
        },
        now,
      );
    }
    return requestDetail(deps, tenant, id, trx);
  });
}
