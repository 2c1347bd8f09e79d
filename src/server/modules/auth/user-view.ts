import type { Db } from '../../db/database.js';
import { balanceOf } from '../points/service.js';
import type { RequestTenant } from '../tenants/service.js';
import type { Address } from './address.table.js';
import { cartOf, wishlistOf } from './catalog-seams.js';
import { parseExtras } from './user-fields.js';
import type { User } from './user.table.js';

type UserRow = Omit<User, 'password_hash'> & { password_hash?: string | null };

/** userinfo of auth/me: the stored fields, with the tenant's extra fields beside them. */
export function userInfoOf(user: UserRow): Record<string, unknown> {
  return {
    // Extras first: a stored extra can never shadow a real field such as `active`.
    ...parseExtras(user.extra_json),
    id: user.id,
    active: user.active === 1,
    type: user.type,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company: user.company,
    vatcode: user.vatcode,
    phone: user.phone,
    address1: user.address1,
    address2: user.address2,
    zipcode: user.zipcode,
    city: user.city,
    district: user.district,
    region: user.region,
    country: user.country,
    date_of_birth: user.date_of_birth,
    gdpr_marketing: user.gdpr_marketing,
    gdpr_profiling: user.gdpr_profiling,
    gdpr_privacy: user.gdpr_privacy,
    accetta_regolamento: user.accetta_regolamento,
  };
}

/** OIDC accounts are named 'oidc:<provider>:<sub>'; their profile lives at the provider. */
function oauthProfileUrl(tenant: RequestTenant, username: string): string | null {
  const match = /^oidc:([^:]+):/.exec(username);
  return match ? (tenant.config.features.oidc[match[1]!]?.profileUrl ?? null) : null;
}

/** The spec's user record (GET/POST auth/me). */
export async function meOf(db: Db, tenant: RequestTenant, user: UserRow) {
  const [points, wishlist, cart] = await Promise.all([balanceOf(db, user.id), wishlistOf(db, user.id), cartOf(db, user.id)]);
  return {
    userinfo: userInfoOf(user),
    points_enabled: user.points_enabled === 1,
    points,
    wishlist,
    cart,
    oauth_profile_url: oauthProfileUrl(tenant, user.username),
    prize_to_validate: tenant.config.features.prizeValidation ? user.prize_to_validate : 0,
  };
}

/** Saved addresses in the spec's shape (§3). */
export function addressView(a: Address) {
  return {
    id: a.id,
    name: a.name,
    surname: a.surname,
    address: a.address,
    address_number: a.address_number,
    district: a.district,
    city: a.city,
    zipcode: a.zipcode,
    phone: a.phone,
    label: a.label,
  };
}
