import type { AuditQuery } from '../../../shared/types/generated/api/staff-audit.js';

/** The screen's filters as they stand in the URL query (Italian names: the address is shown to staff). */
export interface AuditFilters {
  /** Dotted action, e.g. tenant.override; '' for all. */
  action: string;
  /** Staff email; '' for anyone. */
  actor: string;
  /** YYYY-MM-DD, local calendar days, both inclusive; '' for open. */
  from: string;
  to: string;
  /** Also the caller's own entries on no tenant (sign-ins, second factor): the server files them under none. */
  own: boolean;
}

const PARAMS = { action: 'azione', actor: 'utente', from: 'dal', to: 'al', own: 'personali' } as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function filtersFrom(search: URLSearchParams): AuditFilters {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    action: search.get(PARAMS.action)?.trim() ?? '',
    actor: search.get(PARAMS.actor)?.trim() ?? '',
    from: day(PARAMS.from),
    to: day(PARAMS.to),
    own: search.get(PARAMS.own) === '1',
  };
}

/** Only the filters that are set, so a clean list has a clean address. */
export function searchOf(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.action) search.set(PARAMS.action, filters.action);
  if (filters.actor) search.set(PARAMS.actor, filters.actor);
  if (filters.from) search.set(PARAMS.from, filters.from);
  if (filters.to) search.set(PARAMS.to, filters.to);
  if (filters.own) search.set(PARAMS.own, '1');
  return search;
}

/**
 * A local calendar day's first or last instant as ISO-8601 UTC. The server reads a bare date as a
 * UTC day, while the table shows local times: sending the instants keeps "dal 3 novembre" meaning
 * the 3rd as the staff member sees it.
 */
function dayBound(ymd: string, end: boolean): string | undefined {
  const match = DAY.exec(ymd);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = end ? new Date(year, month, day, 23, 59, 59, 999) : new Date(year, month, day, 0, 0, 0, 0);
  return date.toISOString();
}

/** The API query of the filters (without tenant and paging, which the caller decides). */
export function auditQueryOf(filters: AuditFilters): Omit<AuditQuery, 'tenant' | 'before' | 'limit'> {
  const query: Omit<AuditQuery, 'tenant' | 'before' | 'limit'> = {};
  if (filters.action) query.action = filters.action;
  if (filters.actor) query.actor = filters.actor;
  const since = dayBound(filters.from, false);
  const until = dayBound(filters.to, true);
  if (since) query.since = since;
  if (until) query.until = until;
  return query;
}
