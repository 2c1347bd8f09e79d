import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationSend } from '../../../shared/types/generated/api/staff-notifications.js';
import { installConsoleApi, type ConsoleCall } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import NotificationsScreen from './notifications-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const URL = '/console/tenants/demo/notifications';

function sendOf(patch: Partial<NotificationSend> = {}): NotificationSend {
  return {
    id: 3,
    title: 'Nuovi premi',
    bodyHtml: '<p>Da lunedì.</p>',
    audience: 'codes',
    recipients: 1,
    unknownCodes: ['NESSUNO1'],
    email: true,
    emailsTotal: 1,
    emailsSent: 0,
    sentBy: 'operator@premia.example',
    sentAt: '2026-11-24T09:00:00.000Z',
    ...patch,
  };
}

const open = () => renderArea('notifiche', <NotificationsScreen alias="demo" />, '/iniziative/demo/notifiche');

describe('Notifiche', () => {
  it('sends to codes read from a CSV, by email too; says who got it and which codes are unknown; the history shows it', async () => {
    let history: NotificationSend[] = [];
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: { items: history } }),
      [`POST ${URL}`]: (call: ConsoleCall) => {
        history = [sendOf({ emailsSent: 1 })];
        return { status: 201, data: sendOf({ title: (call.data as { title: string }).title }) };
      },
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Nessuna notifica inviata finora' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Titolo'), 'Nuovi premi');
    await user.type(screen.getByLabelText(/^Testo/), 'Da lunedì.{Enter}{Enter}Buona raccolta!');
    await user.upload(
      screen.getByLabelText('Carica i codici da un CSV'),
      new File(['\ufeffuser_code;company\nDEMO0001;Ferramenta\nNESSUNO1;x\n'], 'codici.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByDisplayValue(/DEMO0001\s+NESSUNO1/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Codici utente/)).toHaveAccessibleDescription(/Codici nell’elenco: 2\./);
    await user.click(screen.getByLabelText(/Invia anche per email/));
    await user.click(screen.getByRole('button', { name: 'Invia notifica' }));

    expect(
      await screen.findByText('Notifica «Nuovi premi» inviata a 1 cliente. Le email (1) partono ora: l’elenco qui sotto ne segue l’invio.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Un codice non corrisponde a nessun cliente e non ha ricevuto la notifica: NESSUNO1/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}`)[0]!.data).toEqual({
      title: 'Nuovi premi',
      body: 'Da lunedì.\n\nBuona raccolta!',
      audience: 'codes',
      codes: ['DEMO0001', 'NESSUNO1'],
      email: true,
    });
    // The form is empty again; the history shows the send with its mails.
    expect(screen.getByLabelText('Titolo')).toHaveValue('');
    const row = (await screen.findByRole('rowheader', { name: 'Nuovi premi' })).closest('tr')!;
    expect(within(row).getByText('1 per codice; 1 codice sconosciuto')).toBeInTheDocument();
    expect(within(row).getByText('1 inviata')).toBeInTheDocument();
  });

  it('says what is missing beside each field before sending, and the server’s reason beside the codes', async () => {
    api = installConsoleApi({
      [`GET ${URL}`]: { status: 200, data: { items: [] } },
      [`POST ${URL}`]: {
        status: 400,
        data: {
          error: 'Nessuno dei codici indicati è un cliente di questa iniziativa: X9',
          details: [{ field: 'codes', message: 'Nessuno dei codici indicati è un cliente di questa iniziativa: X9' }],
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Invia notifica' }));
    expect(screen.getByLabelText('Titolo')).toHaveAccessibleDescription(/Scrivi il titolo della notifica/);
    expect(screen.getByLabelText('Titolo')).toHaveFocus();
    expect(screen.getByLabelText(/^Testo/)).toHaveAccessibleDescription(/Scrivi il testo della notifica/);
    expect(screen.getByLabelText(/^Codici utente/)).toHaveAccessibleDescription(/Indica almeno un codice utente/);
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Titolo'), 'Avviso');
    // Edited, a field no longer says what it lacked; the others still do.
    expect(screen.getByLabelText('Titolo')).not.toHaveAccessibleDescription(/Scrivi il titolo/);
    expect(screen.getByLabelText(/^Testo/)).toHaveAccessibleDescription(/Scrivi il testo della notifica/);
    await user.type(screen.getByLabelText(/^Testo/), 'Testo');
    await user.type(screen.getByLabelText(/^Codici utente/), 'x9');
    await user.click(screen.getByRole('button', { name: 'Invia notifica' }));
    expect(await screen.findByText('Nessuno dei codici indicati è un cliente di questa iniziativa: X9')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Codici utente/)).toHaveAccessibleDescription(/Nessuno dei codici indicati/);
    await user.type(screen.getByLabelText(/^Codici utente/), '{Enter}DEMO0001');
    expect(screen.getByLabelText(/^Codici utente/)).not.toHaveAccessibleDescription(/Nessuno dei codici indicati/);

    // Every customer: no codes asked for.
    await user.click(screen.getByLabelText('Tutti i clienti dell’iniziativa'));
    expect(screen.queryByLabelText(/^Codici utente/)).not.toBeInTheDocument();
  });
});
