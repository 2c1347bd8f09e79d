import type { Kysely, Transaction } from 'kysely';
import { columnSpecOf } from '../../../shared/import-columns.js';
import { formatPoints } from '../../../shared/format.js';
import type { Database } from '../../db/database.js';
import { normalizeUsername, userIdsOf, usernamesOf } from '../customers/provisioning-service.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import {
  appendImportedEntries,
  balancesOf,
  movementsByRef,
  type LedgerEntry,
  type LedgerKind,
  type NewLedgerEntry,
} from '../points/service.js';
import type { ColumnSpec, CsvTable } from './csv.js';
import { chunk, type BatchOutcome, type ImportDb, type ImportOptions } from './options.js';
import { inTurns, ROWS_PER_TURN } from '../../turns.js';
import { reportOf, type ImportReport, type RowNote } from './report.js';
import { isDayOnly, parseDate, parsePoints, requiredText, RowError } from './values.js';
import { counted } from '../../counted.js';

export const POINTS_COLUMNS: ColumnSpec = columnSpecOf('points');

type Executor = Transaction<Database> | Kysely<Database>;

const KINDS: Record<string, LedgerKind> = {
  credit: 'credit',
  accredito: 'credit',
  debit: 'debit',
  addebito: 'debit',
  reversal: 'reversal',
  storno: 'reversal',
};

export interface Movement {
  line: number;
  username: string;
  kind: LedgerKind;
  /** Signed as stored: credits positive, debits and reversals negative. */
  amount: number;
  reason: string;
  externalRef: string;
  at: Date | null;
  /** The date column gave a day alone: stored as midnight UTC, shown as the day. */
  dayOnly: boolean;
}

/**
 * Checks one row. `points` is always a positive number of points and `kind` gives the sign:
 * credit adds, debit and reversal (cancelling an earlier credit) take away. A negative number is
 * refused rather than guessed: a stray minus must not turn a credit into a debit.
 */
export function validateMovementRow(line: number, v: Record<string, string>, now: Date): Movement {
  const username = normalizeUsername(v.user_code ?? '');
  if (!username) throw new RowError('user_code: obbligatorio');
  const externalRef = requiredText('external_ref', v.external_ref, 200);
  const rawKind = (v.kind ?? '').trim().toLowerCase() || 'credit';
  const kind = KINDS[rawKind];
  if (!kind) throw new RowError(`kind: "${v.kind}" non valido (credit, debit o reversal; anche accredito, addebito, storno)`);
  const points = parsePoints('points', v.points);
  if (points === 0) throw new RowError('points: 0 non è un movimento');
  if (points < 0) throw new RowError(`points: ${points} è negativo; indicare i punti in positivo e kind=debit (o reversal) per toglierli`);
  return {
    line,
    username,
    kind,
    amount: kind === 'credit' ? points : -points,
    reason: requiredText('reason', v.reason, 500),
    externalRef,
    at: parseDate('date', v.date, now),
    dayOnly: isDayOnly(v.date),
  };
}

/**
 * Imports ledger movements. external_ref is the idempotency key (unique per tenant): a row whose
 * ref is already in the ledger with the same user, kind and points is skipped; with different
 * values it is rejected, because the file then contradicts what was imported before. Debits that
 * would take a balance below zero are rejected: the portal never shows a negative balance.
 */
export async function importPoints({ db, dialect }: ImportDb, table: CsvTable, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const notes: RowNote[] = table.malformed.map((m) => ({ line: m.line, key: '', outcome: 'rejected', reason: m.reason }));
  const reject = (line: number, key: string, reason: string) => notes.push({ line, key, outcome: 'rejected', reason });

  const seen = new Map<string, number>();
  const valid: Movement[] = [];
  for await (const row of inTurns(table.rows, ROWS_PER_TURN)) {
    const ref = (row.values.external_ref ?? '').trim();
    const first = ref ? seen.get(ref) : undefined;
    if (first !== undefined) {
      reject(row.line, ref, `external_ref ripetuto: già alla riga ${first} (vale solo la prima)`);
      continue;
    }
    if (ref) seen.set(ref, row.line);
    // Written by an earlier run of this job: its outcome is the job's already (a resumed run).
    if (options.doneLines?.has(row.line)) continue;
    try {
      valid.push(validateMovementRow(row.line, row.values, now));
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      reject(row.line, ref, err.message);
    }
  }

  const userIds = new Map<string, number>();
  for await (const part of inTurns(chunk([...new Set(valid.map((m) => m.username))], 500)))
    for (const u of await userIdsOf(db, options.alias, part)) userIds.set(u.username, u.id);
  // The other way round, for the webhooks' payload of each movement.
  const codesById = new Map([...userIds].map(([code, id]) => [id, code]));
  const known: Movement[] = [];
  for (const m of valid) {
    if (userIds.has(m.username)) known.push(m);
    else reject(m.line, m.externalRef, `utente ${m.username} sconosciuto nel tenant ${options.alias}`);
  }

  const previous = new Map<string, LedgerEntry>();
  for await (const part of inTurns(chunk(known, 500))) {
    const found = await movementsByRef(
      db,
      options.alias,
      part.map((m) => m.externalRef),
    );
    for (const r of found) previous.set(r.external_ref!, r);
  }
  const codes = await usernamesOf(db, [...new Set([...previous.values()].map((p) => p.user_id))]);
  const fresh = known.filter((m) => {
    const p = previous.get(m.externalRef);
    if (!p) return true;
    const username = codes.get(p.user_id);
    if (username === m.username && p.amount === m.amount && p.kind === m.kind)
      notes.push({ line: m.line, key: m.externalRef, outcome: 'skipped', reason: 'già importato' });
    else
      reject(
        m.line,
        m.externalRef,
        `external_ref già usato per un altro movimento (${username}, ${p.kind} ${p.amount} punti): usare un riferimento nuovo`,
      );
    return false;
  });

  let accepted = 0;
  let done = 0;
  const t0 = Date.now();
  options.progress?.update(0, fresh.length);
  for await (const batch of inTurns(chunk(fresh, options.batchSize ?? 1000))) {
    // The customers losing points (credits need none) are locked, their balances read, the rows
    // checked one by one in file order, then the batch written in one statement.
    const debtors = [...new Set(batch.filter((m) => m.amount < 0).map((m) => userIds.get(m.username)!))];
    const losing = new Set(debtors);
    // The batch's own notes, merged once it is over: a transaction run again after a deadlock
    // starts from a clean slate.
    const run = async (trx: Executor, append?: (entries: NewLedgerEntry[]) => Promise<LedgerEntry[]>): Promise<BatchOutcome> => {
      const balances = await balancesOf(trx, { userIds: debtors });
      const result: BatchOutcome = { lines: batch.map((m) => m.line), accepted: 0, updated: 0, notes: [] };
      const entries: NewLedgerEntry[] = [];
      const kept: Movement[] = [];
      for (const m of batch) {
        const userId = userIds.get(m.username)!;
        // Tracked for the customers losing points: a credit earlier in the batch counts for their debits.
        const balance = losing.has(userId) ? (balances.get(userId) ?? 0) : undefined;
        if (balance !== undefined && balance + m.amount < 0) {
          result.notes.push({
            line: m.line,
            key: m.externalRef,
            outcome: 'rejected',
            reason: `saldo insufficiente: ${m.username} ha ${counted('points', balance)}, il movimento ne toglie ${formatPoints(-m.amount)}`,
          });
          continue;
        }
        if (balance !== undefined) balances.set(userId, balance + m.amount);
        kept.push(m);
        entries.push(ledgerEntry(options.alias, userId, m));
      }
      if (!append) return { ...result, accepted: kept.length };
      const inserted = new Set((await append(entries)).map((r) => r.external_ref));
      // Only another import of the same references, running at the same time, gets here.
      for (const m of kept)
        if (!inserted.has(m.externalRef))
          result.notes.push({ line: m.line, key: m.externalRef, outcome: 'skipped', reason: "già importato (durante l'importazione)" });
      result.accepted = inserted.size;
      await options.onBatch?.(trx, result);
      return result;
    };
    const outcome = options.dryRun
      ? await run(db)
      : await customerWriteTransaction(db, dialect, debtors, (trx) =>
          run(trx, (entries) => appendImportedEntries(trx, entries, codesById)),
        );
    accepted += outcome.accepted;
    notes.push(...outcome.notes);
    if (!options.dryRun) await options.afterBatch?.();
    // Rows handled, written or refused for the balance: the count reaches the total.
    done += batch.length;
    options.progress?.update(done, fresh.length);
  }
  options.progress?.finish();

  return reportOf('movimenti punti', options, table, {
    accepted,
    notes,
    timings: { totalMs: Date.now() - started, writeMs: Date.now() - t0 },
  });
}

/**
 * The ledger row of a movement. Amounts were checked like the points module's credit() does
 * (whole, positive for credits); debits and reversals carry their minus sign explicitly.
 */
function ledgerEntry(alias: string, userId: number, m: Movement): NewLedgerEntry {
  return {
    tenant_alias: alias,
    user_id: userId,
    amount: m.amount,
    kind: m.kind,
    reason: m.reason,
    external_ref: m.externalRef,
    order_id: null,
    created_at: (m.at ?? new Date()).toISOString(),
    day_only: m.dayOnly ? 1 : 0,
  };
}
