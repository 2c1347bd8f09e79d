import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { InboxCounts, RequestDetail, RequestPage, StaffInboxOperations } from '../../../shared/types/generated/api/staff-inbox.js';
import contractFile from '../../../../schemas/api/staff-inbox.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { outboxOf } from '../../plugins/mailer.js';
import { actorOf } from '../../plugins/staff-actor.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import {
  assignRequest,
  countsOf,
  replyToRequest,
  requestDetail,
  requestsPage,
  setRequestStatus,
  type InboxDeps,
  type StaffDirectory,
} from './inbox-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as unknown as ContractFile;
type Op = StaffInboxOperations;

/** The Richieste area of the console: the contact inbox (schemas/api/staff-inbox.json). */
export async function consoleInboxRoutes(app: FastifyInstance, options: { staff: StaffDirectory }): Promise<void> {
  const deps: InboxDeps = { db: app.db, now: app.clock, staff: options.staff };
  const actOf = (request: FastifyRequest): StaffAct => ({ who: actorOf(staffOf(request), request), tenantAlias: tenantOf(request).alias });

  app.route<{ Params: Op['listRequests']['params']; Querystring: Op['listRequests']['query'] }>({
    ...routeOf(contract, 'listRequests'),
    handler: async (request): Promise<RequestPage> =>
      requestsPage(deps, tenantOf(request), {
        status: request.query.status ?? 'open',
        mineOf: request.query.mine ? staffOf(request).id : undefined,
        page: request.query.page ?? 1,
      }),
  });

  app.route<{ Params: Op['getInboxCounts']['params'] }>({
    ...routeOf(contract, 'getInboxCounts'),
    handler: async (request): Promise<InboxCounts> => countsOf(deps, tenantOf(request).alias),
  });

  app.route<{ Params: Op['getRequest']['params'] }>({
    ...routeOf(contract, 'getRequest'),
    handler: async (request): Promise<RequestDetail> => requestDetail(deps, tenantOf(request), request.params.id),
  });

  app.route<{ Params: Op['assignRequest']['params']; Body: Op['assignRequest']['body'] }>({
    ...routeOf(contract, 'assignRequest'),
    handler: async (request): Promise<RequestDetail> =>
      assignRequest(deps, actOf(request), tenantOf(request), request.params.id, request.body.staffId),
  });

  app.route<{ Params: Op['replyRequest']['params']; Body: Op['replyRequest']['body'] }>({
    ...routeOf(contract, 'replyRequest'),
    handler: async (request): Promise<RequestDetail> => {
      const tenant = tenantOf(request);
      return replyToRequest(deps, actOf(request), tenant, outboxOf(app, tenant), request.params.id, request.body.message);
    },
  });

  app.route<{ Params: Op['setRequestStatus']['params']; Body: Op['setRequestStatus']['body'] }>({
    ...routeOf(contract, 'setRequestStatus'),
    handler: async (request): Promise<RequestDetail> =>
      setRequestStatus(deps, actOf(request), tenantOf(request), request.params.id, request.body.status),
  });
}
