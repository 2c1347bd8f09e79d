import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { installConsoleApi } from './console-api.js';
import { renderArea } from './render-area.js';
import SettingsScreen from '../screens/settings/settings-screen.js';

export const SETTINGS = '/console/tenants/demo/settings';

/**
 * The settings screen of demo as its tenant file stands (with `inFile`'s keys added), with no
 * overrides; a save answers every change as made. Answers the fake API (restored when the test
 * ends) and the rendered area.
 */
export async function renderDemoSettings(inFile: Record<string, unknown> = {}) {
  const demo = JSON.parse(await readFile(path.resolve('tenants/demo/tenant.json'), 'utf8')) as Record<string, unknown>;
  delete demo.$schema;
  const file = { ...demo, ...inFile };
  const api = installConsoleApi({
    [`GET ${SETTINGS}`]: { status: 200, data: { file, overrides: [], effective: file, revision: 'r1' } },
    [`GET ${SETTINGS}/history`]: { status: 200, data: [] },
    [`POST ${SETTINGS}`]: (call) => ({
      status: 200,
      data: {
        revision: 'r2',
        changed: (call.data as { changes: { path: string }[] }).changes.map((c) => ({ path: c.path })),
        warnings: [],
      },
    }),
  });
  onTestFinished(() => api.restore());
  return { api, ...renderArea('impostazioni', <SettingsScreen alias="demo" />, '/iniziative/demo/impostazioni') };
}
