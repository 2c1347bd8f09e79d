import { toFlag } from '../../../shared/tick-box.js';
import type { UserInfo, UserRecord } from '../../../shared/types/generated/api/auth.js';
import type { Db } from '../../db/database.js';
import { consentFieldValues, consentsToRenew, currentConsents } from '../consents/service.js';
import { balanceOf } from '../points/service.js';
import { versionToAccept } from '../regolamento/service.js';
import type { RequestTenant } from '../tenants/service.js';
import { DEFAULT_SIGNUP_SCHEMA } from './default-signup.js';
import { parseExtras, textColumnsOf } from './user-fields.js';
import type { User } from './user.table.js';

type UserRow = Omit<User, 'password_hash'> & { password_hash?: string | null };

/**
 * userinfo of auth/me: the stored fields, with the tenant's extra fields and the signup form's
 * consent fields (their purposes' current answers, consent-service consentFieldValues) beside them.
 */
export function userInfoOf(user: UserRow, consents: Record<string, 0 | 1> = {}): UserInfo {
  return {
    // Extras first, then consents: a stored extra can never shadow a consent nor a real field such as `active`.
    ...parseExtras(user.extra_json),
    ...consents,
    gdpr_marketing: consents['gdpr_marketing'] ?? 0,
    id: user.id,
    active: user.active === 1,
    type: user.type,
    username: user.username,
    ...textColumnsOf(user),
    date_of_birth: user.date_of_birth,
    accetta_regolamento: toFlag(user.accetta_regolamento),
  };
}

/** OIDC accounts are named 'oidc:<provider>:<sub>'; their profile lives at the provider. */
function oauthProfileUrl(tenant: RequestTenant, username: string): string | null {
  const match = /^oidc:([^:]+):/.exec(username);
  return match ? (tenant.config.features.oidc[match[1]!]?.profileUrl ?? null) : null;
}

/** What auth/me shows of the basket: the wishlist's product ids and the cart's lines. */
export interface CustomerBasket {
  wishlist: number[];
  cart: Record<string, unknown>[];
}

/**
 * Reads a customer's basket. Orders own it and depend on this module (addresses, the
 * signed-in user), so auth gets the reader injected by the composition root
 * (src/server/routes.ts) rather than importing orders back.
 */
export type BasketReader = (db: Db, userId: number) => Promise<CustomerBasket>;

/** The customer's user record (GET/POST auth/me). */
export async function meOf(db: Db, tenant: RequestTenant, user: UserRow, basketOf: BasketReader): Promise<UserRecord> {
  const [points, { wishlist, cart }, consents, regolamento] = await Promise.all([
    balanceOf(db, user.id),
    basketOf(db, user.id),
    currentConsents(db, user.id),
    versionToAccept(db, tenant.alias, user),
  ]);
  const signup: unknown = tenant.config.forms['signup']?.schema ?? DEFAULT_SIGNUP_SCHEMA;
  return {
    userinfo: userInfoOf(user, consentFieldValues(signup, consents)),
    points_enabled: user.points_enabled === 1,
    points,
    wishlist,
    cart,
    oauth_profile_url: oauthProfileUrl(tenant, user.username),
    prize_to_validate: tenant.config.features.prizeValidation ? user.prize_to_validate : 0,
    consents_to_renew: consentsToRenew(tenant.config.consents, consents).map((p) => ({
      purpose: p.id,
      label: p.label,
      text: p.current.text,
    })),
    regolamento_da_accettare: regolamento,
  };
}
