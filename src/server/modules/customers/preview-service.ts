import type { PreviewAnswer } from '../../../shared/types/generated/api/staff-settings.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { signAccessToken } from './credentials-service.js';
import { findCustomer } from './staff-repository.js';

export const PREVIEW_MSG = {
  notFound: 'Cliente non trovato in questa iniziativa',
  inactive: 'Il cliente non ha completato la registrazione: per l’anteprima del catalogo scegli un cliente attivo',
} as const;

export interface PreviewDeps {
  db: Db;
  now: () => Date;
  jwtKey: () => Promise<Uint8Array>;
  accessTtlS: number;
}

/**
 * A read-only access token of one active customer of the tenant: the settings preview frames the
 * portal signed in as that customer, so the catalogue shows what they see. Seeing a customer's
 * portal is looking at their data, so it is audited like any other staff action.
 */
export async function startPreview(deps: PreviewDeps, who: Actor, tenantAlias: string, username: string): Promise<PreviewAnswer> {
  const customer = await findCustomer(deps.db, tenantAlias, username);
  if (!customer) throw new HttpError(404, PREVIEW_MSG.notFound);
  if (!customer.active) throw new HttpError(409, PREVIEW_MSG.inactive);
  const now = deps.now();
  const token = await signAccessToken(await deps.jwtKey(), customer.id, tenantAlias, now, deps.accessTtlS, { preview: true });
  await recordAction(deps.db, who, { tenant: tenantAlias, action: 'customer.preview', target: customer.username }, now);
  return { token, expiresIn: deps.accessTtlS };
}
