import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { consume, type Limit } from '../../http/rate-limit.js';
import { hasPendingValidation, storedReceiptBytes } from './requests-repository.js';

/**
 * What bounds prize-validation uploads: a prize to validate, one receipt per prize, a
 * rate per customer and a storage quota per tenant. Every count lives in the database, so all
 * server processes share it. The checks here run before the file is written; the prize and the
 * quota are taken for good inside the insert's transaction (insertPrizeValidation).
 */

/** Attempts per customer, valid or not: the form is sent once per prize, a few times when a field is wrong. */
export const FORM_WIN_RATE: Limit = { max: 10, windowMs: 60 * 60_000 };
/** Bytes of receipts one tenant may store (about a thousand 5 MB photos); buildApp's receiptQuotaBytes overrides it. */
export const RECEIPT_QUOTA_BYTES = 5 * 1024 ** 3;

export const NO_PRIZE = 'Non hai premi da convalidare';
export const ALREADY_SENT = 'Hai già inviato lo scontrino di questo premio: è in attesa di verifica';
export const STORAGE_FULL =
  "Al momento non possiamo ricevere altri scontrini: lo spazio disponibile è esaurito. Riprova più tardi o contatta l'assistenza";

/** 409 for a customer without a prize left: 'already sent' while a receipt of theirs awaits review. */
export async function noPrizeError(db: Db, tenantAlias: string, userId: number): Promise<HttpError> {
  return new HttpError(409, (await hasPendingValidation(db, tenantAlias, userId)) ? ALREADY_SENT : NO_PRIZE);
}

export function storageFullError(): HttpError {
  return new HttpError(413, STORAGE_FULL);
}

/** Refuses, before anything is parsed or written: no prize to validate (409), too many attempts (429), no room for `bytes` (413). */
export async function assertMayUpload(
  db: Db,
  tenantAlias: string,
  user: AuthUser,
  bytes: number,
  quotaBytes: number,
  now: Date,
): Promise<void> {
  if (user.prize_to_validate <= 0) throw await noPrizeError(db, tenantAlias, user.id);
  await consume(db, `form-win:${tenantAlias}:${user.id}`, FORM_WIN_RATE, now);
  if ((await storedReceiptBytes(db, tenantAlias)) + bytes > quotaBytes) throw storageFullError();
}
