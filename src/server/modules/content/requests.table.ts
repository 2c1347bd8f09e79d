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
  /** Relative to DATA_DIR (uploads/<alias>/<random>.<ext>). */
  file_path: string;
  /** As the customer named it; for the operator only, never used as a path. */
  original_name: string | null;
  /** Detected from the content, not taken from the client. */
  mime: string;
  size: number;
  status: PrizeValidationStatus;
  created_at: string;
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
export type PrizeValidation = Selectable<PrizeValidationsTable>;
export type NewPrizeValidation = Insertable<PrizeValidationsTable>;
