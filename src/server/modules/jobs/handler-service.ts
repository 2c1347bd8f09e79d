import type { Job } from './job.table.js';

/** What a handler gets: the job, its payload, and a way to say it is still alive. */
export interface JobContext<P = unknown> {
  job: Job;
  payload: P;
  /** Renews the lease now (a long job also has it renewed on a timer). */
  heartbeat(): Promise<void>;
}

export interface JobHandler<P = unknown> {
  run(context: JobContext<P>): Promise<void>;
  /** The wait before retry `attempt`; default backoffMs. */
  backoffMs?(attempt: number): number;
}
