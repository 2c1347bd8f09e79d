import { sql } from 'kysely';
import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The staff console: staff accounts apart from customers, the tenants each may
 * manage, their refresh tokens and one-time links, and one audit log for every staff action and
 * every `tenant set`, which replaces tenant_override_audit (its rows move over as actions
 * `tenant.override`, role `cli`).
 */
export const staffConsole: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('staff_accounts'), dialect)
      .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('all_tenants', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('totp_secret', 'varchar(64)')
      .addColumn('totp_pending_secret', 'varchar(64)')
      .addColumn('totp_last_step', 'bigint')
      .addColumn('disabled_at', 'varchar(32)')
      .addColumn('tokens_valid_after', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_tenants')
      .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addPrimaryKeyConstraint('staff_tenants_pk', ['staff_id', 'tenant_alias'])
      .execute();

    // Same columns as refresh_tokens, so one rotation routine serves both (tenant_alias holds the
    // console's audience); the foreign key is what differs.
    await addIdColumn(db.schema.createTable('staff_refresh_tokens'), dialect)
      .addColumn('family_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('rotated_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('staff_refresh_tokens_family').on('staff_refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('staff_refresh_tokens_user').on('staff_refresh_tokens').column('user_id').execute();

    await addIdColumn(db.schema.createTable('staff_one_time_tokens'), dialect)
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('audit_log'), dialect)
      .addColumn('actor', 'varchar(320)', (col) => col.notNull())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('tenant_alias', 'varchar(64)')
      .addColumn('action', 'varchar(64)', (col) => col.notNull())
      .addColumn('target', 'varchar(512)', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .addColumn('address', 'varchar(64)')
      .execute();
    // The screen filters by tenant (newest first) and by action or actor within it.
    await db.schema.createIndex('audit_log_tenant_id').on('audit_log').columns(['tenant_alias', 'id']).execute();
    await db.schema.createIndex('audit_log_tenant_action_id').on('audit_log').columns(['tenant_alias', 'action', 'id']).execute();

    await sql`insert into audit_log (actor, role, tenant_alias, action, target, before_json, after_json, at, address)
      select actor, 'cli', tenant_alias, 'tenant.override', path, before_json, after_json, at, null
      from tenant_override_audit order by id`.execute(db);
    await db.schema.dropTable('tenant_override_audit').execute();
  },
  async down(db, dialect) {
    await addIdColumn(db.schema.createTable('tenant_override_audit'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('path', 'varchar(300)', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .addColumn('actor', 'varchar(200)', (col) => col.notNull())
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('tenant_override_audit_tenant_at').on('tenant_override_audit').columns(['tenant_alias', 'at']).execute();
    await sql`insert into tenant_override_audit (tenant_alias, path, before_json, after_json, actor, at)
      select tenant_alias, target, before_json, after_json, actor, at from audit_log where action = 'tenant.override' order by id`.execute(
      db,
    );
    for (const table of ['audit_log', 'staff_one_time_tokens', 'staff_refresh_tokens', 'staff_tenants', 'staff_accounts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
