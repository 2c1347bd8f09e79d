import type { Insertable, Selectable } from 'kysely';

export type PrivacyRequestKind = 'export' | 'erase';
/** export: preparing → ready → expired (the zip dropped); erase: pending (mail sent) → done. */
export type PrivacyRequestState = 'preparing' | 'ready' | 'expired' | 'pending' | 'done';

/** One export or erasure asked by a customer or by staff for them. Times ISO-8601 UTC. */
export interface PrivacyRequestsTable {
  /** A random UUID: the export's address, never guessable from another's. */
  id: string;
  tenant_alias: string;
  user_id: number;
  kind: PrivacyRequestKind;
  state: PrivacyRequestState;
  /** 'customer', or the staff member's email. */
  requested_by: string;
  /** sha256 of the erasure confirmation code mailed to the customer. */
  token_hash: string | null;
  /** The export's zip while it is kept. */
  data: Buffer | null;
  created_at: string;
  ready_at: string | null;
  /** export: when the zip is dropped; erase: until when the mailed link confirms. */
  expires_at: string | null;
}

export type PrivacyRequest = Selectable<PrivacyRequestsTable>;
export type NewPrivacyRequest = Insertable<PrivacyRequestsTable>;
