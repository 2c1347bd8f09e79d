import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import { ownContactRequests } from './contact-requests-service.js';
import { contactAnswerOf, sendContactRequest } from './contact-service.js';
import { warnOnceWithoutOperator } from './operator-address.js';

export interface ContactOptions {
  /** OPERATOR_EMAIL: the operator of tenants that name none of their own (contact.operatorEmail). */
  operatorEmail?: string;
}

/**
 * POST contact (the /contatti form): contact-service.ts stores and mails it; 201 with the stored
 * request. GET contact/requests: the customer's own requests with the staff's replies.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactOptions): Promise<void> {
  const noOperator = warnOnceWithoutOperator(app.log);
  defineRoute(
    app,
    content.sendContact,
    async (request, reply) => {
      const deps = {
        db: app.db,
        outbox: outboxOf(app, request.tenant),
        log: request.log,
        now: app.clock(),
        operatorEmail: options.operatorEmail,
        noOperator,
      };
      const saved = await sendContactRequest(deps, request.tenant, request.user!, request.body);
      reply.code(201);
      return contactAnswerOf(saved);
    },
    { preHandler: app.authenticate },
  );

  defineRoute(
    app,
    content.getContactRequests,
    async (request) => ownContactRequests(app.db, request.tenant, request.user!.id, request.query.page),
    { preHandler: app.authenticate },
  );
}
