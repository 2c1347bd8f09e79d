import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffInbox } from '../../../shared/types/generated/api/staff-inbox.js';
import { defineRoute } from '../../http/define-route.js';
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

/** The Richieste area of the console: the contact inbox (schemas/api/staff-inbox.json). */
export async function consoleInboxRoutes(app: FastifyInstance, options: { staff: StaffDirectory }): Promise<void> {
  const deps: InboxDeps = { db: app.db, now: app.clock, staff: options.staff };
  const actOf = (request: FastifyRequest): StaffAct => ({ who: actorOf(staffOf(request), request), tenantAlias: tenantOf(request).alias });

  defineRoute(app, staffInbox.listRequests, async (request) =>
    requestsPage(deps, tenantOf(request), {
      status: request.query.status ?? 'open',
      mineOf: request.query.mine ? staffOf(request).id : undefined,
      page: request.query.page,
    }),
  );

  defineRoute(app, staffInbox.getInboxCounts, async (request) => countsOf(deps, tenantOf(request).alias));

  defineRoute(app, staffInbox.getRequest, async (request) => requestDetail(deps, tenantOf(request), request.params.id));

  defineRoute(app, staffInbox.assignRequest, async (request) =>
    assignRequest(deps, actOf(request), tenantOf(request), request.params.id, request.body.staffId),
  );

  defineRoute(app, staffInbox.replyRequest, async (request) => {
    const tenant = tenantOf(request);
    return replyToRequest(deps, actOf(request), tenant, outboxOf(app, tenant), request.params.id, request.body.message);
  });

  defineRoute(app, staffInbox.setRequestStatus, async (request) =>
    setRequestStatus(deps, actOf(request), tenantOf(request), request.params.id, request.body.status),
  );
}
