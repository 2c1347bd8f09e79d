import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, linkIn, nextIp, outbox, signIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const DEMO = 'demo.localhost';
const AURORA = 'aurora.localhost';
const POLICY = 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali';
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, headers: { host: DEMO, ...headers }, payload, remoteAddress });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: DEMO, ...headers } });
const recover = (username: string, headers: Record<string, string> = {}, ip = nextIp()) =>
  post('/v1/auth/forgot/recovery', { username }, headers, ip);
const resetMails = async () => (await outbox(t)).filter((m) => m.name.includes('-reset-'));

describe('POST /v1/auth/forgot/recovery', () => {
  it('answers the same for known and unknown codes; only the known one gets a mail', async () => {
    const known = await recover('DEMO0001');
    const unknown = await recover('NOBODY42');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.app.mailer.flush();
    const mails = await resetMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.name).toContain('marco.bianchi@ferramenta-bianchi.example');
    expect(linkIn(mails[0]!.text, 'http://demo.localhost:8080/reset-password/')).toBeDefined();
  });

  it("never puts a forged Host in the link: X-Client-Info picks the tenant, the link uses the tenant's configured URL", async () => {
    await recover('DEMO0003', {
      host: 'evil.example',
      'x-client-info': JSON.stringify({ alias: 'demo.localhost', lang: 'it', source: 'web' }),
    });
    await t.app.mailer.flush();
    const mail = (await resetMails()).find((m) => m.name.includes('giulia.romano'))!;
    expect(mail.text).not.toContain('evil.example');
    expect(linkIn(mail.text, 'http://demo.localhost:8080/reset-password/')).toBeDefined();
  });

  it("is limited per account and address: a stranger's requests do not stop the owner's own reset mail", async () => {
    const stranger = nextIp();
    for (let i = 0; i < 3; i++) expect((await recover('DEMO0001', {}, stranger)).statusCode).toBe(200);
    const limited = await recover('DEMO0001', {}, stranger);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppi tentativi, riprova più tardi' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown code is limited alike: the answers do not tell which codes exist.
    for (let i = 0; i < 3; i++) await recover('NOBODY43', {}, stranger);
    expect((await recover('NOBODY43', {}, stranger)).json()).toEqual(limited.json());

    await t.app.mailer.flush();
    const before = (await resetMails()).length;
    const owner = await recover('DEMO0001', {}, nextIp());
    expect(owner.statusCode).toBe(200);
    await t.app.mailer.flush();
    const mails = await resetMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.name).toContain('marco.bianchi');
    const token = linkIn(mails.at(-1)!.text, '/reset-password/')!.split('/').pop()!;
    expect((await get(`/v1/auth/forgot/reset/${token}`)).statusCode).toBe(200);
  });

  it('is limited per address across codes (10 per 15 minutes)', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i++) expect((await recover(`X${i}`, {}, ip)).statusCode).toBe(200);
    expect((await recover('DEMO0001', {}, ip)).statusCode).toBe(429);
    expect((await recover('DEMO0001', {}, nextIp())).statusCode).toBe(200);
  });

  it('mails one account at most 30 times an hour, whoever asks', async () => {
    for (let i = 0; i < 30; i++) expect((await recover('NOBODY44', {}, `203.0.113.${i >> 1}`)).statusCode).toBe(200);
    expect((await recover('NOBODY44', {}, nextIp())).statusCode).toBe(429);
    clock.advance(60 * 60_000);
    expect((await recover('NOBODY44', {}, nextIp())).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  async function resetToken(username: string, email: string): Promise<string> {
    await recover(username, { host: AURORA });
    await t.app.mailer.flush();
    const mail = (await resetMails()).filter((m) => m.name.includes(email)).pop()!;
    return linkIn(mail.text, 'http://aurora.localhost:8080/reset-password/')!.split('/').pop()!;
  }
  const reset = (payload: Record<string, string>) => post('/v1/auth/forgot/reset', payload, { host: AURORA });

  it('checks the link (200 / 400), enforces policy and confirm, works once, and ends every session', async () => {
    const session = await signIn(t.app, AURORA, 'DEMO0001');
    const token = await resetToken('DEMO0001', 'marco.bianchi');
    expect((await get(`/v1/auth/forgot/reset/${token}`, { host: AURORA })).statusCode).toBe(200);
    expect((await get(`/v1/auth/forgot/reset/${token}`)).statusCode).toBe(400);
    expect((await get('/v1/auth/forgot/reset/unknown-token', { host: AURORA })).json()).toEqual({ error: 'Link non valido o scaduto' });

    const mismatch = await reset({ password: 'Nuova!2026y', confirm: 'Nuova!2026z', onetimetoken: token });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ error: 'Le password devono coincidere' });
    const weak = await reset({ password: 'nuova2026', confirm: 'nuova2026', onetimetoken: token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([{ field: 'password', message: POLICY }]);

    clock.advance(1000);
    expect((await reset({ password: 'Nuova!2026y', confirm: 'Nuova!2026y', onetimetoken: token })).json()).toEqual({
      ok: true,
      message: 'Password aggiornata',
    });
    const reused = await reset({ password: 'Altra!2026y', confirm: 'Altra!2026y', onetimetoken: token });
    expect(reused.statusCode).toBe(400);

    // Sessions opened before the reset are over: refresh and the access token alike.
    expect((await get('/v1/auth/refresh', { host: AURORA, cookie: session.cookie })).statusCode).toBe(401);
    expect((await get('/v1/auth/me', { host: AURORA, ...bearer(session.token) })).statusCode).toBe(401);
    await expect(signIn(t.app, AURORA, 'DEMO0001')).rejects.toThrow(/401/);
    expect((await signIn(t.app, AURORA, 'DEMO0001', 'Nuova!2026y')).active).toBe(true);
  });

  it('refuses a link older than one hour', async () => {
    const token = await resetToken('DEMO0003', 'giulia.romano');
    clock.advance(3600_000 + 1000);
    expect((await get(`/v1/auth/forgot/reset/${token}`, { host: AURORA })).statusCode).toBe(400);
    expect((await reset({ password: 'Nuova!2026y', confirm: 'Nuova!2026y', onetimetoken: token })).statusCode).toBe(400);
  });
});

describe('POST /v1/auth/me/changepassword', () => {
  const change = (token: string, payload: Record<string, string>, cookie = '') =>
    post('/v1/auth/me/changepassword', payload, { ...bearer(token), ...(cookie ? { cookie } : {}) });

  it("answers 422 'Password and confirm password are not the same' when new and confirm differ", async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0003');
    const res = await change(token, { old: 'Demo!2025x', new: 'Nuova!2026y', confirm: 'Nuova!2026z' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Password and confirm password are not the same' });
  });

  it('answers 400 for a wrong current password and for a weak new one', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0003');
    const wrong = await change(token, { old: 'Wrong!2025x', new: 'Nuova!2026y', confirm: 'Nuova!2026y' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'La password attuale non è corretta' });
    const weak = await change(token, { old: 'Demo!2025x', new: 'password', confirm: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([{ field: 'new', message: POLICY }]);
  });

  it('refuses a burst of wrong current passwords beyond 5, even when the right one comes next', async () => {
    const { token } = await signIn(t.app, AURORA, 'DEMO0003');
    const changeHere = (old: string) =>
      post('/v1/auth/me/changepassword', { old, new: 'Nuova!2026y', confirm: 'Nuova!2026y' }, { host: AURORA, ...bearer(token) });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => changeHere(`Sbagliata!${i}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const limited = await changeHere('Demo!2025x');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppi tentativi, riprova più tardi' });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const here = await signIn(t.app, DEMO, 'DEMO0003');
    const elsewhere = await signIn(t.app, DEMO, 'DEMO0003');
    const res = await change(here.token, { old: 'Demo!2025x', new: 'Nuova!2026y', confirm: 'Nuova!2026y' }, here.cookie);
    expect(res.statusCode).toBe(200);
    expect((await get('/v1/auth/refresh', { cookie: here.cookie })).statusCode).toBe(200);
    expect((await get('/v1/auth/refresh', { cookie: elsewhere.cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, DEMO, 'DEMO0003', 'Nuova!2026y')).active).toBe(true);
  });
});

describe('POST /v1/auth/me (profile)', () => {
  it('updates editable fields, ignores username and type, and answers the user', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await post(
      '/v1/auth/me',
      { firstname: 'Marco Aurelio', phone: '+39 02 1234567', username: 'HACKED', type: 'admin' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().userinfo).toMatchObject({
      firstname: 'Marco Aurelio',
      phone: '+39 02 1234567',
      username: 'DEMO0001',
      type: 'customer',
      lastname: 'Bianchi',
    });
    expect(res.json().points).toBe(25000);
  });

  it('refuses empty required fields and malformed email with details', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await post('/v1/auth/me', { firstname: '', email: 'nope' }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'firstname', message: 'CAMPO OBBLIGATORIO' },
      { field: 'email', message: 'Email non valida' },
    ]);
  });
});

describe('GET /v1/auth/me/addresses', () => {
  it('answers the saved addresses with name and surname', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await get('/v1/auth/me/addresses', bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Marco',
        surname: 'Bianchi',
        address: 'Via Giuseppe Garibaldi',
        address_number: '12',
        district: 'MI',
        city: 'Milano',
        zipcode: '20121',
        phone: '+39 02 4856 1123',
        label: 'Negozio – Via Garibaldi 12, Milano',
      },
    ]);
    const none = await signIn(t.app, AURORA, 'DEMO0002');
    expect((await get('/v1/auth/me/addresses', { host: AURORA, ...bearer(none.token) })).json()).toEqual([]);
  });
});
