import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestDetail, RequestSummary } from '../../../shared/types/generated/api/staff-inbox.js';
import { applyTestDefaults, createQueryClient } from '../../../ui/query-client.js';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import { session } from '../../session.js';
import { consoleTheme } from '../../theme.js';
import { UnansweredBadge } from './unanswered-badge.js';
import InboxScreen from './inbox-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
// Signed in, so the account (for "Assegna a me") is read.
beforeEach(() => {
  session.signedIn = true;
});
afterEach(() => {
  api?.restore();
  session.signedIn = false;
});

const LIST = 'GET /console/tenants/demo/inbox';
const ONE = 'GET /console/tenants/demo/inbox/4';
const ME = {
  email: 'support@premia.example',
  role: 'support',
  allTenants: false,
  tenants: ['demo'],
  totpEnabled: false,
  totpRequired: false,
};
const SUPPORT = { id: 2, email: 'support@premia.example', role: 'support' as const };
const OPERATOR = { id: 1, email: 'operator@premia.example', role: 'operator' as const };

function summary(overrides: Partial<RequestSummary> = {}): RequestSummary {
  return {
    id: 4,
    customer: { username: 'DEMO0001', firstname: 'Marco', lastname: 'Bianchi', company: 'Ferramenta Bianchi', email: 'marco@example.it' },
    topic: 'ordini',
    topicLabel: 'Ordini',
    message: 'Il premio non è ancora arrivato.',
    orderNumber: 'DEMO-2026-000101',
    status: 'open',
    assignee: null,
    createdAt: '2026-01-21T09:00:00.000Z',
    repliedAt: null,
    closedAt: null,
    ...overrides,
  };
}

function detail(request: Partial<RequestSummary> = {}, replies: RequestDetail['replies'] = []): RequestDetail {
  return { request: summary(request), replies, assignable: [OPERATOR, SUPPORT] };
}

function renderInbox(path: string) {
  return renderArea('richieste', <InboxScreen alias="demo" />, path);
}

describe('Richieste', () => {
  it('lists open requests with topic, message, order and state, and opens the thread', async () => {
    api = installConsoleApi({
      [LIST]: { status: 200, data: { items: [summary()], total: 1, page: 1, pageSize: 20, unanswered: 1 } },
      [ONE]: { status: 200, data: detail() },
      'GET /console/me': { status: 200, data: ME },
    });
    const { user } = renderInbox('/iniziative/demo/richieste');
    const table = await screen.findByRole('table', { name: 'Richieste: aperte' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Il premio non è ancora arrivato.');
    expect(row).toHaveTextContent('DEMO-2026-000101');
    expect(row).toHaveTextContent('Da rispondere');
    expect(screen.getByRole('status')).toHaveTextContent('senza risposta in tutto: 1');
    await user.click(within(row).getByRole('link', { name: 'Ordini – n. 4' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordini – richiesta n. 4' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conversazione' })).getByText('Il premio non è ancora arrivato.')).toBeInTheDocument();
  });

  it('assigns to me in one click', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: detail() },
      'GET /console/me': { status: 200, data: ME },
      'POST /console/tenants/demo/inbox/4/assign': ({ data }) => ({
        status: 200,
        data: detail({ assignee: (data as { staffId: number }).staffId === 2 ? SUPPORT : null }),
      }),
    });
    const { user } = renderInbox('/iniziative/demo/richieste/4');
    await user.click(await screen.findByRole('button', { name: 'Assegna a me' }));
    expect(await screen.findByRole('combobox', { name: 'Assegnata a' })).toHaveDisplayValue('support@premia.example');
    expect(screen.queryByRole('button', { name: 'Assegna a me' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /console/tenants/demo/inbox/4/assign')[0]!.data).toEqual({ staffId: 2 });
  });

  it('replies: an empty reply is said under the field; a sent one joins the thread', async () => {
    const reply = {
      id: 9,
      author: 'support@premia.example',
      sentTo: 'marco@example.it',
      body: 'Arriva domani.',
      createdAt: '2026-01-22T09:00:00.000Z',
    };
    api = installConsoleApi({
      [ONE]: { status: 200, data: detail() },
      'GET /console/me': { status: 200, data: ME },
      'POST /console/tenants/demo/inbox/4/reply': { status: 200, data: detail({ repliedAt: reply.createdAt }, [reply]) },
    });
    const { user } = renderInbox('/iniziative/demo/richieste/4');
    const box = await screen.findByRole('textbox', { name: 'Risposta' });
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(box).toHaveAccessibleDescription(/Scrivi la risposta da inviare al cliente/);
    expect(box).toHaveFocus();
    await user.type(box, 'Arriva domani.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText('Risposta inviata a marco@example.it.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conversazione' })).getByText('Arriva domani.')).toBeInTheDocument();
    expect(screen.getByText('Risposta inviata')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('closes and reopens; a closed request has no reply form', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: detail() },
      'GET /console/me': { status: 200, data: ME },
      'POST /console/tenants/demo/inbox/4/status': ({ data }) => {
        const status = (data as { status: 'open' | 'closed' }).status;
        return { status: 200, data: detail({ status, closedAt: status === 'closed' ? '2026-01-22T09:00:00.000Z' : null }) };
      },
    });
    const { user } = renderInbox('/iniziative/demo/richieste/4');
    await user.click(await screen.findByRole('button', { name: 'Chiudi la richiesta' }));
    expect(await screen.findByRole('button', { name: 'Riapri la richiesta' })).toBeInTheDocument();
    expect(screen.getByText('Chiusa')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Risposta' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riapri la richiesta' }));
    expect(await screen.findByRole('textbox', { name: 'Risposta' })).toBeInTheDocument();
  });

  it('shows the unanswered count beside the tab label, read as words', async () => {
    api = installConsoleApi({ 'GET /console/tenants/demo/inbox/counts': { status: 200, data: { open: 5, unanswered: 3 } } });
    const queryClient = createQueryClient();
    applyTestDefaults(queryClient);
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={consoleTheme}>
          <a href="#r">
            Richieste
            <UnansweredBadge alias="demo" />
          </a>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await screen.findByTestId('inbox-unanswered');
    expect(screen.getByRole('link')).toHaveAccessibleName('Richieste (3 senza risposta)');
    unmount();
  });
});
