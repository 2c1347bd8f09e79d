import type { Generated, Selectable } from 'kysely';

/**
 * A key a machine uses on /v1/partner: one tenant, named scopes, an optional expiry. Only the
 * SHA-256 of the key is kept (a key is 32 random bytes: no slow hash needed); `hint` is its last
 * characters, for people to tell keys apart.
 */
export interface ApiKeysTable {
  id: Generated<number>;
  tenant_alias: string;
  name: string;
  key_hash: string;
  hint: string;
  /** JSON array of scopes (API_KEY_SCOPES). */
  scopes_json: string;
  expires_at: string | null;
  created_at: string;
  created_by: string;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_from: string | null;
}

export type ApiKey = Selectable<ApiKeysTable>;
