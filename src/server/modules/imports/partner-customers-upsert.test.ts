import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAudit } from '../../../shared/audit/audit-actions.js';
import { bearer, signIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { partnerCall, partnerKey } from '../../test/partner-helpers.js';

let t: TestApp;
const keys: Record<string, { key: string; name: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  keys.demo = await partnerKey(t.app, 'demo', ['customers:write']);
  keys.aurora = await partnerKey(t.app, 'aurora', ['customers:write']);
});
afterAll(() => t.close());

const PASSWORD = 'Prima!Pass2026';
const send = (tenant: 'demo' | 'aurora', customers: object[]) =>
  partnerCall(t.app, keys[tenant]!.key, 'POST', '/v1/partner/customers', { customers }).then((res) => {
    expect(res.statusCode).toBe(200);
    return res.json();
  });
const stored = (tenant: string, username: string) =>
  t.app.db
    .selectFrom('users')
    .select([
      'firstname',
      'lastname',
      'company',
      'vatcode',
      'phone',
      'city',
      'email',
      'extra_json',
      'active',
      'points_enabled',
      'type',
      'password_hash',
    ])
    .where('tenant_alias', '=', tenant)
    .where('username', '=', username)
    .executeTakeFirst();
const updates = (target: string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'partner.customer_update')
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('POST /v1/partner/customers updates existing customers', () => {
  it('creates, then updates only what changed (audited with both sides, by the key), then answers unchanged', async () => {
    const first = {
      user_code: 'erp0001',
      password: PASSWORD,
      firstname: 'Rita',
      company: 'Rossi Srl',
      vatcode: 'IT04512340987',
      phone: '02 123',
      extra: { codice_fiscale: 'rssrti80a41h501r' },
    };
    expect((await send('aurora', [first])).rows[0]).toEqual({
      index: 0,
      user_code: 'ERP0001',
      outcome: 'created',
      reason: null,
      changed: [],
      kept: [],
    });
    const hash = (await stored('aurora', 'ERP0001'))!.password_hash;

    // The ERP's next sync: a new company name, the phone cleared, a city, the VAT number written as stored, another password.
    const second = {
      ...first,
      password: 'Altra!Pass2027',
      company: 'Rossi & Figli Srl',
      phone: '',
      vatcode: '04512340987',
      city: 'Milano',
    };
    const report = await send('aurora', [second]);
    expect(report).toMatchObject({ received: 1, created: 0, updated: 1, unchanged: 0, rejected: 0 });
    expect(report.rows[0]).toEqual({
      index: 0,
      user_code: 'ERP0001',
      outcome: 'updated',
      reason: null,
      changed: ['company', 'phone', 'city'],
      kept: [],
    });
    expect(await stored('aurora', 'ERP0001')).toMatchObject({
      firstname: 'Rita',
      company: 'Rossi & Figli Srl',
      phone: null,
      city: 'Milano',
      vatcode: '04512340987',
      password_hash: hash,
    });
    expect(JSON.parse((await stored('aurora', 'ERP0001'))!.extra_json)).toEqual({ codice_fiscale: 'RSSRTI80A41H501R' });

    const [entry] = await updates('ERP0001');
    expect(entry).toMatchObject({ actor: `apikey:${keys.aurora!.name}`, role: 'partner', tenant_alias: 'aurora' });
    expect(JSON.parse(entry!.before_json!)).toEqual({ company: 'Rossi Srl', phone: '02 123', city: null });
    expect(JSON.parse(entry!.after_json!)).toEqual({ company: 'Rossi & Figli Srl', phone: null, city: 'Milano' });
    expect(
      describeAudit({
        action: 'partner.customer_update',
        target: entry!.target,
        before: JSON.parse(entry!.before_json!),
        after: JSON.parse(entry!.after_json!),
      }),
    ).toBe(
      'Dati del cliente ERP0001 aggiornati via API: ragione sociale da «Rossi Srl» a «Rossi & Figli Srl»; telefono da «02 123» a nessuno; città da nessuno a «Milano»',
    );

    // An extra field changes and is audited under its name.
    const third = { ...second, extra: { codice_fiscale: 'NRELCU80E04H501J' } };
    expect((await send('aurora', [third])).rows[0]).toMatchObject({ outcome: 'updated', changed: ['extra.codice_fiscale'] });
    expect(describeAudit({ action: 'partner.customer_update', target: 'ERP0001', ...auditSides((await updates('ERP0001'))[1]!) })).toBe(
      'Dati del cliente ERP0001 aggiornati via API: campo «codice_fiscale» da «RSSRTI80A41H501R» a «NRELCU80E04H501J»',
    );

    // The same batch again: nothing to write, nothing audited.
    expect(await send('aurora', [third])).toMatchObject({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    expect(await updates('ERP0001')).toHaveLength(2);
  });

  it('keeps the account status and the email of an activated customer, saying which and why; a not yet activated customer’s email is updated', async () => {
    const before = await stored('demo', 'DEMO0001');
    const report = await send('demo', [
      {
        user_code: 'demo0001',
        password: 'Presa!Account1',
        email: 'ladro@example.com',
        active: false,
        points_enabled: true, // as it is: not listed
        type: 'admin',
        phone: '+39 02 0000 0000',
      },
      { user_code: 'DEMO0002', email: 'anna@cartoleria.example' },
    ]);
    expect(report.rows[0]).toEqual({
      index: 0,
      user_code: 'DEMO0001',
      outcome: 'updated',
      changed: ['phone'],
      kept: ['email', 'active', 'type'],
      reason:
        "Non modificati via API: email: è l'indirizzo di accesso e di recupero della password del cliente, che ha già attivato l'account; lo stato dell’account (active, points_enabled, type) lo decidono il cliente e lo staff dalla console",
    });
    expect(await stored('demo', 'DEMO0001')).toEqual({ ...before, phone: '+39 02 0000 0000' });
    // The customer still signs in with their own password.
    expect((await signIn(t.app, 'demo.localhost', 'DEMO0001')).token).toBeTruthy();

    expect(report.rows[1]).toMatchObject({ outcome: 'updated', changed: ['email'], kept: [], reason: null });
    expect((await stored('demo', 'DEMO0002'))!.email).toBe('anna@cartoleria.example');

    // Kept values are no change: sent again, the row is unchanged and still says why.
    expect((await send('demo', [{ user_code: 'DEMO0001', email: 'ladro@example.com' }])).rows[0]).toMatchObject({
      outcome: 'unchanged',
      kept: ['email'],
      reason: expect.stringContaining('email:'),
    });
  });

  it('refuses a bad value of an existing customer by the creation’s rule, row by row, and writes the others', async () => {
    const before = await stored('demo', 'DEMO0003');
    const report = await send('demo', [
      { user_code: 'DEMO0003', vatcode: '07654320635', company: 'Mai scritta' },
      { user_code: 'DEMO0003', phone: '333' },
      { user_code: 'DEMO0002', phone: 'chiamami', company: 'Mai scritta' },
      { user_code: 'DEMO0002', company: 'Mai scritta' },
      { user_code: 'DEMO0001', lastname: 'Bianchi Rossi' },
    ]);
    expect(report).toMatchObject({ updated: 1, rejected: 4 });
    expect(report.rows.map((r: { reason: string }) => r.reason)).toEqual([
      'vatcode: "07654320635": Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)',
      'user_code ripetuto: già alla riga 0 (vale solo la prima)',
      'phone: "chiamami" contiene caratteri non ammessi',
      'user_code ripetuto: già alla riga 2 (vale solo la prima)',
      null,
    ]);
    expect(await stored('demo', 'DEMO0003')).toEqual(before);
    expect((await stored('demo', 'DEMO0002'))!.company).toBe('Cartoleria Esposito di Anna Esposito');
    expect((await stored('demo', 'DEMO0001'))!.lastname).toBe('Bianchi Rossi');
  });

  it("never touches another tenant's customer: the same code is created in the key's tenant", async () => {
    await send('aurora', [{ user_code: 'ISO0001', password: PASSWORD, firstname: 'Aurora' }]);
    const aurora = await stored('aurora', 'ISO0001');
    const report = await send('demo', [
      { user_code: 'ISO0001', firstname: 'Demo' },
      { user_code: 'ISO0002', password: PASSWORD, firstname: 'Demo' },
    ]);
    // Without a first password the code cannot be created in demo, and aurora's is not found.
    expect(report.rows[0]).toMatchObject({ outcome: 'rejected', reason: 'password: obbligatoria (la prima password del cliente)' });
    expect((await send('demo', [{ user_code: 'ISO0001', password: PASSWORD, firstname: 'Demo' }])).rows[0].outcome).toBe('created');
    expect(await stored('aurora', 'ISO0001')).toEqual(aurora);
    expect((await stored('demo', 'ISO0001'))!.firstname).toBe('Demo');
    expect(await stored('aurora', 'ISO0002')).toBeUndefined();
  });

  it('loses neither write when the customer edits their profile while the ERP updates them', async () => {
    const { token } = await signIn(t.app, 'aurora.localhost', 'DEMO0003');
    const [profile, report] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/me',
        headers: { host: 'aurora.localhost', ...bearer(token) },
        payload: { phone: '+39 081 111 2222' },
      }),
      send('aurora', [{ user_code: 'DEMO0003', company: 'Profumeria Romano S.r.l.', lastname: 'Romano Esposito' }]),
    ]);
    expect(profile.statusCode).toBe(200);
    expect(report.rows[0]).toMatchObject({ outcome: 'updated', changed: ['lastname', 'company'] });
    expect(await stored('aurora', 'DEMO0003')).toMatchObject({
      phone: '+39 081 111 2222',
      company: 'Profumeria Romano S.r.l.',
      lastname: 'Romano Esposito',
    });
  });

  it('answers a mixed batch of 1,000 row by row: created, updated, unchanged and rejected', async () => {
    const code = (i: number) => `MIX${String(i).padStart(4, '0')}`;
    const base = (i: number) => ({ user_code: code(i), password: PASSWORD, firstname: 'Luca', company: `Azienda ${i}` });
    await send(
      'demo',
      Array.from({ length: 400 }, (_, i) => base(i)),
    );
    const batch: Record<string, unknown>[] = Array.from({ length: 1000 }, (_, i) =>
      i < 200 ? { ...base(i), company: `Azienda ${i} Srl` } : base(i),
    );
    for (const i of [50, 250, 750]) batch[i] = { ...batch[i], email: 'non-valida' };
    const started = Date.now();
    const report = await send('demo', batch);
    const ms = Date.now() - started;
    expect(report).toMatchObject({ received: 1000, created: 599, updated: 199, unchanged: 199, rejected: 3 });
    expect(report.rows[199]).toMatchObject({ outcome: 'updated', changed: ['company'] });
    expect(report.rows[200]).toMatchObject({ outcome: 'unchanged', changed: [] });
    expect(report.rows[400]).toMatchObject({ outcome: 'created' });
    expect(report.rows[250]).toMatchObject({ outcome: 'rejected', reason: 'email: "non-valida" non è un indirizzo valido' });
    expect((await stored('demo', code(199)))!.company).toBe('Azienda 199 Srl');
    expect(await stored('demo', code(750))).toBeUndefined();
    const summary = await t.app.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'partner.customers')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(summary.after_json!)).toEqual({ received: 1000, created: 599, updated: 199, unchanged: 199, rejected: 3 });
    console.info(`1,000 mixed customers on ${t.app.dbDialect}: ${ms} ms`);

    expect(await send('demo', batch)).toMatchObject({ created: 0, updated: 0, unchanged: 997, rejected: 3 });
  });
});

function auditSides(entry: { before_json: string | null; after_json: string | null }) {
  return { before: JSON.parse(entry.before_json!), after: JSON.parse(entry.after_json!) };
}
