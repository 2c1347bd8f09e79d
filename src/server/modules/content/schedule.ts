import { sql, type Generated, type RawBuilder, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';

/**
 * Scheduling and switching off of content: an item shows on the portal only while it
 * is active and between its dates. ISO-8601 UTC text compares as time, on SQLite and PostgreSQL
 * alike, so the check is plain SQL next to the tenant filter (the list indexes still serve it).
 */

/** Columns of news, notices, advantages, vouchers and partners (migration 2026_11_30_0001). */
export interface ScheduleColumns {
  /** ISO-8601 UTC; null: shown from creation. */
  publish_from: string | null;
  /** ISO-8601 UTC, exclusive; null: no end. */
  publish_until: string | null;
  /** 0: switched off by staff, hidden whatever the dates. */
  active: Generated<number>;
  /** Incremented by every save from the console: a save naming an older one is refused. */
  revision: Generated<number>;
}

/** Who is looking: `all` only for a staff member's preview token, which must see what is not out yet. */
export interface Visibility {
  now: string;
  all: boolean;
}

/** The request's view: everything for a preview token (claim `prv`), the published items for anyone else. */
export function visibilityOf(request: Pick<FastifyRequest, 'preview'>, now: Date): Visibility {
  return { now: now.toISOString(), all: request.preview === true };
}

/** A WHERE condition for one scheduled table (no joins: the column names are unqualified). */
export function publishedAt(now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(active = 1 and (publish_from is null or publish_from <= ${now}) and (publish_until is null or publish_until > ${now}))`;
}

/** The same rule in code, for rows already read. */
export function isPublished(row: { active: number; publish_from: string | null; publish_until: string | null }, now: string): boolean {
  return (
    row.active === 1 && (row.publish_from === null || row.publish_from <= now) && (row.publish_until === null || row.publish_until > now)
  );
}
