import type { Generated, Insertable, Selectable } from 'kysely';

/** Client-side error reports: the SPA reports the 5xx answers it received. */
export interface ErrorLogTable {
  id: Generated<number>;
  tenant_alias: string;
  /** Page the customer was on. */
  url: string;
  /** API call that failed. */
  endpoint: string;
  /** HTTP status (or client error code) the SPA saw. */
  code: number | null;
  message: string;
  /** Source line reported by the SPA, free text. */
  line: string | null;
  /** ISO-8601 UTC timestamp. */
  created_at: string;
}

export type ErrorLog = Selectable<ErrorLogTable>;
export type NewErrorLog = Insertable<ErrorLogTable>;
