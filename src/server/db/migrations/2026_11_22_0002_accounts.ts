import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Accounts: customers, their sessions (refresh token families), one-time links (activation,
 * password reset), the shared rate-limit counters, saved shipping addresses and the points
 * ledger. Flags are 0/1 integers rather than booleans: SQLite has no boolean type and
 * PostgreSQL refuses integers in boolean columns, so one representation serves both.
 */
export const accounts: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('users'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('username', 'varchar(200)', (col) => col.notNull())
      // Null for accounts that only sign in through an external provider.
      .addColumn('password_hash', 'varchar(300)')
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('type', 'varchar(64)', (col) => col.notNull().defaultTo('customer'))
      .addColumn('points_enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('firstname', 'varchar(200)')
      .addColumn('lastname', 'varchar(200)')
      .addColumn('email', 'varchar(320)')
      .addColumn('company', 'varchar(300)')
      .addColumn('vatcode', 'varchar(32)')
      .addColumn('phone', 'varchar(40)')
      .addColumn('address1', 'varchar(300)')
      .addColumn('address2', 'varchar(40)')
      .addColumn('zipcode', 'varchar(16)')
      .addColumn('city', 'varchar(200)')
      .addColumn('district', 'varchar(64)')
      .addColumn('region', 'varchar(64)')
      .addColumn('country', 'varchar(8)')
      .addColumn('gdpr_marketing', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('gdpr_profiling', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('gdpr_privacy', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('accetta_regolamento', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('date_of_birth', 'varchar(10)')
      // Fields a tenant added to its signup form that no code knows: stored and returned as-is.
      .addColumn('extra_json', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('prize_to_validate', 'integer', (col) => col.notNull().defaultTo(0))
      // Access tokens issued before this instant are refused (password reset ends every session).
      .addColumn('tokens_valid_after', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('activated_at', 'varchar(32)')
      .addUniqueConstraint('users_tenant_username', ['tenant_alias', 'username'])
      .execute();

    await addIdColumn(db.schema.createTable('refresh_tokens'), dialect)
      .addColumn('family_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('rotated_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

    await addIdColumn(db.schema.createTable('one_time_tokens'), dialect)
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('one_time_tokens_user_kind').on('one_time_tokens').columns(['user_id', 'kind']).execute();

    // Fixed windows keyed by bucket ('signin:acct:demo:DEMO0001'); every process counts in the same row.
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('bucket', 'varchar(300)', (col) => col.notNull())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
      .execute();
    await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_start').execute();

    await addIdColumn(db.schema.createTable('addresses'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('surname', 'varchar(200)', (col) => col.notNull())
      .addColumn('address', 'varchar(300)', (col) => col.notNull())
      .addColumn('address_number', 'varchar(40)', (col) => col.notNull())
      .addColumn('district', 'varchar(64)', (col) => col.notNull())
      .addColumn('city', 'varchar(200)', (col) => col.notNull())
      .addColumn('zipcode', 'varchar(16)', (col) => col.notNull())
      .addColumn('phone', 'varchar(40)', (col) => col.notNull())
      .addColumn('label', 'varchar(200)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

    // Append-only: the balance is the sum of a user's rows; corrections are 'reversal' rows.
    await addIdColumn(db.schema.createTable('points_ledger'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      // Row id in the imported file: importing the same file twice credits once.
      .addColumn('external_ref', 'varchar(200)')
      .addColumn('order_id', 'integer')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('points_ledger_tenant_external_ref', ['tenant_alias', 'external_ref'])
      .execute();
    await db.schema.createIndex('points_ledger_user').on('points_ledger').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('points_ledger_order').on('points_ledger').column('order_id').execute();
  },

  async down(db) {
    for (const table of ['points_ledger', 'addresses', 'rate_limit_hits', 'one_time_tokens', 'refresh_tokens', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
