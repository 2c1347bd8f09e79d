import type { FastifyInstance } from 'fastify';
import { staffJobs } from '../../../shared/types/generated/api/staff-jobs.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { queueOverview, retryDeadJob } from './service.js';

export const NO_DEAD_JOB = 'Nessun lavoro fallito con questo numero: forse è già stato rimesso in coda';

/** The console's "Coda lavori" (schemas/api/staff-jobs.json): the tenant's share of the shared queue. */
export async function consoleJobsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffJobs.getJobQueue, async (request, reply) => {
    // Polled while the screen is open: always the current state.
    reply.header('cache-control', 'no-store');
    return queueOverview(app.db, tenantOf(request).alias, app.clock());
  });

  defineRoute(app, staffJobs.retryJob, async (request) => {
    const { id } = request.params;
    if (!(await retryDeadJob(app.db, tenantOf(request).alias, id, app.clock(), actorOf(staffOf(request), request))))
      throw new HttpError(404, NO_DEAD_JOB);
    return { id };
  });
}
