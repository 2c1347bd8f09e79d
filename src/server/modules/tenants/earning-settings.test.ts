import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, staffSignIn } from '../../test/auth-helpers.js';
import { saveSettings } from '../../test/settings-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { SUPPORT_FEATURES_ONLY } from './settings-service.js';

// Impostazioni → Regole di accumulo: the earning rules saved from the console go through the same
// tenant schema and checks as the file, operators only, audited, and never reach the portal.
let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.deleteFrom('tenant_override').execute();
});

const save = (value: unknown, token = operator) => saveSettings(t.app, [{ path: 'earningRules', value }], token);
const refusal = async (value: unknown) => {
  const res = await save(value);
  expect(res.statusCode).toBe(400);
  return (res.json() as { error: string }).error;
};
const overrides = async () => (await t.database.db.selectFrom('tenant_override').select('path').execute()).map((r) => r.path);

const RATE = { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 };
const TARGET = { id: 'obiettivo', label: 'Obiettivo mensile', type: 'target', measure: 'amount', target: 1000, bonus: 100, period: 'month' };

describe('earning rules from the console', () => {
  it('saves valid rules for the server alone, audited with the operator', async () => {
    const res = await save([RATE, TARGET]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toEqual([{ path: 'earningRules', after: [RATE, TARGET] }]);
    const audit = await t.app.inject({
      url: '/v1/console/audit?tenant=demo&action=tenant.override',
      headers: { host: CONSOLE_HOST, ...bearer(operator) },
    });
    expect(audit.json().items[0]).toMatchObject({ actor: 'operator@premia.example', role: 'operator', target: 'earningRules' });
    // The portal's start never carries them: the rules are the server's.
    const start = (await t.app.inject({ url: '/v1/app/start', headers: { host: 'demo.localhost' } })).json();
    expect(start.overrides.earningRules).toBeUndefined();
  });

  it('refuses them to support', async () => {
    const res = await save([RATE], support);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SUPPORT_FEATURES_ONLY);
    expect(await overrides()).toEqual([]);
  });

  it('refuses an invalid rule with the reason in Italian, and saves nothing', async () => {
    expect(await refusal([RATE, { ...RATE, label: 'Doppione' }])).toBe(
      'Modifica rifiutata, nulla è stato salvato: earningRules.1.id il codice «base» è già usato da una regola precedente: ogni regola ha il suo',
    );
    expect(await refusal([{ ...TARGET, period: { from: '2026-03-31', to: '2026-03-01' } }])).toBe(
      'Modifica rifiutata, nulla è stato salvato: earningRules.0.period.to finisce (2026-03-01) prima di cominciare (2026-03-31)',
    );
    expect(await refusal([{ ...RATE, from: '2026-02-30' }])).toBe(
      'Modifica rifiutata, nulla è stato salvato: earningRules.0.from «2026-02-30» non è un giorno del calendario',
    );
    expect(
      await refusal([RATE, { id: 'doppi', label: 'Punti doppi', type: 'multiplier', factor: 2, from: '2026-12-01', to: '2026-12-24', rules: ['nessuna'] }]),
    ).toBe(
      'Modifica rifiutata, nulla è stato salvato: earningRules.1.rules.0 nessuna regola di punti per euro o per pezzo ha il codice «nessuna»',
    );
    // Only the errors of the kind of rule it is, not those of the other kinds.
    expect(await refusal([{ ...RATE, points: 0 }])).toBe('Modifica rifiutata, nulla è stato salvato: earningRules.0.points deve essere > 0');
    const { bonus: _bonus, ...withoutBonus } = TARGET;
    expect(await refusal([withoutBonus])).toBe('Modifica rifiutata, nulla è stato salvato: earningRules.0.bonus è obbligatorio');
    expect(await refusal([{ ...RATE, type: 'sconto' }])).toBe(
      'Modifica rifiutata, nulla è stato salvato: earningRules.0.type non è uno dei tipi previsti',
    );
    expect(await overrides()).toEqual([]);
  });
});
