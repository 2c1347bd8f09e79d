import type { FastifyInstance } from 'fastify';
import { UNAUTHORIZED, type AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import {
  findAdvantage, findVoucher, listAdvantages, listPartners, listVouchers, partnersByIds, userVoucherCodes,
} from './directory-repository.js';
import type { Advantage, Partner, Voucher } from './directory.table.js';
import { optionalAuth } from './optional-auth.js';
import { idParamsSchema, imageOf, imageSchema, type IdParams } from './paging.js';
import { sanitizeHtml } from './sanitize.js';

export const ADVANTAGE_NOT_FOUND = 'Vantaggio non trovato';
export const VOUCHER_NOT_FOUND = 'Buono non trovato';

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

const partnerView = (p: Partner) => ({
  id: p.id, name: p.name, description: p.description, website: p.website, category: p.category,
  logo: imageOf({ image_url: p.logo_url, image_width: p.logo_width, image_height: p.logo_height }),
});
const partnerRefOf = (p: Partner | undefined) => (p ? { id: p.id, name: p.name, logo: partnerView(p).logo } : null);

function advantageView(a: Advantage, partners: Map<number, Partner>) {
  return { id: a.id, title: a.title, summary: a.summary, image: imageOf(a), public: a.public === 1, partner: partnerRefOf(a.partner_id === null ? undefined : partners.get(a.partner_id)) };
}

/** A shared code names the customer through {username}; a per-customer code comes from user_vouchers. */
function codeFor(v: Voucher, own: string | undefined, user: AuthUser): string | null {
  if (own) return own;
  return v.code_template ? v.code_template.replaceAll('{username}', user.username) : null;
}

function voucherView(v: Voucher, partners: Map<number, Partner>, code: string | null, now: Date) {
  return {
    id: v.id, title: v.title, description: v.description, body_html: sanitizeHtml(v.body_html), points: v.points, value: v.value_cents / 100,
    expires_at: v.expires_at, expired: v.expires_at !== null && v.expires_at < now.toISOString(), code, image: imageOf(v),
    partner: partnerRefOf(v.partner_id === null ? undefined : partners.get(v.partner_id)),
  };
}

/** GET partners, advantages (list public to anyone, all to customers; detail public when flagged) and vouchers (customer's codes). */
export async function directoryRoutes(app: FastifyInstance): Promise<void> {
  const maybeUser = optionalAuth(app);

  app.get('/partners', { schema: { tags: ['content'], summary: 'Partners of the initiative', response: { 200: { type: 'array', items: partnerSchema }, ...errorResponses(404) } } }, async (request) =>
    (await listPartners(app.db, request.tenant.alias)).map(partnerView),
  );

  app.get(
    '/advantages',
    {
      preHandler: maybeUser,
      schema: { tags: ['content'], summary: 'Advantages: every one for a customer, the public ones for anyone else', security, response: { 200: { type: 'array', items: advantageSummary }, ...errorResponses(404) } },
    },
    async (request) => {
      const rows = await listAdvantages(app.db, request.tenant.alias, request.user === null);
      const partners = await partnersByIds(app.db, request.tenant.alias, rows.flatMap((a) => (a.partner_id === null ? [] : [a.partner_id])));
      return rows.map((a) => advantageView(a, partners));
    },
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
    async (request) => {
      const advantage = await findAdvantage(app.db, request.tenant.alias, request.params.id);
      if (!advantage) throw new HttpError(404, ADVANTAGE_NOT_FOUND);
      if (advantage.public !== 1 && request.user === null) throw new HttpError(401, UNAUTHORIZED);
      const partners = await partnersByIds(app.db, request.tenant.alias, advantage.partner_id === null ? [] : [advantage.partner_id]);
      return { ...advantageView(advantage, partners), body_html: sanitizeHtml(advantage.body_html) };
    },
  );

  app.get(
    '/vouchers',
    { preHandler: app.authenticate, schema: { tags: ['content'], summary: "Vouchers with the customer's codes", security, response: { 200: { type: 'array', items: voucherSchema }, ...errorResponses(401, 404) } } },
    async (request) => {
      const user = request.user!;
      const rows = await listVouchers(app.db, request.tenant.alias);
      const [partners, codes] = await Promise.all([
        partnersByIds(app.db, request.tenant.alias, rows.flatMap((v) => (v.partner_id === null ? [] : [v.partner_id]))),
        userVoucherCodes(app.db, user.id, rows.map((v) => v.id)),
      ]);
      const now = app.clock();
      return rows.map((v) => voucherView(v, partners, codeFor(v, codes.get(v.id), user), now));
    },
  );

  app.get<{ Params: IdParams }>(
    '/vouchers/:id',
    { preHandler: app.authenticate, schema: { tags: ['content'], summary: "One voucher with the customer's code", security, params: idParamsSchema, response: { 200: voucherSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const user = request.user!;
      const voucher = await findVoucher(app.db, request.tenant.alias, request.params.id);
      if (!voucher) throw new HttpError(404, VOUCHER_NOT_FOUND);
      const [partners, codes] = await Promise.all([
        partnersByIds(app.db, request.tenant.alias, voucher.partner_id === null ? [] : [voucher.partner_id]),
        userVoucherCodes(app.db, user.id, [voucher.id]),
      ]);
      return voucherView(voucher, partners, codeFor(voucher, codes.get(voucher.id), user), app.clock());
    },
  );
}
