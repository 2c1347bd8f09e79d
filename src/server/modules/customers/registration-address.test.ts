import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, linkIn, nextIp, outbox, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

// The address a customer types at registration is the first address the checkout offers.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const AURORA = 'aurora.localhost';
const PASSWORD = 'Nuova!2026y';

/** Every field aurora's signup form asks for (adults only, with the codice fiscale). */
const REGISTRATION = {
  firstname: 'Luca',
  lastname: 'Neri',
  vatcode: '04512340987', // a valid check digit: the registration checks it
  company: 'Neri Ferramenta',
  region: 'Lazio',
  district: 'RM',
  city: 'Roma',
  address1: 'Via Appia Nuova',
  address2: '12',
  zipcode: '00179',
  phone: '+39 06 1234567',
  repeatphone: '+39 06 1234567',
  email: 'luca@neri.example',
  repeatemail: 'luca@neri.example',
  password: PASSWORD,
  repeatpassword: PASSWORD,
  accetta_regolamento: 1,
  dichiarazione_rappresentante: 1,
  gdpr_privacy: 1,
  gdpr_marketing: 0,
  country: 'IT',
  // Check letter: odd positions N E C 8 E 4 5 1 → 84, even R L U 0 0 H 0 → 55; 139 mod 26 = 9 → J.
  codice_fiscale: 'NRELCU80E04H501J',
  date_of_birth: '1980-05-04',
};

const addresses = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/me/addresses', headers: { host: AURORA, ...bearer(token) } })).json() as unknown[];

describe('the registration address at activation', () => {
  it('becomes the saved shipping address once the account is activated, and only once', async () => {
    const inactive = await signIn(t.app, AURORA, 'DEMO0002');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { host: AURORA, ...bearer(inactive.token) },
      payload: REGISTRATION,
    });
    expect(signup.statusCode).toBe(200);

    const mail = (await outbox(t)).find((m) => m.name.includes('luca@neri.example'));
    const code = linkIn(mail!.text, 'http://aurora.localhost:8080/activate/')!.split('/').pop()!;
    const activate = () => t.app.inject({ method: 'GET', url: `/v1/auth/signup/activate/${code}`, headers: { host: AURORA } });
    expect((await activate()).statusCode).toBe(200);
    expect((await activate()).statusCode).toBe(422);

    const active = await signIn(t.app, AURORA, 'DEMO0002', PASSWORD);
    expect(await addresses(active.token)).toEqual([
      {
        id: expect.any(Number),
        name: 'Luca',
        surname: 'Neri',
        address: 'Via Appia Nuova',
        address_number: '12',
        district: 'RM',
        city: 'Roma',
        zipcode: '00179',
        phone: '+39 06 1234567',
        label: 'Via Appia Nuova 12, Roma',
      },
    ]);
  });

  it('is saved too when staff activate the customer from the console, but only when it is complete', async () => {
    const now = new Date().toISOString();
    const inactive = async (username: string, phone: string | null) =>
      (
        await t.app.db
          .insertInto('users')
          .values({
            tenant_alias: 'aurora',
            username,
            password_hash: null,
            active: 0,
            points_enabled: 1,
            firstname: 'Sara',
            lastname: 'Galli',
            address1: 'Corso Vercelli',
            address2: '7',
            district: 'MI',
            city: 'Milano',
            zipcode: '20144',
            phone,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const complete = await inactive('GALLI001', '+39 02 7654321');
    const noPhone = await inactive('GALLI002', null);
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    for (const username of ['GALLI001', 'GALLI002']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/console/tenants/aurora/customers/${username}/state`,
        payload: { active: true },
        headers: { host: CONSOLE_HOST, ...bearer(token) },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
    }
    const saved = (userId: number) =>
      t.app.db
        .selectFrom('addresses')
        .select(['name', 'address', 'address_number', 'city', 'phone'])
        .where('user_id', '=', userId)
        .execute();
    expect(await saved(complete)).toEqual([
      { name: 'Sara', address: 'Corso Vercelli', address_number: '7', city: 'Milano', phone: '+39 02 7654321' },
    ]);
    // A saved address fills every field of the checkout form: one without a phone could not be used.
    expect(await saved(noPhone)).toEqual([]);
  });
});
