import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { RECEIPT_QUOTA_BYTES } from './form-win-limits.js';
import { prizeValidationStatus, submitReceipt, type FormWinBody } from './form-win-service.js';

export interface FormWinOptions {
  /** DATA_DIR: receipts go to <dataDir>/uploads/<alias>/. */
  dataDir: string;
  /** Bytes of receipts the tenant may store; default RECEIPT_QUOTA_BYTES. */
  receiptQuotaBytes?: number;
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
    async (request) => prizeValidationStatus(app.db, request.tenant, request.user!),
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
      const deps = { db: app.db, dataDir: options.dataDir, quotaBytes, clock: () => app.clock() };
      return reply.code(201).send(await submitReceipt(deps, request.tenant, request.user!, request.body));
    },
  );
}
