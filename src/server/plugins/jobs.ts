import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner, type JobHandler } from '../modules/jobs/runner.js';

export interface JobsFacade {
  /** Declares the handler of a kind of job; every module does it while the app is being built. */
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** Runs every due job now, in this process (tests, one-off commands). */
  drain(): Promise<number>;
  /** This process's worker, once the app is ready. */
  readonly runner: JobRunner | undefined;
  /** The kinds registered so far. */
  readonly kinds: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsFacade;
  }
}

export interface JobsPluginOptions {
  /** Whether this process takes jobs from the shared queue on its own (tests drain by hand). */
  worker: boolean;
  /** How long a claimed job is this process's without a heartbeat (JOBS_LEASE_MS). */
  leaseMs?: number;
  clock?: () => Date;
}

/**
 * The durable job queue's worker for this process: started when the app is ready, stopped (its
 * jobs in hand finished) when it closes. Jobs are rows shared by every process, so any process
 * may run what another enqueued; see modules/jobs.
 */
async function jobsPlugin(app: FastifyInstance, options: JobsPluginOptions): Promise<void> {
  const handlers: Record<string, JobHandler<never>> = {};
  let runner: JobRunner | undefined;
  const make = () =>
    (runner ??= new JobRunner({
      db: app.db,
      dialect: app.dbDialect,
      now: options.clock ?? (() => new Date()),
      handlers,
      leaseMs: options.leaseMs,
      log: app.log,
    }));
  app.decorate('jobs', {
    register<P>(kind: string, handler: JobHandler<P>) {
      if (runner) throw new Error(`job kind "${kind}" registered after the worker started`);
      handlers[kind] = handler as JobHandler<never>;
    },
    drain: () => make().drain(),
    get runner() {
      return runner;
    },
    get kinds() {
      return Object.keys(handlers);
    },
  });
  app.addHook('onReady', async () => {
    if (options.worker) make().start();
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}

export default fp(jobsPlugin, { name: 'premia-jobs', fastify: '5.x', dependencies: ['premia-db'] });
