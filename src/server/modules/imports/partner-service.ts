import { importableExtraFields } from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { CustomerRow, CustomersBody, CustomersReport, PartnerCustomer } from '../../../shared/types/generated/api/partner.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import { normalizeUsername } from '../customers/provisioning-service.js';
import type { CsvRow, CsvTable } from './csv.js';
import { importUsers, USER_COLUMNS } from './users-service.js';

/**
 * The partner API's customers (POST /v1/partner/customers): the JSON batch becomes the table the
 * CSV customers import reads, and goes through that import (users-service.ts), so a customer is
 * accepted, skipped or refused by one rule however it arrives.
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
 * Creates the batch's new customers as the CSV import does (first password hashed, inactive
 * unless `active`), leaves existing codes untouched, and answers one row per customer sent.
 * Audited as partner.customers with the counts.
 */
export async function partnerUpsertCustomers(
  deps: PartnerCustomersDeps,
  who: Actor,
  tenant: { alias: string; config: ResolvedTenantConfig },
  body: CustomersBody,
): Promise<CustomersReport> {
  const extraFields = importableExtraFields(tenant.config.forms);
  const extraSet = new Set(extraFields);
  const refused = new Map<number, string>();
  const rows: CsvRow[] = [];
  body.customers.forEach((customer, index) => {
    const row = rowOf(customer, index, extraSet);
    if ('reason' in row) refused.set(index, row.reason);
    else rows.push(row);
  });
  const table: CsvTable = {
    delimiter: ';',
    columns: [...USER_COLUMNS.required, ...USER_COLUMNS.optional, ...extraFields],
    rows,
    malformed: [],
  };
  const report = await importUsers({ db: deps.db, dialect: deps.dialect }, table, { alias: tenant.alias, file: 'API' });
  const notes = new Map(report.notes.map((n) => [n.line, n]));
  const answer: CustomerRow[] = body.customers.map((customer, index) => {
    const user_code = normalizeUsername(customer.user_code);
    const reason = refused.get(index);
    if (reason !== undefined) return { index, user_code, outcome: 'rejected', reason };
    const note = notes.get(index);
    return note ? { index, user_code, outcome: note.outcome, reason: note.reason } : { index, user_code, outcome: 'created', reason: null };
  });
  const count = (outcome: CustomerRow['outcome']) => answer.filter((r) => r.outcome === outcome).length;
  const result = {
    received: body.customers.length,
    created: count('created'),
    skipped: count('skipped'),
    rejected: count('rejected'),
  };
  await recordAction(deps.db, who, { tenant: tenant.alias, action: 'partner.customers', target: 'clienti', after: result }, deps.now());
  return { ...result, rows: answer };
}
