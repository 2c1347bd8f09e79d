import { sql, type Transaction } from 'kysely';
import type { Database, DatabaseHandle } from '../../src/server/db/database.js';
import { normalizeUsername } from '../../src/server/modules/auth/repository.js';
import type { LedgerKind, NewLedgerEntry } from '../../src/server/modules/points/points-ledger.table.js';
import { insertLedgerEntries } from '../../src/server/modules/points/repository.js';
import type { ImportCommand } from './cli.js';
import type { ColumnSpec, CsvTable } from './csv.js';
import { chunk, type ImportOptions } from './options.js';
import type { ImportReport, RowNote } from './report.js';
import { parseDate, parsePoints, requiredText, RowError } from './values.js';

export const POINTS_COLUMNS: ColumnSpec = {
  required: ['user_code', 'points', 'reason', 'external_ref'],
  optional: ['kind', 'date'],
};

type Executor = Transaction<Database> | DatabaseHandle['db'];

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
  };
}

/**
 * Imports ledger movements. external_ref is the idempotency key (unique per tenant): a row whose
 * ref is already in the ledger with the same user, kind and points is skipped; with different
 * values it is rejected, because the file then contradicts what was imported before. Debits that
 * would take a balance below zero are rejected: the portal never shows a negative balance.
 */
export async function importPoints(handle: DatabaseHandle, table: CsvTable, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const { db } = handle;
  const notes: RowNote[] = table.malformed.map((m) => ({ line: m.line, key: '', outcome: 'rejected', reason: m.reason }));
  const reject = (line: number, key: string, reason: string) => notes.push({ line, key, outcome: 'rejected', reason });

  const seen = new Map<string, number>();
  const valid: Movement[] = [];
  for (const row of table.rows) {
    const ref = (row.values.external_ref ?? '').trim();
    const first = ref ? seen.get(ref) : undefined;
    if (first !== undefined) {
      reject(row.line, ref, `external_ref ripetuto: già alla riga ${first} (vale solo la prima)`);
      continue;
    }
    if (ref) seen.set(ref, row.line);
    try {
      valid.push(validateMovementRow(row.line, row.values, now));
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      reject(row.line, ref, err.message);
    }
  }

  const userIds = new Map<string, number>();
  for (const part of chunk([...new Set(valid.map((m) => m.username))], 500)) {
    const found = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('tenant_alias', '=', options.alias)
      .where('username', 'in', part)
      .execute();
    for (const u of found) userIds.set(u.username, u.id);
  }
  const known: Movement[] = [];
  for (const m of valid) {
    if (userIds.has(m.username)) known.push(m);
    else reject(m.line, m.externalRef, `utente ${m.username} sconosciuto nel tenant ${options.alias}`);
  }

  const previous = new Map<string, { username: string; amount: number; kind: string }>();
  for (const part of chunk(known, 500)) {
    const found = await db
      .selectFrom('points_ledger')
      .innerJoin('users', 'users.id', 'points_ledger.user_id')
      .select(['external_ref', 'username', 'amount', 'kind'])
      .where('points_ledger.tenant_alias', '=', options.alias)
      .where(
        'external_ref',
        'in',
        part.map((m) => m.externalRef),
      )
      .execute();
    for (const r of found) previous.set(r.external_ref!, r);
  }
  const fresh = known.filter((m) => {
    const p = previous.get(m.externalRef);
    if (!p) return true;
    if (p.username === m.username && p.amount === m.amount && p.kind === m.kind)
      notes.push({ line: m.line, key: m.externalRef, outcome: 'skipped', reason: 'già importato' });
    else
      reject(
        m.line,
        m.externalRef,
        `external_ref già usato per un altro movimento (${p.username}, ${p.kind} ${p.amount} punti): usare un riferimento nuovo`,
      );
    return false;
  });

  let accepted = 0;
  const t0 = Date.now();
  options.progress?.update(0, fresh.length);
  for (const batch of chunk(fresh, options.batchSize ?? 1000)) {
    const run = async (trx: Executor) => {
      // Balances first, row by row in file order, then the batch in one statement.
      const balances = await balancesForDebits(trx, handle.dialect, batch, userIds);
      const entries: NewLedgerEntry[] = [];
      const kept: Movement[] = [];
      for (const m of batch) {
        const userId = userIds.get(m.username)!;
        const balance = balances.get(userId);
        if (balance !== undefined && m.amount < 0 && balance + m.amount < 0) {
          reject(m.line, m.externalRef, `saldo insufficiente: ${m.username} ha ${balance} punti, il movimento ne toglie ${-m.amount}`);
          continue;
        }
        if (balance !== undefined) balances.set(userId, balance + m.amount);
        kept.push(m);
        entries.push(ledgerEntry(options.alias, userId, m));
      }
      if (options.dryRun) return kept.length;
      const inserted = new Set((await insertLedgerEntries(trx, entries)).map((r) => r.external_ref));
      // Only another import of the same references, running at the same time, gets here.
      for (const m of kept)
        if (!inserted.has(m.externalRef))
          notes.push({ line: m.line, key: m.externalRef, outcome: 'skipped', reason: "già importato (durante l'importazione)" });
      return inserted.size;
    };
    accepted += options.dryRun ? await run(db) : await db.transaction().execute(run);
    options.progress?.update(accepted, fresh.length);
  }
  options.progress?.finish();

  notes.sort((a, b) => a.line - b.line);
  const rejected = notes.filter((n) => n.outcome === 'rejected').length;
  return {
    what: 'movimenti punti',
    alias: options.alias,
    file: options.file,
    dryRun: options.dryRun ?? false,
    read: table.rows.length + table.malformed.length,
    accepted,
    skipped: notes.length - rejected,
    rejected,
    notes,
    timings: { totalMs: Date.now() - started, writeMs: Date.now() - t0 },
  };
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
  };
}

/**
 * Current balances of the users the batch takes points from (only those: credits need none).
 * On PostgreSQL their rows are locked first, as the checkout does, so an order placed meanwhile
 * cannot spend the same points; SQLite has one writer at a time anyway.
 */
async function balancesForDebits(
  trx: Executor,
  dialect: DatabaseHandle['dialect'],
  batch: readonly Movement[],
  userIds: ReadonlyMap<string, number>,
): Promise<Map<number, number>> {
  const ids = [...new Set(batch.filter((m) => m.amount < 0).map((m) => userIds.get(m.username)!))];
  const balances = new Map<number, number>(ids.map((id) => [id, 0]));
  if (!ids.length) return balances;
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const sums = await trx
    .selectFrom('points_ledger')
    .select(['user_id', sql<number>`coalesce(sum(amount), 0)`.as('balance')])
    .where('user_id', 'in', ids)
    .groupBy('user_id')
    .execute();
  for (const s of sums) balances.set(s.user_id, Number(s.balance));
  return balances;
}

/** `npm run points:import`. */
export const pointsImport: ImportCommand = { name: 'points:import', label: 'movimenti', columns: POINTS_COLUMNS, run: importPoints };
