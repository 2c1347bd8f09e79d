import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestCli, type TestCli } from '../tenant/test-context.js';
import { runOrdersExport } from './export.js';

let cli: TestCli;
let written: string[];
const write = (chunk: string) => void written.push(chunk);

beforeEach(async () => {
  cli = await createTestCli();
  written = [];
});
afterEach(() => cli.dispose());

/** A customer of `tenant` with one order of two lines, placed at `at`, in `status`. */
async function order(tenant: string, number: string, at: string, status: 'ricevuto' | 'spedito') {
  const { db } = await cli.database();
  const user = await db
    .insertInto('users')
    .values({
      tenant_alias: tenant,
      username: `${tenant.toUpperCase()}0001`,
      company: 'Ferramenta Bianchi; Figli',
      active: 1,
      points_enabled: 1,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['tenant_alias', 'username']).doUpdateSet({ updated_at: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipping = {
    firstname: 'Marco',
    lastname: 'Bianchi',
    address: 'Via Garibaldi',
    address_number: '12/B',
    zipcode: '20121',
    city: 'Milano',
    district: 'MI',
    phone: '+39 02 4856 1123',
    notes: 'Citofono "Bianchi"\nchiuso il lunedì',
  };
  const { id } = await db
    .insertInto('orders')
    .values({
      tenant_alias: tenant,
      user_id: user.id,
      order_number: number,
      status,
      total_points: 5000,
      shipping_json: JSON.stringify(shipping),
      idempotency_key: null,
      request_hash: null,
      created_at: at,
      due_date: at.slice(0, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values([
      { order_id: id, product_id: null, code: 'P-100', name: 'Bollitore elettrico', image_url: null, points: 1500, quantity: 2 },
      { order_id: id, product_id: null, code: 'P-200', name: '=SUM(A1)', image_url: null, points: 2000, quantity: 1 },
    ])
    .execute();
}

describe('npm run orders:export', () => {
  it("writes the tenant's orders as the fulfilment CSV, one row per line, with the full address, and audits it", async () => {
    await order('demo', 'DEMO-2026-000001', '2026-01-15T09:05:00.000Z', 'ricevuto');
    await order('demo', 'DEMO-2026-000002', '2026-03-02T16:40:00.000Z', 'spedito');
    await order('aurora', 'AURORA-2026-000001', '2026-03-02T16:40:00.000Z', 'ricevuto');

    expect(await runOrdersExport(['demo', '--since', '2026-02-01'], cli, write)).toBe(0);
    const csv = written.join('');
    expect(
      csv.startsWith('\ufeffordine;data;stato;codice_cliente;azienda;destinatario;indirizzo;civico;cap;citta;provincia;telefono;note;'),
    ).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows.slice(1)).toEqual([
      `DEMO-2026-000002;02/03/2026 17:40;Spedito;DEMO0001;"Ferramenta Bianchi; Figli";Marco Bianchi;Via Garibaldi;12/B;20121;Milano;MI;'+39 02 4856 1123;"Citofono ""Bianchi"" chiuso il lunedì";P-100;Bollitore elettrico;2;3000`,
      // A phone number or prize name that a spreadsheet would run as a formula stays text.
      `DEMO-2026-000002;02/03/2026 17:40;Spedito;DEMO0001;"Ferramenta Bianchi; Figli";Marco Bianchi;Via Garibaldi;12/B;20121;Milano;MI;'+39 02 4856 1123;"Citofono ""Bianchi"" chiuso il lunedì";P-200;'=SUM(A1);1;2000`,
      '',
    ]);
    expect(cli.stderr).toEqual(['1 ordine esportato (demo)']);

    written = [];
    expect(await runOrdersExport(['demo', '--status', 'ricevuto'], cli, write)).toBe(0);
    expect(
      written
        .join('')
        .split('\r\n')
        .slice(1, -1)
        .map((r) => r.split(';')[0]),
    ).toEqual(['DEMO-2026-000001', 'DEMO-2026-000001']);

    const { db } = await cli.database();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'role', 'tenant_alias', 'after_json'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'order.export', actor: 'tester', role: 'cli', tenant_alias: 'demo', after_json: '{"since":"2026-02-01","orders":1}' },
      { action: 'order.export', actor: 'tester', role: 'cli', tenant_alias: 'demo', after_json: '{"status":"ricevuto","orders":1}' },
    ]);
  });

  it("writes the times on the tenant's clock: New York's for a tenant there", async () => {
    const file = path.join(cli.tenantsDir, 'aurora', 'tenant.json');
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), timeZone: 'America/New_York' }));
    // 16:40 UTC on 2 March: 17:40 in Rome, 11:40 in New York (UTC-5 until 8 March).
    await order('aurora', 'AURORA-2026-000001', '2026-03-02T16:40:00.000Z', 'ricevuto');
    expect(await runOrdersExport(['aurora'], cli, write)).toBe(0);
    expect(written.join('').split('\r\n')[1]).toMatch(/^AURORA-2026-000001;02\/03\/2026 11:40;Ricevuto;/);
  });

  it('refuses a wrong status, a date that does not exist and an unknown tenant, writing nothing', async () => {
    await expect(runOrdersExport(['demo', '--status', 'shipped'], cli, write)).rejects.toThrow(
      '--status must be one of ricevuto, in_lavorazione, spedito, consegnato, annullato',
    );
    await expect(runOrdersExport(['demo', '--since', '2026-02-30'], cli, write)).rejects.toThrow('--since needs a date as YYYY-MM-DD');
    await expect(runOrdersExport(['demo', 'extra'], cli, write)).rejects.toThrow('usage: npm run orders:export');
    expect(await runOrdersExport(['nowhere'], cli, write)).toBe(1);
    expect(cli.stderr.join('\n')).toMatch(/tenant sconosciuto "nowhere"/);
    expect(written).toEqual([]);
  });
});
