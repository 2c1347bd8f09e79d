import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, installConsoleApi, prize, renderCatalog, summary, TREE } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const BASE = '/console/tenants/demo/catalog';
const LIST = `GET ${BASE}/prizes`;
const CATEGORIES = { [`GET ${BASE}/categories`]: { status: 200, data: { items: TREE } } };
const page = (items: ReturnType<typeof summary>[], total = items.length) => ({
  status: 200,
  data: { items, total, page: 1, pageSize: 25 },
});

describe('Catalogo: the prizes', () => {
  it('lists prizes with sized thumbnails, filters in the URL and switches one off', async () => {
    api = installConsoleApi({
      ...CATEGORIES,
      [LIST]: page([summary(1), summary(2, { available: false, stock: 0, featured: true })]),
      [`POST ${BASE}/prizes/1/availability`]: { status: 200, data: prize({ id: 1, available: false }) },
    });
    const { user, container } = renderCatalog('/iniziative/demo/catalogo');
    const table = await screen.findByRole('table', { name: 'Premi' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('P-1Premio 1Casa e cucina › Cucina2.400costo 12,50 €10Attivo');
    expect(rows[2]).toHaveTextContent('EsauritoSpentoIn vetrina');
    const thumb = container.querySelector('tbody img')!;
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['960', '720']);

    await user.type(screen.getByRole('textbox', { name: 'Cerca per codice o nome' }), ' bollitore ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Solo spenti');
    await user.click(screen.getByRole('checkbox', { name: 'Solo esauriti' }));
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(currentPath()).toBe('/iniziative/demo/catalogo?cerca=bollitore&categoria=2&stato=spenti&esauriti=si');
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({
      search: 'bollitore',
      category: 2,
      state: 'off',
      out_of_stock: true,
      page: 1,
      limit: 25,
    });

    await user.click(await screen.findByRole('button', { name: 'Spegni P-1' }));
    expect(api.callsTo(`POST ${BASE}/prizes/1/availability`)[0]?.data).toEqual({ available: false, revision: '1.10' });
  });

  it('says when nothing matches, and when the catalogue is empty', async () => {
    api = installConsoleApi({ ...CATEGORIES, [LIST]: page([]) });
    renderCatalog('/iniziative/demo/catalogo?cerca=zzz');
    expect(await screen.findByText('Nessun premio corrisponde ai filtri.')).toBeInTheDocument();
  });
});

describe('Catalogo: a new prize', () => {
  it('says beside each field what is missing, sends nothing, and keeps the draft through a refused save', async () => {
    api = installConsoleApi({
      ...CATEGORIES,
      [`POST ${BASE}/prizes`]: {
        status: 409,
        data: {
          error: 'Il codice P-1 è già usato da un altro premio di questa iniziativa',
          details: [{ field: 'code', message: 'Il codice P-1 è già usato da un altro premio di questa iniziativa' }],
        },
      },
    });
    const { user } = renderCatalog('/iniziative/demo/catalogo/nuovo');
    await user.click(await screen.findByRole('button', { name: 'Crea il premio' }));
    expect(screen.getByRole('textbox', { name: /^Codice/ })).toHaveAccessibleDescription(/Indica il codice del premio/);
    expect(screen.getByRole('textbox', { name: /^Punti/ })).toHaveAccessibleDescription(/Indica i punti/);
    expect(screen.getByRole('textbox', { name: /^Codice/ })).toHaveFocus();
    expect(api.callsTo(`POST ${BASE}/prizes`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Codice/ }), 'P-1');
    await user.type(screen.getByRole('textbox', { name: /^Punti/ }), '12.000');
    await user.click(screen.getByRole('button', { name: 'Crea il premio' }));
    expect(screen.getByRole('textbox', { name: /^Punti/ })).toHaveAccessibleDescription(/solo cifre/);
    await user.clear(screen.getByRole('textbox', { name: /^Punti/ }));
    await user.type(screen.getByRole('textbox', { name: /^Punti/ }), '12000');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Tostapane');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Descrizione/ }), 'Due <b>fette</b>');
    await user.click(screen.getByRole('button', { name: 'Crea il premio' }));
    expect(api.callsTo(`POST ${BASE}/prizes`)[0]?.data).toEqual({
      code: 'P-1',
      name: 'Tostapane',
      description: 'Due <b>fette</b>',
      points: 12000,
      cost_cents: null,
      stock: 0,
      category_id: 2,
      available: true,
      featured: false,
    });
    expect(await screen.findByRole('textbox', { name: /^Codice/ })).toHaveAccessibleDescription(/già usato da un altro premio/);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Tostapane');
    expect(screen.getByText('fette', { selector: 'b' })).toBeInTheDocument();
  });
});

describe('Catalogo: a prize', () => {
  const ONE = `GET ${BASE}/prizes/7`;

  it('saves with the revision it holds; a stale save says so, keeps the draft and reloads on request', async () => {
    let revision = '3.10';
    api = installConsoleApi({
      ...CATEGORIES,
      [ONE]: () => ({ status: 200, data: prize({ revision }) }),
      [`PUT ${BASE}/prizes/7`]: {
        status: 409,
        data: {
          error:
            'Il premio è cambiato nel frattempo (un collega l’ha modificato o un ordine ne ha preso le scorte): ricarica i dati del premio e riprova',
        },
      },
    });
    const { user } = renderCatalog('/iniziative/demo/catalogo/7');
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Bollitore 1,7 litri');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(api.callsTo(`PUT ${BASE}/prizes/7`)[0]?.data).toMatchObject({ name: 'Bollitore 1,7 litri', revision: '3.10' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Il premio è cambiato nel frattempo');
    expect(name).toHaveValue('Bollitore 1,7 litri');

    revision = '4.9';
    await user.click(screen.getByRole('button', { name: 'Ricarica i dati del premio' }));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(api.callsTo(`PUT ${BASE}/prizes/7`)[1]?.data).toMatchObject({ name: 'Bollitore 1,7 litri', revision: '4.9' });
  });

  it('manages the pictures with the keyboard: upload, move, remove', async () => {
    api = installConsoleApi({
      ...CATEGORIES,
      [ONE]: { status: 200, data: prize() },
      [`POST ${BASE}/prizes/7/images`]: { status: 400, data: { error: 'Il file non è stato accettato: non è un’immagine leggibile' } },
      [`POST ${BASE}/prizes/7/images/order`]: {
        status: 200,
        data: prize({ revision: '4.10', images: [prize().images[1]!, prize().images[0]!] }),
      },
      [`POST ${BASE}/prizes/7/images/remove`]: { status: 200, data: prize({ revision: '5.10', images: [prize().images[1]!] }) },
    });
    const { user } = renderCatalog('/iniziative/demo/catalogo/7');
    const pictures = await screen.findByRole('list', { name: /Immagini del premio/ });
    expect(within(pictures).getAllByRole('img')[0]).toHaveAttribute('width', '960');

    await user.upload(screen.getByLabelText('Scegli un’immagine'), new File(['MZ'], 'virus.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Carica immagine' }));
    expect(await screen.findByText(/non è un’immagine leggibile/)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/prizes/7/images`)[0]?.data).toBeInstanceOf(FormData);

    await user.click(screen.getByRole('button', { name: 'Sposta dopo l’immagine 1' }));
    expect(api.callsTo(`POST ${BASE}/prizes/7/images/order`)[0]?.data).toEqual({
      keys: [prize().images[1]!.key, prize().images[0]!.key],
      revision: '3.10',
    });
    await user.click(await screen.findByRole('button', { name: 'Rimuovi l’immagine 2' }));
    expect(api.callsTo(`POST ${BASE}/prizes/7/images/remove`)[0]?.data).toEqual({ key: prize().images[0]!.key, revision: '4.10' });
    expect(await screen.findByRole('status', { hidden: true })).toHaveTextContent('Immagine 2 rimossa');
  });
});

describe('Catalogo: the categories', () => {
  it('adds a subcategory and says why a category that is not empty stays', async () => {
    api = installConsoleApi({
      ...CATEGORIES,
      [`POST ${BASE}/categories`]: { status: 201, data: { items: TREE } },
      [`DELETE ${BASE}/categories/1`]: {
        status: 409,
        data: { error: 'La categoria non è vuota: 1 sottocategoria. Spostali o eliminali prima di eliminarla' },
      },
    });
    const { user } = renderCatalog('/iniziative/demo/catalogo/categorie');
    await screen.findByRole('list', { name: 'Categorie, nell’ordine del portale' });
    expect(screen.getByRole('button', { name: 'Su: sposta Casa e cucina prima' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(/Indica il nome della categoria/);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Attrezzi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dove' }), 'Sottocategoria di Giardino');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(api.callsTo(`POST ${BASE}/categories`)[0]?.data).toEqual({ name: 'Attrezzi', parent_id: 3 });

    await user.click(screen.getByRole('button', { name: 'Elimina Casa e cucina' }));
    expect(await screen.findByText(/La categoria non è vuota: 1 sottocategoria/)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${BASE}/categories/1`)[0]?.params).toEqual({ revision: 1 });
  });
});
