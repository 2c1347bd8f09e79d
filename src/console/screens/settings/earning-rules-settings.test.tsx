import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDemoSettings, SETTINGS } from '../../test/render-settings.js';

// Impostazioni → Regole di accumulo: the tenant's earningRules as an RJSF form of the same
// schema the server checks, each kind of rule in Italian, saved as one override of the whole list.
const BASE = { id: 'base', label: 'Punti sugli acquisti', type: 'rate', per: 'euro', points: 1 };

describe('Impostazioni: Regole di accumulo', { timeout: 240_000 }, () => {
  it('edits a rate, adds a target bonus and a multiplier with its dates, refuses an incomplete rule, and saves the list as one override', async () => {
    const { user, api } = await renderDemoSettings({ earningRules: [BASE] });
    await user.click(await screen.findByRole('tab', { name: 'Regole di accumulo' }));
    const panel = screen.getByRole('tabpanel', { name: 'Regole di accumulo' });
    const first = within(panel).getByRole('group', { name: 'Voce 1 di 1' });
    expect(within(first).getByLabelText('Tipo di regola')).toHaveDisplayValue('Punti per euro o per pezzo');
    expect(within(first).getByLabelText('Nome per i clienti')).toHaveValue('Punti sugli acquisti');
    expect(within(first).getByLabelText('Per ogni')).toHaveDisplayValue('Euro di importo');
    const points = within(first).getByLabelText('Punti');
    await user.clear(points);
    await user.type(points, '2');

    await user.click(within(panel).getByRole('button', { name: /^Aggiungi a «Regole di accumulo»/ }));
    const second = within(panel).getByRole('group', { name: 'Voce 2 di 2' });
    await user.selectOptions(within(second).getByLabelText('Tipo di regola'), 'Bonus al raggiungimento di un obiettivo');
    await user.type(within(second).getByLabelText('Codice della regola'), 'obiettivo');
    await user.type(within(second).getByLabelText('Nome per i clienti'), 'Obiettivo mensile');
    await user.selectOptions(within(second).getByLabelText('Obiettivo in'), 'Euro di acquisti');
    await user.type(within(second).getByLabelText('Obiettivo'), '1000');

    // No bonus yet: refused beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Correggi i campi evidenziati in «Regole di accumulo»: nulla è stato salvato.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${SETTINGS}`)).toEqual([]);

    await user.type(within(second).getByLabelText('Punti di bonus'), '100');
    await user.selectOptions(within(second).getByLabelText('Periodo'), 'Mese, trimestre o anno');
    const [periodKind] = within(second).getAllByRole('combobox').slice(-1);
    await user.selectOptions(periodKind!, 'Mese');
    // A multiplier: its window's days are picked as dates.
    await user.click(within(panel).getByRole('button', { name: /^Aggiungi a «Regole di accumulo»/ }));
    const third = within(panel).getByRole('group', { name: 'Voce 3 di 3' });
    await user.selectOptions(within(third).getByLabelText('Tipo di regola'), 'Moltiplicatore in un periodo');
    await user.type(within(third).getByLabelText('Codice della regola'), 'natale');
    await user.type(within(third).getByLabelText('Nome per i clienti'), 'Punti doppi a Natale');
    await user.type(within(third).getByLabelText('Moltiplica per'), '2');
    const from = within(third).getByLabelText('Dal giorno');
    expect(from).toHaveAttribute('type', 'date');
    await user.type(from, '2026-12-01');
    await user.type(within(third).getByLabelText('Al giorno'), '2026-12-24');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(`POST ${SETTINGS}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${SETTINGS}`)[0]!.data).toEqual({
      changes: [
        {
          path: 'earningRules',
          value: [
            { ...BASE, points: 2 },
            { id: 'obiettivo', label: 'Obiettivo mensile', type: 'target', measure: 'amount', target: 1000, bonus: 100, period: 'month' },
            { id: 'natale', label: 'Punti doppi a Natale', type: 'multiplier', factor: 2, from: '2026-12-01', to: '2026-12-24' },
          ],
        },
      ],
      revision: 'r1',
    });
  });
});
