import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRecord, ContentSummary } from '../../../shared/types/generated/api/staff-content.js';
import { installConsoleApi, type ConsoleCall } from '../../test/console-api.js';
import { currentPath, renderArea } from '../../test/render-area.js';
import ContentScreen from './content-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

const item = (overrides: Partial<ContentSummary>): ContentSummary => ({
  id: 1,
  title: 'Notizia',
  status: 'published',
  active: true,
  publish_from: null,
  publish_until: null,
  revision: 1,
  image_url: null,
  ...overrides,
});

const record = (id: number, values: Record<string, unknown>, revision = 1): ContentRecord => ({
  id,
  kind: 'news',
  status: 'published',
  revision,
  image: null,
  values: {
    title: '',
    slug: '',
    excerpt: '',
    image: null,
    body_html: '',
    publish_from: null,
    publish_until: null,
    active: true,
    ...values,
  },
});

const LIST = 'GET /console/tenants/demo/content/news';
const render = (path: string) => renderArea('contenuti', <ContentScreen alias="demo" />, path);

describe('Contenuti', () => {
  it('lists each item with what customers get now', async () => {
    api = installConsoleApi({
      [LIST]: {
        status: 200,
        data: {
          items: [
            item({ id: 1, title: 'Uscita' }),
            item({ id: 2, title: 'Domani', status: 'scheduled', publish_from: '2026-12-02T09:00:00.000Z' }),
            item({ id: 3, title: 'Vecchia', status: 'expired', publish_until: '2026-01-01T09:00:00.000Z' }),
            item({ id: 4, title: 'Nascosta', status: 'off', active: false }),
          ],
        },
      },
    });
    render('/iniziative/demo/contenuti/notizie');
    const rows = await screen.findAllByRole('row');
    const text = (name: string) =>
      within(rows.find((r) => within(r).queryByRole('link', { name }))!).getByText(/Pubblicato|Programmato|Scaduto|Spento/).textContent;
    expect(text('Uscita')).toBe('Pubblicato');
    expect(text('Domani')).toMatch(/^Programmato dal 2 dicembre 2026/);
    expect(text('Vecchia')).toMatch(/^Scaduto il 1 gennaio 2026/);
    expect(text('Nascosta')).toBe('Spento');
    expect(screen.getByRole('link', { name: 'Notizie' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a scheduled item: the start is sent as UTC, and the page moves to the new item', async () => {
    const sent: ConsoleCall[] = [];
    api = installConsoleApi({
      [LIST]: { status: 200, data: { items: [] } },
      'POST /console/tenants/demo/content/news': (call) => {
        sent.push(call);
        return { status: 201, data: record(7, (call.data as { values: Record<string, unknown> }).values) };
      },
      'GET /console/tenants/demo/content/news/7': { status: 200, data: record(7, { title: 'Estate', slug: 'estate' }) },
    });
    const { user } = render('/iniziative/demo/contenuti/notizie/nuovo');
    await user.type(await screen.findByRole('textbox', { name: 'Titolo' }), 'Estate');
    await user.type(screen.getByRole('textbox', { name: /Indirizzo/ }), 'estate');
    const from = screen.getByLabelText(/Pubblica dal/);
    await user.type(from, '2026-12-02T09:30');
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    // The stored item's page, with its own actions: the move to it is a transition, so wait for what it shows.
    expect(await screen.findByRole('button', { name: 'Spegni' })).toBeInTheDocument();
    expect(currentPath()).toBe('/iniziative/demo/contenuti/notizie/7');
    expect(screen.getByRole('status')).toHaveTextContent('Salvato.');
    const values = (sent[0]!.data as { values: Record<string, unknown> }).values;
    expect(values).toMatchObject({ title: 'Estate', slug: 'estate', active: true, publish_until: null });
    expect(values['publish_from']).toBe(new Date('2026-12-02T09:30').toISOString());
  });

  it.each([
    ['notizie', 'news', 'Torna alle notizie'],
    ['avvisi', 'notices', 'Torna agli avvisi'],
    ['vantaggi', 'advantages', 'Torna ai vantaggi'],
    ['buoni', 'vouchers', 'Torna ai buoni'],
  ])('leads back from a new item of %s with the article its noun takes', async (segment, kind, back) => {
    api = installConsoleApi({ [`GET /console/tenants/demo/content/${kind}`]: { status: 200, data: { items: [] } } });
    render(`/iniziative/demo/contenuti/${segment}/nuovo`);
    expect(await screen.findByRole('link', { name: back })).toHaveAttribute('href', `/iniziative/demo/contenuti/${segment}`);
  });

  it('checks the values with the schema the server uses before sending anything', async () => {
    api = installConsoleApi({ [LIST]: { status: 200, data: { items: [] } } });
    const { user } = render('/iniziative/demo/contenuti/notizie/nuovo');
    await user.type(await screen.findByRole('textbox', { name: 'Titolo' }), 'Estate');
    await user.type(screen.getByRole('textbox', { name: /Indirizzo/ }), 'due parole');
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    expect(await screen.findByText('Formato non valido')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Indirizzo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /console/tenants/demo/content/news')).toHaveLength(0);
  });

  it('shows a refusal under its field and a colleague’s save in Italian, keeping what was typed', async () => {
    let answer = { status: 400, data: { error: 'Dati non validi', details: [{ field: 'values.slug', message: 'Formato non valido' }] } };
    api = installConsoleApi({
      'GET /console/tenants/demo/content/news/3': { status: 200, data: record(3, { title: 'Prima', slug: 'prima' }) },
      'PUT /console/tenants/demo/content/news/3': () => answer,
    });
    const { user } = render('/iniziative/demo/contenuti/notizie/3');
    const title = await screen.findByRole('textbox', { name: 'Titolo' });
    await user.clear(title);
    await user.type(title, 'Seconda');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Formato non valido')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Indirizzo/ })).toHaveAttribute('aria-invalid', 'true');
    answer = { status: 409, data: { error: 'Qualcun altro ha modificato questo contenuto nel frattempo', details: [] } };
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Qualcun altro ha modificato questo contenuto nel frattempo')).toBeInTheDocument();
    expect(title).toHaveValue('Seconda');
  });
});
