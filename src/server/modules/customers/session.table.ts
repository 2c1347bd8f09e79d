import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One refresh token. Tokens of one sign-in share a family: rotating marks the old row
 * `rotated_at` and inserts its successor; presenting a rotated token again revokes the family.
 * Only the SHA-256 of the token is stored.
 */
export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  user_id: number;
  tenant_alias: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export type OneTimeTokenKind = 'activation' | 'reset';

/** Single-use links sent by mail (activation, password reset); only the SHA-256 is stored. */
export interface OneTimeTokensTable {
  id: Generated<number>;
  kind: OneTimeTokenKind;
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Hits per bucket and fixed window, shared through the database by every server process. */
export interface RateLimitHitsTable {
  bucket: string;
  /** Window start, epoch milliseconds. */
  window_start: number;
  count: number;
}

export type RefreshToken = Selectable<RefreshTokensTable>;
export type NewRefreshToken = Insertable<RefreshTokensTable>;
export type OneTimeToken = Selectable<OneTimeTokensTable>;
