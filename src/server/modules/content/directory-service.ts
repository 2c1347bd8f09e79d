import type {
  AdvantageDetail,
  AdvantageSummary,
  Partner as PartnerView,
  PartnerRef,
  Voucher as VoucherView,
} from '../../../shared/types/generated/api/content.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { UNAUTHORIZED, type AuthUser } from '../../plugins/auth.js';
import {
  findAdvantage,
  findVoucher,
  listAdvantages,
  listPartners,
  listVouchers,
  partnersByIds,
  userVoucherCodes,
} from './directory-repository.js';
import type { Advantage, Partner, Voucher } from './directory.table.js';
import { imageOf } from '../../http/paging.js';
import { visibilityOf, type Visibility } from './schedule.js';

/** Partners, advantages (public ones to anyone, all to customers) and vouchers with the customer's codes. */

export const ADVANTAGE_NOT_FOUND = 'Vantaggio non trovato';
export const VOUCHER_NOT_FOUND = 'Buono non trovato';

const partnerView = (p: Partner): PartnerView => ({
  id: p.id,
  name: p.name,
  description: p.description,
  website: p.website,
  category: p.category,
  logo: imageOf({ image_url: p.logo_url, image_width: p.logo_width, image_height: p.logo_height }),
});
const partnerRefOf = (p: Partner | undefined): PartnerRef => (p ? { id: p.id, name: p.name, logo: partnerView(p).logo } : null);
const partnerIdsOf = (rows: { partner_id: number | null }[]) => rows.flatMap((r) => (r.partner_id === null ? [] : [r.partner_id]));

function advantageView(a: Advantage, partners: Map<number, Partner>): AdvantageSummary {
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    image: imageOf(a),
    public: a.public === 1,
    partner: partnerRefOf(a.partner_id === null ? undefined : partners.get(a.partner_id)),
  };
}

/** A shared code names the customer through {username}; a per-customer code comes from user_vouchers. */
function codeFor(v: Voucher, own: string | undefined, user: AuthUser): string | null {
  if (own) return own;
  return v.code_template ? v.code_template.replaceAll('{username}', user.username) : null;
}

function voucherView(v: Voucher, partners: Map<number, Partner>, code: string | null, now: Date): VoucherView {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    body_html: v.body_html,
    points: v.points,
    value: v.value_cents / 100,
    expires_at: v.expires_at,
    expired: v.expires_at !== null && v.expires_at < now.toISOString(),
    code,
    image: imageOf(v),
    partner: partnerRefOf(v.partner_id === null ? undefined : partners.get(v.partner_id)),
  };
}

/** The tenant's partners. */
export async function partnersOf(db: Db, tenantAlias: string, vis: Visibility): Promise<PartnerView[]> {
  return (await listPartners(db, tenantAlias, vis)).map(partnerView);
}

/** Every advantage for a customer, the public ones for an anonymous visitor (`user` null). */
export async function advantagesFor(db: Db, tenantAlias: string, user: AuthUser | null, vis: Visibility): Promise<AdvantageSummary[]> {
  const rows = await listAdvantages(db, tenantAlias, user === null, vis);
  const partners = await partnersByIds(db, tenantAlias, partnerIdsOf(rows), vis);
  return rows.map((a) => advantageView(a, partners));
}

/** One advantage with its text: 404 unknown, 401 for an anonymous visitor when it is not public. */
export async function advantageFor(
  db: Db,
  tenantAlias: string,
  id: number,
  user: AuthUser | null,
  vis: Visibility,
): Promise<AdvantageDetail> {
  const advantage = await findAdvantage(db, tenantAlias, id, vis);
  if (!advantage) throw new HttpError(404, ADVANTAGE_NOT_FOUND);
  if (advantage.public !== 1 && user === null) throw new HttpError(401, UNAUTHORIZED);
  const partners = await partnersByIds(db, tenantAlias, partnerIdsOf([advantage]), vis);
  return { ...advantageView(advantage, partners), body_html: advantage.body_html };
}

/** The tenant's vouchers with the customer's codes. */
export async function vouchersFor(db: Db, tenantAlias: string, user: AuthUser, now: Date, vis: Visibility): Promise<VoucherView[]> {
  const rows = await listVouchers(db, tenantAlias, vis);
  const [partners, codes] = await Promise.all([
    partnersByIds(db, tenantAlias, partnerIdsOf(rows), vis),
    userVoucherCodes(
      db,
      user.id,
      rows.map((v) => v.id),
    ),
  ]);
  return rows.map((v) => voucherView(v, partners, codeFor(v, codes.get(v.id), user), now));
}

/** A customer's request for one voucher: the tenant, the voucher's id, who asks, when, and what they may see. */
export interface VoucherRequest {
  tenantAlias: string;
  id: number;
  user: AuthUser;
  now: Date;
  vis: Visibility;
}

/** The request of a route that names a voucher by id, as signed in (the routes' guard checked the customer). */
export function voucherRequestOf(request: Pick<FastifyRequest, 'tenant' | 'user' | 'preview'>, id: number, now: Date): VoucherRequest {
  return { tenantAlias: request.tenant.alias, id, user: request.user!, now, vis: visibilityOf(request, now) };
}

/** The voucher a request names, as its visibility allows; 404 when the tenant has none with this id. */
export async function requireVoucher(db: Db, { tenantAlias, id, vis }: VoucherRequest): Promise<Voucher> {
  const voucher = await findVoucher(db, tenantAlias, id, vis);
  if (!voucher) throw new HttpError(404, VOUCHER_NOT_FOUND);
  return voucher;
}

/** One voucher with the customer's code; 404 when the tenant has none with this id. */
export async function voucherFor(db: Db, req: VoucherRequest): Promise<VoucherView> {
  const voucher = await requireVoucher(db, req);
  const [partners, codes] = await Promise.all([
    partnersByIds(db, req.tenantAlias, partnerIdsOf([voucher]), req.vis),
    userVoucherCodes(db, req.user.id, [voucher.id]),
  ]);
  return voucherView(voucher, partners, codeFor(voucher, codes.get(voucher.id), req.user), req.now);
}
