import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, outbox, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';

// Who is mailed a contact request: the tenant's own operator (its file, or the console's live
// override), else OPERATOR_EMAIL, else nobody (the request waits in the console's inbox). The
// repository's demo tenant names assistenza@premia.example.com in its file.
const DEMO = 'demo.localhost';
const FILE_ADDRESS = 'assistenza@premia.example.com';
const CUSTOMER = 'marco.bianchi@ferramenta-bianchi.example';
const message = 'Buongiorno, quando arrivano i punti del mese scorso?';

type Mail = { name: string; text: string };

/** The To: header of each mail, as written to the outbox. */
const recipients = (mails: Mail[]) => mails.map((m) => /^To: (.+)$/m.exec(m.text)?.[1]?.trim());

async function contactFrom(app: TestApp['app'], token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/contact',
    headers: { host: DEMO, ...bearer(token) },
    payload: { topic: 'punti', message },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

/** The mails a step wrote to the app's outbox. */
async function mailsOf(t: TestApp, step: () => Promise<unknown>): Promise<Mail[]> {
  const before = (await outbox(t)).length;
  await step();
  return (await outbox(t)).slice(before);
}

describe('contact requests: a tenant that names its operator', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { OPERATOR_EMAIL: 'server-wide@premia.example.com' } });
    customer = (await signIn(t.app, DEMO, 'DEMO0001')).token;
  });
  afterAll(() => t.close());

  it("mails the tenant's own address (it wins over OPERATOR_EMAIL) and the customer's copy, nobody else", async () => {
    const mails = await mailsOf(t, () => contactFrom(t.app, customer));
    expect(recipients(mails)).toEqual([FILE_ADDRESS, CUSTOMER]);
    expect(mails[0]!.name).toMatch(/-contactOperator-/);
  });

  it('takes the address an operator sets in the console, audited, from the next request on', async () => {
    const operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
    const save = (value: unknown, token = operator) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/console/tenants/demo/settings',
        headers: { host: CONSOLE_HOST, ...bearer(token) },
        remoteAddress: nextIp(),
        payload: { changes: [{ path: 'contact.operatorEmail', value }] },
      });

    // The tenant schema's own rule, in the console's words; nothing is stored.
    const bad = await save('assistenza@acme');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Modifica rifiutata, nulla è stato salvato: contact.operatorEmail non ha il formato richiesto (email)');
    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    expect((await save('richieste@premia.example.com', support)).statusCode).toBe(403);

    expect((await save('richieste@premia.example.com')).statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'target', 'before_json', 'after_json'])
      .where('action', '=', 'tenant.override')
      .where('target', '=', 'contact.operatorEmail')
      .execute();
    expect(audit).toEqual([
      {
        actor: 'operator@premia.example',
        target: 'contact.operatorEmail',
        // The tenant file's address it replaces.
        before_json: '"assistenza@premia.example.com"',
        after_json: '"richieste@premia.example.com"',
      },
    ]);

    const mails = await mailsOf(t, () => contactFrom(t.app, customer));
    expect(recipients(mails)).toEqual(['richieste@premia.example.com', CUSTOMER]);
  });

  it('never hands the address to the browser: app/start and the tenant file leave it out', async () => {
    for (const url of ['/v1/app/start', '/v1/app/tenant']) {
      const res = await t.app.inject({ url, headers: { host: DEMO } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('@premia.example.com');
      expect(res.body).not.toContain('operatorEmail');
    }
  });
});

describe('contact requests: a tenant that names no operator', () => {
  let tenantsDir: string;
  let bare: TestApp;
  let customer: string;
  beforeAll(async () => {
    tenantsDir = await copyTenants();
    const file = path.join(tenantsDir, 'demo', 'tenant.json');
    const { contact: _removed, ...rest } = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify(rest));
    bare = await buildTestApp({ tenantsDir });
    customer = (await signIn(bare.app, DEMO, 'DEMO0001')).token;
  });
  afterAll(async () => {
    await bare.close();
    await removeDir(tenantsDir);
  });

  it('falls back to OPERATOR_EMAIL', async () => {
    // Another process on the same database and outbox, started with the variable.
    const withEnv = await bare.anotherProcess({ env: { OPERATOR_EMAIL: 'ops@premia.example.com' } });
    const mails = await mailsOf(bare, () => contactFrom(withEnv, customer));
    expect(recipients(mails)).toEqual(['ops@premia.example.com', CUSTOMER]);
  });

  it('with neither: keeps the request for the console inbox, mails only the copy, and warns once', async () => {
    const warnings = () => bare.logs.filter((l) => l.level === 40 && l.msg.includes('contact.operatorEmail'));
    const mails = await mailsOf(bare, async () => {
      await contactFrom(bare.app, customer);
      await contactFrom(bare.app, customer);
    });
    // No operator mail at all, in particular none to an address made up from the tenant's alias.
    expect(recipients(mails)).toEqual([CUSTOMER, CUSTOMER]);
    expect(mails.every((m) => m.name.includes('-contactCopy-'))).toBe(true);
    const staff = (await staffSignIn(bare.app, 'support@premia.example')).token;
    const inbox = await bare.app.inject({
      url: '/v1/console/tenants/demo/inbox?status=open',
      headers: { host: CONSOLE_HOST, ...bearer(staff) },
    });
    expect(inbox.json().items.filter((r: { message: string }) => r.message === message).length).toBeGreaterThanOrEqual(2);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.msg).toContain('tenant demo');
  });
});
