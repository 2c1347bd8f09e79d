import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import type { RequestTenant } from '../tenants/service.js';
import { consentHistory } from '../consents/service.js';
import { customerOf, profileForExport } from '../customers/privacy-service.js';
import { contactRequestsForExport, validationsForExport } from '../engagement/privacy-service.js';
import { ordersForExport, wishlistForExport } from '../orders/privacy-service.js';
import { ledgerForExport } from '../points/privacy-service.js';
import { enqueueJob } from '../jobs/service.js';
import { exportZip } from './export-zip.js';
import { exportData, expireExports, findRequest, insertRequest, markReady, requestsOf, type RequestHead } from './repository.js';
import { writeTransaction } from '../../db/write-transaction.js';

/**
 * The customer's copy of their data (GDPR art. 15 and 20): asked by them or by staff for them,
 * prepared by a job (the receipts can weigh megabytes), kept EXPORT_KEEP_MS, then dropped by the
 * recurring purge. Handed out only to its owner, signed in, or to staff of the tenant.
 */

export const EXPORT_JOB = 'privacy.export';
export const PURGE_JOB = 'privacy.purge';
/** How long a prepared zip is kept (and its mail's link works). */
const EXPORT_KEEP_MS = 7 * 24 * 3600_000;

export const PRIVACY_MSG = {
  notFound: 'Esportazione non trovata',
  notReady: "L'esportazione è ancora in preparazione: riceverai un'email quando sarà pronta",
  expired: "L'esportazione è scaduta: chiedine una nuova dalla tua pagina",
  customerNotFound: 'Cliente non trovato',
} as const;

export interface PrivacyDeps {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  now: () => Date;
}

/** A ready zip younger than this answers a new request: pressing again does not build another. */
const FRESH_EXPORT_MS = 3600_000;

/**
 * Asks for an export: a request preparing and its job, in one transaction. An export being
 * prepared, or one made in the last hour, answers instead, so a customer pressing again (or a
 * script) cannot fill the database with zips; a newer zip drops the older ones when it is ready.
 */
export async function requestExport(deps: PrivacyDeps, tenantAlias: string, userId: number, requestedBy: string): Promise<{ id: string }> {
  const now = deps.now();
  const latest = (await requestsOf(deps.db, userId, 'export', 1))[0];
  const state = latest && exportStateOf(latest, now);
  if (state?.state === 'preparing') return { id: state.id };
  if (state?.state === 'ready' && now.getTime() - Date.parse(state.createdAt) < FRESH_EXPORT_MS) return { id: state.id };
  const id = randomUUID();
  await writeTransaction(deps.db, async (trx) => {
    await insertRequest(trx, {
      id,
      tenant_alias: tenantAlias,
      user_id: userId,
      kind: 'export',
      state: 'preparing',
      requested_by: requestedBy,
      token_hash: null,
      data: null,
      created_at: now.toISOString(),
      ready_at: null,
      expires_at: null,
    });
    await enqueueJob(trx, { kind: EXPORT_JOB, tenantAlias, payload: { id }, idempotencyKey: `privacy-export:${id}` }, now);
  });
  return { id };
}

/** Gathers every area from its module and builds the zip. */
export async function buildExport(db: Db, tenant: RequestTenant, userId: number, now: Date): Promise<Buffer> {
  const user = await customerOf(db, tenant.alias, userId);
  if (!user) throw new Error(`customer ${userId} of ${tenant.alias} is gone`);
  const [{ profile, addresses }, consents, ledger, orders, wishlist, contactRequests, validations] = await Promise.all([
    profileForExport(db, user),
    consentHistory(db, userId, tenant.config.consents),
    ledgerForExport(db, tenant.alias, userId),
    ordersForExport(db, tenant.alias, userId),
    wishlistForExport(db, tenant.alias, userId),
    contactRequestsForExport(db, tenant.alias, userId),
    validationsForExport(db, tenant.alias, userId),
  ]);
  return exportZip({
    tenantName: tenant.config.name,
    preparedAt: now.toISOString(),
    timeZone: tenant.config.timeZone,
    profile,
    addresses,
    consents,
    ledger,
    orders,
    wishlist,
    contactRequests,
    validations,
  });
}

/**
 * The job: builds the zip, keeps it, and tells a customer who asked that it is ready (the link
 * opens their page, where they download it signed in; it stops working when the zip expires).
 */
export async function prepareExport(
  deps: PrivacyDeps & { tenantOf: (alias: string) => Promise<RequestTenant | null>; outboxOf: (tenant: RequestTenant) => Outbox },
  id: string,
): Promise<void> {
  const request = await findRequest(deps.db, id);
  if (!request || request.state !== 'preparing') return;
  const tenant = await deps.tenantOf(request.tenant_alias);
  if (!tenant) return;
  const now = deps.now();
  const zip = await buildExport(deps.db, tenant, request.user_id, now);
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS).toISOString();
  if (!(await markReady(deps.db, request.user_id, id, zip, now.toISOString(), expiresAt))) return;
  if (request.requested_by !== 'customer') return;
  const user = await customerOf(deps.db, tenant.alias, request.user_id);
  if (user?.email) {
    await deps.outboxOf(tenant).send('privacyExport', user.email, {
      firstname: user.firstname,
      link: `${deps.outboxOf(tenant).baseUrl}/my-page#i-tuoi-dati`,
      expiresAt: italianDay(expiresAt, tenant.config.timeZone),
    });
  }
}

const italianDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('it-IT', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The purge job: drops the zips whose time is over. */
export function purgeExports(deps: PrivacyDeps): Promise<number> {
  return expireExports(deps.db, deps.now().toISOString());
}

export interface ExportState {
  id: string;
  state: 'preparing' | 'ready' | 'expired';
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  requestedBy: string;
}

/** A ready zip whose time is over counts as expired even before the purge has run. */
export function exportStateOf(r: RequestHead, now: Date): ExportState {
  const over = r.state === 'ready' && r.expires_at !== null && r.expires_at <= now.toISOString();
  return {
    id: r.id,
    state: over || r.state === 'expired' ? 'expired' : r.state === 'ready' ? 'ready' : 'preparing',
    createdAt: r.created_at,
    readyAt: r.ready_at,
    expiresAt: r.expires_at,
    requestedBy: r.requested_by,
  };
}

/** The customer's exports, newest first. */
export async function exportsOf(deps: PrivacyDeps, userId: number): Promise<ExportState[]> {
  const now = deps.now();
  return (await requestsOf(deps.db, userId, 'export', 5)).map((r) => exportStateOf(r, now));
}

/**
 * The zip of export `id` when it belongs to this customer of this tenant and is ready. Anyone
 * else's id answers 404, as a missing one: an id tells nothing about whose it is.
 */
export async function exportFile(
  deps: PrivacyDeps,
  tenantAlias: string,
  userId: number,
  id: string,
): Promise<{ zip: Buffer; fileName: string }> {
  const request = await findRequest(deps.db, id);
  if (!request || request.kind !== 'export' || request.user_id !== userId || request.tenant_alias !== tenantAlias) {
    throw new HttpError(404, PRIVACY_MSG.notFound);
  }
  const state = exportStateOf(request, deps.now());
  if (state.state === 'preparing') throw new HttpError(409, PRIVACY_MSG.notReady);
  if (state.state === 'expired') throw new HttpError(410, PRIVACY_MSG.expired);
  const row = await exportData(deps.db, id);
  if (!row?.data) throw new HttpError(410, PRIVACY_MSG.expired);
  return { zip: Buffer.from(row.data), fileName: `dati-${request.created_at.slice(0, 10)}.zip` };
}
