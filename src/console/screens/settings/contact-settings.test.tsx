import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemoSettings, SETTINGS } from '../../test/render-settings.js';

// Impostazioni → Richieste di contatto: the operator's address for contact requests, checked by
// the tenant schema's own email format before anything is sent, then saved as one override.

describe('Impostazioni: Richieste di contatto', { timeout: 60_000 }, () => {
  it("refuses an address that is not one next to the field, then saves the operator's address as one override", async () => {
    const { user, api } = await renderDemoSettings();
    await user.click(await screen.findByRole('tab', { name: 'Richieste di contatto' }));
    const panel = screen.getByRole('tabpanel', { name: 'Richieste di contatto' });
    const field = within(panel).getByLabelText('Email dell’operatore');
    expect(field).toHaveValue('assistenza@premia.example.com');
    expect(within(panel).getByText(/Vuoto: vale l’indirizzo OPERATOR_EMAIL del server/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'assistenza@premia');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Correggi i campi evidenziati in «Richieste di contatto»: nulla è stato salvato.')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('contact.operatorEmail__error')).toHaveTextContent('Email non valida'));
    expect(api.callsTo(`POST ${SETTINGS}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'richieste@premia.example.com');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/^Salvato: 1 impostazione,/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`POST ${SETTINGS}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${SETTINGS}`)[0]!.data).toEqual({
      changes: [{ path: 'contact.operatorEmail', value: 'richieste@premia.example.com' }],
      revision: 'r1',
    });
  });
});
