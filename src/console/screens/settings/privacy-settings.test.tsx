import { screen, waitFor, within } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import SettingsScreen from './settings-screen.js';

// Impostazioni → Conservazione dei dati: the tenant's retention rules, off while empty, checked by
// the tenant schema's own bounds before anything is sent, then saved as overrides.
let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const SETTINGS = '/console/tenants/demo/settings';

async function setup() {
  const file = JSON.parse(await readFile(path.resolve('tenants/demo/tenant.json'), 'utf8')) as Record<string, unknown>;
  delete file.$schema;
  api = installConsoleApi({
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
  return renderArea('impostazioni', <SettingsScreen alias="demo" />, '/iniziative/demo/impostazioni');
}

describe('Impostazioni: Conservazione dei dati', { timeout: 60_000 }, () => {
  it('refuses fewer than 6 months next to the field, then saves the inactive customers rule', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('tab', { name: 'Conservazione dei dati' }));
    const panel = screen.getByRole('tabpanel', { name: 'Conservazione dei dati' });
    const field = within(panel).getByLabelText('Anonimizza i clienti inattivi dopo (mesi)');
    expect(field).toHaveValue(null);
    expect(within(panel).getByText(/Inattivo: nessun accesso, nessun movimento punti e nessun ordine/)).toBeInTheDocument();

    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Correggi i campi evidenziati in «Conservazione dei dati»: nulla è stato salvato.')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('privacy.retention.inactiveCustomerMonths__error')).not.toBeEmptyDOMElement());
    expect(api!.callsTo(`POST ${SETTINGS}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, '36');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Salvato: 1 impostazione,/)).toBeInTheDocument();
    // The tenant file has no privacy block yet: the new block is one change.
    expect(api!.callsTo(`POST ${SETTINGS}`)[0]!.data).toEqual({
      changes: [{ path: 'privacy', value: { retention: { inactiveCustomerMonths: 36 } } }],
      revision: 'r1',
    });
  });
});
