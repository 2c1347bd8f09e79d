import { sql, type Kysely } from 'kysely';

/**
 * Where a person's values are still written down, searched in every text column of every table
 * the database catalogue lists (sqlite_master and pragma table_info; information_schema on
 * PostgreSQL), not in a list someone keeps: a table added later is searched too. Used by the
 * erasure tests, on the test's database and on a running server's.
 */

export interface TextColumn {
  table: string;
  column: string;
}

export interface Trace extends TextColumn {
  value: string;
  /** The first cell that holds it, shortened, for the failure message. */
  cell: string;
}

// Column types that hold text: SQLite's declared affinities (and untyped columns of virtual
// tables), PostgreSQL's character and JSON types.
const SQLITE_TEXT = /char|clob|text|json|^$/i;
const PG_TEXT = ['text', 'character varying', 'character', 'json', 'jsonb'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the catalogue, not the app's types, names the tables
type AnyDb = Kysely<any>;

export async function textColumns(db: AnyDb, dialect: 'sqlite' | 'postgres'): Promise<TextColumn[]> {
  if (dialect === 'postgres') {
    const rows = await sql<{ table: string; column: string }>`
      SELECT c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type IN (${sql.join(PG_TEXT)})
      ORDER BY c.table_name, c.ordinal_position`.execute(db);
    return rows.rows;
  }
  const tables = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db);
  const out: TextColumn[] = [];
  for (const { name } of tables.rows) {
    const columns = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${name})`.execute(db);
    for (const c of columns.rows) if (SQLITE_TEXT.test(c.type)) out.push({ table: name, column: c.name });
  }
  return out;
}

/** Every column, in any table, that holds one of `values` (ignoring case), with its first such cell. */
export async function tracesOf(db: AnyDb, dialect: 'sqlite' | 'postgres', values: readonly string[]): Promise<Trace[]> {
  const byTable = new Map<string, string[]>();
  for (const { table, column } of await textColumns(db, dialect)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const lowered = values.map((v) => v.toLowerCase());
  const found = new Map<string, Trace>();
  // One query a table: the rows where any text column holds any value; which ones, is told here.
  for (const [table, columns] of byTable) {
    const text = (column: string) => sql`CAST(${sql.ref(column)} AS TEXT)`;
    const holds = (column: string, value: string) =>
      dialect === 'postgres' ? sql`strpos(lower(${text(column)}), ${value}) > 0` : sql`instr(lower(${text(column)}), ${value}) > 0`;
    const rows = await sql<Record<string, string | null>>`
      SELECT ${sql.join(columns.map((c) => sql`${text(c)} AS ${sql.id(c)}`))} FROM ${sql.table(table)}
      WHERE ${sql.join(
        columns.flatMap((c) => lowered.map((v) => holds(c, v))),
        sql` OR `,
      )}`.execute(db);
    for (const row of rows.rows) {
      for (const column of columns) {
        const cell = row[column];
        if (typeof cell !== 'string') continue;
        values.forEach((value, i) => {
          const key = `${table}.${column}.${value}`;
          if (!found.has(key) && cell.toLowerCase().includes(lowered[i]!))
            found.set(key, { table, column, value, cell: cell.slice(0, 160) });
        });
      }
    }
  }
  return [...found.values()];
}

/**
 * What an erasure must not move: the sum of the tenant's ledger and its orders' numbers and
 * points (accounting records, kept with their figures).
 */
export async function tenantTotals(db: AnyDb, tenantAlias: string): Promise<{ ledger: number; orders: unknown[] }> {
  const ledger = (await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow()) as { sum: number | string | null };
  const orders = await db
    .selectFrom('orders')
    .select(['order_number', 'total_points'])
    .where('tenant_alias', '=', tenantAlias)
    .orderBy('id')
    .execute();
  return { ledger: Number(ledger.sum), orders };
}
