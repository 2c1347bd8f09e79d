import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { StaticMigrationProvider } from './migrations/index.js';

import { cleanStoredHtml } from './migrations/2026_12_11_0401_clean_stored_html.js';

const BEFORE = '2026_12_07_0002_consent_records';
const CLEAN = '2026_12_08_0501_clean_prize_descriptions';

const at = '2026-11-20T10:00:00.000Z';
const prize = (code: string, description: string) => ({
  tenant_alias: 'demo',
  code,
  name: code,
  description,
  points: 100,
  stock: 1,
  available: 1,
  created_at: at,
  updated_at: at,
});

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await createTestDatabase();
});
afterAll(() => fresh.drop());

describe('the prize descriptions clean-up', () => {
  it('takes scripts, event handlers and javascript: links out of stored descriptions and their listing cards', async () => {
    const { db } = fresh.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(fresh.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('products')
      .values([
        prize('RAW', '<i>Bella</i><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">clic</a>'),
        prize('PLAIN', 'Solo testo & basta'),
      ])
      .execute();

    expect((await migrator.migrateTo(CLEAN)).error).toBeUndefined();
    const rows = await old.selectFrom('products').select(['code', 'description', 'card_json']).orderBy('code').execute();
    expect(rows.map((r) => [r.code, r.description])).toEqual([
      ['PLAIN', 'Solo testo & basta'],
      ['RAW', '<i>Bella</i><a>clic</a>'],
    ]);
    expect(JSON.parse(String(rows[1]!.card_json)).description).toBe('<i>Bella</i><a>clic</a>');
  });
});

const BEFORE_STORED = '2026_12_10_0401_prize_cost';
const CLEAN_STORED = '2026_12_11_0401_clean_stored_html';

/** Rich text as rows saved before the clean-up could hold it: formatting to keep, code to drop. */
const DIRTY =
  '<h3 onclick="x()">Titolo</h3><p>Caff&egrave; <b>forte</b><script>alert(1)</script><img src="/a.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">l</a> <a href="https://example.com" target="_blank">web</a></p><ul><li>uno</li></ul>';
/** Written out by hand: what today's policy stores of DIRTY. */
const CLEAN_HTML =
  '<h2>Titolo</h2><p>Caffè <b>forte</b><img src="/a.png" loading="lazy" decoding="async" alt="" />' +
  '<a>l</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">web</a></p><ul><li>uno</li></ul>';

let later: TestDatabase;
beforeAll(async () => {
  later = await createTestDatabase();
});
afterAll(() => later.drop());

describe('the stored HTML clean-up', () => {
  it('brings every stored rich text and prize description under the policy once, and leaves the regolamento as accepted', async () => {
    const { db } = later.handle;
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(later.handle.dialect) });
    expect((await migrator.migrateTo(BEFORE_STORED)).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const base = { tenant_alias: 'demo', title: 'T', body_html: DIRTY };
    await old
      .insertInto('news')
      .values({ ...base, slug: 'n', excerpt: 'x', published_at: at })
      .execute();
    await old
      .insertInto('notices')
      .values({ ...base, published_at: at })
      .execute();
    await old
      .insertInto('advantages')
      .values({ ...base, summary: 's', created_at: at })
      .execute();
    await old
      .insertInto('vouchers')
      .values({ ...base, description: 'd', created_at: at })
      .execute();
    await old
      .insertInto('notifications')
      .values({ ...base, created_at: at })
      .execute();
    await old
      .insertInto('initiatives')
      .values({ ...base, slug: 'i' })
      .execute();
    await old
      .insertInto('cms_sections')
      .values({ ...base, key: 'mechanics', updated_at: at })
      .execute();
    // A version customers accepted: its hash names these exact bytes.
    const accepted = '<h1>Regolamento</h1><p>Art. 1 &egrave; questo</p>';
    await old
      .insertInto('regolamento_versions')
      .values({
        tenant_alias: 'demo',
        version: 1,
        format: 'html',
        html: accepted,
        doc_hash: 'h',
        changes: 'c',
        created_at: at,
        created_by: 'x',
      })
      .execute();
    await old
      .insertInto('products')
      .values([prize('HTML', '<p>Uno <i>bello</i><script>x()</script></p><p onclick="x()">Due</p>'), prize('PLAIN', 'Solo testo & basta')])
      .execute();

    expect((await migrator.migrateTo(CLEAN_STORED)).error).toBeUndefined();
    for (const table of ['news', 'notices', 'advantages', 'vouchers', 'notifications', 'initiatives', 'cms_sections']) {
      const rows = await old.selectFrom(table).select('body_html').where('tenant_alias', '=', 'demo').execute();
      expect(
        rows.map((r) => r.body_html),
        table,
      ).toContain(CLEAN_HTML);
      expect(
        rows.map((r) => r.body_html),
        table,
      ).not.toContain(DIRTY);
    }
    const prizes = await old
      .selectFrom('products')
      .select(['code', 'description', 'card_json'])
      .where('code', 'in', ['HTML', 'PLAIN'])
      .orderBy('code')
      .execute();
    expect(prizes.map((r) => [r.code, r.description])).toEqual([
      ['HTML', 'Uno <i>bello</i><br />Due'],
      ['PLAIN', 'Solo testo & basta'],
    ]);
    // The listing card follows the description (the products' triggers).
    expect(JSON.parse(String(prizes[0]!.card_json)).description).toBe('Uno <i>bello</i><br />Due');

    expect((await old.selectFrom('regolamento_versions').select('html').executeTakeFirstOrThrow()).html).toBe(accepted);

    // Run again, it changes nothing: its output is its own fixed point.
    const before = await old.selectFrom('news').select('body_html').execute();
    await cleanStoredHtml.up(db, later.handle.dialect);
    expect(await old.selectFrom('news').select('body_html').execute()).toEqual(before);
  });
});
