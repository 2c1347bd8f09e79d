import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { acceptRegolamentoAs, bearer, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { getAs, importsUrl, upload, whenOver } from './test-staff-imports.js';

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const CUSTOMERS = [
  'user_code;password;firstname;company;points_enabled;active',
  'imp0001;Primo!2026a;Luca;"Ferrari; Utensili";1;1',
  'IMP0002;debole;Sara;;1;1',
  'IMP0003;Primo!2026c;Anna;;sì;1',
  'imp0001;Primo!2026d;Doppio;;1;1',
].join('\r\n');

async function auditOf(action: string) {
  return t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

async function user(code: string) {
  return t.app.db.selectFrom('users').selectAll().where('tenant_alias', '=', 'demo').where('username', '=', code).executeTakeFirst();
}

describe('customers import', () => {
  it('checks first ("Verifica"): the report of what would happen, nothing written, nothing audited', async () => {
    const res = await upload(t.app, 'users', operator, CUSTOMERS, { dryRun: true, fileName: 'C:\\fakepath\\clienti.csv' });
    expect(res.statusCode).toBe(202);
    const started = res.json() as ImportJob;
    expect(started).toMatchObject({ kind: 'users', dryRun: true, fileName: 'clienti.csv', total: 4, startedBy: 'operator@premia.example' });

    const job = await whenOver(t.app, 'users', started.id, operator);
    expect(job).toMatchObject({ state: 'done', processed: 4, total: 4, error: null });
    expect(job.report).toMatchObject({ read: 4, accepted: 2, skipped: 0, rejected: 2, notesTotal: 2 });
    expect(job.report!.notes).toEqual([
      { line: 3, key: 'IMP0002', outcome: 'rejected', reason: expect.stringMatching(/^password: La password deve contenere almeno 8/) },
      { line: 5, key: 'IMP0001', outcome: 'rejected', reason: 'user_code ripetuto: già alla riga 2 (vale solo la prima)' },
    ]);
    expect(await user('IMP0001')).toBeUndefined();
    expect(await auditOf('import.users')).toHaveLength(0);
  });

  it('imports: customers created, rows in error reported, one audit row with the counts; another process reads the job', async () => {
    const res = await upload(t.app, 'users', operator, CUSTOMERS, { fileName: 'clienti.csv' });
    expect(res.statusCode).toBe(202);
    const other = await t.anotherProcess();
    const job = await whenOver(other, 'users', (res.json() as ImportJob).id, operator);
    expect(job.report).toMatchObject({ read: 4, accepted: 2, skipped: 0, rejected: 2 });
    expect(await user('IMP0001')).toMatchObject({ firstname: 'Luca', company: 'Ferrari; Utensili', active: 1, points_enabled: 1 });
    // The first password works at once: the customer signs in on the portal.
    expect((await signIn(t.app, 'demo.localhost', 'IMP0003', 'Primo!2026c')).active).toBe(true);

    const audit = await auditOf('import.users');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator@premia.example', role: 'operator', tenant_alias: 'demo', target: 'clienti.csv' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ righe: 4, importate: 2, saltate: 0, scartate: 2 });

    // The same file again changes nothing: the codes present are skipped, listed after the errors.
    const again = await whenOver(t.app, 'users', (await upload(t.app, 'users', operator, CUSTOMERS)).json().id, operator);
    expect(again.report).toMatchObject({ accepted: 0, skipped: 2, rejected: 2 });
    expect(again.report!.notes.map((n) => [n.line, n.outcome])).toEqual([
      [3, 'rejected'],
      [5, 'rejected'],
      [2, 'skipped'],
      [4, 'skipped'],
    ]);
  });

  it("takes a column for each of the tenant's extra signup fields, as npm run users:import does, and only those", async () => {
    const file = ['user_code;password;firstname;codice_fiscale', 'CFC0001;Primo!2026a;Rita;rssrti80a41h501r'].join('\n');
    const aurora = await whenOver(
      t.app,
      'users',
      (await upload(t.app, 'users', operator, file, { alias: 'aurora' })).json().id,
      operator,
      'aurora',
    );
    expect(aurora.report).toMatchObject({ read: 1, accepted: 1, rejected: 0 });
    const stored = await t.app.db
      .selectFrom('users')
      .select('extra_json')
      .where('tenant_alias', '=', 'aurora')
      .where('username', '=', 'CFC0001')
      .executeTakeFirstOrThrow();
    // Stored upper case, as the registration stores it.
    expect(JSON.parse(stored.extra_json)).toEqual({ codice_fiscale: 'RSSRTI80A41H501R' });

    // demo's signup has no such field: the file is refused whole, naming the column.
    const demo = await upload(t.app, 'users', operator, file);
    expect(demo.statusCode).toBe(400);
    expect(demo.body).toContain('codice_fiscale');
    expect(await user('CFC0001')).toBeUndefined();
  });
  it("checks VAT numbers and tax codes by the registration's rule, and stores them as it does", async () => {
    // 04512340987's check digit is 7 and RSSRTI80A41H501's letter is R (src/shared/italian-tax-ids.test.ts works them out).
    const file = [
      'user_code;password;firstname;vatcode;codice_fiscale',
      'IVA0001;Primo!2026a;Rita;IT04512340987;RSSRTI80A41H501R',
      'IVA0002;Primo!2026a;Ugo;IT04512340986;',
      'IVA0003;Primo!2026a;Ada;;RSSRTI80A41H501Z',
    ].join('\n');
    const job = await whenOver(
      t.app,
      'users',
      (await upload(t.app, 'users', operator, file, { alias: 'aurora' })).json().id,
      operator,
      'aurora',
    );
    expect(job.report).toMatchObject({ read: 3, accepted: 1, rejected: 2 });
    expect(job.report!.notes.map((n) => [n.key, n.reason])).toEqual([
      [
        'IVA0002',
        'vatcode: "IT04512340986": Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)',
      ],
      [
        'IVA0003',
        'codice_fiscale: "RSSRTI80A41H501Z": Codice fiscale non valido: 16 lettere e cifre come sulla tessera sanitaria, o le 11 cifre di un’azienda',
      ],
    ]);
    const stored = await t.app.db
      .selectFrom('users')
      .select(['vatcode', 'extra_json'])
      .where('tenant_alias', '=', 'aurora')
      .where('username', '=', 'IVA0001')
      .executeTakeFirstOrThrow();
    expect(stored.vatcode).toBe('04512340987');
  });
});

describe('points import', () => {
  it('support credits and debits in transactions; the customer sees the balance; the CSV has every row in error', async () => {
    const csv = [
      'user_code,points,reason,external_ref,kind',
      'IMP0001,1500,Premio fiera,fiera:1,',
      'IMP0001,200,Reso,fiera:2,storno',
      'IMP0003,50,Troppo,fiera:3,debit',
      'NESSUNO,10,Chi?,fiera:4,',
      'IMP0003,"=1+1",Formula,fiera:5,',
    ].join('\n');
    const res = await upload(t.app, 'points', support, csv, { fileName: 'punti.csv' });
    expect(res.statusCode).toBe(202);
    const job = await whenOver(t.app, 'points', (res.json() as ImportJob).id, support);
    expect(job.report).toMatchObject({ read: 5, accepted: 2, skipped: 0, rejected: 3 });
    expect(job.report!.notes.map((n) => [n.line, n.key, n.reason])).toEqual([
      [4, 'fiera:3', 'saldo insufficiente: IMP0003 ha 0 punti, il movimento ne toglie 50'],
      [5, 'fiera:4', 'utente NESSUNO sconosciuto nel tenant demo'],
      [6, 'fiera:5', 'points: "=1+1" non è un numero intero (solo cifre, senza separatori delle migliaia)'],
    ]);

    const customer = await signIn(t.app, 'demo.localhost', 'IMP0001', 'Primo!2026a');
    await acceptRegolamentoAs(t.app, 'demo.localhost', customer.token);
    const points = await t.app.inject({ method: 'GET', url: '/v1/points', headers: { host: 'demo.localhost', ...bearer(customer.token) } });
    expect(points.json()).toMatchObject({ balance: 1300 });

    const report = await getAs(t.app, `${importsUrl('points')}/${job.id}/report.csv`, support);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="esito-punti-${job.id}.csv"`);
    expect(report.body.split('\r\n')).toEqual([
      '\ufeffriga;codice;esito;motivo',
      '4;fiera:3;scartata;saldo insufficiente: IMP0003 ha 0 punti, il movimento ne toglie 50',
      '5;fiera:4;scartata;utente NESSUNO sconosciuto nel tenant demo',
      '6;fiera:5;scartata;"points: ""=1+1"" non è un numero intero (solo cifre, senza separatori delle migliaia)"',
      '',
    ]);
    const audit = await auditOf('import.points');
    expect(audit.map((a) => [a.actor, a.role, a.target, JSON.parse(a.after_json!)])).toEqual([
      ['support@premia.example', 'support', 'punti.csv', { righe: 5, importate: 2, saltate: 0, scartate: 3 }],
    ]);
  });

  it('gives a movement imported with a day alone as that day, and one with a time as its instant, to the portal and the console', async () => {
    const csv = [
      'user_code,points,reason,external_ref,date',
      'IMP0003,10,Fiera di novembre,giorno:1,2026-11-03',
      'IMP0003,20,Fiera di ottobre,giorno:2,15/10/2026',
      'IMP0003,30,Alla cassa,giorno:3,2026-10-01T09:15:00Z',
    ].join('\n');
    const job = await whenOver(t.app, 'points', (await upload(t.app, 'points', support, csv)).json().id, support);
    expect(job.report).toMatchObject({ accepted: 3, rejected: 0 });

    const customer = await signIn(t.app, 'demo.localhost', 'IMP0003', 'Primo!2026c');
    await acceptRegolamentoAs(t.app, 'demo.localhost', customer.token);
    const points = await t.app.inject({ method: 'GET', url: '/v1/points', headers: { host: 'demo.localhost', ...bearer(customer.token) } });
    const dates = (points.json() as { data: { reason: string; date: string }[] }).data.map((r) => [r.reason, r.date]);
    expect(dates).toEqual(
      expect.arrayContaining([
        ['Fiera di novembre', '2026-11-03'],
        ['Fiera di ottobre', '2026-10-15'],
        ['Alla cassa', '2026-10-01T09:15:00.000Z'],
      ]),
    );

    const detail = await getAs(t.app, '/v1/console/tenants/demo/customers/IMP0003', support);
    const ledger = (detail.json() as { ledger: { reason: string; date: string }[] }).ledger.map((r) => [r.reason, r.date]);
    expect(ledger).toEqual(expect.arrayContaining([['Fiera di novembre', '2026-11-03']]));
  });
});
