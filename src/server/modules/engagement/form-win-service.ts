import type { FormWinBody, FormWinState, PrizeValidation as PrizeValidationView } from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { hasForm, invalidFormError, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { RequestTenant } from '../tenants/service.js';
import { assertMayUpload, noPrizeError, storageFullError } from './form-win-limits.js';
import type { PrizeValidation } from './requests.table.js';
import { insertPrizeValidation, listPrizeValidations } from './requests-repository.js';
import { detectFileType, FILE_TOO_LARGE, incomingFile, INVALID_FILE_TYPE, isoDate, MAX_RECEIPT_BYTES, parseAmountCents } from './upload.js';

/**
 * Prize validation (/form-win): a customer with a prize to validate sends the receipt of the
 * purchase; it is checked, stored in the database (`files`, served to staff only) and queued for review.
 */

export const PRIZE_VALIDATION_OFF = 'La convalida dei premi non è attiva';
const REQUIRED = 'CAMPO OBBLIGATORIO';
const INVALID_AMOUNT = 'Importo non valido';

export interface FormWinDeps {
  db: Db;
  /** Bytes of receipts the tenant may store. */
  quotaBytes: number;
  clock: () => Date;
}

/** A sent receipt as the API answers it. */
function validationView(v: PrizeValidation): PrizeValidationView {
  return {
    id: v.id,
    status: v.status,
    receipt_date: v.receipt_date,
    receipt_time: v.receipt_time,
    amount: v.amount_cents / 100,
    original_name: v.original_name,
    mime: v.mime,
    size: v.size,
    created_at: v.created_at,
  };
}

/** Fallback rules for a tenant without `forms.formWin`: every field required, ISO date not in the future, HH:mm. */
function defaultErrors(date: string, time: string, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!date) errors.push({ field: 'receipt_date', message: 'Campo obbligatorio' });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today) errors.push({ field: 'receipt_date', message: 'Data non valida' });
  if (!time) errors.push({ field: 'receipt_time', message: REQUIRED });
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.push({ field: 'receipt_time', message: 'Formato non valido' });
  return errors;
}

/** GET form-win: whether to show the 'Hai un premio da convalidare' modal, and the receipts sent. */
export async function prizeValidationStatus(db: Db, tenant: RequestTenant, user: AuthUser): Promise<FormWinState> {
  return {
    enabled: tenant.config.features.prizeValidation,
    prize_to_validate: user.prize_to_validate > 0,
    validations: (await listPrizeValidations(db, tenant.alias, user.id)).map(validationView),
  };
}

/**
 * POST form-win: refuses before reading anything when the customer may not send (no prize 409,
 * rate 429, quota 413), then checks the file by its content and the fields by the tenant's form,
 * stores the file and the row; the prize and the quota are taken inside the row's transaction.
 */
export async function submitReceipt(
  deps: FormWinDeps,
  tenant: RequestTenant,
  user: AuthUser,
  body: FormWinBody,
): Promise<PrizeValidationView> {
  const { db, quotaBytes } = deps;
  if (!tenant.config.features.prizeValidation) throw new HttpError(404, PRIZE_VALIDATION_OFF);
  const file = incomingFile(body.receipt, body.receipt_name);
  await assertMayUpload(db, tenant.alias, user, file?.data.length ?? 0, quotaBytes, deps.clock());
  // Content first: an EXE renamed .pdf gets the one clear message, whatever else is wrong.
  const type = file ? detectFileType(file.data) : null;
  if (file && !type) throw new HttpError(400, INVALID_FILE_TYPE, [{ field: 'receipt', message: INVALID_FILE_TYPE }]);
  if (file && file.data.length > MAX_RECEIPT_BYTES)
    throw new HttpError(400, FILE_TOO_LARGE, [{ field: 'receipt', message: FILE_TOO_LARGE }]);

  const date = isoDate(body.receipt_date);
  const time = typeof body.receipt_time === 'string' ? body.receipt_time.trim().slice(0, 5) : '';
  const cents = parseAmountCents(body.amount);
  const hasAmount = body.amount !== undefined && body.amount !== '';
  const receipt = file && type ? `data:${type.mime};name=receipt.${type.ext};base64,${file.data.toString('base64')}` : undefined;
  const data = { receipt_date: date, receipt_time: time, amount: cents === null ? undefined : cents / 100, receipt };
  const withForm = hasForm(tenant, 'formWin');
  const errors = withForm ? validateFormData(tenant, 'formWin', data) : defaultErrors(date, time, deps.clock().toISOString().slice(0, 10));
  if (!withForm && !hasAmount) errors.push({ field: 'amount', message: REQUIRED });
  if (!withForm && !file) errors.push({ field: 'receipt', message: REQUIRED });
  // An amount that does not parse reads as 'missing' to the form check: say what is really wrong.
  const checked =
    hasAmount && cents === null ? [...errors.filter((e) => e.field !== 'amount'), { field: 'amount', message: INVALID_AMOUNT }] : errors;
  if (checked.length) throw invalidFormError(checked);
  // A tenant form that forgot to require them must not let an incomplete validation through.
  if (!file || !type || cents === null) throw invalidFormError([{ field: file ? 'amount' : 'receipt', message: REQUIRED }]);

  const row = {
    tenant_alias: tenant.alias,
    user_id: user.id,
    receipt_date: date,
    receipt_time: time,
    amount_cents: cents,
    original_name: file.name,
    mime: type.mime,
    size: file.data.length,
    status: 'pending' as const,
    created_at: deps.clock().toISOString(),
  };
  const outcome = await insertPrizeValidation(db, row, { data: file.data, content_type: type.mime }, quotaBytes);
  if ('saved' in outcome) return validationView(outcome.saved);
  // A parallel request took the last prize or the last room after the checks above.
  throw outcome.refused === 'no-prize' ? await noPrizeError(db, tenant.alias, user.id) : storageFullError();
}
