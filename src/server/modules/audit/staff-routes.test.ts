import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { recordAction } from './service.js';
import { csvCell } from '../../http/csv-document.js';
import { BAD_DATE } from './history-service.js';
import { TENANT_FORBIDDEN } from '../../plugins/staff-guard.js';

let t: TestApp;
let operator: string;
let support: string;

interface Item {
  id: number;
  at: string;
  actor: string;
  role: string;
  tenant: string | null;
  action: string;
  label: string;
  description: string;
  target: string;
  before?: unknown;
  after?: unknown;
  address: string | null;
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const list = async (query: string, token = operator) => {
  const res = await get(`/v1/console/audit${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; nextBefore: number | null };
};
const save = (alias: string, path: string, value: unknown, token = operator) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/${alias}/settings`,
    payload: { changes: [{ path, value }] },
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: '10.1.2.3',
  });

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  // A shell change from an earlier month, and a value a spreadsheet would run as a formula.
  const who = { actor: 'mrossi', role: 'cli' as const, address: null };
  await recordAction(
    t.database.db,
    who,
    { tenant: 'demo', action: 'tenant.override', target: 'texts.it.title', before: 'a;b "c"', after: '=HYPERLINK("x")' },
    new Date('2026-01-15T09:30:00.000Z'),
  );
  expect((await save('aurora', 'features.wishlist', false)).statusCode).toBe(200);
  expect((await save('demo', 'features.wishlist', false, support)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the audit list', () => {
  it('shows the operator every tenant’s entries newest first, with who, what and from where', async () => {
    const { items } = await list('?action=tenant.override');
    expect(items.map((i) => [i.tenant, i.actor, i.target])).toEqual([
      ['demo', 'support@premia.example', 'features.wishlist'],
      ['aurora', 'operator@premia.example', 'features.wishlist'],
      ['demo', 'mrossi', 'texts.it.title'],
    ]);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: 'operator@premia.example',
      role: 'operator',
      tenant: 'aurora',
      action: 'tenant.override',
      label: 'Impostazione modificata',
      // Aurora's file has the wishlist off already: the override pins it.
      description: 'Impostazione «Lista dei desideri» fissata a Disattivato, il valore che aveva già',
      target: 'features.wishlist',
      before: false,
      after: false,
      address: '10.1.2.3',
    });
  });

  it('a toggle switched off, then on again: each entry has the value before and the value after', async () => {
    // Aurora's file has prize validation off.
    expect((await save('aurora', 'features.prizeValidation', true)).statusCode).toBe(200);
    expect((await save('aurora', 'features.prizeValidation', false)).statusCode).toBe(200);
    const { items } = await list('?tenant=aurora&action=tenant.override');
    const toggles = items.filter((i) => i.target === 'features.prizeValidation');
    expect(toggles.map((i) => [i.before, i.after, i.description])).toEqual([
      [true, false, 'Impostazione «Convalida dei premi vinti» cambiata da Attivo a Disattivato'],
      [false, true, 'Impostazione «Convalida dei premi vinti» cambiata da Disattivato a Attivo'],
    ]);
  });

  it('shows support only demo’s entries and, of those on no tenant, only its own', async () => {
    const { items } = await list('', support);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.tenant === 'demo' || (i.tenant === null && i.actor === 'support@premia.example'))).toBe(true);
    expect(items.some((i) => i.action === 'staff.signin' && i.actor === 'support@premia.example')).toBe(true);
    const operatorOwn = (await list('?action=staff.signin')).items;
    expect(operatorOwn.every((i) => i.actor === 'operator@premia.example')).toBe(true);
  });

  it('refuses a tenant the staff member does not manage', async () => {
    const res = await get('/v1/console/audit?tenant=aurora', support);
    expect([res.statusCode, res.json()]).toEqual([403, { error: TENANT_FORBIDDEN }]);
    expect((await get('/v1/console/audit/export.csv?tenant=aurora', support)).statusCode).toBe(403);
  });

  it('filters by actor and by date, a bare date covering its whole day', async () => {
    expect((await list('?actor=mrossi')).items.map((i) => i.target)).toEqual(['texts.it.title']);
    expect((await list('?tenant=demo&until=2026-01-15')).items.map((i) => i.actor)).toEqual(['mrossi']);
    expect((await list('?tenant=demo&since=2026-01-15T09:30:00.001Z&until=2026-01-31')).items).toEqual([]);
    expect((await list('?tenant=demo&since=2026-01-16')).items.map((i) => i.actor)).toEqual(['support@premia.example']);
    const bad = await get('/v1/console/audit?since=2026-02-30', operator);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: BAD_DATE }]);
  });

  it('pages with nextBefore until the last page', async () => {
    const all = (await list('?limit=200')).items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: { items: Item[]; nextBefore: number | null } = await list(`?limit=2${before ? `&before=${before}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toEqual(all.map((i) => i.id));
  });
});

describe('the CSV export', () => {
  it('downloads the selected entries as ;-separated CSV that spreadsheets open safely, and is itself audited', async () => {
    const res = await get('/v1/console/audit/export.csv?tenant=demo&action=tenant.override', operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="registro-attivita-demo-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    // Read back as a spreadsheet would: every field exactly as logged (values as JSON, so a text never starts a formula).
    const rows = parse(res.body, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([
      'id',
      'data',
      'utente',
      'ruolo',
      'iniziativa',
      'azione',
      'descrizione',
      'oggetto',
      'prima',
      'dopo',
      'indirizzo',
    ]);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      [
        expect.any(String),
        'support@premia.example',
        'support',
        'demo',
        'tenant.override',
        'Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato',
        'features.wishlist',
        'true',
        'false',
        '10.1.2.3',
      ],
      [
        '2026-01-15T09:30:00.000Z',
        'mrossi',
        'cli',
        'demo',
        'tenant.override',
        'Impostazione «Testi del portale › it › title» cambiata da «a;b "c"» a «=HYPERLINK("x")»',
        'texts.it.title',
        '"a;b \\"c\\""',
        '"=HYPERLINK(\\"x\\")"',
        '',
      ],
    ]);
    expect(res.body.slice(1).split('\r\n')).toHaveLength(4); // CRLF after the header and each of the two rows

    expect(['=1+1', '@cmd', '-2+3', '-500'].map(csvCell)).toEqual(["'=1+1", "'@cmd", "'-2+3", '-500']);

    const exported = (await list('?action=audit.export&tenant=demo')).items[0];
    expect(exported).toMatchObject({
      actor: 'operator@premia.example',
      target: 'audit',
      after: { filters: { tenant: 'demo', action: 'tenant.override' }, rows: 2 },
    });
  });
});
