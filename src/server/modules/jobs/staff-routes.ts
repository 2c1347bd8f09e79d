import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { JobQueue, Retried, StaffJobsOperations } from '../../../shared/types/generated/api/staff-jobs.js';
import contractFile from '../../../../schemas/api/staff-jobs.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { queueOverview, retryDeadJob } from './service.js';

const contract = contractFile as unknown as ContractFile;
type Op = StaffJobsOperations;

export const NO_DEAD_JOB = 'Nessun lavoro fallito con questo numero: forse è già stato rimesso in coda';

/** The console's "Coda lavori" (schemas/api/staff-jobs.json): the tenant's share of the shared queue. */
export async function consoleJobsRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: Op['getJobQueue']['params'] }>({
    ...routeOf(contract, 'getJobQueue'),
    handler: async (request, reply): Promise<JobQueue> => {
      // Polled while the screen is open: always the current state.
      reply.header('cache-control', 'no-store');
      return queueOverview(app.db, tenantOf(request).alias, app.clock());
    },
  });

  app.route<{ Params: Op['retryJob']['params'] }>({
    ...routeOf(contract, 'retryJob'),
    handler: async (request): Promise<Retried> => {
      const { id } = request.params;
      if (!(await retryDeadJob(app.db, tenantOf(request).alias, id, app.clock(), actorOf(staffOf(request), request))))
        throw new HttpError(404, NO_DEAD_JOB);
      return { id };
    },
  });
}
