import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';

/**
 * What a registration stores of consents, read back from the database, auth/me and the console:
 * by the purposes the tenant declares, with the wording's version, never by a field's name. The
 * shipped demo form is used as it is; aurora gets a second wording of its marketing consent.
 */

const clock = testClock(new Date('2026-03-02T10:00:00.000Z'));
let t: TestApp;
let tenantsDir: string;
let demoFile: { consents: { purposes: Record<string, { versions: { version: string; text: string }[] }> } };
const NEW_MARKETING = { version: '2026-02', text: 'Acconsento a ricevere le offerte del programma per email' };

beforeAll(async () => {
  tenantsDir = await copyTenants();
  demoFile = JSON.parse(await readFile(path.join(tenantsDir, 'demo', 'tenant.json'), 'utf8'));
  const auroraPath = path.join(tenantsDir, 'aurora', 'tenant.json');
  const aurora = JSON.parse(await readFile(auroraPath, 'utf8'));
  aurora.consents.purposes.marketing.versions.push(NEW_MARKETING);
  await writeFile(auroraPath, JSON.stringify(aurora, null, 2));
  t = await buildTestApp({ tenantsDir, clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Every field the shipped signup forms ask for, the declaration ticked, marketing left empty. */
const REGISTRATION = {
  firstname: 'Anna',
  lastname: 'Esposito',
  // Check digit 7 (src/shared/italian-tax-ids.test.ts).
  vatcode: '04512340987',
  company: 'Cartoleria Esposito',
  region: 'Campania',
  district: 'NA',
  city: 'Napoli',
  address1: 'Via Toledo',
  address2: '10',
  zipcode: '80134',
  phone: '+39 081 1234567',
  repeatphone: '+39 081 1234567',
  email: 'anna@cartoleria-esposito.example',
  repeatemail: 'anna@cartoleria-esposito.example',
  password: 'Nuova!2026y',
  repeatpassword: 'Nuova!2026y',
  accetta_regolamento: 1,
  dichiarazione_rappresentante: 1,
  gdpr_privacy: 1,
  gdpr_marketing: 0,
  country: 'IT',
};

async function register(host: string, payload: Record<string, unknown>): Promise<string> {
  const { token } = await signIn(t.app, host, 'DEMO0002');
  const res = await t.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: { host, ...bearer(token) }, payload });
  expect(res.statusCode).toBe(200);
  return token;
}

async function recordsOf(tenant: string) {
  const user = await t.app.db
    .selectFrom('users')
    .select(['id', 'extra_json'])
    .where('tenant_alias', '=', tenant)
    .where('username', '=', 'DEMO0002')
    .executeTakeFirstOrThrow();
  const records = await t.app.db
    .selectFrom('consent_records')
    .select(['tenant_alias', 'purpose', 'given', 'version', 'text_hash', 'channel', 'recorded_at'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
  return { records, extras: JSON.parse(user.extra_json) as Record<string, unknown> };
}

describe('consents stored by purpose at registration', () => {
  it('records the purposes the form asks for, with their wording, and keeps the declaration out of them', async () => {
    // A client sending a consent the form does not ask for gives nothing.
    const token = await register('demo.localhost', { ...REGISTRATION, gdpr_profiling: 1 });
    const privacyText = demoFile.consents.purposes['privacy']!.versions[0]!.text;
    const marketingText = demoFile.consents.purposes['marketing']!.versions[0]!.text;

    const { records, extras } = await recordsOf('demo');
    const at = '2026-03-02T10:00:00.000Z';
    expect(records).toEqual([
      {
        tenant_alias: 'demo',
        purpose: 'privacy',
        given: 1,
        version: '2025-01',
        text_hash: sha256(privacyText),
        channel: 'signup',
        recorded_at: at,
      },
      {
        tenant_alias: 'demo',
        purpose: 'marketing',
        given: 0,
        version: '2025-01',
        text_hash: sha256(marketingText),
        channel: 'signup',
        recorded_at: at,
      },
    ]);
    // The declaration is what the customer stated, kept under its own name; no consent field is an extra.
    expect(extras).toEqual({ dichiarazione_rappresentante: 1 });

    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host: 'demo.localhost', ...bearer(token) } });
    const userinfo = me.json().userinfo;
    expect(userinfo).toMatchObject({ gdpr_privacy: 1, gdpr_marketing: 0, dichiarazione_rappresentante: 1, accetta_regolamento: 1 });
    expect(userinfo).not.toHaveProperty('gdpr_profiling');
  });

  it('shows staff the consents by the tenant’s purposes and the declaration as a declaration', async () => {
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/console/tenants/demo/customers/DEMO0002',
      headers: { host: CONSOLE_HOST, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const { consents, extraFields } = res.json().profile;
    expect(consents).toEqual([
      {
        purpose: 'privacy',
        label: 'Trattamento dei dati per il programma',
        given: true,
        version: '2025-01',
        recordedAt: '2026-03-02T10:00:00.000Z',
      },
      {
        purpose: 'marketing',
        label: 'Comunicazioni commerciali',
        given: false,
        version: '2025-01',
        recordedAt: '2026-03-02T10:00:00.000Z',
      },
    ]);
    expect(extraFields).toEqual([
      {
        name: 'dichiarazione_rappresentante',
        label: "Dichiaro di essere il legale rappresentante dell'azienda o…",
        value: '1',
        tickBox: true,
      },
    ]);
    expect(res.body).not.toMatch(/profilazione|profiling/i);
  });

  it('records the current wording: the last version the tenant declares', async () => {
    clock.advance(60_000);
    await register('aurora.localhost', {
      ...REGISTRATION,
      gdpr_marketing: 1,
      // Odd places S12 S12 N20 8→19 A1 1→0 8→19 9→21 = 104, even P15 N13 A0 0 4 F5 3 = 40; 144 % 26 = 14 → O.
      codice_fiscale: 'SPSNNA80A41F839O',
      date_of_birth: '1980-01-01',
    });
    const { records } = await recordsOf('aurora');
    expect(records.map((r) => [r.purpose, r.given, r.version, r.text_hash])).toEqual([
      ['privacy', 1, '2025-01', expect.any(String)],
      ['marketing', 1, '2026-02', sha256(NEW_MARKETING.text)],
    ]);
  });
});
