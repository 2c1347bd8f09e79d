import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, DRAFT, installConsoleApi, renderRegolamento, version, VERSIONS_URL } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

// jsdom does no layout: ProseMirror asks where a click landed, and the answer "nowhere" keeps the selection as it is.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const V1 = version();
const PUBLISHED_V2 = {
  ...DRAFT,
  status: 'published' as const,
  current: true,
  publishedAt: '2026-03-02T09:00:00.000Z',
  url: '/regolamento/2',
};

describe('Regolamento: the versions', () => {
  it('lists the versions newest first with their state, date and short hash', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [DRAFT, V1] } } });
    renderRegolamento('operator');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'Versione 2BozzaTesto—0123456789ab',
      'Versione 1In vigorePDF10 gennaio 2026 alle ore 10:00a1b2c3d4e5f6',
    ]);
    // One draft at a time: the way to a new one is to publish or delete the waiting one.
    expect(screen.queryByRole('link', { name: 'Nuova versione' })).toBeNull();
    expect(screen.getByText(/La versione 2 è in bozza/)).toBeInTheDocument();
  });

  it('says when there is no version yet, and offers the first to operators', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [] } } });
    const { user } = renderRegolamento('operator');
    expect(await screen.findByRole('heading', { name: 'Nessuna versione registrata' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nuova versione' }));
    expect(currentPath()).toBe('/iniziative/demo/regolamento/nuova');
  });

  it('shows a failed load with a retry', async () => {
    let answer: { status: number; data: unknown } = { status: 500, data: { error: 'Errore del server' } };
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: () => answer });
    const { user } = renderRegolamento('support');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare il regolamento');
    answer = { status: 200, data: { versions: [V1] } };
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Versione 1' })).toBeInTheDocument();
  });

  it('lets support read a version but neither draft nor publish', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [DRAFT, V1] } } });
    const { user } = renderRegolamento('support');
    await user.click(await screen.findByRole('link', { name: 'Versione 2' }));
    expect(await screen.findByRole('heading', { name: 'Art. 1 – Durata' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pubblica/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina la bozza' })).toBeNull();
    expect(screen.queryByText(/in bozza: pubblicala/)).toBeNull();
  });

  it('sends support away from the new draft form', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [V1] } } });
    renderRegolamento('support', '/iniziative/demo/regolamento/nuova');
    expect(await screen.findByRole('link', { name: 'Versione 1' })).toBeInTheDocument();
    expect(currentPath()).toBe('/iniziative/demo/regolamento');
    expect(screen.queryByRole('link', { name: 'Nuova versione' })).toBeNull();
  });

  it('links a PDF version to its file', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [V1] } } });
    renderRegolamento('support', '/iniziative/demo/regolamento/1');
    expect(await screen.findByRole('link', { name: /Apri il PDF della versione 1/ })).toHaveAttribute('href', V1.fileUrl);
    expect(screen.getByText(V1.docHash)).toBeInTheDocument();
  });

  it('says when the version asked for does not exist', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [V1] } } });
    renderRegolamento('operator', '/iniziative/demo/regolamento/7');
    expect(await screen.findByRole('heading', { name: 'Versione non trovata' })).toBeInTheDocument();
  });
});

describe('Regolamento: publishing a draft', () => {
  it('renders the draft safely, and publishes it after a confirmation that says customers must accept again', async () => {
    let published = false;
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: () => ({
        status: 200,
        data: { versions: published ? [PUBLISHED_V2, { ...V1, current: false }] : [DRAFT, V1] },
      }),
      [`POST ${VERSIONS_URL}/2/pubblica`]: () => {
        published = true;
        return { status: 200, data: PUBLISHED_V2 };
      },
    });
    const { user } = renderRegolamento('operator', '/iniziative/demo/regolamento/2');
    const article = await screen.findByRole('article', { name: 'Regolamento, versione 2' });
    expect(within(article).getByText('Bozza')).toBeInTheDocument();
    expect(within(article).getByText(DRAFT.changes)).toBeInTheDocument();
    expect(within(article).getByText('Il programma dura un anno.')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();

    await user.click(within(article).getByRole('button', { name: 'Pubblica la versione 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pubblicare la versione 2?' });
    expect(dialog).toHaveTextContent('Ogni cliente dovrà accettarla di nuovo al prossimo accesso');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(`POST ${VERSIONS_URL}/2/pubblica`)).toHaveLength(0);

    await user.click(within(article).getByRole('button', { name: 'Pubblica la versione 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pubblica' }));
    expect(await within(article).findByText('In vigore')).toBeInTheDocument();
    expect(api.callsTo(`POST ${VERSIONS_URL}/2/pubblica`)).toHaveLength(1);
    expect(within(article).queryByRole('button', { name: /Pubblica/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [DRAFT, V1] } },
      [`POST ${VERSIONS_URL}/2/pubblica`]: { status: 409, data: { error: 'Questa versione è già pubblicata e non si può più cambiare' } },
    });
    const { user } = renderRegolamento('operator', '/iniziative/demo/regolamento/2');
    await user.click(await screen.findByRole('button', { name: 'Pubblica la versione 2' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pubblica' }));
    expect(await within(dialog).findByText('Questa versione è già pubblicata e non si può più cambiare')).toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    let deleted = false;
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: () => ({ status: 200, data: { versions: deleted ? [V1] : [DRAFT, V1] } }),
      [`DELETE ${VERSIONS_URL}/2`]: () => {
        deleted = true;
        return { status: 200, data: { ok: true } };
      },
    });
    const { user } = renderRegolamento('operator', '/iniziative/demo/regolamento/2');
    await user.click(await screen.findByRole('button', { name: 'Elimina la bozza' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare la bozza della versione 2?' })).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByRole('link', { name: 'Nuova versione' })).toBeInTheDocument();
    expect(currentPath()).toBe('/iniziative/demo/regolamento');
    expect(screen.queryByRole('link', { name: 'Versione 2' })).toBeNull();
  });
});
