import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { publishEvents } from '../webhooks/service.js';
import type { LedgerEntry } from './points-ledger.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Tells the tenant's webhooks of a movement written (points.credited / points.debited), in the
 * transaction that writes it. Every movement passes here, whichever path wrote it.
 */
export async function announce(trx: Executor, row: LedgerEntry | null, userCode: string | undefined): Promise<void> {
  if (row) await publishEvents(trx, row.tenant_alias, [movementEvent(row, userCode)]);
}

/** The same for the rows one statement wrote (an import's batch), all of one tenant. */
export async function announceAll(trx: Executor, rows: readonly LedgerEntry[], userCodes?: ReadonlyMap<number, string>): Promise<void> {
  if (rows[0])
    await publishEvents(
      trx,
      rows[0].tenant_alias,
      rows.map((row) => movementEvent(row, userCodes?.get(row.user_id))),
    );
}

const movementEvent = (row: LedgerEntry, userCode: string | undefined) => ({
  type: row.amount > 0 ? ('points.credited' as const) : ('points.debited' as const),
  data: {
    movement_id: row.id,
    user_code: userCode ?? null,
    customer_id: row.user_id,
    points: Math.abs(row.amount),
    kind: row.kind,
    reason: row.reason,
    external_id: row.external_ref,
    order_id: row.order_id,
    created_at: row.created_at,
  },
  at: new Date(row.created_at),
});
