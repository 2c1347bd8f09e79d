import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemoSettings, SETTINGS } from '../../test/render-settings.js';

// Impostazioni → Conservazione dei dati: the tenant's retention rules, off while empty, checked by
// the tenant schema's own bounds before anything is sent, then saved as overrides.

describe('Impostazioni: Conservazione dei dati', { timeout: 60_000 }, () => {
  it('refuses fewer than 6 months next to the field, then saves the inactive customers rule', async () => {
    const { user, api } = await renderDemoSettings();
    await user.click(await screen.findByRole('tab', { name: 'Conservazione dei dati' }));
    const panel = screen.getByRole('tabpanel', { name: 'Conservazione dei dati' });
    const field = within(panel).getByLabelText('Anonimizza i clienti inattivi dopo (mesi)');
    expect(field).toHaveValue(null);
    expect(within(panel).getByText(/Inattivo: nessun accesso, nessun movimento punti e nessun ordine/)).toBeInTheDocument();

    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Correggi i campi evidenziati in «Conservazione dei dati»: nulla è stato salvato.')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('privacy.retention.inactiveCustomerMonths__error')).not.toBeEmptyDOMElement());
    expect(api.callsTo(`POST ${SETTINGS}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, '36');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Salvato: 1 impostazione,/)).toBeInTheDocument();
    // The tenant file has no privacy block yet: the new block is one change.
    expect(api.callsTo(`POST ${SETTINGS}`)[0]!.data).toEqual({
      changes: [{ path: 'privacy', value: { retention: { inactiveCustomerMonths: 36 } } }],
      revision: 'r1',
    });
  });
});
