import { screen, waitFor } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentPreview } from './screens/content/content-preview.js';
import SettingsScreen from './screens/settings/settings-screen.js';
import { installConsoleApi } from './test/console-api.js';
import { renderArea } from './test/render-area.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const SETTINGS = '/console/tenants/demo/settings';

describe("the tenant's settings in the console", { timeout: 60_000 }, () => {
  it('are read once for the settings forms and the content preview on the same screen', async () => {
    const file = JSON.parse(await readFile(path.resolve('tenants/demo/tenant.json'), 'utf8')) as Record<string, unknown>;
    delete file.$schema;
    api = installConsoleApi({
      'GET /console/tenants': { status: 200, data: [] },
      [`GET ${SETTINGS}`]: { status: 200, data: { file, overrides: [], effective: file, revision: 'r1' } },
      [`GET ${SETTINGS}/history`]: { status: 200, data: [] },
    });
    renderArea(
      'impostazioni',
      <>
        <SettingsScreen alias="demo" />
        <ContentPreview alias="demo" path="/" revision={1} />
      </>,
      '/iniziative/demo/impostazioni',
    );
    expect(await screen.findByRole('heading', { name: 'Anteprima come la vede il cliente' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Salva' });
    await waitFor(() => expect(api!.callsTo('GET /console/tenants')).toHaveLength(1));
    expect(api!.callsTo(`GET ${SETTINGS}`)).toHaveLength(1);
  });
});
