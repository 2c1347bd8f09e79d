import type { ContactAnswer, ContactBody } from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import { ownOrderNumber } from '../orders/order-history-service.js';
import { hasForm, invalidFormError, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { RequestTenant } from '../tenants/service.js';
import { operatorAddressOf } from './operator-address.js';
import type { ContactRequest } from './requests.table.js';
import { insertContactRequest } from './requests-repository.js';
import { publishEvent } from '../webhooks/service.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const ORDER_NOT_FOUND = 'Ordine non trovato tra i tuoi ordini';
const REQUIRED = 'CAMPO OBBLIGATORIO';
const RECEIVED = 'Grazie, abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.';

export interface ContactDeps {
  db: Db;
  outbox: Outbox;
  /** Where a mail that could not go out is reported. */
  log: { error(obj: object, msg: string): void };
  now: Date;
  /** OPERATOR_EMAIL: the operator of tenants that name none of their own. */
  operatorEmail?: string;
  /** Told when a request has no operator to mail (operator-address.ts warns once per tenant). */
  noOperator: (alias: string) => void;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The label the form shows for a topic value (uiSchema enumNames), else the value itself. */
export function topicLabel(tenant: RequestTenant, topic: string): string {
  const form = tenant.config.forms['contact'] as
    { schema?: { properties?: Record<string, { enum?: unknown[] }> }; uiSchema?: Record<string, Record<string, unknown>> } | undefined;
  const values = form?.schema?.properties?.['topic']?.enum;
  const names = form?.uiSchema?.['topic']?.['ui:enumNames'];
  const at = Array.isArray(values) ? values.indexOf(topic) : -1;
  return at >= 0 && Array.isArray(names) && typeof names[at] === 'string' ? names[at] : topic;
}

/** Tenants without a `forms.contact` still get the basic rule: topic and message required. */
function defaultErrors(data: { topic: string; message: string }): FieldError[] {
  return (['topic', 'message'] as const).filter((f) => !data[f]).map((field) => ({ field, message: REQUIRED }));
}

/**
 * The contact form of /contatti: validated against the tenant's form, stored, mailed to the
 * operator (when the tenant or the server names one: operator-address.ts) and copied to the customer. The optional order must be one of the customer's own
 * orders: naming someone else's order number would otherwise let a customer probe other orders
 * through the operator's answers. Returns the stored request.
 */
export async function sendContactRequest(
  deps: ContactDeps,
  tenant: RequestTenant,
  user: AuthUser,
  body: ContactBody,
): Promise<ContactRequest> {
  const data = { topic: trimmed(body.topic), message: trimmed(body.message), order: trimmed(body.order ?? body.order_number) };
  const errors = hasForm(tenant, 'contact') ? validateFormData(tenant, 'contact', data) : defaultErrors(data);
  if (errors.length) throw invalidFormError(errors);

  let orderNumber: string | null = null;
  if (data.order) {
    orderNumber = (await ownOrderNumber(deps.db, tenant.alias, user.id, data.order)) ?? null;
    if (!orderNumber) throw new HttpError(400, ORDER_NOT_FOUND, [{ field: 'order', message: ORDER_NOT_FOUND }]);
  }

  // Stored and announced to the tenant's webhooks together: a request is never one without the other.
  const saved = await writeTransaction(deps.db, async (trx) => {
    const row = await insertContactRequest(trx, {
      tenant_alias: tenant.alias,
      user_id: user.id,
      topic: data.topic,
      message: data.message,
      order_number: orderNumber,
      created_at: deps.now.toISOString(),
    });
    await publishEvent(
      trx,
      tenant.alias,
      'contact.received',
      {
        request_id: row.id,
        user_code: user.username,
        topic: row.topic,
        order_number: row.order_number,
        message: row.message,
        created_at: row.created_at,
      },
      deps.now,
    );
    return row;
  });

  const { outbox } = deps;
  const topic = topicLabel(tenant, data.topic);
  const operator = operatorAddressOf(tenant, deps.operatorEmail);
  if (!operator) deps.noOperator(tenant.alias);
  const customer = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.company || user.username;
  // The request is stored first: a mail failure must not lose it, the operator still sees it in the console's inbox.
  try {
    if (operator) {
      await outbox.send('contactOperator', operator, {
        customer,
        username: user.username,
        email: user.email,
        topic,
        orderNumber,
        message: data.message,
        link: `${outbox.baseUrl}/`,
      });
    }
    if (user.email) {
      await outbox.send('contactCopy', user.email, {
        firstname: user.firstname,
        topic,
        orderNumber,
        message: data.message,
        link: `${outbox.baseUrl}/contatti`,
      });
    }
  } catch (err) {
    deps.log.error({ err, contactRequest: saved.id }, 'invio email del modulo contatti non riuscito');
  }
  return saved;
}

/** The answer to a stored request: what was stored and the confirmation the customer reads. */
export function contactAnswerOf(saved: ContactRequest): ContactAnswer {
  return { id: saved.id, topic: saved.topic, order_number: saved.order_number, created_at: saved.created_at, message: RECEIVED };
}
