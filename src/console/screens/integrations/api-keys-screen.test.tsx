import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../../../shared/types/generated/api/staff-apikeys.js';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import ApiKeysScreen from './api-keys-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const URL = '/console/tenants/demo/api-keys';
const KEY = 'prm_Zq3kVYt1n0aTqkzQ2x7H4c9mJ8pR5sW6uE1oI2yL3dF';

function keyOf(patch: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 1,
    name: 'ERP',
    hint: 'L3dF',
    scopes: ['points:write'],
    expiresAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    createdBy: 'operator@premia.example',
    revokedAt: null,
    lastUsedAt: null,
    lastUsedFrom: null,
    status: 'active',
    ...patch,
  };
}

const open = () => renderArea('chiavi-api', <ApiKeysScreen alias="demo" />, '/iniziative/demo/chiavi-api');

describe('Chiavi API', () => {
  it('creates a key with the scopes ticked, shows it once with a copy button, and lists it without it', async () => {
    let keys: ApiKey[] = [keyOf({ id: 9, name: 'Vecchia', hint: 'aaaa', status: 'revoked', revokedAt: '2026-11-20T10:00:00.000Z' })];
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: { data: keys } }),
      [`POST ${URL}`]: () => {
        keys = [keyOf({ scopes: ['points:write', 'orders:read'] }), ...keys];
        return { status: 201, data: { key: KEY, apiKey: keys[0] } };
      },
    });
    const { user } = open();
    const old = (await screen.findByRole('rowheader', { name: 'Vecchia' })).closest('tr')!;
    expect(within(old).getByText(/^Revocata il/)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoca/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crea chiave' }));
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription(/Scrivi un nome/);
    expect(screen.getByText('Scegli almeno un permesso')).toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Nome'), 'ERP');
    expect(screen.getByRole('checkbox', { name: /Accredito e addebito punti/ })).toHaveAccessibleDescription(
      'Il sistema può accreditare o togliere punti ai clienti.',
    );
    await user.click(screen.getByRole('checkbox', { name: /Accredito e addebito punti/ }));
    await user.click(screen.getByRole('checkbox', { name: /Lettura ordini/ }));
    await user.click(screen.getByRole('button', { name: 'Crea chiave' }));

    expect(await screen.findByRole('heading', { name: 'Chiave «ERP» creata' })).toBeInTheDocument();
    expect(screen.getByLabelText('La nuova chiave API')).toHaveTextContent(KEY);
    expect(screen.getByText(/è mostrata solo questa volta/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}`)[0]!.data).toEqual({ name: 'ERP', scopes: ['points:write', 'orders:read'] });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copia la chiave' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText('Chiave copiata negli appunti.')).toBeInTheDocument();

    const row = (await screen.findByRole('rowheader', { name: 'ERP' })).closest('tr')!;
    expect(within(row).getByText('…L3dF')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(KEY);
    await user.click(screen.getByRole('button', { name: 'Ho salvato la chiave' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('revokes only after the confirmation, and shows the server’s refusal', async () => {
    let keys = [keyOf({ expiresAt: '2099-01-01T23:59:59.999Z', lastUsedAt: '2026-11-25T08:00:00.000Z', lastUsedFrom: '203.0.113.9' })];
    api = installConsoleApi({
      [`GET ${URL}`]: () => ({ status: 200, data: { data: keys } }),
      [`POST ${URL}/1/revoke`]: () => {
        keys = [keyOf({ status: 'revoked', revokedAt: '2026-11-26T08:00:00.000Z' })];
        return { status: 200, data: keys[0] };
      },
      [`POST ${URL}`]: { status: 409, data: { error: 'Esiste già una chiave attiva di nome "ERP": revocala prima' } },
    });
    const { user } = open();
    const row = (await screen.findByRole('rowheader', { name: 'ERP' })).closest('tr')!;
    expect(within(row).getByText(/^Attiva fino al/)).toBeInTheDocument();
    expect(within(row).getByText(/da 203\.0\.113\.9/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Revoca la chiave ERP' }));
    const dialog = screen.getByRole('dialog', { name: 'Revocare la chiave «ERP»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Non revocare' }));
    expect(api.callsTo(`POST ${URL}/1/revoke`)).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Revoca la chiave ERP' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoca la chiave' }));
    expect(await screen.findByText(/Chiave «ERP» revocata/)).toBeInTheDocument();
    expect(await screen.findByText(/^Revocata il/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome'), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: /Stato degli ordini/ }));
    await user.click(screen.getByRole('button', { name: 'Crea chiave' }));
    expect(await screen.findByText('Esiste già una chiave attiva di nome "ERP": revocala prima')).toBeInTheDocument();
  });
});
