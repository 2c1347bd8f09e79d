import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Consents by purpose. The users table had three consent columns named after signup fields
 * (gdpr_marketing, gdpr_profiling, gdpr_privacy), and whatever a tenant's form sent under those
 * names was taken for that consent: the shipped forms sent the representative declaration
 * ("Dichiaro di essere il legale rappresentante…") as gdpr_profiling, and the console showed it as
 * a profiling consent. Now each answer is a row of consent_records under a purpose the tenant
 * declares, with the wording's version, and the columns go. Stored values stay readable:
 * - gdpr_marketing = 1 and gdpr_privacy = 1 become rows of the purposes `marketing` and
 *   `privacy` (what those fields asked in every shipped form), version unknown (null), channel
 *   'migration', at the customer's updated_at (the registration's last write);
 * - gdpr_profiling = 1 held no consent anyone can vouch for: it is kept as the customer's extra
 *   field `gdpr_profiling` (extra_json), data rather than a consent.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before any typed schema exists
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UsersQuery = SelectQueryBuilder<any, 'users', object>;

const PURPOSE_COLUMNS = [
  ['marketing', 'gdpr_marketing'],
  ['privacy', 'gdpr_privacy'],
] as const;
const KEPT_AS_EXTRA = 'gdpr_profiling';
const BATCH = 500;

function parseObject(json: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(json));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Updates the users `where` selects, in id order, a batch at a time, with what `change` makes of each one's extras. */
async function rewriteExtras(
  db: AnyDb,
  where: (q: UsersQuery) => UsersQuery,
  change: (extras: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await where(db.selectFrom('users'))
      .select(['id', 'extra_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; extra_json: string }[];
    for (const row of rows) {
      await db
        .updateTable('users')
        .set(change(parseObject(row.extra_json)))
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) return;
    after = Number(rows.at(-1)!.id);
  }
}

export const consentRecords: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('consent_records'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(40)', (col) => col.notNull())
      .addColumn('given', 'integer', (col) => col.notNull())
      .addColumn('version', 'varchar(40)')
      .addColumn('text_hash', 'varchar(64)')
      .addColumn('channel', 'varchar(16)', (col) => col.notNull())
      .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('consent_records_user_purpose').on('consent_records').columns(['user_id', 'purpose', 'id']).execute();

    for (const [purpose, column] of PURPOSE_COLUMNS) {
      await sql`
        INSERT INTO consent_records (tenant_alias, user_id, purpose, given, version, text_hash, channel, recorded_at)
        SELECT tenant_alias, id, ${sql.lit(purpose)}, 1, NULL, NULL, 'migration', updated_at FROM users WHERE ${sql.ref(column)} = 1 ORDER BY id`.execute(
        db,
      );
    }
    await rewriteExtras(
      db,
      (q) => q.where(KEPT_AS_EXTRA, '=', 1),
      (extras) => ({ extra_json: JSON.stringify({ ...extras, [KEPT_AS_EXTRA]: 1 }) }),
    );
    for (const column of ['gdpr_marketing', 'gdpr_profiling', 'gdpr_privacy']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },

  /** Back to the columns: each takes the customer's newest answer for its purpose; gdpr_profiling its extra. */
  async down(db) {
    for (const column of ['gdpr_marketing', 'gdpr_profiling', 'gdpr_privacy']) {
      await db.schema
        .alterTable('users')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    for (const [purpose, column] of PURPOSE_COLUMNS) {
      await sql`
        UPDATE users SET ${sql.ref(column)} = 1 WHERE id IN (
          SELECT r.user_id FROM consent_records r WHERE r.purpose = ${sql.lit(purpose)} AND r.given = 1 AND r.id = (
            SELECT max(n.id) FROM consent_records n WHERE n.user_id = r.user_id AND n.purpose = r.purpose))`.execute(db);
    }
    await rewriteExtras(
      db,
      (q) => q.where('extra_json', 'like', `%"${KEPT_AS_EXTRA}"%`),
      (extras) => {
        const { [KEPT_AS_EXTRA]: kept, ...rest } = extras;
        return { extra_json: JSON.stringify(rest), [KEPT_AS_EXTRA]: kept === 1 ? 1 : 0 };
      },
    );
    await db.schema.dropTable('consent_records').execute();
  },
};
