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
const retention = async () => (await t.app.tenantConfigs.get('demo', true))!.config.retention;

describe('retention rules in the console settings', () => {
  it('are off until an operator sets them; the change is audited with who made it', async () => {
    expect(await retention()).toEqual({ inactiveCustomerMonths: null, receiptMonths: null });
    const res = await save([
      { path: 'privacy.retention.inactiveCustomerMonths', value: 36 },
      { path: 'privacy.retention.receiptMonths', value: 24 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await retention()).toEqual({ inactiveCustomerMonths: 36, receiptMonths: 24 });
    const history = (
      await t.app.inject({ method: 'GET', url: `${SETTINGS}/history`, headers: { host: CONSOLE_HOST, ...bearer(operator) } })
    ).json<{ path: string; after: unknown; actor: string }[]>();
    expect(history.slice(0, 2).map((h) => [h.path, h.after, h.actor])).toEqual([
      ['privacy.retention.receiptMonths', 24, 'operator@premia.example'],
      ['privacy.retention.inactiveCustomerMonths', 36, 'operator@premia.example'],
    ]);
  });

  it('refuses values out of range or not whole months, in Italian, and saves nothing', async () => {
    for (const value of [3, 121, 12.5, '24']) {
      const res = await save([{ path: 'privacy.retention.inactiveCustomerMonths', value }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/deve essere/);
    }
    expect((await save([{ path: 'privacy.retention.receiptMonths', value: 0 }])).statusCode).toBe(400);
    expect(await retention()).toEqual({ inactiveCustomerMonths: 36, receiptMonths: 24 });
  });

  it('is not one of the switches support may change', async () => {
    expect((await save([{ path: 'privacy.retention.receiptMonths', value: 12 }], support)).statusCode).toBe(403);
  });
});
