/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * Inputs and answers of the operations of schemas/api/staff-jobs.json.
 */
export interface StaffJobsOperations {
  getJobQueue: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: JobQueue;
  };
  retryJob: {
    params: JobParams;
    query: undefined;
    body: undefined;
    response: Retried;
  };
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "JobQueue".
 */
export interface JobQueue {
  kinds: KindCounts[];
  dead: DeadJob[];
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "KindCounts".
 */
export interface KindCounts {
  /**
   * The job kind, e.g. mail.send.
   */
  kind: string;
  /**
   * The kind in Italian, for people.
   */
  label: string;
  /**
   * Waiting for their first run.
   */
  queued: number;
  running: number;
  /**
   * Finished in the last 24 hours.
   */
  done: number;
  /**
   * Failed, waiting for their next attempt (retried on their own).
   */
  failed: number;
  /**
   * Failed on every attempt: waiting for someone to retry them.
   */
  dead: number;
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "DeadJob".
 */
export interface DeadJob {
  id: number;
  kind: string;
  label: string;
  attempts: number;
  /**
   * The last error in plain Italian where it is recognised.
   */
  error: string;
  /**
   * The last error as the process recorded it.
   */
  detail: string | null;
  createdAt: string;
  failedAt: string | null;
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "JobParams".
 */
export interface JobParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * The job's id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffJobsOperations`'s JSON-Schema
 * via the `definition` "Retried".
 */
export interface Retried {
  id: number;
}

/** The operations of schemas/api/staff-jobs.json, for the API client: `call(staffJobs.getJobQueue, input)`. */
export const staffJobs = {
  /** Counts per kind and state, and the latest 50 dead jobs */
  getJobQueue: { method: 'GET', path: '/console/tenants/{alias}/jobs' } as Operation<StaffJobsOperations['getJobQueue']>,
  /** Queues a dead job again, from its first attempt */
  retryJob: { method: 'POST', path: '/console/tenants/{alias}/jobs/{id}/retry' } as Operation<StaffJobsOperations['retryJob']>,
};
