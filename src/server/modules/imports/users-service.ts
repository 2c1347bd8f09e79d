import pMap from 'p-map';
import { columnSpecOf } from '../../../shared/import-columns.js';
import { passwordProblem } from '../../../shared/password-policy.js';
import {
  EMAIL,
  existingUsernames,
  hashProvisionalPassword,
  insertNewUsers,
  normalizeUsername,
  type NewUser,
} from '../customers/provisioning-service.js';
import { normalizeHeader, type ColumnSpec, type CsvTable } from './csv.js';
import { defaultHashConcurrency } from './hash-pool.js';
import { chunk, type BatchOutcome, type ImportDb, type ImportOptions } from './options.js';
import { inTurns, nextTurn, ROWS_PER_TURN } from '../../turns.js';
import { reportOf, type ImportReport, type RowNote } from './report.js';
import { optionalText, parseFlag, RowError } from './values.js';
import { TAX_ID_RULES, taxIdFormatOf } from '../../../shared/italian-tax-ids.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const USER_COLUMNS: ColumnSpec = columnSpecOf('users');
const KNOWN = new Set([...USER_COLUMNS.required, ...USER_COLUMNS.optional]);

/**
 * The columns a tenant's file may have: the fixed ones, plus one per extra field of its signup
 * form (customer-fields.ts), stored in the customer's extra_json under that name, as the
 * registration would store it. Any other column is still refused (a typo must not vanish).
 */
export function userColumnsFor(extraFields: readonly string[]): ColumnSpec {
  // Headers are read in lower case with _ for spaces and -: a field named otherwise could not be told apart.
  const extras = extraFields.filter((name) => normalizeHeader(name) === name && !KNOWN.has(name));
  return { required: USER_COLUMNS.required, optional: [...USER_COLUMNS.optional, ...extras] };
}

/** The address columns and their sizes in the users table. */
const ADDRESS_LIMITS = { address1: 300, address2: 40, zipcode: 16, city: 200, district: 64, region: 64, country: 8 } as const;

/** A validated row: the user to insert, still with the clear-text first password. */
export interface UserCandidate {
  line: number;
  password: string;
  user: Omit<NewUser, 'password_hash' | 'created_at' | 'updated_at' | 'activated_at' | 'tenant_alias'>;
}

/**
 * A VAT number or tax code column (the registration's rule, italian-tax-ids.ts): null when empty,
 * refused with what is expected, stored as the registration stores it (no IT, upper case).
 */
function taxIdOf(name: string, value: string | undefined): string | null {
  const format = taxIdFormatOf(name);
  const given = optionalText(name, value, 64);
  if (given === null || !format) return given;
  const rule = TAX_ID_RULES[format];
  if (!rule.valid(given)) throw new RowError(`${name}: "${given}": ${rule.message}`);
  return rule.normalize(given);
}

/** The columns of a table that are the tenant's extra fields (the reader let only those through). */
export const extraColumnsOf = (columns: readonly string[]): string[] => columns.filter((c) => !KNOWN.has(c));

/** The report's reason for a user code sent twice: the first row counts. */
export const repeatedCodeReason = (first: number): string => `user_code ripetuto: già alla riga ${first} (vale solo la prima)`;

/**
 * Checks one row; throws RowError with the reason. `username` is normalised as the login does.
 * `withPassword` false: the row updates an existing customer, whose password is never taken
 * from a machine, so the first password is neither required nor read.
 */
export function validateUserRow(
  line: number,
  v: Record<string, string>,
  extraColumns: readonly string[] = [],
  withPassword = true,
): UserCandidate {
  const username = normalizeUsername(v.user_code ?? '');
  if (!username) throw new RowError('user_code: obbligatorio');
  if (username.length > 200) throw new RowError('user_code: più di 200 caratteri');
  // A space inside a code ("DEMO 0001") is a typo the customer could never reproduce at login.
  if (/[\s\p{Cc}]/u.test(username)) throw new RowError(`user_code: "${username}" contiene spazi o caratteri di controllo`);

  const password = withPassword ? (v.password ?? '') : '';
  if (withPassword && !password) throw new RowError('password: obbligatoria (la prima password del cliente)');
  if (password.length > 1024) throw new RowError('password: più di 1024 caratteri');
  const problem = withPassword ? passwordProblem(password) : null;
  if (problem) throw new RowError(`password: ${problem}`);

  const email = optionalText('email', v.email, 320);
  if (email && !EMAIL.test(email)) throw new RowError(`email: "${email}" non è un indirizzo valido`);
  const phone = optionalText('phone', v.phone, 40);
  if (phone && !/^[0-9+()./\s-]+$/.test(phone)) throw new RowError(`phone: "${phone}" contiene caratteri non ammessi`);
  const vatcode = taxIdOf('vatcode', v.vatcode);
  // The registration's address, by the columns' sizes: at activation it becomes the customer's first shipping address.
  const address = Object.fromEntries(
    Object.entries(ADDRESS_LIMITS).map(([name, max]) => [name, optionalText(name, v[name], max)]),
  ) as Record<keyof typeof ADDRESS_LIMITS, string | null>;
  const type = optionalText('type', v.type, 64) ?? 'customer';
  if (!/^[A-Za-z0-9_-]+$/.test(type)) throw new RowError(`type: "${type}" non valido (lettere, cifre, _ e -)`);

  const extras: Record<string, string> = {};
  for (const name of extraColumns) {
    const value = taxIdFormatOf(name) ? taxIdOf(name, v[name]) : optionalText(name, v[name], 2000);
    if (value !== null) extras[name] = value;
  }

  return {
    line,
    password,
    user: {
      username,
      extra_json: JSON.stringify(extras),
      firstname: optionalText('firstname', v.firstname, 200),
      lastname: optionalText('lastname', v.lastname, 200),
      company: optionalText('company', v.company, 300),
      email,
      vatcode,
      phone,
      ...address,
      points_enabled: parseFlag('points_enabled', v.points_enabled, 0),
      // Product rule: provisioned customers start inactive and complete the registration.
      active: parseFlag('active', v.active, 0),
      type,
    },
  };
}

/**
 * Imports customers. Existing user codes are skipped and never modified: the customer may have
 * completed the registration and changed profile or password since the file was made, and a
 * stale file must not undo that. Only new codes are hashed (so a re-run costs no hashing) and
 * inserted, one transaction per batch: an interrupted run is completed by running it again.
 */
export async function importUsers({ db }: ImportDb, table: CsvTable, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const notes: RowNote[] = table.malformed.map((m) => ({ line: m.line, key: '', outcome: 'rejected', reason: m.reason }));
  const seen = new Map<string, number>();
  const valid: UserCandidate[] = [];
  // The reader let through only the tenant's extra fields (userColumnsFor): every other column is one.
  const extraColumns = extraColumnsOf(table.columns);
  for await (const row of inTurns(table.rows, ROWS_PER_TURN)) {
    const code = normalizeUsername(row.values.user_code ?? '');
    const first = code ? seen.get(code) : undefined;
    if (first !== undefined) {
      notes.push({
        line: row.line,
        key: code,
        outcome: 'rejected',
        reason: repeatedCodeReason(first),
      });
      continue;
    }
    if (code) seen.set(code, row.line);
    // Written by an earlier run of this job: its outcome is the job's already (a resumed run).
    if (options.doneLines?.has(row.line)) continue;
    try {
      valid.push(validateUserRow(row.line, row.values, extraColumns));
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      notes.push({ line: row.line, key: code, outcome: 'rejected', reason: err.message });
    }
  }

  const existing = new Set<string>();
  for await (const part of inTurns(chunk(valid, 500))) {
    const found = await existingUsernames(
      db,
      options.alias,
      part.map((c) => c.user.username),
    );
    for (const code of found) existing.add(code);
  }
  const skip = (c: UserCandidate) => notes.push({ line: c.line, key: c.user.username, outcome: 'skipped', reason: 'già presente' });
  const fresh: UserCandidate[] = [];
  for (const c of valid) {
    if (existing.has(c.user.username)) skip(c);
    else fresh.push(c);
  }

  let accepted = 0;
  let hashMs = 0;
  let writeMs = 0;
  if (options.dryRun) {
    accepted = fresh.length;
  } else {
    const concurrency = options.concurrency ?? defaultHashConcurrency();
    const hashBatch = async (batch: UserCandidate[]) => {
      const t0 = Date.now();
      const hashes = await pMap(batch, (c) => hashProvisionalPassword(c.password), { concurrency });
      hashMs += Date.now() - t0;
      return hashes;
    };
    const batches = chunk(fresh, options.batchSize ?? 500);
    let done = 0;
    options.progress?.update(0, fresh.length);
    // Pipelined: the next batch hashes on the threadpool while this one is written.
    let pending = batches[0] ? hashBatch(batches[0]) : null;
    for (let b = 0; b < batches.length; b++) {
      if (b > 0) await nextTurn();
      const batch = batches[b]!;
      const hashes = await pending!;
      pending = batches[b + 1] ? hashBatch(batches[b + 1]!) : null;
      const t0 = Date.now();
      const now = new Date().toISOString();
      const rows: NewUser[] = batch.map((c, i) => ({
        ...c.user,
        tenant_alias: options.alias,
        password_hash: hashes[i]!,
        created_at: now,
        updated_at: now,
        activated_at: c.user.active ? now : null,
      }));
      const outcome = await writeTransaction(db, async (trx) => {
        // Another import or a sign-up may have created a code since the check: skip, never overwrite.
        const inserted = new Set(await insertNewUsers(trx, rows));
        const result: BatchOutcome = { lines: batch.map((c) => c.line), accepted: 0, updated: 0, notes: [] };
        for (const c of batch) {
          if (inserted.has(c.user.username)) result.accepted++;
          else
            result.notes.push({
              line: c.line,
              key: c.user.username,
              outcome: 'skipped',
              reason: "già presente (creato durante l'importazione)",
            });
        }
        await options.onBatch?.(trx, result);
        return result;
      });
      writeMs += Date.now() - t0;
      accepted += outcome.accepted;
      notes.push(...outcome.notes);
      await options.afterBatch?.();
      // Rows handled, inserted or found created meanwhile: the count reaches the total.
      done += batch.length;
      options.progress?.update(done, fresh.length);
    }
    options.progress?.finish();
  }

  return reportOf('utenti', options, table, {
    accepted,
    notes,
    timings: { totalMs: Date.now() - started, hashMs: options.dryRun ? undefined : hashMs, writeMs },
  });
}
