import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { parseStoredRef } from '../../../shared/brand-assets.js';
import { DRAFT_MESSAGES } from '../../../shared/regolamento-draft.js';
import { cleanRichText, htmlToText } from '../../security/html-policy.js';
import type {
  RegolamentoAcceptance as AcceptanceAnswer,
  RegolamentoVersion as VersionView,
} from '../../../shared/types/generated/api/regolamento.js';
import type { CustomerAcceptances, DraftBody, StaffRegolamentoVersion } from '../../../shared/types/generated/api/staff-regolamento.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { readBrandFile } from '../brand/service.js';
import type { AcceptanceChannel, RegolamentoVersion } from './regolamento.table.js';
import {
  acceptanceOf,
  acceptancesOf,
  currentVersion,
  deleteDraft,
  findVersion,
  insertAcceptance,
  insertVersion,
  markPublished,
  versionsOf,
} from './repository.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * The regolamento on record: numbered versions of the programme's rules (a PDF or rich text),
 * drafted and published by operators, and each customer's acceptance of the version in force,
 * with the SHA-256 of the very document they accepted, the time and their address.
 */

export const MSG = {
  pending: 'È stato pubblicato un nuovo regolamento: accettalo per continuare',
  notFound: 'Nessun regolamento pubblicato',
  versionNotFound: 'Versione del regolamento non trovata',
  outdated: 'Nel frattempo è stata pubblicata una nuova versione del regolamento: leggila e accettala',
  draftWaiting: 'C’è già una bozza in attesa: pubblicala o eliminala prima di prepararne un’altra',
  notDraft: 'Questa versione è già pubblicata e non si può più cambiare',
  ...DRAFT_MESSAGES,
} as const;

/** The 403 `code` the portal acts on: it sends the customer to the acceptance page. */
export const PENDING_CODE = 'regolamento_da_accettare';

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** The portal's page of a version. */
export const versionUrl = (version: number): string => `/regolamento/${version}`;

function publicView(row: RegolamentoVersion): VersionView {
  return {
    version: row.version,
    format: row.format,
    publishedAt: row.published_at!,
    changes: row.changes,
    url: versionUrl(row.version),
    docHash: row.doc_hash,
  };
}

function staffView(row: RegolamentoVersion, current: number | null): StaffRegolamentoVersion {
  return {
    version: row.version,
    format: row.format,
    status: row.published_at ? 'published' : 'draft',
    current: row.version === current,
    changes: row.changes,
    docHash: row.doc_hash,
    html: row.html,
    fileUrl: row.file_hash ? `/v1/brand/files/${row.file_hash}.pdf` : null,
    url: row.published_at ? versionUrl(row.version) : null,
    createdAt: row.created_at,
    createdBy: row.created_by,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
  };
}

/** The version in force, as customers read it; null when none is published. */
export async function regolamentoInForce(db: Db, tenantAlias: string): Promise<VersionView | null> {
  const row = await currentVersion(db, tenantAlias);
  return row ? publicView(row) : null;
}

/** What a portal page of the regolamento serves: the PDF's bytes or the rich text. */
export type RegolamentoDocument =
  { format: 'pdf'; version: number; data: Buffer } | { format: 'html'; version: number; publishedAt: string; html: string };

/** A published version's document (null `version`: the one in force); null when there is none. */
export async function regolamentoDocument(db: Db, tenantAlias: string, version: number | null): Promise<RegolamentoDocument | null> {
  const row = version === null ? await currentVersion(db, tenantAlias) : await findVersion(db, tenantAlias, version);
  if (!row?.published_at) return null;
  if (row.format === 'html') return { format: 'html', version: row.version, publishedAt: row.published_at, html: row.html ?? '' };
  const file = await readBrandFile(db, `${row.file_hash}.pdf`);
  return file ? { format: 'pdf', version: row.version, data: file.data } : null;
}

/**
 * Which version each signed-in call must find accepted. The version in force is remembered per
 * tenant for a second (a publication in another process reaches this one within it; this
 * process's own publication at once, `forget`); an acceptance, once seen, for good: a version
 * accepted stays accepted. So the gate costs no query on most calls.
 */
export class RegolamentoGate {
  private readonly inForce: LRUCache<string, { version: number | null }>;
  private readonly accepted = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    private readonly db: Db,
    clock: () => Date,
  ) {
    this.inForce = new LRUCache<string, { version: number | null }>({
      max: 10_000,
      ttl: 1000,
      perf: { now: () => clock().getTime() },
      ttlResolution: 0,
      fetchMethod: async (alias) => ({ version: (await currentVersion(this.db, alias))?.version ?? null }),
    });
  }

  /** The version in force, or null when the tenant has published none. */
  async versionInForce(tenantAlias: string): Promise<number | null> {
    return (await this.inForce.fetch(tenantAlias))?.version ?? null;
  }

  /** The version this customer must still accept, or null. */
  async pending(tenantAlias: string, userId: number): Promise<number | null> {
    const version = await this.versionInForce(tenantAlias);
    if (version === null) return null;
    const key = `${userId}:${version}`;
    if (this.accepted.has(key)) return null;
    if (!(await acceptanceOf(this.db, userId, version))) return version;
    this.accepted.set(key, true);
    return null;
  }

  /** After a publication in this process: the next call reads the version in force again. */
  forget(tenantAlias: string): void {
    this.inForce.delete(tenantAlias);
  }
}

/** The version the customer has to accept before anything else, or null. */
export async function pendingFor(gate: RegolamentoGate, tenantAlias: string, user: { id: number; active: number }) {
  return user.active === 1 ? gate.pending(tenantAlias, user.id) : null;
}

/** The version auth/me names for the portal to ask for, read afresh (the gate may remember for a second). */
export async function versionToAccept(db: Db, tenantAlias: string, user: { id: number; active: number }): Promise<number | null> {
  if (user.active !== 1) return null;
  const current = await currentVersion(db, tenantAlias);
  if (!current) return null;
  return (await acceptanceOf(db, user.id, current.version)) ? null : current.version;
}

/** The pending version in full, for the blocking page. */
export async function pendingVersion(
  db: Db,
  gate: RegolamentoGate,
  tenantAlias: string,
  user: { id: number; active: number },
): Promise<VersionView | null> {
  const version = await pendingFor(gate, tenantAlias, user);
  if (version === null) return null;
  const row = await findVersion(db, tenantAlias, version);
  return row ? publicView(row) : null;
}

/**
 * Records the customer's acceptance of `version`, which must be the one in force (they read it).
 * Accepting again answers the first acceptance: the record keeps when it was given.
 */
export async function acceptRegolamento(
  db: Db,
  input: { tenantAlias: string; userId: number; version: number; channel: AcceptanceChannel; address: string | null; now: Date },
): Promise<AcceptanceAnswer> {
  const current = await currentVersion(db, input.tenantAlias);
  if (!current) throw new HttpError(404, MSG.notFound);
  if (current.version !== input.version) throw new HttpError(409, MSG.outdated);
  const before = await acceptanceOf(db, input.userId, current.version);
  if (before) return { version: before.version, docHash: before.doc_hash, acceptedAt: before.accepted_at };
  const acceptedAt = input.now.toISOString();
  await insertAcceptance(db, {
    tenant_alias: input.tenantAlias,
    user_id: input.userId,
    version: current.version,
    doc_hash: current.doc_hash,
    channel: input.channel,
    address: input.address,
    accepted_at: acceptedAt,
  });
  return { version: current.version, docHash: current.doc_hash, acceptedAt };
}

/**
 * The signup form's tick box: an acceptance of the version in force when the form was sent.
 * Nothing is recorded when none is published (the tenant's rules are only its folder's PDF).
 */
export async function acceptAtSignup(
  db: Db,
  input: { tenantAlias: string; userId: number; address: string | null; now: Date },
): Promise<void> {
  const current = await currentVersion(db, input.tenantAlias);
  if (current) await acceptRegolamento(db, { ...input, version: current.version, channel: 'signup' });
}

/** Every version for the console, newest first. */
export async function staffVersions(db: Db, tenantAlias: string): Promise<StaffRegolamentoVersion[]> {
  const rows = await versionsOf(db, tenantAlias);
  const current = rows.find((r) => r.published_at)?.version ?? null;
  return rows.map((r) => staffView(r, current));
}

/** The document of a draft: the stored PDF it names, or its rich text sanitised; with its hash. */
async function draftDocument(db: Db, body: DraftBody) {
  if (body.format === 'pdf') {
    if (!body.file) throw new HttpError(400, MSG.fileMissing, [{ field: 'file', message: MSG.fileMissing }]);
    const ref = parseStoredRef(body.file);
    const file = ref?.ext === 'pdf' ? await readBrandFile(db, `${ref.hash}.pdf`) : null;
    if (!ref || !file) throw new HttpError(400, MSG.fileNotPdf, [{ field: 'file', message: MSG.fileNotPdf }]);
    // The hash of the bytes themselves, not the name: what a customer downloads is what they accepted.
    return { file_hash: ref.hash, html: null, doc_hash: sha256(file.data) };
  }
  const html = cleanRichText(body.html ?? '');
  if (htmlToText(html).trim() === '') throw new HttpError(400, MSG.textMissing, [{ field: 'html', message: MSG.textMissing }]);
  return { file_hash: null, html, doc_hash: sha256(html) };
}

/** Prepares the next version as a draft (one at a time), audited. */
export async function createDraft(db: Db, who: Actor, tenantAlias: string, body: DraftBody, now: Date): Promise<StaffRegolamentoVersion> {
  const changes = body.changes.trim();
  if (!changes) throw new HttpError(400, MSG.changesMissing, [{ field: 'changes', message: MSG.changesMissing }]);
  const document = await draftDocument(db, body);
  const row = await writeTransaction(db, async (trx) => {
    const rows = await versionsOf(trx, tenantAlias);
    if (rows.some((r) => !r.published_at)) throw new HttpError(409, MSG.draftWaiting);
    const version = (rows[0]?.version ?? 0) + 1;
    await insertVersion(trx, {
      tenant_alias: tenantAlias,
      version,
      format: body.format,
      ...document,
      changes,
      created_at: now.toISOString(),
      created_by: who.actor,
      published_at: null,
      published_by: null,
    });
    await recordAction(
      trx,
      who,
      {
        tenant: tenantAlias,
        action: 'regolamento.draft',
        target: String(version),
        after: { format: body.format, docHash: document.doc_hash },
      },
      now,
    );
    return (await findVersion(trx, tenantAlias, version))!;
  });
  return staffView(row, null);
}

/** Puts a draft in force from now, audited with the hash customers will accept. */
export async function publishVersion(
  db: Db,
  who: Actor,
  tenantAlias: string,
  version: number,
  now: Date,
): Promise<StaffRegolamentoVersion> {
  const row = await writeTransaction(db, async (trx) => {
    const draft = await findVersion(trx, tenantAlias, version);
    if (!draft) throw new HttpError(404, MSG.versionNotFound);
    if (!(await markPublished(trx, tenantAlias, version, now.toISOString(), who.actor))) throw new HttpError(409, MSG.notDraft);
    await recordAction(
      trx,
      who,
      { tenant: tenantAlias, action: 'regolamento.publish', target: String(version), after: { docHash: draft.doc_hash } },
      now,
    );
    return (await findVersion(trx, tenantAlias, version))!;
  });
  return staffView(row, row.version);
}

/** Deletes a draft, audited with the hash it had (no customer saw it); a published version stays for good. */
export async function removeDraft(db: Db, who: Actor, tenantAlias: string, version: number, now: Date): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const row = await findVersion(trx, tenantAlias, version);
    if (!row) throw new HttpError(404, MSG.versionNotFound);
    if (!(await deleteDraft(trx, tenantAlias, version))) throw new HttpError(409, MSG.notDraft);
    await recordAction(
      trx,
      who,
      { tenant: tenantAlias, action: 'regolamento.draft_delete', target: String(version), before: { docHash: row.doc_hash } },
      now,
    );
  });
}

/** A customer's acceptances for support, newest first. */
export async function customerAcceptances(db: Db, tenantAlias: string, userId: number): Promise<CustomerAcceptances> {
  const [current, rows] = await Promise.all([currentVersion(db, tenantAlias), acceptancesOf(db, tenantAlias, userId)]);
  const currentVersionNumber = current?.version ?? null;
  return {
    currentVersion: currentVersionNumber,
    acceptances: rows.map((r) => ({
      version: r.version,
      docHash: r.doc_hash,
      channel: r.channel,
      address: r.address,
      acceptedAt: r.accepted_at,
      current: r.version === currentVersionNumber,
    })),
  };
}

/**
 * Demo data: the tenant folder's PDF as version 1 in force, accepted by the given customers (they
 * ticked the box for that very file). Skipped when the tenant already has a version.
 */
export async function seedFirstVersion(
  db: Db,
  input: { tenantAlias: string; fileHash: string; data: Buffer; acceptedBy: number[]; now: Date },
): Promise<void> {
  if ((await versionsOf(db, input.tenantAlias)).length > 0) return;
  const at = input.now.toISOString();
  const docHash = sha256(input.data);
  await insertVersion(db, {
    tenant_alias: input.tenantAlias,
    version: 1,
    format: 'pdf',
    file_hash: input.fileHash,
    html: null,
    doc_hash: docHash,
    changes: 'Prima versione del regolamento.',
    created_at: at,
    created_by: 'demo',
    published_at: at,
    published_by: 'demo',
  });
  for (const userId of input.acceptedBy)
    await insertAcceptance(db, {
      tenant_alias: input.tenantAlias,
      user_id: userId,
      version: 1,
      doc_hash: docHash,
      channel: 'demo',
      address: null,
      accepted_at: at,
    });
}
