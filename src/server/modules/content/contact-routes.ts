import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { outboxOf } from '../../plugins/mailer.js';
import { contactAnswerOf, sendContactRequest } from './contact-service.js';
import { contract } from './contract.js';

export interface ContactOptions {
  /** OPERATOR_EMAIL; absent → operatore@<alias>.premia.localhost. */
  operatorEmail?: string;
}

/** POST contact (spec /contatti): contact-service.ts stores and mails it; 201 with the stored request. */
export async function contactRoutes(app: FastifyInstance, options: ContactOptions): Promise<void> {
  app.route<{ Body: ContentOperations['sendContact']['body'] }>({
    ...routeOf(contract, 'sendContact'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const deps = {
        db: app.db,
        outbox: outboxOf(app, request.tenant),
        log: request.log,
        now: app.clock(),
        operatorEmail: options.operatorEmail,
      };
      const saved = await sendContactRequest(deps, request.tenant, request.user!, request.body);
      return reply.code(201).send(contactAnswerOf(saved));
    },
  });
}
