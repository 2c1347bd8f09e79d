import type { Validation, ValidationPage, ValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';
import { formatEuro, formatShortDate } from '../../../shared/format.js';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction } from '../audit/service.js';
import { publishEvent } from '../webhooks/service.js';
import { findAnyFile } from '../catalog/images-service.js';
import { notifyCustomer } from '../content/notify-service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import {
  countValidations,
  decideValidation,
  findValidation,
  pageValidations,
  type ValidationListRow,
  type ValidationRow,
} from './validations-repository.js';
import { returnPrizeToValidate } from '../customers/prize-credit-service.js';
import { withCustomerCards } from '../customers/staff-service.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const VALIDATION_MSG = {
  notFound: 'Convalida non trovata',
  decided: 'Questa convalida è già stata decisa: ricarica la pagina per vedere l’esito',
  reasonRequired: 'Scrivi il motivo del rifiuto (almeno 3 caratteri): il cliente lo leggerà',
  fileMissing: 'Il file dello scontrino non è disponibile',
} as const;

export const VALIDATIONS_PAGE_SIZE = 20;

export interface ValidationsDeps {
  db: Db;
  now: () => Date;
}

function view(row: ValidationRow): Validation {
  return {
    id: row.id,
    customer: { username: row.username, firstname: row.firstname, lastname: row.lastname, company: row.company, email: row.email },
    status: row.status,
    receiptDate: row.receipt_date,
    receiptTime: row.receipt_time,
    amount: row.amount_cents / 100,
    originalName: row.original_name,
    mime: row.mime as Validation['mime'],
    size: row.size,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewed_by,
    reason: row.review_reason,
  };
}

export async function validationsPage(
  deps: ValidationsDeps,
  tenantAlias: string,
  status: ValidationStatus,
  page: number,
): Promise<ValidationPage> {
  const [{ rows, total }, pending] = await Promise.all([
    pageValidations(deps.db, tenantAlias, status, VALIDATIONS_PAGE_SIZE, (page - 1) * VALIDATIONS_PAGE_SIZE),
    countValidations(deps.db, tenantAlias, 'pending'),
  ]);
  return { items: (await withCustomers(deps.db, rows)).map(view), total, page, pageSize: VALIDATIONS_PAGE_SIZE, pending };
}

/** The validations with their customers' code, names, company and email (a validation without one is left out, as a join would). */
async function withCustomers(db: Db, rows: readonly ValidationListRow[]): Promise<ValidationRow[]> {
  return withCustomerCards(db, rows);
}

async function validationOr404(db: Db, tenantAlias: string, id: number): Promise<ValidationRow> {
  const found = await findValidation(db, tenantAlias, id);
  const [row] = found ? await withCustomers(db, [found]) : [];
  if (!row) throw new HttpError(404, VALIDATION_MSG.notFound);
  return row;
}

export async function validationDetail(deps: ValidationsDeps, tenantAlias: string, id: number): Promise<Validation> {
  return view(await validationOr404(deps.db, tenantAlias, id));
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The receipt's bytes (from `files`, where the validation of this tenant points), the type
 * detected at upload and a name made here (the customer's could hold quotes or newlines); 404 for
 * another tenant's validation or a missing file. A receipt is personal data: each look is
 * audited (validation.receipt), like the decisions.
 */
export async function receiptFile(
  deps: ValidationsDeps,
  act: StaffAct,
  id: number,
): Promise<{ data: Buffer; mime: string; fileName: string }> {
  const row = await validationOr404(deps.db, act.tenantAlias, id);
  const file = row.file_hash ? await findAnyFile(deps.db, row.file_hash) : undefined;
  if (!file) throw new HttpError(404, VALIDATION_MSG.fileMissing);
  await recordAction(
    deps.db,
    act.who,
    { tenant: act.tenantAlias, action: 'validation.receipt', target: `${row.username} #${row.id}` },
    deps.now(),
  );
  return { data: Buffer.from(file.data), mime: row.mime, fileName: `scontrino-${row.id}.${EXTENSIONS[row.mime] ?? 'bin'}` };
}

const receiptWords = (row: ValidationRow, timeZone: string) =>
  `lo scontrino del ${formatShortDate(row.receipt_date, timeZone)} alle ${row.receipt_time} (${formatEuro(row.amount_cents / 100)})`;

/**
 * Decides a pending validation in one transaction: the decision (conditional, so two staff
 * members deciding together get one success and one 409), for a rejection the prize given back
 * (the 'Hai un premio da convalidare' modal returns and the customer may send another receipt),
 * the customer's notification and the audit entry.
 */
async function decide(
  deps: ValidationsDeps,
  act: StaffAct,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<Validation> {
  const now = deps.now();
  const timeZone = act.config?.timeZone ?? DEFAULT_TIME_ZONE;
  return writeTransaction(deps.db, async (trx) => {
    const row = await validationOr404(trx, act.tenantAlias, id);
    const decided = await decideValidation(trx, act.tenantAlias, id, {
      status,
      reviewed_at: now.toISOString(),
      reviewed_by: act.who.actor,
      review_reason: reason,
    });
    if (!decided) throw new HttpError(409, VALIDATION_MSG.decided);
    if (status === 'rejected') await returnPrizeToValidate(trx, act.tenantAlias, row.user_id);
    const notice =
      status === 'approved'
        ? { title: 'Premio convalidato', paragraphs: [`Abbiamo verificato ${receiptWords(row, timeZone)}: il tuo premio è convalidato.`] }
        : {
            title: 'Convalida del premio non riuscita',
            paragraphs: [
              `Non abbiamo potuto convalidare il premio con ${receiptWords(row, timeZone)}.`,
              `Motivo: ${reason ?? ''}`,
              'Puoi inviare un nuovo scontrino dalla pagina Convalida premio.',
            ],
          };
    await notifyCustomer(trx, { tenantAlias: act.tenantAlias, userId: row.user_id, ...notice }, now);
    await publishEvent(
      trx,
      act.tenantAlias,
      status === 'approved' ? 'validation.approved' : 'validation.rejected',
      {
        validation_id: row.id,
        user_code: row.username,
        receipt: { date: row.receipt_date, time: row.receipt_time, amount_cents: row.amount_cents },
        reason,
        decided_at: now.toISOString(),
      },
      now,
    );
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: status === 'approved' ? 'validation.approve' : 'validation.reject',
        target: `${row.username} #${row.id}`,
        before: { status: row.status },
        after: reason === null ? { status } : { status, reason },
      },
      now,
    );
    return view(await validationOr404(trx, act.tenantAlias, id));
  });
}

export async function approveValidation(deps: ValidationsDeps, act: StaffAct, id: number): Promise<Validation> {
  return decide(deps, act, id, 'approved', null);
}

export async function rejectValidation(deps: ValidationsDeps, act: StaffAct, id: number, reason: string): Promise<Validation> {
  const trimmed = reason.trim();
  if (trimmed.length < 3)
    throw new HttpError(400, VALIDATION_MSG.reasonRequired, [{ field: 'reason', message: VALIDATION_MSG.reasonRequired }]);
  return decide(deps, act, id, 'rejected', trimmed);
}
