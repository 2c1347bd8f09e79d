import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { outboxOf } from '../../plugins/mailer.js';
import { sendContactRequest, type ContactBody } from './contact-service.js';

const RECEIVED = 'Grazie, abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.';

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

/** POST contact (spec /contatti): contact-service.ts stores and mails it; 201 with the stored request. */
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
      const deps = { db: app.db, outbox: outboxOf(app, request.tenant), log: request.log, now: app.clock(), operatorEmail: options.operatorEmail };
      const saved = await sendContactRequest(deps, request.tenant, request.user!, request.body);
      return reply.code(201).send({ id: saved.id, topic: saved.topic, order_number: saved.order_number, created_at: saved.created_at, message: RECEIVED });
    },
  );
}
