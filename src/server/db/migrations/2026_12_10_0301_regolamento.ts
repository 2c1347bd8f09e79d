import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * The programme's rules on record: each version of the regolamento (a stored PDF or sanitised
 * rich text, drafted then published) and each customer's acceptance of one, with the hash of the
 * document they accepted and the address it came from. Both are append-only apart from a draft's
 * publication.
 */
export const regolamento: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('regolamento_versions'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('format', 'varchar(8)', (col) => col.notNull())
      .addColumn('file_hash', 'varchar(64)')
      .addColumn('html', 'text')
      .addColumn('doc_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('changes', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(200)', (col) => col.notNull())
      .addColumn('published_at', 'varchar(32)')
      .addColumn('published_by', 'varchar(200)')
      .addUniqueConstraint('regolamento_versions_tenant_version', ['tenant_alias', 'version'])
      .execute();
    await addIdColumn(db.schema.createTable('regolamento_acceptances'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('doc_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('channel', 'varchar(16)', (col) => col.notNull())
      .addColumn('address', 'varchar(64)')
      .addColumn('accepted_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // The gate asks "has this customer accepted version N" on every signed-in call it does not remember.
    await db.schema
      .createIndex('regolamento_acceptances_user_version')
      .on('regolamento_acceptances')
      .columns(['user_id', 'version'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('regolamento_acceptances').ifExists().execute();
    await db.schema.dropTable('regolamento_versions').ifExists().execute();
  },
};
