import type { FastifyInstance } from 'fastify';
import { staffWebhooks } from '../../../shared/types/generated/api/staff-webhooks.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf, type StaffAct } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  listWebhooks,
  pingWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
  webhookDeliveries,
} from './service.js';

/** A tenant's outgoing webhooks (schemas/api/staff-webhooks.json): the console's "Webhook" area. */
export async function consoleWebhooksRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };
  const actOf = (request: Parameters<typeof tenantOf>[0]): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
  });

  defineRoute(app, staffWebhooks.listWebhooks, async (request) => ({ items: await listWebhooks(app.db, tenantOf(request).alias) }));

  defineRoute(app, staffWebhooks.createWebhook, async (request, reply) => {
    reply.code(201);
    return createWebhook(deps, actOf(request), request.body);
  });

  defineRoute(app, staffWebhooks.updateWebhook, async (request) => updateWebhook(deps, actOf(request), request.params.id, request.body));

  defineRoute(app, staffWebhooks.deleteWebhook, async (request, reply) => {
    await deleteWebhook(deps, actOf(request), request.params.id);
    return reply.code(204).send();
  });

  defineRoute(app, staffWebhooks.rotateWebhookSecret, async (request) => rotateWebhookSecret(deps, actOf(request), request.params.id));

  defineRoute(app, staffWebhooks.enableWebhook, async (request) => enableWebhook(deps, actOf(request), request.params.id));

  defineRoute(app, staffWebhooks.listWebhookDeliveries, async (request) =>
    webhookDeliveries(app.db, tenantOf(request).alias, request.params.id, request.query.page),
  );

  defineRoute(app, staffWebhooks.redeliverWebhook, async (request, reply) => {
    reply.code(202);
    return redeliverWebhook(deps, actOf(request), request.params.id, request.params.delivery);
  });

  defineRoute(app, staffWebhooks.pingWebhook, async (request, reply) => {
    reply.code(202);
    return pingWebhook(deps, actOf(request), request.params.id);
  });
}
