import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ResolvedFeatures } from '../../../shared/tenant-config.js';
import { credit, type LedgerEntry } from '../points/service.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The tenant's welcome points (features.welcomePoints), credited when an account becomes active:
 * the promise of a mechanics page kept by the server rather than left to prose. Keyed
 * `welcome:<user id>`, so an activation link opened twice, a staff activation after a link, or a
 * retry credits once. Runs in the caller's transaction beside the activation itself.
 */
export function grantWelcomePoints(
  trx: Executor,
  welcome: ResolvedFeatures['welcomePoints'],
  user: { id: number; tenant_alias: string; username: string },
  at: Date,
): Promise<LedgerEntry | null> {
  if (!welcome) return Promise.resolve(null);
  return credit(trx, {
    tenantAlias: user.tenant_alias,
    userId: user.id,
    amount: welcome.points,
    reason: welcome.reason,
    externalRef: `welcome:${user.id}`,
    at,
    userCode: user.username,
  });
}
