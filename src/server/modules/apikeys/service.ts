import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import type { ApiKey } from './api-key.table.js';

type Db = Kysely<Database>;

/** What a key may do on /v1/partner, by name. */
export const API_KEY_SCOPES = ['points:write', 'customers:write', 'sales:write', 'orders:read', 'orders:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isScope = (value: string): value is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(value);

/** Keys start with this, so a leaked one is recognisable in logs, repositories and secret scanners. */
export const KEY_PREFIX = 'prm_';

/** Why a request about keys was refused: bad input, a live key of that name already, no such live key. */
export class ApiKeyError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'taken' | 'missing' = 'invalid',
  ) {
    super(message);
  }
}

/** A key with an expiry day works until the end of that day, UTC (the CLI's --expires, the console's date). */
export const endOfExpiryDay = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A key's public face: never its value or hash. */
export interface ApiKeyView {
  id: number;
  name: string;
  hint: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedFrom: string | null;
}

const viewOf = (k: ApiKey): ApiKeyView => ({
  id: k.id,
  name: k.name,
  hint: k.hint,
  scopes: JSON.parse(k.scopes_json) as ApiKeyScope[],
  expiresAt: k.expires_at,
  createdAt: k.created_at,
  createdBy: k.created_by,
  revokedAt: k.revoked_at,
  lastUsedAt: k.last_used_at,
  lastUsedFrom: k.last_used_from,
});

/**
 * Creates a key for the tenant and answers it once: only its hash is stored. A name is unique
 * among the tenant's live keys (revoke the old one first).
 */
export async function createApiKey(
  db: Db,
  request: { tenantAlias: string; name: string; scopes: readonly string[]; expiresAt?: Date | null },
  who: Actor,
  now: Date,
): Promise<{ key: string; view: ApiKeyView }> {
  const name = request.name.trim();
  if (!/^[\p{L}\p{N} ._-]{1,80}$/u.test(name)) throw new ApiKeyError('il nome va da 1 a 80 lettere, cifre, spazi, punti, trattini');
  const scopes = [...new Set(request.scopes)];
  const unknown = scopes.filter((s) => !isScope(s));
  if (scopes.length === 0 || unknown.length)
    throw new ApiKeyError(`permessi non validi${unknown.length ? `: ${unknown.join(', ')}` : ''} (ammessi: ${API_KEY_SCOPES.join(', ')})`);
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) throw new ApiKeyError('la scadenza è già passata');
  const taken = await db
    .selectFrom('api_keys')
    .select('id')
    .where('tenant_alias', '=', request.tenantAlias)
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (taken) throw new ApiKeyError(`esiste già una chiave attiva di nome "${name}": revocala prima`, 'taken');
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('api_keys')
    .values({
      tenant_alias: request.tenantAlias,
      name,
      key_hash: hashOf(key),
      hint: key.slice(-4),
      scopes_json: JSON.stringify(scopes),
      expires_at: request.expiresAt?.toISOString() ?? null,
      created_at: now.toISOString(),
      created_by: who.actor,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAction(
    db,
    who,
    { tenant: request.tenantAlias, action: 'apikey.create', target: name, after: { scopes, expiresAt: row.expires_at } },
    now,
  );
  return { key, view: viewOf(row) };
}

export async function listApiKeys(db: Db, tenantAlias: string): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(viewOf);
}

/**
 * Revokes the tenant's live key named `which` (the CLI) or with that id (the console), at once
 * for every process (each use reads the row). Answers the key as it now is.
 */
export async function revokeApiKey(
  db: Db,
  tenantAlias: string,
  which: string | { id: number },
  who: Actor,
  now: Date,
): Promise<ApiKeyView> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString() })
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => (typeof which === 'string' ? eb('name', '=', which.trim()) : eb('id', '=', which.id)))
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row)
    throw new ApiKeyError(
      typeof which === 'string' ? `nessuna chiave attiva di nome "${which.trim()}"` : 'nessuna chiave attiva con questo id',
      'missing',
    );
  await recordAction(db, who, { tenant: tenantAlias, action: 'apikey.revoke', target: row.name }, now);
  return viewOf(row);
}

/** Why a presented key is refused (the partner API answers 401 for all of them alike). */
export type KeyRefusal = 'unknown' | 'revoked' | 'expired';

/** How often a key's "last used" is written: once a minute is enough to see it, and spares a write per call. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The key a request presents, if it is live: known, not revoked, not expired. Read from the
 * database on every call, so a revocation holds on every process at once.
 */
export async function authenticateApiKey(
  db: Db,
  presented: string,
  from: string,
  now: Date,
): Promise<{ key: ApiKeyView & { tenantAlias: string } } | { refused: KeyRefusal }> {
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 100) return { refused: 'unknown' };
  const row = await db.selectFrom('api_keys').selectAll().where('key_hash', '=', hashOf(presented)).executeTakeFirst();
  if (!row) return { refused: 'unknown' };
  if (row.revoked_at) return { refused: 'revoked' };
  if (row.expires_at && row.expires_at <= now.toISOString()) return { refused: 'expired' };
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS || row.last_used_from !== from) {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now.toISOString(), last_used_from: from.slice(0, 64) })
      .where('id', '=', row.id)
      .execute();
  }
  return { key: { ...viewOf(row), tenantAlias: row.tenant_alias } };
}
