import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Content and engagement: magazine, notices, partners, advantages, vouchers (with the codes given
 * to customers), notifications and their read state, CMS sections, initiative pages, contact
 * requests and prize validations. Every row belongs to one tenant. Timestamps are ISO-8601 UTC
 * text and flags 0/1 integers, as in the earlier migrations. HTML columns hold markup cleaned
 * when it is saved (src/server/security/html-policy.ts).
 */
export const content: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('news'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('slug', 'varchar(200)', (col) => col.notNull())
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('excerpt', 'text', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('image_url', 'varchar(500)')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('news_tenant_slug', ['tenant_alias', 'slug'])
      .execute();
    // Newest first, paged: the index serves both the count and the page.
    await db.schema.createIndex('news_tenant_published').on('news').columns(['tenant_alias', 'published_at']).execute();

    await addIdColumn(db.schema.createTable('notices'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('notices_tenant_published').on('notices').columns(['tenant_alias', 'published_at']).execute();

    await addIdColumn(db.schema.createTable('partners'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('logo_url', 'varchar(500)')
      .addColumn('logo_width', 'integer')
      .addColumn('logo_height', 'integer')
      .addColumn('website', 'varchar(500)')
      .addColumn('category', 'varchar(100)', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('partners_tenant').on('partners').columns(['tenant_alias', 'sort_order']).execute();

    await addIdColumn(db.schema.createTable('advantages'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('partner_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('image_url', 'varchar(500)')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      // 1: /advantage/{id} shows it to anyone, signed in or not; 0: customers only.
      .addColumn('public', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('advantages_tenant').on('advantages').columns(['tenant_alias', 'sort_order']).execute();

    await addIdColumn(db.schema.createTable('vouchers'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('partner_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      // A code shared by every customer ({username} is replaced); null when codes are per customer (user_vouchers).
      .addColumn('code_template', 'varchar(200)')
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('value_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('image_url', 'varchar(500)')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      .addColumn('expires_at', 'varchar(32)')
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('vouchers_tenant').on('vouchers').columns(['tenant_alias', 'sort_order']).execute();

    await addIdColumn(db.schema.createTable('user_vouchers'), dialect)
      .addColumn('voucher_id', 'integer', (col) => col.notNull().references('vouchers.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code', 'varchar(200)', (col) => col.notNull())
      .addColumn('assigned_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('user_vouchers_voucher_user', ['voucher_id', 'user_id'])
      .execute();
    await db.schema.createIndex('user_vouchers_user').on('user_vouchers').column('user_id').execute();

    await addIdColumn(db.schema.createTable('notifications'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      // Null: a notice to every customer of the tenant; read state is still per customer.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_tenant_user')
      .on('notifications')
      .columns(['tenant_alias', 'user_id', 'created_at'])
      .execute();

    // Read state lives on the server so it follows the customer across devices and sessions.
    await db.schema
      .createTable('notification_reads')
      .addColumn('notification_id', 'integer', (col) => col.notNull().references('notifications.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('read_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id'])
      .execute();
    await db.schema.createIndex('notification_reads_user').on('notification_reads').column('user_id').execute();

    await db.schema
      .createTable('cms_sections')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('key', 'varchar(64)', (col) => col.notNull())
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('cms_sections_pk', ['tenant_alias', 'key'])
      .execute();

    await addIdColumn(db.schema.createTable('initiatives'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('slug', 'varchar(200)', (col) => col.notNull())
      .addColumn('title', 'varchar(300)', (col) => col.notNull())
      .addColumn('body_html', 'text', (col) => col.notNull())
      .addColumn('image_url', 'varchar(500)')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      .addColumn('starts_at', 'varchar(32)')
      .addColumn('ends_at', 'varchar(32)')
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addUniqueConstraint('initiatives_tenant_slug', ['tenant_alias', 'slug'])
      .execute();

    await addIdColumn(db.schema.createTable('contact_requests'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('topic', 'varchar(200)', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('order_number', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contact_requests_tenant_created').on('contact_requests').columns(['tenant_alias', 'created_at']).execute();

    await addIdColumn(db.schema.createTable('prize_validations'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('receipt_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('receipt_time', 'varchar(8)', (col) => col.notNull())
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      // Relative to DATA_DIR: uploads/<alias>/<random>.<ext>; never a name the client chose.
      .addColumn('file_path', 'varchar(500)', (col) => col.notNull())
      .addColumn('original_name', 'varchar(300)')
      .addColumn('mime', 'varchar(100)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('prize_validations_user').on('prize_validations').column('user_id').execute();
  },

  async down(db) {
    const tables = [
      'prize_validations',
      'contact_requests',
      'initiatives',
      'cms_sections',
      'notification_reads',
      'notifications',
      'user_vouchers',
      'vouchers',
      'advantages',
      'partners',
      'notices',
      'news',
    ];
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  },
};
