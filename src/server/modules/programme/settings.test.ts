import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { saveSettings } from '../../test/settings-helpers.js';

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const SETTINGS = '/v1/console/tenants/demo/settings';
const save = (changes: object[], token = operator) => saveSettings(t.app, changes, token);
const history = async () =>
  (await t.app.inject({ method: 'GET', url: `${SETTINGS}/history`, headers: { host: CONSOLE_HOST, ...bearer(operator) } })).json() as {
    path: string;
    after?: unknown;
    actor: string;
  }[];

describe('programme dates in the console settings', () => {
  it('an operator sets the calendar; each date changed is audited with who changed it, and the console lists it', async () => {
    const res = await save([
      { path: 'programme.start', value: '2026-01-01' },
      { path: 'programme.end', value: '2027-12-31' },
      { path: 'programme.orderUntil', value: '2027-10-31' },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await history()).map((h) => [h.path, h.after, h.actor])).toEqual([
      ['programme.orderUntil', '2027-10-31', 'operator@premia.example'],
      ['programme.end', '2027-12-31', 'operator@premia.example'],
      ['programme.start', '2026-01-01', 'operator@premia.example'],
    ]);
    const tenants = await t.app.inject({ url: '/v1/console/tenants', headers: { host: CONSOLE_HOST, ...bearer(operator) } });
    expect(tenants.json().find((x: { alias: string }) => x.alias === 'demo').programme).toEqual({
      calendar: { start: '2026-01-01', earnUntil: '2027-12-31', orderUntil: '2027-10-31', end: '2027-12-31' },
      deliveryDays: 180,
    });
  });

  it('refuses an end more than five years after the start and a delivery term over 180 days, saving nothing', async () => {
    const before = await history();
    expect((await save([{ path: 'programme.end', value: '2031-01-02' }])).statusCode).toBe(400);
    expect((await save([{ path: 'programme.deliveryDays', value: 181 }])).statusCode).toBe(400);
    expect(await history()).toEqual(before);
  });

  it('is not one of the switches support may change', async () => {
    expect((await save([{ path: 'programme.end', value: '2027-06-30' }], support)).statusCode).toBe(403);
  });
});
