import { importableExtraFields } from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { CustomerRow, CustomersBody, CustomersReport, PartnerCustomer } from '../../../shared/types/generated/api/partner.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import {
  customersByCode,
  masterDataDiff,
  MASTER_DATA_COLUMNS,
  updateMasterData,
  type MasterDataInput,
  type StoredCustomer,
} from '../customers/master-data-service.js';
import { normalizeUsername } from '../customers/provisioning-service.js';
import type { CsvRow, CsvTable } from './csv.js';
import { chunk } from './options.js';
import { extraColumnsOf, importUsers, repeatedCodeReason, USER_COLUMNS, validateUserRow } from './users-service.js';
import { RowError } from './values.js';

/**
 * The partner API's customers upsert (POST /v1/partner/customers). A new user code becomes the
 * table the CSV customers import reads and goes through that import (users-service.ts); an
 * existing one is checked by the same row rule and updated with the master data the ERP owns
 * (customers/master-data-service.ts says which fields and why). One report row per customer sent.
 */

export interface PartnerCustomersDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : '0');

/** One customer as a CSV row: the file's columns as text, the extra fields as their own columns. */
function rowOf(customer: PartnerCustomer, index: number, extraFields: ReadonlySet<string>): CsvRow | { index: number; reason: string } {
  const { extra = {}, points_enabled, active, ...text } = customer;
  const unknown = Object.keys(extra).filter((name) => !extraFields.has(name));
  if (unknown.length) return { index, reason: `extra: campi non previsti dall'iniziativa: ${unknown.join(', ')}` };
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...text, ...extra, points_enabled: flag(points_enabled), active: flag(active) }))
    if (value !== undefined) values[name] = value.trim();
  // The import numbers rows by line; here a row's "line" is its index in the batch.
  return { line: index, values };
}

/**
 * The fields a row sent, as the import's rule read them: a field left out of the JSON is left as
 * it is, an empty string clears it (as an empty cell leaves it empty on creation).
 */
function masterInputOf(customer: PartnerCustomer, row: CsvRow, extraColumns: readonly string[]): MasterDataInput {
  const { user } = validateUserRow(row.line, row.values, extraColumns, false);
  const parsed = JSON.parse(user.extra_json ?? '{}') as Record<string, string>;
  const input: MasterDataInput = { columns: {}, extras: {}, account: {} };
  for (const name of MASTER_DATA_COLUMNS) if (customer[name] !== undefined) input.columns[name] = user[name];
  for (const name of Object.keys(customer.extra ?? {})) input.extras[name] = parsed[name] ?? null;
  if (customer.active !== undefined) input.account.active = user.active;
  if (customer.points_enabled !== undefined) input.account.points_enabled = user.points_enabled;
  if (customer.type !== undefined) input.account.type = user.type;
  return input;
}

async function lookUp(deps: PartnerCustomersDeps, alias: string, codes: readonly string[]) {
  const found = new Map<string, StoredCustomer>();
  for (const part of chunk(codes, 500)) for (const [code, row] of await customersByCode(deps.db, alias, part)) found.set(code, row);
  return found;
}

/**
 * Creates the batch's new customers as the CSV import does (first password hashed, inactive
 * unless `active`), updates existing ones of the key's tenant one atomic row at a time, and
 * answers one row per customer sent. Audited as partner.customers with the counts, and each
 * update as partner.customer_update with both sides of what changed.
 */
export async function partnerUpsertCustomers(
  deps: PartnerCustomersDeps,
  who: Actor,
  tenant: { alias: string; config: ResolvedTenantConfig },
  body: CustomersBody,
): Promise<CustomersReport> {
  const extraFields = importableExtraFields(tenant.config.forms);
  const extraSet = new Set(extraFields);
  const columns = [...USER_COLUMNS.required, ...USER_COLUMNS.optional, ...extraFields];
  const extraColumns = extraColumnsOf(columns);
  const answer: CustomerRow[] = body.customers.map((customer, index) => ({
    index,
    user_code: normalizeUsername(customer.user_code),
    outcome: 'rejected',
    reason: null,
    changed: [],
    kept: [],
  }));
  const reject = (index: number, reason: string) => Object.assign(answer[index]!, { outcome: 'rejected', reason });

  const rows = new Map<number, CsvRow>();
  const seen = new Map<string, number>();
  body.customers.forEach((customer, index) => {
    const code = answer[index]!.user_code;
    const row = rowOf(customer, index, extraSet);
    if ('reason' in row) return reject(index, row.reason);
    const first = code ? seen.get(code) : undefined;
    if (first !== undefined) return reject(index, repeatedCodeReason(first));
    if (code) seen.set(code, index);
    rows.set(index, row);
  });

  let existing = await lookUp(deps, tenant.alias, [...seen.keys()]);
  const toUpdate: number[] = [];
  const fresh: number[] = [];
  for (const [index, row] of rows) (existing.has(answer[index]!.user_code) ? toUpdate : fresh).push(row.line);
  if (fresh.length) {
    const table: CsvTable = { delimiter: ';', columns, rows: fresh.map((i) => rows.get(i)!), malformed: [] };
    const report = await importUsers({ db: deps.db, dialect: deps.dialect }, table, { alias: tenant.alias, file: 'API' });
    const notes = new Map(report.notes.map((n) => [n.line, n]));
    const raced: number[] = [];
    for (const index of fresh) {
      const note = notes.get(index);
      if (!note) answer[index]!.outcome = 'created';
      else if (note.outcome === 'rejected') reject(index, note.reason);
      // Created by someone else since the look-up (a sign-up, a parallel call): it is an update now.
      else raced.push(index);
    }
    if (raced.length) {
      existing = new Map([
        ...existing,
        ...(await lookUp(
          deps,
          tenant.alias,
          raced.map((i) => answer[i]!.user_code),
        )),
      ]);
      toUpdate.push(...raced);
    }
  }

  for (const index of toUpdate) {
    const row = answer[index]!;
    let input: MasterDataInput;
    try {
      input = masterInputOf(body.customers[index]!, rows.get(index)!, extraColumns);
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      reject(index, err.message);
      continue;
    }
    const customer = existing.get(row.user_code)!;
    // A first look without the lock: most rows of a periodic sync change nothing and need none.
    const first = masterDataDiff(customer, input);
    const outcome = first.outcome === 'unchanged' ? first : await updateMasterData(deps, who, tenant.alias, customer, input);
    Object.assign(row, { outcome: outcome.outcome, reason: outcome.reason, changed: outcome.changed, kept: outcome.kept });
  }

  const count = (outcome: CustomerRow['outcome']) => answer.filter((r) => r.outcome === outcome).length;
  const result = {
    received: body.customers.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
  };
  await recordAction(deps.db, who, { tenant: tenant.alias, action: 'partner.customers', target: 'clienti', after: result }, deps.now());
  return { ...result, rows: answer };
}
