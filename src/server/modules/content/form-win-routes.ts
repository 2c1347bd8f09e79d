import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { hasForm, invalidFormError, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { PrizeValidation } from './requests.table.js';
import { assertMayUpload, noPrizeError, RECEIPT_QUOTA_BYTES, storageFullError } from './form-win-limits.js';
import { insertPrizeValidation, listPrizeValidations } from './requests-repository.js';
import { detectFileType, FILE_TOO_LARGE, incomingFile, INVALID_FILE_TYPE, isoDate, MAX_RECEIPT_BYTES, parseAmountCents, storeUpload } from './upload.js';

export const PRIZE_VALIDATION_OFF = 'La convalida dei premi non è attiva';
const REQUIRED = 'CAMPO OBBLIGATORIO';
const INVALID_AMOUNT = 'Importo non valido';

export interface FormWinOptions {
  /** DATA_DIR: receipts go to <dataDir>/uploads/<alias>/. */
  dataDir: string;
  /** Bytes of receipts the tenant may store; default RECEIPT_QUOTA_BYTES. */
  receiptQuotaBytes?: number;
}

interface FormWinBody {
  receipt_date?: string;
  receipt_time?: string;
  amount?: string | number;
  receipt?: unknown;
  receipt_name?: string;
}

const security = [{ bearer: [] }];

const validationSchema = {
  type: 'object',
  required: ['id', 'status', 'receipt_date', 'receipt_time', 'amount', 'original_name', 'mime', 'size', 'created_at'],
  properties: {
    id: { type: 'integer', description: 'Id.' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'], description: 'Review state.' },
    receipt_date: { type: 'string', description: 'yyyy-MM-dd.' },
    receipt_time: { type: 'string', description: 'HH:mm.' },
    amount: { type: 'number', description: 'Receipt amount in EUR.' },
    original_name: { type: ['string', 'null'], description: 'Name of the file as uploaded (the stored name is made by the server).' },
    mime: { type: 'string', description: 'Type detected from the content.' },
    size: { type: 'integer', description: 'Bytes.' },
    created_at: { type: 'string', description: 'ISO-8601 time it was sent.' },
  },
} as const;

const formWinBody = {
  type: 'object',
  description:
    "The tenant's prize-validation form, multipart (receipt as a file part, its name in receipt_name) or JSON (receipt as a data URL). " +
    'The file is checked by its content (PDF, JPEG or PNG) and size (≤ 5 MB).',
  additionalProperties: true,
  properties: {
    receipt_date: { type: 'string', maxLength: 10, description: 'yyyy-MM-dd (dd/MM/yyyy accepted), not in the future.' },
    receipt_time: { type: 'string', maxLength: 8, description: 'HH:mm.' },
    // Untyped: multipart sends text, JSON a number; parseAmountCents reads both.
    amount: { description: "EUR: '12,50', '1.234,56' or 12.5." },
    receipt: { description: 'The receipt: file part or data URL.' },
    receipt_name: { type: 'string', maxLength: 300, description: 'Original file name (multipart).' },
  },
} as const;

const view = (v: PrizeValidation) => ({
  id: v.id, status: v.status, receipt_date: v.receipt_date, receipt_time: v.receipt_time, amount: v.amount_cents / 100,
  original_name: v.original_name, mime: v.mime, size: v.size, created_at: v.created_at,
});

/** Fallback rules for a tenant without `forms.formWin`: every field required, ISO date not in the future, HH:mm. */
function defaultErrors(date: string, time: string, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!date) errors.push({ field: 'receipt_date', message: 'Campo obbligatorio' });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today) errors.push({ field: 'receipt_date', message: 'Data non valida' });
  if (!time) errors.push({ field: 'receipt_time', message: REQUIRED });
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.push({ field: 'receipt_time', message: 'Formato non valido' });
  return errors;
}

/**
 * /form-win: a customer sends the receipt of a purchase to validate a prize (linked from the 'Hai
 * un premio da convalidare' modal). GET tells the SPA whether to show that modal.
 */
export async function formWinRoutes(app: FastifyInstance, options: FormWinOptions): Promise<void> {
  const quotaBytes = options.receiptQuotaBytes ?? RECEIPT_QUOTA_BYTES;
  app.get(
    '/form-win',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'], summary: "Whether the customer has a prize to validate, and the receipts they sent", security,
        response: {
          200: {
            type: 'object', required: ['enabled', 'prize_to_validate', 'validations'],
            properties: {
              enabled: { type: 'boolean', description: 'features.prizeValidation of the tenant.' },
              prize_to_validate: { type: 'boolean', description: "Show the 'Hai un premio da convalidare' modal." },
              validations: { type: 'array', items: validationSchema, description: 'Receipts sent, newest first.' },
            },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => ({
      enabled: request.tenant.config.features.prizeValidation,
      prize_to_validate: request.user!.prize_to_validate > 0,
      validations: (await listPrizeValidations(app.db, request.tenant.alias, request.user!.id)).map(view),
    }),
  );

  app.post<{ Body: FormWinBody }>(
    '/form-win',
    {
      preHandler: app.authenticate,
      // A 5 MB receipt as a base64 data URL in JSON is about 6.7 MB.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['content'], summary: 'Sends a receipt to validate a prize', security, consumes: ['multipart/form-data', 'application/json'],
        description:
          'One receipt per prize to validate (409 when the customer has none left, or one awaits review), at most 10 attempts an hour ' +
          "per customer (429), within the tenant's storage quota for receipts (413 when full).",
        body: formWinBody,
        response: { 201: validationSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const user = request.user!;
      if (!tenant.config.features.prizeValidation) throw new HttpError(404, PRIZE_VALIDATION_OFF);
      const body = request.body;
      const file = incomingFile(body.receipt, body.receipt_name);
      await assertMayUpload(app.db, tenant.alias, user, file?.data.length ?? 0, quotaBytes, app.clock());
      // Content first: an EXE renamed .pdf gets the one clear message, whatever else is wrong.
      const type = file ? detectFileType(file.data) : null;
      if (file && !type) throw new HttpError(400, INVALID_FILE_TYPE, [{ field: 'receipt', message: INVALID_FILE_TYPE }]);
      if (file && file.data.length > MAX_RECEIPT_BYTES) throw new HttpError(400, FILE_TOO_LARGE, [{ field: 'receipt', message: FILE_TOO_LARGE }]);

      const date = isoDate(body.receipt_date);
      const time = typeof body.receipt_time === 'string' ? body.receipt_time.trim().slice(0, 5) : '';
      const cents = parseAmountCents(body.amount);
      const hasAmount = body.amount !== undefined && body.amount !== '';
      const receipt = file && type ? `data:${type.mime};name=receipt.${type.ext};base64,${file.data.toString('base64')}` : undefined;
      const data = { receipt_date: date, receipt_time: time, amount: cents === null ? undefined : cents / 100, receipt };
      const withForm = hasForm(tenant, 'formWin');
      const errors = withForm ? validateFormData(tenant, 'formWin', data) : defaultErrors(date, time, app.clock().toISOString().slice(0, 10));
      if (!withForm && !hasAmount) errors.push({ field: 'amount', message: REQUIRED });
      if (!withForm && !file) errors.push({ field: 'receipt', message: REQUIRED });
      // An amount that does not parse reads as 'missing' to the form check: say what is really wrong.
      const checked = hasAmount && cents === null ? [...errors.filter((e) => e.field !== 'amount'), { field: 'amount', message: INVALID_AMOUNT }] : errors;
      if (checked.length) throw invalidFormError(checked);
      // A tenant form that forgot to require them must not let an incomplete validation through.
      if (!file || !type || cents === null) throw invalidFormError([{ field: file ? 'amount' : 'receipt', message: REQUIRED }]);

      const relative = await storeUpload(options.dataDir, tenant.alias, file.data, type.ext);
      // No orphan receipts: a file without its row would never be reviewed nor cleaned up.
      const removeFile = () => rm(path.join(options.dataDir, relative), { force: true });
      const row = {
        tenant_alias: tenant.alias, user_id: user.id, receipt_date: date, receipt_time: time, amount_cents: cents, file_path: relative,
        original_name: file.name, mime: type.mime, size: file.data.length, status: 'pending' as const, created_at: app.clock().toISOString(),
      };
      const outcome = await insertPrizeValidation(app.db, row, quotaBytes).catch(async (err: unknown) => {
        await removeFile();
        throw err;
      });
      if ('saved' in outcome) return reply.code(201).send(view(outcome.saved));
      // A parallel request took the last prize or the last room after the checks above.
      await removeFile();
      throw outcome.refused === 'no-prize' ? await noPrizeError(app.db, tenant.alias, user.id) : storageFullError();
    },
  );
}
