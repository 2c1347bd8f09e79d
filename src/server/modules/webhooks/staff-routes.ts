import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffWebhooksOperations } from '../../../shared/types/generated/api/staff-webhooks.js';
import contractFile from '../../../../schemas/api/staff-webhooks.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
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

const contract = contractFile as unknown as ContractFile;
type Op = StaffWebhooksOperations;

/** A tenant's outgoing webhooks (schemas/api/staff-webhooks.json): the console's "Webhook" area. */
export async function consoleWebhooksRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };
  const actOf = (request: Parameters<typeof tenantOf>[0]): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
  });

  app.route<{ Params: Op['listWebhooks']['params'] }>({
    ...routeOf(contract, 'listWebhooks'),
    handler: async (request) => ({ items: await listWebhooks(app.db, tenantOf(request).alias) }),
  });

  app.route<{ Params: Op['createWebhook']['params']; Body: Op['createWebhook']['body'] }>({
    ...routeOf(contract, 'createWebhook'),
    handler: async (request, reply) => reply.code(201).send(await createWebhook(deps, actOf(request), request.body)),
  });

  app.route<{ Params: Op['updateWebhook']['params']; Body: Op['updateWebhook']['body'] }>({
    ...routeOf(contract, 'updateWebhook'),
    handler: async (request) => updateWebhook(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['deleteWebhook']['params'] }>({
    ...routeOf(contract, 'deleteWebhook'),
    handler: async (request, reply) => {
      await deleteWebhook(deps, actOf(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.route<{ Params: Op['rotateWebhookSecret']['params'] }>({
    ...routeOf(contract, 'rotateWebhookSecret'),
    handler: async (request) => rotateWebhookSecret(deps, actOf(request), request.params.id),
  });

  app.route<{ Params: Op['enableWebhook']['params'] }>({
    ...routeOf(contract, 'enableWebhook'),
    handler: async (request) => enableWebhook(deps, actOf(request), request.params.id),
  });

  app.route<{ Params: Op['listWebhookDeliveries']['params']; Querystring: Op['listWebhookDeliveries']['query'] }>({
    ...routeOf(contract, 'listWebhookDeliveries'),
    handler: async (request) => webhookDeliveries(app.db, tenantOf(request).alias, request.params.id, request.query.page ?? 1),
  });

  app.route<{ Params: Op['redeliverWebhook']['params'] }>({
    ...routeOf(contract, 'redeliverWebhook'),
    handler: async (request, reply) =>
      reply.code(202).send(await redeliverWebhook(deps, actOf(request), request.params.id, request.params.delivery)),
  });

  app.route<{ Params: Op['pingWebhook']['params'] }>({
    ...routeOf(contract, 'pingWebhook'),
    handler: async (request, reply) => reply.code(202).send(await pingWebhook(deps, actOf(request), request.params.id)),
  });
}
