import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery, Endpoint } from '../../../shared/types/generated/api/staff-webhooks.js';
import { installConsoleApi, type ConsoleCall } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import WebhooksScreen from './webhooks-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const URL = '/console/tenants/demo/webhooks';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function endpointOf(patch: Partial<Endpoint> = {}): Endpoint {
  return {
    id: 4,
    url: 'https://erp.esempio.it/premia',
    events: ['order.created'],
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
    consecutiveFailures: 0,
    secretHint: '…LaSw',
    createdAt: '2026-11-28T09:00:00.000Z',
    ...patch,
  };
}

function deliveryOf(patch: Partial<Delivery> = {}): Delivery {
  return {
    id: 9,
    eventId: 'msg_abc',
    type: 'order.created',
    state: 'failed',
    attempts: 10,
    request: JSON.stringify({ type: 'order.created', timestamp: '2026-11-28T09:00:00.000Z', data: { order_number: 'DEMO-2026-000101' } }),
    responseCode: 500,
    durationMs: 42,
    responseExcerpt: 'errore interno',
    error: 'Il ricevitore ha risposto 500',
    createdAt: '2026-11-28T09:00:00.000Z',
    lastAttemptAt: '2026-11-29T08:40:00.000Z',
    nextAttemptAt: null,
    deliveredAt: null,
    ...patch,
  };
}

describe('Webhook', () => {
  it('adds an endpoint with the chosen events and shows its secret once, with a copy button', async () => {
    let list: Endpoint[] = [];
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: { items: list } }),
      [`POST ${URL}`]: (call: ConsoleCall) => {
        const body = call.data as { url: string; events: Endpoint['events'] };
        list = [endpointOf({ url: body.url, events: body.events })];
        return { status: 201, data: { id: 4, secret: SECRET } };
      },
    });
    const { user } = renderArea('webhook', <WebhooksScreen alias="demo" />, '/iniziative/demo/webhook');
    expect(await screen.findByRole('heading', { name: 'Nessun webhook: aggiungine uno qui sotto' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aggiungi il webhook' }));
    expect(screen.getByLabelText('Indirizzo del ricevitore')).toHaveFocus();
    expect(screen.getByText(/Scrivi l’indirizzo completo/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Indirizzo del ricevitore'), 'https://erp.esempio.it/premia');
    await user.click(screen.getByRole('button', { name: 'Aggiungi il webhook' }));
    expect(screen.getByText('Scegli almeno un evento')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Punti accreditati/));
    await user.click(screen.getByLabelText(/Nuovo ordine di un cliente/));
    await user.click(screen.getByRole('button', { name: 'Aggiungi il webhook' }));

    // In the list's order, whatever order they were ticked in.
    expect(api.callsTo(`POST ${URL}`)[0]!.data).toEqual({
      url: 'https://erp.esempio.it/premia',
      events: ['order.created', 'points.credited'],
    });
    expect(await screen.findByLabelText('Segreto di firma')).toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Copia il segreto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ho copiato il segreto' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    const item = (await screen.findByRole('heading', { name: 'https://erp.esempio.it/premia' })).closest('li')!;
    expect(within(item).getByText('Eventi: Nuovo ordine di un cliente, Punti accreditati')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an address beside the field', async () => {
    api = installConsoleApi({
      [`GET ${URL}`]: { status: 200, data: { items: [] } },
      [`POST ${URL}`]: {
        status: 400,
        data: {
          error: 'x',
          details: [{ field: 'url', message: 'L’indirizzo punta a questa macchina o a una rete privata: non è consentito.' }],
        },
      },
    });
    const { user } = renderArea('webhook', <WebhooksScreen alias="demo" />, '/iniziative/demo/webhook');
    await screen.findByRole('heading', { name: 'Nessun webhook: aggiungine uno qui sotto' });
    await user.type(screen.getByLabelText('Indirizzo del ricevitore'), 'https://10.0.0.5/hook');
    await user.click(screen.getByLabelText(/Cliente attivato/));
    await user.click(screen.getByRole('button', { name: 'Aggiungi il webhook' }));
    expect(await screen.findByLabelText('Indirizzo del ricevitore')).toHaveAccessibleDescription(/rete privata: non è consentito/);
  });

  it('says why an endpoint was disabled, enables it again; its log sends a delivery again', async () => {
    let list = [
      endpointOf({ enabled: false, disabledReason: 'Disattivato automaticamente: 10 tentativi falliti di fila', consecutiveFailures: 10 }),
    ];
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: { items: list } }),
      [`POST ${URL}/4/enable`]: () => {
        list = [endpointOf()];
        return { status: 200, data: list[0] };
      },
      [`GET ${URL}/4/deliveries`]: { status: 200, data: { items: [deliveryOf()], total: 1, pageSize: 20 } },
      [`POST ${URL}/4/deliveries/9/redeliver`]: { status: 202, data: deliveryOf({ id: 10, state: 'pending', attempts: 0 }) },
    });
    const { user } = renderArea('webhook', <WebhooksScreen alias="demo" />, '/iniziative/demo/webhook');
    expect(await screen.findByText(/10 tentativi falliti di fila\. Gli eventi non gli vengono inviati/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riattiva' }));
    expect(await screen.findByText('Webhook riattivato')).toBeInTheDocument();
    expect(await screen.findByText('Attivo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Registro degli invii' }));
    const row = (await screen.findByRole('rowheader', { name: /Nuovo ordine di un cliente/ })).closest('tr')!;
    expect(within(row).getByText('Fallito')).toBeInTheDocument();
    expect(within(row).getByText('Risposta 500 · 42 ms')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Invia di nuovo/ }));
    expect(await screen.findByText(/Evento di nuovo in coda/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}/4/deliveries/9/redeliver`)).toHaveLength(1);
  });
});
