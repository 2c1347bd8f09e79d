import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningRules } from '../../../shared/types/generated/tenant.js';
import type { SalesPreview } from '../../../shared/types/generated/api/staff-sales.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';
import { call, newCustomer } from '../catalog/test-helpers.js';
import { multipart } from '../content/test-fixtures.js';
import { balanceOf } from '../points/service.js';

/**
 * The console's sales files: the preview says what the apply then credits, per customer and per
 * rule; a file with a row in error is applied not at all; the programme's last day of earning
 * gates each line; the undo reverses exactly what the file credited.
 */

const RULES: EarningRules = [
  { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 },
  { id: 'viti', label: 'Linea viti', type: 'rate', per: 'unit', points: 2, match: { prefixes: ['VITI-'] } },
  { id: 'obiettivo', label: 'Obiettivo mensile', type: 'target', measure: 'amount', target: 500, bonus: 50, period: 'month' },
];

const clock = testClock(new Date('2026-11-20T09:00:00Z'));
let t: TestApp;
let tenantsDir: string;
let token: string;

beforeAll(async () => {
  tenantsDir = await copyTenants();
  const file = path.join(tenantsDir, 'demo', 'tenant.json');
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const programme = { start: '2026-01-01', earnUntil: '2026-11-15', orderUntil: '2026-12-15', end: '2026-12-31' };
  await writeFile(file, JSON.stringify({ ...tenant, earningRules: RULES, programme }, null, 2));
  t = await buildTestApp({ clock: clock.now, tenantsDir });
  ({ token } = await staffSignIn(t.app, 'operator@premia.example'));
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

async function customer() {
  const { id, token: customerToken } = await newCustomer(t.app, 'demo', 0);
  const { username } = await t.app.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, code: username, token: customerToken };
}

const salesUrl = '/v1/console/tenants/demo/sales';
function send(url: string, csv: string) {
  const form = multipart({}, [{ name: 'file', filename: 'vendite.csv', contentType: 'text/csv', data: Buffer.from(csv) }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { host: CONSOLE_HOST, 'content-type': form.contentType, ...bearer(token) },
    remoteAddress: nextIp(),
  });
}
const preview = (csv: string) => send(`${salesUrl}/preview`, csv);
const apply = (csv: string) => send(salesUrl, csv);
const console_ = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });

const HEADER = 'user_code;date;product_code;quantity;amount';
const ruleLedger = async (userId: number) =>
  t.app.db
    .selectFrom('points_ledger')
    .select(['amount', 'kind', 'external_ref', 'reason'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('sales files in the console', () => {
  it('previews per customer and per rule exactly what the apply credits, gates the days after earnUntil, and undoes exactly', async () => {
    const a = await customer();
    const b = await customer();
    const csv = [
      HEADER,
      `${a.code};2026-10-05;TAS-6;1;300,00`,
      // Italian day and decimal point both read; 250.50 € → 250 points; 10 × 2 = 20; October reaches 550.50 € ≥ 500 → bonus 50
      `${a.code.toLowerCase()};05/10/2026;VITI-M8;10;250.50`,
      `${b.code};2026-11-02;VITI-M10;3;30,50`,
      // After the programme's last day of earning (15 November): earns nothing, the file stays valid.
      `${b.code};2026-11-16;TAS-6;1;100`,
    ].join('\n');
    // Computed by hand from the rules above.
    const expected = {
      [a.code]: { base: 300 + 250, viti: 20, obiettivo: 50 },
      [b.code]: { base: 30, viti: 6 },
    };

    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const p = res.json<SalesPreview>();
    expect(p).toMatchObject({ valid: true, rows: 4, errors: [], errors_total: 0, points: 656, credits_total: 6 });
    expect(p.batch_id).toMatch(/^console-[0-9a-f]{16}$/);
    // Each row as written, for the screen to show beside its credits.
    expect(p.lines.map((l) => [l.line, l.user_code, l.date, l.product_code, l.quantity, l.amount])).toEqual([
      [2, a.code, '2026-10-05', 'TAS-6', '1', '300,00'],
      [3, a.code.toLowerCase(), '05/10/2026', 'VITI-M8', '10', '250.50'],
      [4, b.code, '2026-11-02', 'VITI-M10', '3', '30,50'],
      [5, b.code, '2026-11-16', 'TAS-6', '1', '100'],
    ]);
    expect(p.outside).toEqual([
      { line: 5, message: 'date: 2026-11-16 è dopo l’ultimo giorno di raccolta punti (15/11/2026): la vendita non accumula punti' },
    ]);
    const perCustomer = Object.fromEntries(
      p.customers.map((c) => [c.user_code, Object.fromEntries(c.rules.map((r) => [r.rule_id, r.points]))]),
    );
    expect(perCustomer).toEqual(expected);
    expect(p.rules).toEqual([
      { rule_id: 'base', label: 'Punti sugli acquisti', points: 580 },
      { rule_id: 'viti', label: 'Linea viti', points: 26 },
      { rule_id: 'obiettivo', label: 'Obiettivo mensile', points: 50 },
    ]);
    expect(p.credits[0]).toEqual({
      line: 2,
      user_code: a.code,
      rule_id: 'base',
      points: 300,
      reason: 'Acquisti di ottobre (TAS-6): 300 € × 1 punto/€ · Punti sugli acquisti',
    });
    // A preview writes nothing.
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([0, 0]);
    expect((await console_('GET', salesUrl)).json()).toMatchObject({ total: 0 });

    const applied = await apply(csv);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ batch_id: p.batch_id, duplicate: false, rows: 4, accepted: 3, points_credited: 656 });
    // What the ledger holds, per customer and rule, is what the preview said.
    for (const c of [a, b]) {
      const byRule: Record<string, number> = {};
      for (const row of await ruleLedger(c.id)) {
        const rule = row.external_ref!.split(':').at(-1)!;
        byRule[rule] = (byRule[rule] ?? 0) + row.amount;
      }
      expect(byRule).toEqual(expected[c.code]);
    }
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([620, 36]);

    // The customer reads why, for a rate and for a target.
    const mine = await call(t.app, 'demo.localhost', a.token, { method: 'GET', url: '/v1/points?page=1' });
    expect(mine.json<{ data: { reason: string }[] }>().data.map((r) => r.reason)).toEqual([
      'Obiettivo mensile: obiettivo di 500 € raggiunto (ottobre 2026)',
      'Acquisti di ottobre (VITI-M8): 10 pezzi × 2 punti/pezzo · Linea viti',
      'Acquisti di ottobre (VITI-M8): 250,50 € × 1 punto/€ · Punti sugli acquisti',
      'Acquisti di ottobre (TAS-6): 300 € × 1 punto/€ · Punti sugli acquisti',
    ]);

    // The same file again credits nothing more.
    expect((await apply(csv)).json()).toMatchObject({ duplicate: true, points_credited: 656 });
    expect(await balanceOf(t.app.db, a.id)).toBe(620);

    const list = (await console_('GET', salesUrl)).json<{ items: Record<string, unknown>[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      batch_id: p.batch_id,
      source: 'console',
      created_by: 'operator@premia.example',
      rows: 4,
      accepted: 3,
      points_credited: 656,
      status: 'posted',
      undone_at: null,
    });

    const undone = await console_('DELETE', `${salesUrl}/${p.batch_id}`);
    expect(undone.json()).toEqual({ batch_id: p.batch_id, duplicate: false, lines: 3, points_reversed: 656, not_reversed: 0 });
    expect([await balanceOf(t.app.db, a.id), await balanceOf(t.app.db, b.id)]).toEqual([0, 0]);
    const rows = await ruleLedger(b.id);
    expect(rows.map((r) => [r.amount, r.kind])).toEqual([
      [30, 'credit'],
      [6, 'credit'],
      [-30, 'reversal'],
      [-6, 'reversal'],
    ]);
    expect((await console_('GET', salesUrl)).json()).toMatchObject({
      items: [{ status: 'undone', undone_by: 'operator@premia.example' }],
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'after_json'])
      .where('target', '=', p.batch_id)
      .orderBy('id')
      .execute();
    expect(audit.map((x) => [x.action, x.actor, JSON.parse(x.after_json!)])).toEqual([
      ['sales.upload', 'operator@premia.example', { received: 4, accepted: 3, rejected: 1, points: 656 }],
      ['sales.undo', 'operator@premia.example', { lines: 3, points_reversed: 656, not_reversed: 0 }],
    ]);
    // An undone file is not applied again.
    const again = await apply(csv);
    expect(again.statusCode).toBe(409);
  });

  it('lists the rows in error with their line and applies nothing from an invalid file', async () => {
    const a = await customer();
    const csv = [
      HEADER,
      `${a.code};2026-10-05;TAS-6;1;100`,
      `NESSUNO;2026-10-05;TAS-6;1;100`,
      `${a.code};2026-10-05;TAS-6;1;1.240,50`,
      `${a.code};2026-10-05;TAS-6;0;10`,
      `${a.code};31/02/2026;TAS-6;1;10`,
      `${a.code};2026-11-21;TAS-6;1;10`,
    ].join('\r\n');
    const p = (await preview(csv)).json<SalesPreview>();
    expect(p).toMatchObject({ valid: false, rows: 6, errors_total: 5, points: 0, customers: [], credits: [] });
    expect(p.errors).toEqual([
      { line: 3, message: 'user_code: cliente NESSUNO non trovato' },
      {
        line: 4,
        message:
          'amount: "1.240,50" non è un importo (cifre e al massimo due decimali dopo la virgola o il punto, senza separatore delle migliaia)',
      },
      { line: 5, message: 'quantity: "0" non è un numero intero di pezzi da 1 a 1.000.000' },
      { line: 6, message: 'date: "2026-02-31" non è una data valida' },
      { line: 7, message: 'date: 2026-11-21 è nel futuro' },
    ]);
    // Rows in error are shown as written too, so the screen can put the reason beside them.
    expect(p.lines.map((l) => [l.line, l.amount])).toEqual([
      [2, '100'],
      [3, '100'],
      [4, '1.240,50'],
      [5, '10'],
      [6, '10'],
      [7, '10'],
    ]);
    const res = await apply(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: '5 righe del file hanno errori: nulla è stato applicato. Correggi il file e caricalo di nuovo.',
    });
    expect(await balanceOf(t.app.db, a.id)).toBe(0);
    expect((await console_('GET', salesUrl)).json<{ items: { batch_id: string }[] }>().items.map((b) => b.batch_id)).not.toContain(
      p.batch_id,
    );

    const wrongColumns = await preview('cliente;giorno\nX;Y');
    expect(wrongColumns.statusCode).toBe(400);
    expect(wrongColumns.json().error).toContain('colonne obbligatorie mancanti: user_code, date, product_code, quantity, amount');
  });

  it('lists the partner API’s batches beside the console’s, and the partner API is gated by the same calendar', async () => {
    const a = await customer();
    const { key } = await partnerKey(t.app, 'demo', ['sales:write']);
    const res = await partnerCall(t.app, key, 'POST', '/v1/partner/sales', {
      batch_id: 'erp-novembre',
      lines: [
        { user_code: a.code, date: '2026-11-15', product_code: 'TAS-6', quantity: 1, amount: 40 },
        { user_code: a.code, date: '2026-11-16', product_code: 'TAS-6', quantity: 1, amount: 60 },
      ],
    });
    expect(res.json()).toMatchObject({
      accepted: 1,
      rejected: 1,
      points_credited: 40,
      rows: [
        { index: 0, outcome: 'accepted', reason: null },
        {
          index: 1,
          outcome: 'rejected',
          reason: 'date: 2026-11-16 è dopo l’ultimo giorno di raccolta punti (15/11/2026): la vendita non accumula punti',
        },
      ],
    });
    const list = (await console_('GET', salesUrl)).json<{ items: Record<string, unknown>[] }>();
    expect(list.items[0]).toMatchObject({ batch_id: 'erp-novembre', source: 'partner', points_credited: 40, rows: 2, accepted: 1 });
    expect((await console_('DELETE', `${salesUrl}/erp-novembre`)).json()).toMatchObject({ points_reversed: 40 });
    expect(await balanceOf(t.app.db, a.id)).toBe(0);
  });
});
