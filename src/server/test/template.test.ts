import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { PROJECT_ROOT } from '../paths.js';
import { copyTenants, removeDir } from './build-app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { migrateAndSeed, templateKey, setTestPasswordCost } from './template.js';

const TENANTS = path.join(PROJECT_ROOT, 'tenants');
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** Every table's rows, as text, in a stable order: what a test could read. */
async function contents(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables =
    handle.dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(handle.db)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(
          handle.db,
        );
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(handle.db);
    // Seeding stamps rows with the time it ran and salts the demo password afresh: compare the rest.
    const stable = rows.rows.map((row) =>
      JSON.stringify(Object.entries(row).map(([k, v]) => [k, v instanceof Date || /^\d{4}-\d\d-\d\dT/.test(String(v)) ? 'instant' : v]))
        .replace(/scrypt\$[^"]+/g, 'scrypt-hash')
        .replace(/demo-password-hash:[\w-]+/g, 'demo-password-hash'),
    );
    out[name] = stable.sort();
  }
  return out;
}

describe('the seeded template', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of opened) await db.drop();
  });

  it('is made for this run, and a copy holds the same rows as migrating and seeding anew', async () => {
    const template = inject('premiaTemplate');
    expect(template?.key).toBe(await templateKey(dialect, TENANTS, true));
    setTestPasswordCost();
    const copy = await createTestDatabase(template ?? undefined);
    const fresh = await createTestDatabase();
    opened.push(copy, fresh);
    await migrateAndSeed(fresh.handle, TENANTS, true);

    const [copied, seeded] = [await contents(copy.handle), await contents(fresh.handle)];
    expect(Object.keys(copied).sort()).toEqual(Object.keys(seeded).sort());
    expect(seeded['users']?.length).toBeGreaterThan(0);
    expect(copied).toEqual(seeded);
  });

  it('is another one for another demo mode or an edited tenant file, so such a test seeds its own', async () => {
    const key = await templateKey(dialect, TENANTS, true);
    expect(await templateKey(dialect, TENANTS, false)).not.toBe(key);
    const dir = await copyTenants();
    try {
      expect(await templateKey(dialect, dir, true)).toBe(key);
      await writeFile(path.join(dir, 'demo', 'tenant.json'), '{}');
      expect(await templateKey(dialect, dir, true)).not.toBe(key);
    } finally {
      await removeDir(dir);
    }
  });
});
