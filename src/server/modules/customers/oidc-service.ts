import { announceActivation } from './customer-events.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { tenantSecret } from '../../security/tenant-secrets.js';
import { discover, exchangeCode, fetchUserinfo, verifyIdToken } from './oidc-client.js';
import { findUserByUsername, insertUser } from './repository.js';
import type { AuthDeps } from './session-service.js';
import type { User } from './user.table.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** One provider of the tenant's `features.oidc`. */
export type OidcProvider = ResolvedTenantConfig['features']['oidc'][string];

/** What the callback brought back, already checked against the state cookie. */
export interface OidcCallback {
  tenantAlias: string;
  /** The provider's key in features.oidc: accounts are named 'oidc:<id>:<sub>'. */
  providerId: string;
  provider: OidcProvider;
  code: string;
  redirectUri: string;
  verifier: string;
  nonce: string;
}

function claim(claims: Record<string, unknown>, name: string): string | null {
  const v = claims[name];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 300) : null;
}

/**
 * The customer an external sign-in names: exchanges the code, verifies the id_token, and finds
 * the account or creates it, active at once since the provider vouched for the person. Any
 * failure (provider unreachable, token refused) throws; the route turns it into a redirect.
 */
export async function oidcAccount(deps: AuthDeps, cb: OidcCallback): Promise<User> {
  const { provider } = cb;
  const doc = await discover(provider.issuer);
  const clientSecret = provider.clientSecretEnv ? tenantSecret(cb.tenantAlias, provider.clientSecretEnv) : undefined;
  const tokens = await exchangeCode(doc, {
    code: cb.code,
    redirectUri: cb.redirectUri,
    clientId: provider.clientId,
    clientSecret,
    verifier: cb.verifier,
  });
  const idClaims = await verifyIdToken(doc, tokens.id_token, { clientId: provider.clientId, nonce: cb.nonce, now: deps.now() });
  const username = `oidc:${cb.providerId}:${idClaims.sub}`;
  const existing = await findUserByUsername(deps.db, cb.tenantAlias, username);
  if (existing) return existing;
  const claims = { ...(await fetchUserinfo(doc, tokens.access_token, idClaims.sub)), ...idClaims };
  const at = deps.now();
  const now = at.toISOString();
  // Active from its first sign-in: the tenant's webhooks hear of it as of any activation.
  return writeTransaction(deps.db, async (trx) => {
    const user = await insertUser(trx, {
      tenant_alias: cb.tenantAlias,
      username,
      password_hash: null,
      active: 1,
      points_enabled: 1,
      firstname: claim(claims, 'given_name'),
      lastname: claim(claims, 'family_name'),
      email: claim(claims, 'email'),
      country: 'IT',
      created_at: now,
      updated_at: now,
      activated_at: now,
    });
    await announceActivation(trx, user, at);
    return user;
  });
}
