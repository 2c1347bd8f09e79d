import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../../shared/types/generated/api/staff-jobs.js';
import type { StaffMe } from '../../../shared/types/generated/api/staff.js';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea, signInAs } from '../../test/render-area.js';
import JobsScreen from './jobs-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const URL = '/console/tenants/demo/jobs';
const DEAD = {
  id: 41,
  kind: 'mail.send',
  label: 'Invio email',
  attempts: 10,
  error: 'Il server di posta ha rifiutato le credenziali SMTP.',
  detail: 'Error: Invalid login: 535 5.7.8 Authentication failed',
  createdAt: '2026-11-24T09:00:00.000Z',
  failedAt: '2026-11-24T12:00:00.000Z',
};
const KINDS = [{ kind: 'mail.send', label: 'Invio email', queued: 3, running: 1, done: 120, failed: 2, dead: 1 }];

function open(role: StaffMe['role']) {
  const rendered = renderArea('coda-lavori', <JobsScreen alias="demo" />, '/iniziative/demo/coda-lavori');
  signInAs(rendered.queryClient, role);
  return rendered;
}

describe('Coda lavori', () => {
  it('shows the counts per kind and a dead job’s error in Italian; Riprova queues it again', async () => {
    let queue: JobQueue = { kinds: KINDS, dead: [DEAD] };
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: queue }),
      [`POST ${URL}/41/retry`]: () => {
        queue = { kinds: [{ ...KINDS[0]!, queued: 4, dead: 0 }], dead: [] };
        return { status: 200, data: { id: 41 } };
      },
    });
    const { user } = open('operator');
    const line = (await screen.findByRole('rowheader', { name: 'Invio email' })).closest('tr')!;
    expect([...line.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['3', '1', '120', '2', '1']);
    const dead = screen.getByRole('rowheader', { name: 'Invio email n. 41' }).closest('tr')!;
    expect(within(dead).getByText('Il server di posta ha rifiutato le credenziali SMTP.')).toBeInTheDocument();
    expect(within(dead).getByText(/535 5\.7\.8/)).toBeInTheDocument();

    await user.click(within(dead).getByRole('button', { name: 'Riprova Invio email n. 41' }));
    expect(await screen.findByText(/Lavoro n\. 41 rimesso in coda/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Nessun lavoro fallito/ })).toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}/41/retry`)).toHaveLength(1);
  });

  it('lets support look but not retry', async () => {
    api = installConsoleApi({ [`GET ${URL}`]: { status: 200, data: { kinds: KINDS, dead: [DEAD] } } });
    open('support');
    expect(await screen.findByRole('rowheader', { name: 'Invio email n. 41' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Riprova/ })).not.toBeInTheDocument();
  });
});
