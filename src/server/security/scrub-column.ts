import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { holdsAny, likeAnywhere, scrubValues } from './personal-values.js';

/** The kept logs whose one text column may name a person: an import's report notes, a webhook delivery's payload. */
type ScrubbedColumn = { table: 'import_jobs'; column: 'notes_json' } | { table: 'webhook_deliveries'; column: 'payload_json' };
type Loose = Kysely<Record<string, { id: number; tenant_alias: string } & Record<string, string | null>>>;

/**
 * Erasure in one text column of the tenant's rows, in the caller's transaction: each row whose
 * text holds one of `keys` keeps its row, and every one of `values` in the text becomes
 * "[cancellato]". Answers how many rows were scrubbed. The owning module names its own table.
 */
export async function scrubPersonInColumn(
  trx: Db,
  { table, column }: ScrubbedColumn,
  tenantAlias: string,
  keys: readonly string[],
  values: readonly string[],
): Promise<number> {
  if (!keys.length) return 0;
  const db = trx as unknown as Loose;
  const rows = await db
    .selectFrom(table)
    .select(['id', column])
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => eb.or(keys.map((key) => eb(eb.fn('lower', [column]), 'like', likeAnywhere(key)))))
    .execute();
  const about = rows.filter((r) => holdsAny(r[column] ?? null, keys));
  for (const row of about) {
    await db
      .updateTable(table)
      .set({ [column]: scrubValues(row[column]!, values) })
      .where('id', '=', row.id)
      .execute();
  }
  return about.length;
}
