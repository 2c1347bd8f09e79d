import type { Kysely } from 'kysely';
import type {
  ContentKind,
  ContentList,
  ContentRecord,
  ContentStatus,
  ContentSummary,
} from '../../../shared/types/generated/api/staff-content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction } from '../audit/service.js';
import type { AuditAction } from '../../../shared/audit/audit-actions.js';
import { cleanRichText } from './editing-service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { KINDS, type ContentInput, type KindSpec, type Row } from './staff-kinds.js';
import { resolveImage } from './staff-media.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * The console's content, one module for the six kinds (content-kinds.ts describes each): lists
 * with the publication state, the form's values, and every write in one transaction with its
 * audit entry. Saves name the revision they were read at; another save in between is a 409.
 */

export interface ContentDeps {
  db: Db;
  now: () => Date;
}

export const CONTENT_NOT_FOUND = 'Contenuto non trovato';
export const STALE_REVISION =
  'Qualcun altro ha modificato questo contenuto nel frattempo: ricarica la pagina per vedere la versione attuale';
export const SLUG_TAKEN = 'Questo indirizzo è già usato da un altro contenuto: scegline un altro';
export const DATES_REVERSED = 'La fine della pubblicazione deve venire dopo l’inizio';
export const PARTNER_UNKNOWN = 'Partner non trovato in questa iniziativa';
export const VOUCHER_IN_USE = 'Questo buono è già stato assegnato a clienti: spegnilo invece di eliminarlo';
export const PARTNER_IN_USE = 'Questo partner è indicato da vantaggi o buoni: spegnilo invece di eliminarlo';
const LIST_LIMIT = 500;

/** The content tables differ in columns; the steps here read and write them as plain records. */
type LooseDb = Kysely<Record<string, Row>>;
const loose = (db: Kysely<unknown> | Db): LooseDb => db as unknown as LooseDb;

function statusOf(spec: KindSpec, row: Row, now: string): ContentStatus {
  const from = row[spec.schedule.from] as string | null;
  const until = row[spec.schedule.until] as string | null;
  if (row['active'] !== 1) return 'off';
  if (from !== null && from > now) return 'scheduled';
  if (until !== null && until <= now) return 'expired';
  return 'published';
}

function summaryOf(spec: KindSpec, row: Row, now: string): ContentSummary {
  return {
    id: Number(row['id']),
    title: row[spec.titleColumn] as string,
    status: statusOf(spec, row, now),
    active: row['active'] === 1,
    publish_from: (row[spec.schedule.from] as string | null) ?? null,
    publish_until: (row[spec.schedule.until] as string | null) ?? null,
    revision: Number(row['revision']),
    image_url: spec.image ? ((row[spec.image.url] as string | null) ?? null) : null,
  };
}

function recordOf(spec: KindSpec, row: Row, now: string): ContentRecord {
  const summary = summaryOf(spec, row, now);
  const image =
    spec.image && summary.image_url
      ? { url: summary.image_url, width: Number(row[spec.image.width] ?? 0), height: Number(row[spec.image.height] ?? 0) }
      : null;
  return {
    id: summary.id,
    kind: spec.kind,
    status: summary.status,
    revision: summary.revision,
    image,
    values: {
      ...spec.toValues(row),
      ...(spec.image ? { image: image ? { url: image.url } : null } : {}),
      publish_from: summary.publish_from,
      publish_until: summary.publish_until,
      active: summary.active,
    },
  };
}

async function findRow(db: Kysely<unknown> | Db, spec: KindSpec, alias: string, id: number): Promise<Row> {
  const row = await loose(db).selectFrom(spec.table).selectAll().where('tenant_alias', '=', alias).where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, CONTENT_NOT_FOUND);
  return row;
}

export async function listContent(deps: ContentDeps, alias: string, kind: ContentKind): Promise<ContentList> {
  const spec = KINDS[kind];
  let query = loose(deps.db).selectFrom(spec.table).selectAll().where('tenant_alias', '=', alias);
  for (const [column, direction] of spec.order) query = query.orderBy(column, direction);
  const rows = await query.limit(LIST_LIMIT).execute();
  const now = deps.now().toISOString();
  return { items: rows.map((row) => summaryOf(spec, row, now)) };
}

export async function getContent(deps: ContentDeps, alias: string, kind: ContentKind, id: number): Promise<ContentRecord> {
  const spec = KINDS[kind];
  return recordOf(spec, await findRow(deps.db, spec, alias, id), deps.now().toISOString());
}

/** Checks what the schema cannot (dates in order, the partner in this tenant, a free slug) and builds the row. */
async function columnsOf(db: Db, spec: KindSpec, alias: string, values: ContentInput, now: string, existing?: Row): Promise<Row> {
  if (values.publish_from && values.publish_until && Date.parse(values.publish_until) <= Date.parse(values.publish_from))
    throw new HttpError(400, DATES_REVERSED, [{ field: 'publish_until', message: DATES_REVERSED }]);
  const partnerId = 'partner_id' in values ? values.partner_id : null;
  if (partnerId !== null) {
    const partner = await db
      .selectFrom('partners')
      .select('id')
      .where('tenant_alias', '=', alias)
      .where('id', '=', partnerId)
      .executeTakeFirst();
    if (!partner) throw new HttpError(400, PARTNER_UNKNOWN, [{ field: 'partner_id', message: PARTNER_UNKNOWN }]);
  }
  if (spec.slug && 'slug' in values) {
    let taken = loose(db).selectFrom(spec.table).select('id').where('tenant_alias', '=', alias).where('slug', '=', values.slug);
    if (existing) taken = taken.where('id', '!=', existing['id'] as number);
    if (await taken.executeTakeFirst()) throw new HttpError(409, SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
  }
  const clean = 'body_html' in values ? { ...values, body_html: cleanRichText(values.body_html) } : values;
  const row: Row = {
    ...spec.toColumns(clean, now, existing),
    [spec.schedule.from]: values.publish_from ? new Date(values.publish_from).toISOString() : null,
    [spec.schedule.until]: values.publish_until ? new Date(values.publish_until).toISOString() : null,
    active: values.active ? 1 : 0,
  };
  if (spec.image) {
    const image = await resolveImage(db, 'image' in values ? values.image : null);
    Object.assign(row, {
      [spec.image.url]: image?.url ?? null,
      [spec.image.width]: image?.width ?? null,
      [spec.image.height]: image?.height ?? null,
    });
  }
  return row;
}

const target = (spec: KindSpec, id: number) => `${spec.kind}/${id}`;

export async function createContent(deps: ContentDeps, act: StaffAct, kind: ContentKind, values: ContentInput): Promise<ContentRecord> {
  const spec = KINDS[kind];
  const now = deps.now();
  const columns = await columnsOf(deps.db, spec, act.tenantAlias, values, now.toISOString());
  return writeTransaction(deps.db, async (trx) => {
    const inserted = await loose(trx)
      .insertInto(spec.table)
      .values({ ...columns, tenant_alias: act.tenantAlias })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await findRow(trx, spec, act.tenantAlias, Number(inserted['id']));
    const record = recordOf(spec, row, now.toISOString());
    await recordAction(
      trx,
      act.who,
      { tenant: act.tenantAlias, action: 'content.create', target: target(spec, record.id), after: record.values },
      now,
    );
    return record;
  });
}

/**
 * Writes `columns` over the item if it is still at `revision` (one UPDATE … WHERE revision = ?:
 * of two saves from the same revision exactly one lands), audited as `action`.
 */
async function revise(
  deps: ContentDeps,
  act: StaffAct,
  spec: KindSpec,
  id: number,
  revision: number,
  action: AuditAction,
  columns: (row: Row) => Promise<Row> | Row,
): Promise<ContentRecord> {
  const now = deps.now();
  const before = await findRow(deps.db, spec, act.tenantAlias, id);
  if (Number(before['revision']) !== revision) throw new HttpError(409, STALE_REVISION);
  const changes = await columns(before);
  return writeTransaction(deps.db, async (trx) => {
    const result = await loose(trx)
      .updateTable(spec.table)
      .set({ ...changes, revision: revision + 1 })
      .where('tenant_alias', '=', act.tenantAlias)
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, STALE_REVISION);
    const record = recordOf(spec, await findRow(trx, spec, act.tenantAlias, id), now.toISOString());
    const was = recordOf(spec, before, now.toISOString());
    await recordAction(
      trx,
      act.who,
      { tenant: act.tenantAlias, action, target: target(spec, id), before: was.values, after: record.values },
      now,
    );
    return record;
  });
}

export function updateContent(
  deps: ContentDeps,
  act: StaffAct,
  kind: ContentKind,
  id: number,
  revision: number,
  values: ContentInput,
): Promise<ContentRecord> {
  const spec = KINDS[kind];
  return revise(deps, act, spec, id, revision, 'content.update', (before) =>
    columnsOf(deps.db, spec, act.tenantAlias, values, deps.now().toISOString(), before),
  );
}

export function setContentActive(
  deps: ContentDeps,
  act: StaffAct,
  kind: ContentKind,
  id: number,
  revision: number,
  active: boolean,
): Promise<ContentRecord> {
  return revise(deps, act, KINDS[kind], id, revision, active ? 'content.on' : 'content.off', () => ({ active: active ? 1 : 0 }));
}

/** Why the item may not go (Italian), or null: what customers hold or other items name stays. */
async function deleteBlocker(db: Kysely<unknown> | Db, spec: KindSpec, alias: string, id: number): Promise<string | null> {
  const d = db as Db;
  if (spec.blocksDelete === 'vouchers') {
    const given = await d.selectFrom('user_vouchers').select('id').where('voucher_id', '=', id).limit(1).executeTakeFirst();
    return given ? VOUCHER_IN_USE : null;
  }
  if (spec.blocksDelete === 'partners') {
    const [advantage, voucher] = await Promise.all([
      d.selectFrom('advantages').select('id').where('tenant_alias', '=', alias).where('partner_id', '=', id).limit(1).executeTakeFirst(),
      d.selectFrom('vouchers').select('id').where('tenant_alias', '=', alias).where('partner_id', '=', id).limit(1).executeTakeFirst(),
    ]);
    return advantage || voucher ? PARTNER_IN_USE : null;
  }
  return null;
}

export async function deleteContent(deps: ContentDeps, act: StaffAct, kind: ContentKind, id: number, revision: number): Promise<void> {
  const spec = KINDS[kind];
  const now = deps.now();
  await writeTransaction(deps.db, async (trx) => {
    const before = await findRow(trx, spec, act.tenantAlias, id);
    if (Number(before['revision']) !== revision) throw new HttpError(409, STALE_REVISION);
    const blocker = await deleteBlocker(trx, spec, act.tenantAlias, id);
    if (blocker) throw new HttpError(409, blocker);
    await loose(trx).deleteFrom(spec.table).where('tenant_alias', '=', act.tenantAlias).where('id', '=', id).execute();
    const was = recordOf(spec, before, now.toISOString());
    await recordAction(
      trx,
      act.who,
      { tenant: act.tenantAlias, action: 'content.delete', target: target(spec, id), before: was.values },
      now,
    );
  });
}
