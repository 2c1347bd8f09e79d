import type { Generated, Insertable, Selectable } from 'kysely';

/** A message sent with the contact form (/contatti); also mailed to the operator. */
export interface ContactRequestsTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  topic: string;
  message: string;
  /** One of the customer's own orders, checked before storing. */
  order_number: string | null;
  created_at: string;
  /** The console's inbox: 'open' until a staff member closes it (and back on reopening). */
  status: Generated<ContactRequestStatus>;
  /** The staff member handling it (staff_accounts.id); null: nobody yet. */
  assigned_staff_id: number | null;
  /** When the latest reply from the console was sent; null: unanswered. */
  replied_at: string | null;
  closed_at: string | null;
}

export type ContactRequestStatus = 'open' | 'closed';

/** A reply mailed to the customer from the console, kept to show the request's thread. */
export interface ContactRepliesTable {
  id: Generated<number>;
  request_id: number;
  staff_email: string;
  /** The address it was mailed to (the customer's at the time). */
  sent_to: string;
  body: string;
  created_at: string;
}

export type PrizeValidationStatus = 'pending' | 'approved' | 'rejected';

/** A receipt sent to validate a prize (/form-win); the operator reviews it. */
export interface PrizeValidationsTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  /** yyyy-MM-dd */
  receipt_date: string;
  /** HH:mm */
  receipt_time: string;
  amount_cents: number;
  /** Before 2026_12_02_0002: where the receipt was on the server's disk, relative to DATA_DIR (uploads/<alias>/<random>.<ext>); '' since. */
  file_path: string;
  /** The receipt in `files` (sha256 of its bytes, access 'staff'); null only for an old receipt whose file was missing when it was moved. */
  file_hash: string | null;
  /** As the customer named it; for the operator only, never used as a path. */
  original_name: string | null;
  /** Detected from the content, not taken from the client. */
  mime: string;
  size: number;
  status: PrizeValidationStatus;
  created_at: string;
  /** Set by the console's review: when, by whom (staff email) and, for a refusal, why. */
  reviewed_at: string | null;
  reviewed_by: string | null;
  review_reason: string | null;
}

/**
 * Bytes of receipts a tenant stores: the counter of its storage quota, moved only by
 * insertPrizeValidation (whatever deletes receipts one day must subtract their size).
 */
export interface ReceiptStorageTable {
  tenant_alias: string;
  bytes: number;
}

export type ContactRequest = Selectable<ContactRequestsTable>;
export type NewContactRequest = Insertable<ContactRequestsTable>;
export type ContactReply = Selectable<ContactRepliesTable>;
export type PrizeValidation = Selectable<PrizeValidationsTable>;
export type NewPrizeValidation = Insertable<PrizeValidationsTable>;
