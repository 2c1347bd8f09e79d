import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { mailTenantOf } from '../../plugins/mailer.js';
import { hasForm, invalidFormError, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { RequestTenant } from '../tenants/service.js';
import { findOwnOrderNumber, insertContactRequest } from './requests-repository.js';

export const ORDER_NOT_FOUND = 'Ordine non trovato tra i tuoi ordini';
const REQUIRED = 'CAMPO OBBLIGATORIO';

export interface ContactBody {
  topic?: string;
  message?: string;
  /** The spec's field name: an order_number of the customer's own orders. */
  order?: string;
  /** Accepted as a synonym of `order`. */
  order_number?: string;
}

export interface ContactOptions {
  /** OPERATOR_EMAIL; absent → operatore@<alias>.premia.localhost. */
  operatorEmail?: string;
}

const contactBody = {
  type: 'object',
  description: "The tenant's contact form (JSON or multipart): topic and message required, order optional. Validated against `forms.contact`.",
  additionalProperties: true,
  properties: {
    topic: { type: 'string', maxLength: 200, description: 'Topic (one of the form’s choices).' },
    message: { type: 'string', maxLength: 5000, description: 'Message.' },
    order: { type: 'string', maxLength: 64, description: 'order_number of one of the customer’s orders (optional).' },
    order_number: { type: 'string', maxLength: 64, description: 'Synonym of order.' },
  },
} as const;

const contactResponse = {
  type: 'object',
  required: ['id', 'topic', 'order_number', 'created_at', 'message'],
  properties: {
    id: { type: 'integer', description: 'Request id.' },
    topic: { type: 'string', description: 'Topic as sent.' },
    order_number: { type: ['string', 'null'], description: 'The linked order, if any.' },
    created_at: { type: 'string', description: 'ISO-8601 time it was received.' },
    message: { type: 'string', description: 'Confirmation to show the customer.' },
  },
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The label the form shows for a topic value (uiSchema enumNames), else the value itself. */
function topicLabel(tenant: RequestTenant, topic: string): string {
  const form = tenant.config.forms['contact'] as { schema?: { properties?: Record<string, { enum?: unknown[] }> }; uiSchema?: Record<string, Record<string, unknown>> } | undefined;
  const values = form?.schema?.properties?.['topic']?.enum;
  const names = form?.uiSchema?.['topic']?.['ui:enumNames'];
  const at = Array.isArray(values) ? values.indexOf(topic) : -1;
  return at >= 0 && Array.isArray(names) && typeof names[at] === 'string' ? names[at] : topic;
}

/** Tenants without a `forms.contact` still get the spec's rule (§5): topic and message required. */
function defaultErrors(data: { topic: string; message: string }): FieldError[] {
  return (['topic', 'message'] as const).filter((f) => !data[f]).map((field) => ({ field, message: REQUIRED }));
}

/**
 * POST contact (spec /contatti): stored, mailed to the operator and copied to the customer. The
 * optional order must be one of the customer's own orders: naming someone else's order number
 * would otherwise let a customer probe other orders through the operator's answers.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactOptions): Promise<void> {
  app.post<{ Body: ContactBody }>(
    '/contact',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'], summary: 'Contact form: stored, mailed to the operator, copy to the customer', security: [{ bearer: [] }],
        body: contactBody,
        response: { 201: contactResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request: FastifyRequest<{ Body: ContactBody }>, reply) => {
      const { tenant } = request;
      const user = request.user!;
      const data = { topic: trimmed(request.body.topic), message: trimmed(request.body.message), order: trimmed(request.body.order ?? request.body.order_number) };
      const errors = hasForm(tenant, 'contact') ? validateFormData(tenant, 'contact', data) : defaultErrors(data);
      if (errors.length) throw invalidFormError(errors);

      let orderNumber: string | null = null;
      if (data.order) {
        orderNumber = (await findOwnOrderNumber(app.db, tenant.alias, user.id, data.order)) ?? null;
        if (!orderNumber) throw new HttpError(400, ORDER_NOT_FOUND, [{ field: 'order', message: ORDER_NOT_FOUND }]);
      }

      const saved = await insertContactRequest(app.db, {
        tenant_alias: tenant.alias, user_id: user.id, topic: data.topic, message: data.message, order_number: orderNumber, created_at: app.clock().toISOString(),
      });

      const mailTenant = mailTenantOf(app, request.tenant);
      const topic = topicLabel(tenant, data.topic);
      const operator = options.operatorEmail ?? `operatore@${tenant.alias}.premia.localhost`;
      const customer = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.company || user.username;
      // The request is stored first: a mail failure must not lose it, the operator still sees it in the database.
      try {
        await app.mailer.send(mailTenant, 'contactOperator', operator, {
          customer, username: user.username, email: user.email, topic, orderNumber, message: data.message, link: `${mailTenant.baseUrl}/`,
        });
        if (user.email) {
          await app.mailer.send(mailTenant, 'contactCopy', user.email, { firstname: user.firstname, topic, orderNumber, message: data.message, link: `${mailTenant.baseUrl}/contatti` });
        }
      } catch (err) {
        request.log.error({ err, contactRequest: saved.id }, 'invio email del modulo contatti non riuscito');
      }

      return reply.code(201).send({
        id: saved.id, topic: saved.topic, order_number: saved.order_number, created_at: saved.created_at,
        message: 'Grazie, abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.',
      });
    },
  );
}
