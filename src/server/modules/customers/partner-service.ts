import type { PointsAnswer, PointsBody } from '../../../shared/types/generated/api/partner.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction, type Actor } from '../audit/service.js';
import { balanceOf, externalMovement, movementsByRef, type LedgerEntry } from '../points/service.js';
import { customerWriteTransaction } from './lock-service.js';
import { normalizeUsername } from './repository.js';
import { customerIdByCode } from './staff-repository.js';
import { CUSTOMER_MSG } from './staff-service.js';

/** The partner API's points (POST /v1/partner/points): one movement per external_id, never below zero. */

export const PARTNER_POINTS_MSG = {
  unknownCustomer: (code: string) => `Cliente ${code} non trovato`,
  reasonTooShort: 'Indica il motivo del movimento (almeno 3 caratteri)',
  otherMovement: (id: string) =>
    `external_id ${id} già usato per un altro movimento (altro cliente o altro importo): usa un riferimento nuovo`,
} as const;

export interface PartnerPointsDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
}

/**
 * The ledger key of a partner's external_id. Its own namespace, so a partner cannot take a key the
 * checkout or the welcome credit writes (`order:…`, `welcome:…`) and block them.
 */
export const partnerRef = (externalId: string) => `partner:${externalId}`;

/** The answer for an external_id already in the ledger: the same movement again, or 409 for another one. */
async function repeated(trx: Db, seen: LedgerEntry, userId: number, body: PointsBody): Promise<PointsAnswer> {
  if (seen.user_id !== userId || seen.amount !== body.delta) throw new HttpError(409, PARTNER_POINTS_MSG.otherMovement(body.external_id));
  return { balance: await balanceOf(trx, userId), movement_id: seen.id, duplicate: true };
}

/**
 * Credits or debits a customer's points for a partner, keyed by its external_id. In the
 * customer's locked write transaction (the console adjustment's and the checkout's): the balance
 * checked is the one written, and the key is read under the lock, so a repeat (concurrent or not)
 * answers the first movement and writes nothing. Audited as partner.points.
 */
export async function partnerMovePoints(deps: PartnerPointsDeps, who: Actor, tenantAlias: string, body: PointsBody): Promise<PointsAnswer> {
  const reason = body.reason.trim();
  if (reason.length < 3) throw new HttpError(400, PARTNER_POINTS_MSG.reasonTooShort);
  const userId = await customerIdByCode(deps.db, tenantAlias, body.user_code);
  if (userId === undefined) throw new HttpError(404, PARTNER_POINTS_MSG.unknownCustomer(body.user_code.trim()));
  const ref = partnerRef(body.external_id);
  return customerWriteTransaction(deps.db, deps.dialect, userId, async (trx) => {
    const [seen] = await movementsByRef(trx, tenantAlias, [ref]);
    if (seen) return repeated(trx, seen, userId, body);
    const before = await balanceOf(trx, userId);
    if (before + body.delta < 0) throw new HttpError(409, CUSTOMER_MSG.belowZero(before));
    const now = deps.now();
    const row = await externalMovement(trx, {
      tenantAlias,
      userId,
      delta: body.delta,
      reason,
      externalRef: ref,
      at: now,
      userCode: normalizeUsername(body.user_code),
    });
    if (!row) {
      // Written meanwhile for another customer (whose lock this call does not hold): the key decided.
      const [first] = await movementsByRef(trx, tenantAlias, [ref]);
      return repeated(trx, first!, userId, body);
    }
    const balance = before + body.delta;
    await recordAction(
      trx,
      who,
      {
        tenant: tenantAlias,
        action: 'partner.points',
        target: body.external_id,
        before: { balance: before },
        after: { user_code: body.user_code.trim().toUpperCase(), balance, delta: body.delta, reason },
      },
      now,
    );
    return { balance, movement_id: row.id, duplicate: false };
  });
}
