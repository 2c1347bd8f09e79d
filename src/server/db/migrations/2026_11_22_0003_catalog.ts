import { sql } from 'kysely';
import { addIdColumn, type PortableMigration } from './migration.js';

/**
 * Prize catalogue and redemption: categories (one level of subcategories), products with
 * full-text search, wishlist, cart, orders and their lines, and the per-tenant order counter.
 *
 * Search: SQLite gets an FTS5 table linked to `products` (unicode61 with remove_diacritics 2
 * folds 'Caffè' to 'caffe', prefix indexes serve 'caf*'). PostgreSQL gets a tsvector over
 * `search_text`, which the app fills already lower-cased and accent-free: `unaccent` is not
 * IMMUTABLE (it cannot feed a generated column without a wrapper) and may be absent on managed
 * databases, while folding in the app gives both databases the same matching rules.
 */
export const catalog: PortableMigration = {
  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('categories'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('parent_id', 'integer', (col) => col.references('categories.id').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('slug', 'varchar(200)', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('categories_tenant_slug', ['tenant_alias', 'slug'])
      .execute();
    await db.schema.createIndex('categories_tenant_parent').on('categories').columns(['tenant_alias', 'parent_id']).execute();

    await addIdColumn(db.schema.createTable('products'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('code', 'varchar(64)', (col) => col.notNull())
      .addColumn('name', 'varchar(300)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('image_url', 'varchar(500)')
      .addColumn('image_width', 'integer')
      .addColumn('image_height', 'integer')
      // Further pictures for the detail page: [{url, width, height}].
      .addColumn('images_json', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('category_id', 'integer', (col) => col.references('categories.id').onDelete('set null'))
      .addColumn('group_key', 'varchar(64)')
      .addColumn('available', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('products_tenant_code', ['tenant_alias', 'code'])
      .execute();
    // The listing orders by (points, id). Trailing columns make the index covering for the
    // usual filters, so paging and counting scan the index alone, never the wide rows.
    await db.schema
      .createIndex('products_tenant_points')
      .on('products')
      .columns(['tenant_alias', 'points', 'id', 'available', 'stock', 'category_id'])
      .execute();
    await db.schema
      .createIndex('products_tenant_category')
      .on('products')
      .columns(['tenant_alias', 'category_id', 'points', 'id'])
      .execute();
    await db.schema.createIndex('products_tenant_group').on('products').columns(['tenant_alias', 'group_key', 'points', 'id']).execute();
    await db.schema.createIndex('products_tenant_featured').on('products').columns(['tenant_alias', 'featured']).execute();

    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
        name, description, code,
        content='products', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
      // Only text changes touch the index: checkout's stock updates stay cheap.
      await sql`CREATE TRIGGER products_fts_ai AFTER INSERT ON products BEGIN
        INSERT INTO products_fts(rowid, name, description, code) VALUES (new.id, new.name, new.description, new.code);
      END`.execute(db);
      await sql`CREATE TRIGGER products_fts_ad AFTER DELETE ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, name, description, code) VALUES ('delete', old.id, old.name, old.description, old.code);
      END`.execute(db);
      await sql`CREATE TRIGGER products_fts_au AFTER UPDATE OF name, description, code ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, name, description, code) VALUES ('delete', old.id, old.name, old.description, old.code);
        INSERT INTO products_fts(rowid, name, description, code) VALUES (new.id, new.name, new.description, new.code);
      END`.execute(db);
    } else {
      await sql`ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(
        db,
      );
      await sql`CREATE INDEX products_search ON products USING gin (search_vector)`.execute(db);
    }

    await db.schema
      .createTable('wishlist_items')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
      .execute();

    await db.schema
      .createTable('cart_items')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
      .execute();

    await addIdColumn(db.schema.createTable('orders'), dialect)
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('order_number', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('total_points', 'integer', (col) => col.notNull())
      // The address as it was at checkout: later edits of saved addresses do not rewrite history.
      .addColumn('shipping_json', 'text', (col) => col.notNull())
      .addColumn('idempotency_key', 'varchar(200)')
      .addColumn('request_hash', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('orders_tenant_number', ['tenant_alias', 'order_number'])
      // NULL keys never collide: checkouts without the header are not constrained.
      .addUniqueConstraint('orders_tenant_user_idempotency', ['tenant_alias', 'user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();

    await addIdColumn(db.schema.createTable('order_items'), dialect)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
      .addColumn('code', 'varchar(64)', (col) => col.notNull())
      .addColumn('name', 'varchar(300)', (col) => col.notNull())
      .addColumn('image_url', 'varchar(500)')
      .addColumn('points', 'integer', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

    // Consecutive order numbers per tenant and year; the row lock serialises only the increment.
    await db.schema
      .createTable('order_counters')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('value', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_counters_pk', ['tenant_alias', 'year'])
      .execute();
  },

  async down(db, dialect) {
    if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
    for (const table of ['order_counters', 'order_items', 'orders', 'cart_items', 'wishlist_items', 'products', 'categories']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
