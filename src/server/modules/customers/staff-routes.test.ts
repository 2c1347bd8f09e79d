import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, cookieFrom, linkIn, nextIp, outbox, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { acceptAtSignup } from '../regolamento/service.js';
import type { FastifyInstance } from 'fastify';

const clock = testClock();
let t: TestApp;
let support: string;
let operator: string;

const DEMO = 'demo.localhost';
const base = (alias = 'demo') => `/v1/console/tenants/${alias}/customers`;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
});
afterAll(() => t.close());

const get = (url: string, token = support) =>
  t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const post = (url: string, payload?: object, token = support, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url, payload: payload ?? {}, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });

/** A customer of `tenant` made for one test, so tests do not share balances or flags. */
async function customer(username: string, fields: Record<string, unknown> = {}, tenant = 'demo', points = 0): Promise<number> {
  const now = clock.now().toISOString();
  const { id } = await t.app.db
    .insertInto('users')
    .values({
      tenant_alias: tenant,
      username,
      password_hash: null,
      active: 1,
      points_enabled: 1,
      created_at: now,
      updated_at: now,
      activated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A registered customer accepted the regolamento in force when signing up.
  await acceptAtSignup(t.app.db, { tenantAlias: tenant, userId: id, address: null, now: clock.now() });
  if (points)
    await t.app.db
      .insertInto('points_ledger')
      .values({
        tenant_alias: tenant,
        user_id: id,
        amount: points,
        kind: 'credit',
        reason: 'Saldo iniziale',
        external_ref: null,
        order_id: null,
        created_at: now,
      })
      .execute();
  return id;
}

async function auditOf(action: string, target: string) {
  return t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target', '=', target).orderBy('id').execute();
}

async function customerPoints(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/points', headers: { host: DEMO, ...bearer(token) } });
  expect(res.statusCode).toBe(200);
  return res.json() as { balance: number; data: { amount: number; reason: string; kind: string }[] };
}

describe('search', () => {
  it('finds customers by code, name, company and email, ignoring case, with their balance', async () => {
    const byName = (await get(`${base()}?q=${encodeURIComponent('marco BIANCHI')}`)).json();
    expect(byName).toEqual({
      items: [
        {
          username: 'DEMO0001',
          firstname: 'Marco',
          lastname: 'Bianchi',
          company: 'Ferramenta Bianchi S.r.l.',
          email: 'marco.bianchi@ferramenta-bianchi.example',
          active: true,
          pointsEnabled: true,
          balance: expect.any(Number),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(byName.items[0].balance).toBeGreaterThanOrEqual(25_000);
    const codes = async (q: string) =>
      ((await get(`${base()}?q=${encodeURIComponent(q)}`)).json() as { items: { username: string }[] }).items.map((i) => i.username);
    expect(await codes('demo000')).toEqual(['DEMO0001', 'DEMO0002', 'DEMO0003']);
    expect(await codes('cartoleria')).toEqual(['DEMO0002']);
    expect(await codes('PROFUMERIA-ROMANO.example')).toEqual(['DEMO0003']);
    // LIKE's wildcards are searched for, not obeyed.
    expect(await codes('%')).toEqual([]);
    expect(await codes('_EMO0001')).toEqual([]);
  });

  it('pages 20 at a time and never lists another tenant', async () => {
    for (let i = 1; i <= 23; i++) await customer(`PAG${String(i).padStart(4, '0')}`, { company: 'Paginazione Srl' });
    await customer('PAGAURORA', { company: 'Paginazione Srl' }, 'aurora');
    const first = (await get(`${base()}?q=paginazione`)).json();
    const second = (await get(`${base()}?q=paginazione&page=2`)).json();
    expect([first.total, first.items.length, second.items.length]).toEqual([23, 20, 3]);
    expect(second.items.map((i: { username: string }) => i.username)).toEqual(['PAG0021', 'PAG0022', 'PAG0023']);
    const aurora = (await get(`${base('aurora')}?q=paginazione`, operator)).json();
    expect(aurora.items.map((i: { username: string }) => i.username)).toEqual(['PAGAURORA']);
  });
});

describe('customer page', () => {
  it('shows profile, state, balance, ledger, orders and open sessions, never the password hash', async () => {
    const session = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await get(`${base()}/demo0001`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.profile).toMatchObject({
      username: 'DEMO0001',
      email: 'marco.bianchi@ferramenta-bianchi.example',
      city: 'Milano',
      hasPassword: true,
    });
    // The demo customer's consents, by the purposes demo declares (seeded with their current wording).
    expect(detail.profile.consents).toEqual([
      {
        purpose: 'privacy',
        label: 'Trattamento dei dati per il programma',
        given: true,
        version: '2025-01',
        recordedAt: expect.any(String),
      },
      { purpose: 'marketing', label: 'Comunicazioni commerciali', given: true, version: '2025-01', recordedAt: expect.any(String) },
    ]);
    expect(res.body).not.toMatch(/scrypt|password_hash/);
    expect(detail).toMatchObject({ active: true, pointsEnabled: true });
    expect(detail.ledger.at(-1)).toMatchObject({ delta: 25_000, reason: 'Saldo iniziale', kind: 'credit', orderNumber: null });
    expect(detail.balance).toBe(detail.ledger.reduce((sum: number, r: { delta: number }) => sum + r.delta, 0));
    expect(detail.ledgerTotal).toBe(detail.ledger.length);
    expect(detail.orders).toEqual(expect.any(Array));
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions[0]).toEqual({ started: expect.any(String), lastUsed: expect.any(String), expires: expect.any(String) });
    expect(session.token).toBeTruthy();
  });

  it("lists the tenant's extra signup fields with the form's label and the customer's value", async () => {
    await customer('CF-EXTRA', { extra_json: JSON.stringify({ codice_fiscale: 'RSSRTI80A41H501Z' }) }, 'aurora');
    const res = await get(`${base('aurora')}/CF-EXTRA`, operator);
    expect(res.statusCode).toBe(200);
    const declaration = {
      name: 'dichiarazione_rappresentante',
      label: "Dichiaro di essere il legale rappresentante dell'azienda o…",
      tickBox: true,
    };
    expect(res.json().profile.extraFields).toEqual([
      { ...declaration, value: null },
      { name: 'codice_fiscale', label: 'Codice fiscale', value: 'RSSRTI80A41H501Z', tickBox: false },
    ]);
    await customer('NO-EXTRA', {}, 'demo');
    expect((await get(`${base()}/NO-EXTRA`)).json().profile.extraFields).toEqual([{ ...declaration, value: null }]);
  });

  it('answers 404 for an unknown customer and for one of another tenant', async () => {
    await customer('SOLOAURORA', {}, 'aurora', 100);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/points'],
      ['POST', '/state'],
      ['POST', '/activation-mail'],
      ['POST', '/sessions/revoke'],
    ] as const) {
      for (const username of ['NESSUNO', 'SOLOAURORA']) {
        const url = `${base()}/${username}${path}`;
        const payload = path === '/points' ? { delta: 10, reason: 'Prova' } : path === '/state' ? { active: true } : {};
        const res = method === 'GET' ? await get(url) : await post(url, payload);
        expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Cliente non trovato' }]);
      }
    }
    expect((await get(`${base('aurora')}/SOLOAURORA`, operator)).json().balance).toBe(100);
  });
});

describe('export', () => {
  it("writes every customer of the tenant with the import's columns, one per extra signup field and the balance; audited", async () => {
    await customer(
      'EXP-CF',
      { firstname: 'Rita', company: '=HYPERLINK("x")', extra_json: JSON.stringify({ codice_fiscale: 'RSSRTI80A41H501Z' }) },
      'aurora',
      1500,
    );
    const res = await get(`${base('aurora')}/export.csv`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clienti-aurora-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]!.split(';');
    expect(header).toEqual([
      'user_code',
      'firstname',
      'lastname',
      'company',
      'email',
      'vatcode',
      'phone',
      'address1',
      'address2',
      'zipcode',
      'city',
      'district',
      'region',
      'points_enabled',
      'active',
      'codice_fiscale',
      'saldo_punti',
      'creato_il',
      'attivato_il',
    ]);
    const row = lines.find((l) => l.startsWith('EXP-CF;'))!.split(';');
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('firstname'), cell('codice_fiscale'), cell('saldo_punti'), cell('active')]).toEqual([
      'Rita',
      'RSSRTI80A41H501Z',
      '1500',
      '1',
    ]);
    // A value a spreadsheet would run as a formula is written as text.
    expect(cell('company')).toBe('"\'=HYPERLINK(""x"")"');
    // Only this tenant's customers, and demo (no such field) has no such column.
    expect(lines.some((l) => l.startsWith('NO-EXTRA;'))).toBe(false);
    const demo = await get(`${base()}/export.csv`, support);
    expect(demo.statusCode).toBe(200);
    expect(demo.body.split('\r\n')[0]).not.toContain('codice_fiscale');
    expect(await auditOf('customer.export', 'clienti')).toHaveLength(2);
    // Support holds demo only.
    expect((await get(`${base('aurora')}/export.csv`, support)).statusCode).toBe(403);
  });
});

describe('points adjustment', () => {
  it('credits with a reason the customer reads in the points detail, and audits it', async () => {
    await customer('PUNTI001', { password_hash: (await passwordOf('DEMO0001'))! }, 'demo', 1000);
    const me = await signIn(t.app, DEMO, 'PUNTI001');
    const res = await post(`${base()}/punti001/points`, { delta: 500, reason: '  Bonus fiera di primavera ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 1500 });
    const page = await customerPoints(me.token);
    expect(page.balance).toBe(1500);
    expect(page.data[0]).toMatchObject({ amount: 500, kind: 'credit', reason: 'Bonus fiera di primavera' });

    expect((await post(`${base()}/PUNTI001/points`, { delta: -200, reason: 'Rettifica doppio accredito' })).json()).toEqual({
      balance: 1300,
    });
    expect((await customerPoints(me.token)).data[0]).toMatchObject({ amount: -200, kind: 'debit', reason: 'Rettifica doppio accredito' });

    const audit = await auditOf('customer.points', 'PUNTI001');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor: 'support@premia.example', role: 'support', tenant_alias: 'demo' });
    expect(audit[0]!.address).toMatch(/^10\./);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ balance: 1000 });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ balance: 1500, delta: 500, reason: 'Bonus fiera di primavera' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ balance: 1300, delta: -200 });
  });

  it('never goes below zero: 409 naming the balance, nothing written, nothing audited', async () => {
    await customer('PUNTI002', {}, 'demo', 12_000);
    const res = await post(`${base()}/PUNTI002/points`, { delta: -12_001, reason: 'Storno premio' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/12\.000 punti/);
    expect((await get(`${base()}/PUNTI002`)).json()).toMatchObject({ balance: 12_000, ledgerTotal: 1 });
    expect(await auditOf('customer.points', 'PUNTI002')).toHaveLength(0);
    // Down to exactly zero is allowed.
    expect((await post(`${base()}/PUNTI002/points`, { delta: -12_000, reason: 'Azzeramento' })).json()).toEqual({ balance: 0 });
  });

  it('refuses a zero delta, an unbounded one and a missing or short reason', async () => {
    await customer('PUNTI003', {}, 'demo', 10);
    for (const body of [
      { delta: 0, reason: 'Niente' },
      { delta: 10_000_001, reason: 'Troppi' },
      { delta: 1.5, reason: 'Frazione' },
      { delta: 5 },
      { delta: 5, reason: 'ab' },
      { delta: 5, reason: '    ' },
      { delta: 5, reason: 'x'.repeat(201) },
    ]) {
      expect([body, (await post(`${base()}/PUNTI003/points`, body)).statusCode]).toEqual([body, 400]);
    }
    expect((await get(`${base()}/PUNTI003`)).json().balance).toBe(10);
  });

  it('lets exactly as many parallel debits through as the balance covers, across two server processes', async () => {
    await customer('PUNTI004', {}, 'demo', 1000);
    const other = await t.anotherProcess({ clock: clock.now });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(`${base()}/PUNTI004/points`, { delta: -300, reason: `Addebito parallelo ${i}` }, support, i % 2 ? other : t.app),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const balances = results.filter((r) => r.statusCode === 200).map((r) => r.json().balance as number);
    expect(balances.sort((a, b) => b - a)).toEqual([700, 400, 100]);
    const detail = (await get(`${base()}/PUNTI004`)).json();
    expect(detail.balance).toBe(100);
    expect(detail.ledger.filter((r: { delta: number }) => r.delta === -300)).toHaveLength(3);
    expect(await auditOf('customer.points', 'PUNTI004')).toHaveLength(3);
  });

  it('changes only the tenant it is asked on', async () => {
    const before = (await get(`${base('aurora')}/DEMO0001`, operator)).json().balance;
    expect((await post(`${base()}/DEMO0001/points`, { delta: 7, reason: 'Solo demo' }, operator)).statusCode).toBe(200);
    expect((await get(`${base('aurora')}/DEMO0001`, operator)).json().balance).toBe(before);
  });
});

async function passwordOf(username: string): Promise<string | null> {
  const row = await t.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('tenant_alias', '=', 'demo')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('state', () => {
  it('deactivates, turns points off and back, answering the updated customer, audited', async () => {
    await customer('STATO001', { password_hash: await passwordOf('DEMO0001') }, 'demo', 50);
    const me = await signIn(t.app, DEMO, 'STATO001');
    const off = await post(`${base()}/STATO001/state`, { active: false, pointsEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, pointsEnabled: false, balance: 50, profile: { username: 'STATO001' } });
    // The customer notices: the points detail needs an active account.
    const refused = await t.app.inject({ method: 'GET', url: '/v1/points', headers: { host: DEMO, ...bearer(me.token) } });
    expect(refused.statusCode).toBe(403);

    expect((await post(`${base()}/STATO001/state`, { active: true })).json()).toMatchObject({ active: true, pointsEnabled: false });
    const profile = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: DEMO, ...bearer(me.token) } });
    expect(profile.json()).toMatchObject({ points_enabled: false, userinfo: { active: true } });

    const audit = await auditOf('customer.state', 'STATO001');
    expect(audit.map((a) => [JSON.parse(a.before_json!), JSON.parse(a.after_json!)])).toEqual([
      [
        { active: true, pointsEnabled: true },
        { active: false, pointsEnabled: false },
      ],
      [
        { active: false, pointsEnabled: false },
        { active: true, pointsEnabled: false },
      ],
    ]);
    expect((await post(`${base()}/STATO001/state`, {})).statusCode).toBe(400);
  });
});

describe('activation mail', () => {
  it('mails a new link to a registered, unconfirmed customer; the link activates', async () => {
    const id = await customer('REG0001', { active: 0, activated_at: null, email: 'reg@negozio.example', firstname: 'Rita' });
    // The registration mailed a first link, now lost in the customer's spam folder.
    await t.app.db
      .insertInto('one_time_tokens')
      .values({
        kind: 'activation',
        token_hash: 'f'.repeat(64),
        user_id: id,
        expires_at: new Date(clock.now().getTime() - 1000).toISOString(),
        used_at: null,
        created_at: clock.now().toISOString(),
      })
      .execute();
    expect((await get(`${base()}/REG0001`)).json().profile.registrationCompleted).toBe(true);
    const res = await post(`${base()}/REG0001/activation-mail`);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    const mails = (await outbox(t)).filter((m) => m.name.includes('activation-reg@negozio.example'));
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!.text, 'http://demo.localhost:8080/activate/');
    expect(link).toBeDefined();
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/signup/activate/${link!.split('/').pop()}`,
      headers: { host: DEMO },
    });
    expect(opened.statusCode).toBe(200);
    expect((await get(`${base()}/REG0001`)).json().active).toBe(true);
    expect(await auditOf('customer.activation-mail', 'REG0001')).toHaveLength(1);
  });

  it('answers 409 to a customer already active or who never registered', async () => {
    const active = await post(`${base()}/DEMO0001/activation-mail`);
    expect([active.statusCode, active.json()]).toEqual([
      409,
      { error: 'Il cliente è già attivo: non serve una nuova email di attivazione' },
    ]);
    const provisioned = await post(`${base()}/DEMO0002/activation-mail`);
    expect(provisioned.statusCode).toBe(409);
    expect(provisioned.json().error).toMatch(/non ha ancora completato la registrazione/);
    expect(await auditOf('customer.activation-mail', 'DEMO0002')).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('revokes every session: the refresh fails and the access token is refused at once', async () => {
    // On a whole second, the hardest case: the tokens and the revocation share that second.
    clock.advance(1000 - (clock.now().getTime() % 1000));
    await customer('SESS0001', { password_hash: await passwordOf('DEMO0001') });
    const phone = await signIn(t.app, DEMO, 'SESS0001');
    const laptop = await signIn(t.app, DEMO, 'SESS0001');
    expect((await get(`${base()}/SESS0001`)).json().sessions).toHaveLength(2);

    expect((await post(`${base()}/SESS0001/sessions/revoke`)).json()).toEqual({ ok: true });
    for (const device of [phone, laptop]) {
      const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: DEMO, ...bearer(device.token) } });
      expect(me.statusCode).toBe(401);
      const refresh = await t.app.inject({ method: 'GET', url: '/v1/auth/refresh', headers: { host: DEMO, cookie: device.cookie } });
      expect(refresh.statusCode).toBe(401);
      expect(cookieFrom(refresh, 'premia_refresh') ?? '').not.toMatch(/=.{20,}/);
    }
    expect((await get(`${base()}/SESS0001`)).json().sessions).toEqual([]);
    const audit = await auditOf('customer.sessions', 'SESS0001');
    expect(audit.map((a) => [JSON.parse(a.before_json!), JSON.parse(a.after_json!)])).toEqual([[{ sessions: 2 }, { sessions: 0 }]]);

    // Signing in again works once the second of the revocation is over.
    clock.advance(1000);
    const again = await signIn(t.app, DEMO, 'SESS0001');
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: DEMO, ...bearer(again.token) } })).statusCode).toBe(
      200,
    );
  });
});
