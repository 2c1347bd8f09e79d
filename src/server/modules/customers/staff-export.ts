import { importableExtraFields } from '../../../shared/customer-fields.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { Db } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import { balancesOf } from '../points/service.js';
import { csvDocument, italianDateTime } from '../../http/csv-document.js';

/**
 * The console's customer export (Clienti → "Esporta CSV"): every customer of the tenant, its
 * columns named as `users:import` names them (user_code, the profile, points_enabled, active; no
 * password: only its hash is kept), then the address, one column per extra field of the tenant's
 * signup form named as the import takes it, then the balance and the dates, in Italian time. The
 * import does not take the address, balance and date columns, and needs a `password` column.
 */
const FIXED = [
  'user_code',
  'firstname',
  'lastname',
  'company',
  'email',
  'vatcode',
  'phone',
  'address1',
  'address2',
  'zipcode',
  'city',
  'district',
  'region',
  'points_enabled',
  'active',
] as const;
const TAIL = ['saldo_punti', 'creato_il', 'attivato_il'] as const;

/** The import calls the user code user_code; the table, username. */
const columnOf = <N extends (typeof FIXED)[number]>(name: N) =>
  (name === 'user_code' ? 'username' : name) as N extends 'user_code' ? 'username' : N;

function extrasOf(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function exportCustomers(
  db: Db,
  who: Actor,
  tenantAlias: string,
  config: ResolvedTenantConfig,
  now: Date,
): Promise<{ filename: string; csv: string }> {
  // The import's columns, so an export can be imported again.
  const extras = importableExtraFields(config.forms);
  const rows = await db
    .selectFrom('users')
    .where('tenant_alias', '=', tenantAlias)
    .select([...FIXED.map(columnOf), 'id', 'extra_json', 'created_at', 'activated_at'])
    .orderBy('username')
    .execute();
  const balances = await balancesOf(db, { tenantAlias });
  const csv = csvDocument(
    [...FIXED, ...extras, ...TAIL],
    rows.map((r) => {
      const extra = extrasOf(r.extra_json);
      return [
        ...FIXED.map((name) => r[columnOf(name)]),
        ...extras.map((name) => {
          const value = extra[name];
          return typeof value === 'string' || typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : '';
        }),
        balances.get(r.id) ?? 0,
        italianDateTime(r.created_at, config.timeZone),
        r.activated_at ? italianDateTime(r.activated_at, config.timeZone) : '',
      ];
    }),
  );
  await recordAction(
    db,
    who,
    { tenant: tenantAlias, action: 'customer.export', target: 'clienti', after: { customers: rows.length } },
    now,
  );
  return { filename: `clienti-${tenantAlias}-${now.toISOString().slice(0, 10)}.csv`, csv };
}
