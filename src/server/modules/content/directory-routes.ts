import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { advantageFor, advantagesFor, partnersOf, voucherFor, vouchersFor } from './directory-service.js';
import { optionalAuth } from './optional-auth.js';
import { idParamsSchema, imageSchema, type IdParams } from './paging.js';

const security = [{ bearer: [] }];
const str = (description: string) => ({ type: 'string', description }) as const;
const nullableStr = (description: string) => ({ type: ['string', 'null'], description }) as const;

const partnerSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'logo', 'website', 'category'],
  properties: {
    id: { type: 'integer', description: 'Id.' },
    name: str('Partner name.'),
    description: str('What the partner offers, plain text.'),
    logo: imageSchema,
    website: nullableStr('Web site (https).'),
    category: str('Sector, for grouping.'),
  },
} as const;

const partnerRef = {
  type: 'object',
  nullable: true,
  description: 'The partner behind it, or null.',
  required: ['id', 'name'],
  properties: { id: { type: 'integer', description: 'Partner id.' }, name: str('Partner name.'), logo: imageSchema },
} as const;

const advantageSummary = {
  type: 'object',
  required: ['id', 'title', 'summary', 'image', 'public', 'partner'],
  properties: {
    id: { type: 'integer', description: 'Id (/advantage/{id}).' },
    title: str('Title.'),
    summary: str('Short plain-text description.'),
    image: imageSchema,
    public: { type: 'boolean', description: 'Readable without login.' },
    partner: partnerRef,
  },
} as const;
const advantageDetail = {
  ...advantageSummary,
  required: [...advantageSummary.required, 'body_html'],
  properties: { ...advantageSummary.properties, body_html: str('Full text, sanitized HTML.') },
} as const;

const voucherSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'body_html', 'points', 'value', 'expires_at', 'expired', 'code', 'image', 'partner'],
  properties: {
    id: { type: 'integer', description: 'Id (/vantaggi/{id}, /premio/{id}).' },
    title: str('Title.'),
    description: str('Short plain-text description.'),
    body_html: str('How to use it, sanitized HTML.'),
    points: { type: 'integer', description: 'Points it is worth (0 when free).' },
    value: { type: 'number', description: 'Face value in EUR (0 when not a money voucher).' },
    expires_at: nullableStr('ISO-8601 expiry, null when it does not expire.'),
    expired: { type: 'boolean', description: 'True once expires_at has passed.' },
    code: nullableStr("The customer's code; null when none was assigned to them."),
    image: imageSchema,
    partner: partnerRef,
  },
} as const;

/** GET partners, advantages (list public to anyone, all to customers; detail public when flagged) and vouchers (customer's codes). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  app.get('/partners', { schema: { tags: ['content'], summary: 'Partners of the initiative', response: { 200: { type: 'array', items: partnerSchema }, ...errorResponses(404) } } }, async (request) =>
    partnersOf(app.db, request.tenant.alias),
  );

  app.get(
    '/advantages',
    {
      preHandler: maybeUser,
      schema: { tags: ['content'], summary: 'Advantages: every one for a customer, the public ones for anyone else', security, response: { 200: { type: 'array', items: advantageSummary }, ...errorResponses(404) } },
    },
    async (request) => advantagesFor(app.db, request.tenant.alias, request.user),
  );

  app.get<{ Params: IdParams }>(
    '/advantages/:id',
    {
      preHandler: maybeUser,
      schema: {
        tags: ['content'], summary: 'One advantage; public ones need no login (spec /advantage/{id})', security, params: idParamsSchema,
        response: { 200: advantageDetail, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => advantageFor(app.db, request.tenant.alias, request.params.id, request.user),
  );

  app.get(
    '/vouchers',
    { preHandler: app.authenticate, schema: { tags: ['content'], summary: "Vouchers with the customer's codes", security, response: { 200: { type: 'array', items: voucherSchema }, ...errorResponses(401, 404) } } },
    async (request) => vouchersFor(app.db, request.tenant.alias, request.user!, app.clock()),
  );

  app.get<{ Params: IdParams }>(
    '/vouchers/:id',
    { preHandler: app.authenticate, schema: { tags: ['content'], summary: "One voucher with the customer's code", security, params: idParamsSchema, response: { 200: voucherSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => voucherFor(app.db, request.tenant.alias, request.params.id, request.user!, app.clock()),
  );
}
