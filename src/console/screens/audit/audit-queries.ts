import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { staffAudit, type AuditItem, type AuditPage } from '../../../shared/types/generated/api/staff-audit.js';
import { saveFile } from '../../../ui/save-file.js';
import { call } from '../../api/client.js';
import { areaKey } from '../../query-keys.js';
import { auditQueryOf, type AuditFilters } from './audit-filters.js';

export const PAGE_SIZE = 50;
/**
 * Own entries on no tenant can only be asked for without a tenant filter, which also brings the
 * other tenants' entries (an operator sees them all): those are dropped here and further pages
 * read, up to this many requests per "Carica altri", so one click always ends.
 */
const OWN_SCAN_PAGES = 5;
const OWN_SCAN_SIZE = 200;

async function fetchAuditPage(alias: string, filters: AuditFilters, before: number | undefined): Promise<AuditPage> {
  const query = auditQueryOf(filters);
  if (!filters.own) return call(staffAudit.listAudit, { query: { ...query, tenant: alias, before, limit: PAGE_SIZE } });

  const items: AuditItem[] = [];
  let cursor = before;
  for (let round = 0; round < OWN_SCAN_PAGES; round++) {
    const page = await call(staffAudit.listAudit, { query: { ...query, before: cursor, limit: OWN_SCAN_SIZE } });
    items.push(...page.items.filter((item) => item.tenant === alias || item.tenant === null));
    cursor = page.nextBefore ?? undefined;
    if (cursor === undefined || items.length >= PAGE_SIZE) break;
  }
  return { items, nextBefore: cursor ?? null };
}

export const auditQueries = {
  all: (alias: string) => areaKey('audit', alias),
  /** The tenant's audit entries, newest first, one page per "Carica altri". */
  log: (alias: string, filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...areaKey('audit', alias), filters] as const,
      queryFn: ({ pageParam }) => fetchAuditPage(alias, filters, pageParam),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
    }),
};

export const useAuditLog = (alias: string, filters: AuditFilters) => useInfiniteQuery(auditQueries.log(alias, filters));

/** The export's name as the server gives it (registro-attivita-<alias>-<day>.csv). */
function fileName(alias: string): string {
  return `registro-attivita-${alias}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads the CSV of the current filters (through the console's client: a plain link cannot
 * carry the bearer token). Only the tenant's entries: the export has no way to add the caller's own.
 */
export function useAuditExport(alias: string) {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const data = await call(staffAudit.exportAudit, { query: { ...auditQueryOf(filters), tenant: alias } }, { responseType: 'blob' });
      saveFile(data, fileName(alias));
    },
  });
}
