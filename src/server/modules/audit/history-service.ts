import { auditActionLabel, describeAudit } from '../../../shared/audit/audit-actions.js';
import type { AuditItem, AuditPage, AuditQuery } from '../../../shared/types/generated/api/staff-audit.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { listAuditEntries, recordAction, type Actor, type AuditEntry } from './service.js';
import { csvDocument } from '../../http/csv-document.js';
import { mayManage, TENANT_FORBIDDEN, type StaffPrincipal } from '../../plugins/staff-guard.js';

export const BAD_DATE = 'Data non valida: usa AAAA-MM-GG oppure una data e ora ISO 8601';
export const BAD_RANGE = 'La data di inizio è successiva a quella di fine';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(?:[zZ]|[+-]\d{2}:\d{2})$/;

/** new Date() rolls 2026-02-30 over to March 2: the day must read back as written. */
function realDay(ymd: string): boolean {
  const date = new Date(`${ymd}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === ymd;
}

/**
 * A query bound as the stored ISO-8601 UTC text, so the comparison is the string order the
 * column's index serves; a bare date covers its whole UTC day, a time without offset is UTC.
 */
function bound(value: string | undefined, end: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (!realDay(value.slice(0, 10))) throw new HttpError(400, BAD_DATE);
  if (DATE_ONLY.test(value)) return `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
  const date = new Date(HAS_OFFSET.test(value) ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, BAD_DATE);
  return date.toISOString();
}

const parsed = (json: string | null): unknown => (json === null ? undefined : (JSON.parse(json) as unknown));

/** An entry's recorded values and its Italian sentence: the API, the console and the CSV read the same words. */
function described(e: AuditEntry) {
  const before = parsed(e.before_json);
  const after = parsed(e.after_json);
  return {
    before,
    after,
    label: auditActionLabel(e.action),
    description: describeAudit({ action: e.action, target: e.target, before, after }),
  };
}

function item(e: AuditEntry): AuditItem {
  const { before, after, label, description } = described(e);
  const out: AuditItem = {
    id: e.id,
    at: e.at,
    actor: e.actor,
    role: e.role,
    tenant: e.tenant_alias,
    action: e.action,
    label,
    description,
    target: e.target,
    address: e.address,
  };
  if (before !== undefined) out.before = before;
  if (after !== undefined) out.after = after;
  return out;
}

/** What `query` selects among the entries this staff member may read, newest first. */
async function entriesFor(db: Db, staff: StaffPrincipal, query: AuditQuery, limit: number): Promise<AuditEntry[]> {
  if (query.tenant !== undefined && !mayManage(staff, query.tenant)) throw new HttpError(403, TENANT_FORBIDDEN);
  const since = bound(query.since, false);
  const until = bound(query.until, true);
  if (since && until && since > until) throw new HttpError(400, BAD_RANGE);
  return listAuditEntries(db, {
    visibleTo: { tenants: staff.allTenants ? 'all' : staff.tenants, actor: staff.email },
    tenant: query.tenant,
    action: query.action,
    actor: query.actor,
    since,
    until,
    beforeId: query.before,
    limit,
  });
}

export async function auditPage(db: Db, staff: StaffPrincipal, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? 50;
  // One more than asked tells whether a next page exists without a count query.
  const rows = await entriesFor(db, staff, query, limit + 1);
  const items = rows.slice(0, limit).map(item);
  return { items, nextBefore: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

const HEADER = ['id', 'data', 'utente', 'ruolo', 'iniziativa', 'azione', 'descrizione', 'oggetto', 'prima', 'dopo', 'indirizzo'] as const;

export interface AuditExport {
  filename: string;
  csv: string;
}

/** The selected entries as CSV; the export itself is an audited action (the log leaves the console). */
export async function auditCsv(db: Db, staff: StaffPrincipal, who: Actor, query: AuditQuery, now: Date): Promise<AuditExport> {
  const rows = await entriesFor(db, staff, query, query.limit ?? 10_000);
  const csv = csvDocument(
    HEADER,
    rows.map((e) => [
      e.id,
      e.at,
      e.actor,
      e.role,
      e.tenant_alias,
      e.action,
      described(e).description,
      e.target,
      e.before_json,
      e.after_json,
      e.address,
    ]),
  );
  const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  await recordAction(
    db,
    who,
    { tenant: query.tenant ?? null, action: 'audit.export', target: 'audit', after: { filters, rows: rows.length } },
    now,
  );
  const day = now.toISOString().slice(0, 10);
  return { filename: `registro-attivita${query.tenant ? `-${query.tenant}` : ''}-${day}.csv`, csv };
}
