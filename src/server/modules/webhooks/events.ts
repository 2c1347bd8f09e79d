import { randomBytes } from 'node:crypto';

/** The body every delivery carries (Standard Webhooks' recommended shape). */
export interface WebhookBody {
  type: string;
  /** When the event happened (ISO-8601 UTC). */
  timestamp: string;
  data: unknown;
}

/** The webhook-id: unique per event, the same on every attempt, so receivers can drop repeats. */
export const newEventId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

/** Deliveries are tried this many times before they are marked failed. */
export const MAX_ATTEMPTS = 10;

/**
 * The wait after failed attempt n (1-based): quick at first for a receiver's restart, then
 * hours, so the nine waits add up to a little under a day (23 h 42 min).
 */
const WAITS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000];
export const retryWaitMs = (attempt: number): number => WAITS_MS[Math.min(WAITS_MS.length, Math.max(1, attempt)) - 1]!;

/** Past this long with every attempt failing, an endpoint is disabled. */
export const FAILING_FOR_MS = 24 * 3_600_000;

/** Deliveries older than this leave the log. */
export const LOG_RETENTION_MS = 14 * 24 * 3_600_000;

/** The job kinds of this module. */
export const DELIVERY_JOB = 'webhook.delivery';
export const PURGE_JOB = 'webhook.purge';

export const deliveryJobKey = (eventId: string, endpointId: number, deliveryId?: number) =>
  deliveryId === undefined ? `${eventId}:${endpointId}` : `${eventId}:${endpointId}:again:${deliveryId}`;
