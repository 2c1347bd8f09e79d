import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * Each prize keeps its customer-facing JSON: `card_json`, the API's Product without
 * `stock` and `available`, which the listing appends from their own columns. A listing page then
 * reads 20 index-ordered texts instead of 14 columns a row, then two JSON.parse and a
 * serialisation a prize: at 100,000 prizes on SQLite, 74 µs against 156 µs for the rows alone.
 *
 * The database writes it, so every writer (console edits, imports, seeders, a deleted category's
 * ON DELETE SET NULL) keeps it right without knowing it exists; stock moves by checkout leave it
 * alone. It mirrors productView (catalog/views.ts), damaged JSON included: a saved picture whose
 * JSON does not parse falls back to the plain URL, a gallery that is not an array is empty.
 * product-cards.test.ts holds both to the same answer on both databases.
 */
const CARD_COLUMNS = ['code', 'name', 'description', 'points', 'image_url', 'image_width', 'image_height', 'images_json', 'image_json'];
const DEPENDS_ON = [...CARD_COLUMNS, 'category_id', 'group_key'].join(', ');

/** SQLite: over the row's own columns (used by the backfill and by the triggers' UPDATE). */
const SQLITE_CARD = `json_object(
  'id', id, 'code', code, 'name', name, 'description', description, 'points', points,
  'image', CASE
    WHEN image_json IS NOT NULL AND image_json <> '' AND json_valid(image_json) THEN json(image_json)
    WHEN image_url IS NOT NULL AND image_url <> '' THEN json_object('url', image_url, 'width', coalesce(image_width, 400), 'height', coalesce(image_height, 300))
  END,
  'images', CASE WHEN json_valid(images_json) AND json_type(images_json) = 'array' THEN json(images_json) ELSE json('[]') END,
  'category_id', category_id, 'group', group_key)`;

/** PostgreSQL: over a row variable (`NEW` in the trigger); premia_try_json answers NULL for text that is not JSON. */
const postgresCard = (r: string) => `json_build_object(
  'id', ${r}.id, 'code', ${r}.code, 'name', ${r}.name, 'description', ${r}.description, 'points', ${r}.points,
  'image', coalesce(
    CASE WHEN ${r}.image_json <> '' THEN premia_try_json(${r}.image_json) END,
    CASE WHEN ${r}.image_url <> '' THEN json_build_object('url', ${r}.image_url, 'width', coalesce(${r}.image_width, 400), 'height', coalesce(${r}.image_height, 300)) END),
  'images', CASE WHEN json_typeof(premia_try_json(${r}.images_json)) = 'array' THEN premia_try_json(${r}.images_json) ELSE '[]'::json END,
  'category_id', ${r}.category_id, 'group', ${r}.group_key)::text`;

export const productCards: PortableMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('products').addColumn('card_json', 'text').execute();
    if (dialect === 'sqlite') {
      // The UPDATE sets only card_json, which no trigger of products listens to.
      await sql
        .raw(
          `CREATE TRIGGER products_card_ai AFTER INSERT ON products BEGIN UPDATE products SET card_json = ${SQLITE_CARD} WHERE id = new.id; END`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER products_card_au AFTER UPDATE OF ${DEPENDS_ON} ON products BEGIN UPDATE products SET card_json = ${SQLITE_CARD} WHERE id = new.id; END`,
        )
        .execute(db);
      await sql.raw(`UPDATE products SET card_json = ${SQLITE_CARD}`).execute(db);
      return;
    }
    await sql
      .raw(
        `CREATE FUNCTION premia_try_json(t text) RETURNS json LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN RETURN t::json; EXCEPTION WHEN others THEN RETURN NULL; END $$`,
      )
      .execute(db);
    // BEFORE: the row is written once, card included (no second write as on SQLite).
    await sql
      .raw(
        `CREATE FUNCTION products_card() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.card_json := ${postgresCard('NEW')}; RETURN NEW; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER products_card BEFORE INSERT OR UPDATE OF ${DEPENDS_ON} ON products FOR EACH ROW EXECUTE FUNCTION products_card()`,
      )
      .execute(db);
    await sql.raw(`UPDATE products AS p SET card_json = ${postgresCard('p')}`).execute(db);
  },
  async down(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`DROP TRIGGER products_card_ai`.execute(db);
      await sql`DROP TRIGGER products_card_au`.execute(db);
    } else {
      await sql`DROP TRIGGER products_card ON products`.execute(db);
      await sql`DROP FUNCTION products_card()`.execute(db);
      await sql`DROP FUNCTION premia_try_json(text)`.execute(db);
    }
    await db.schema.alterTable('products').dropColumn('card_json').execute();
  },
};
