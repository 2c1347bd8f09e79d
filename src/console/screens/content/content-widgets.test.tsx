import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRecord } from '../../../shared/types/generated/api/staff-content.js';
import { installConsoleApi, type ConsoleCall } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import ContentScreen from './content-screen.js';

// The content forms' own widgets, seen through the screen: the rich text, a picture, the errors beside their fields.
let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());
// jsdom does no layout: ProseMirror asks where a click landed, and the answer "nowhere" keeps the selection as it is;
// typing scrolls the caret into view, measured as nowhere too.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const render = (path: string) => renderArea('contenuti', <ContentScreen alias="demo" />, path);
const sentValues = (call: ConsoleCall | undefined) => (call?.data as { values: Record<string, unknown> }).values;
const stored = (kind: ContentRecord['kind'], id: number, values: Record<string, unknown>): ContentRecord => ({
  id,
  kind,
  status: 'published',
  revision: 1,
  image: null,
  values,
});

/** The field a control belongs to, as the form draws it (label, control, help, error). */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('[data-field]')!;

describe('content widgets', () => {
  it('edits the text as rich text inside the form, and sends its HTML with the other values', async () => {
    const sent: ConsoleCall[] = [];
    api = installConsoleApi({
      'GET /console/tenants/demo/content/notices': { status: 200, data: { items: [] } },
      'POST /console/tenants/demo/content/notices': (call) => {
        sent.push(call);
        return { status: 201, data: stored('notices', 4, sentValues(call)) };
      },
      'GET /console/tenants/demo/content/notices/4': { status: 200, data: stored('notices', 4, {}) },
    });
    const { user } = render('/iniziative/demo/contenuti/avvisi/nuovo');
    await user.type(await screen.findByRole('textbox', { name: 'Titolo' }), 'Chiusura');
    const body = await screen.findByRole('textbox', { name: 'Testo' });
    expect(screen.getByRole('toolbar', { name: 'Formattazione: Testo' })).toBeInTheDocument();
    await user.click(body);
    await user.keyboard('Lunedì chiuso');
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    // The move to the stored item is a transition: wait for what its page shows.
    expect(await screen.findByRole('button', { name: 'Spegni' }, { timeout: 5000 })).toBeInTheDocument();
    expect(sentValues(sent[0])).toEqual({
      title: 'Chiusura',
      body_html: '<p>Lunedì chiuso</p>',
      publish_from: null,
      publish_until: null,
      active: true,
    });
  });

  it('shows each error beside its field, the control marked invalid and described by it, and keeps what was typed', async () => {
    api = installConsoleApi({ 'GET /console/tenants/demo/content/news': { status: 200, data: { items: [] } } });
    const { user } = render('/iniziative/demo/contenuti/notizie/nuovo');
    const slug = await screen.findByRole('textbox', { name: /Indirizzo/ });
    await user.type(slug, 'Con Spazi');
    await user.click(screen.getByRole('button', { name: 'Crea' }));

    const title = screen.getByRole('textbox', { name: 'Titolo' });
    const titleError = within(fieldOf(title)).getByText('Minimo 1 carattere richiesto');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(titleError.id);
    // The keyboard lands on the first field to fix, not on the button just pressed.
    expect(title).toHaveFocus();
    const slugError = within(fieldOf(slug)).getByText('Formato non valido');
    expect(slug.getAttribute('aria-describedby')).toContain(slugError.id);
    expect(slug).toHaveValue('Con Spazi');
    expect(screen.getByText(/li trovi indicati sotto ciascuno/)).toBeInTheDocument();
    // A field the schema accepts shows no error of its own.
    expect(screen.getByRole('textbox', { name: /Sommario/ })).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /console/tenants/demo/content/news')).toHaveLength(0);
  });

  it('shows the server’s refusal of the rich text in the editor’s own error, linked to its textbox', async () => {
    api = installConsoleApi({
      'GET /console/tenants/demo/content/notices/2': {
        status: 200,
        data: stored('notices', 2, { title: 'Avviso', body_html: '<p>Ciao</p>', publish_from: null, publish_until: null, active: true }),
      },
      'PUT /console/tenants/demo/content/notices/2': {
        status: 400,
        data: { error: 'Dati non validi', details: [{ field: 'values.body_html', message: 'Testo troppo lungo' }] },
      },
    });
    const { user } = render('/iniziative/demo/contenuti/avvisi/2');
    const body = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    const error = await screen.findByText('Testo troppo lungo');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body.getAttribute('aria-describedby')).toBe(error.id);
    expect(body).toHaveTextContent('Ciao');
  });

  it('uploads a partner’s logo, shows it with its size, sends its reference, and takes it away', async () => {
    const sent: ConsoleCall[] = [];
    api = installConsoleApi({
      'GET /console/tenants/demo/content/partners': { status: 200, data: { items: [] } },
      'POST /console/tenants/demo/content/images': {
        status: 201,
        data: { url: '/v1/catalog/files/' + 'a'.repeat(64) + '.jpg', width: 8, height: 8 },
      },
      'POST /console/tenants/demo/content/partners': (call) => {
        sent.push(call);
        return { status: 400, data: { error: 'Dati non validi', details: [] } };
      },
    });
    const { user } = render('/iniziative/demo/contenuti/partner/nuovo');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Ferramenta Rossi');
    await user.type(screen.getByRole('textbox', { name: 'Categoria' }), 'Casa');
    const logo = screen.getByRole('group', { name: 'Logo' });
    await user.upload(within(logo).getByLabelText('Scegli un’immagine'), new File(['x'], 'logo.jpg', { type: 'image/jpeg' }));
    expect(await within(logo).findByText('8 × 8 pixel')).toBeInTheDocument();
    expect(within(logo).getByLabelText('Sostituisci l’immagine')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    await screen.findByText('Dati non validi');
    expect(sentValues(sent[0])).toMatchObject({
      name: 'Ferramenta Rossi',
      category: 'Casa',
      website: null,
      image: { url: '/v1/catalog/files/' + 'a'.repeat(64) + '.jpg' },
    });
    await user.click(within(logo).getByRole('button', { name: 'Togli l’immagine' }));
    expect(within(logo).queryByText('8 × 8 pixel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crea' }));
    await screen.findByText('Dati non validi');
    expect(sentValues(sent[1])).toMatchObject({ image: null });
  });

  it('edits a voucher’s euro value, partner and expiry with their own controls, and sends cents, an id and UTC', async () => {
    const sent: ConsoleCall[] = [];
    const voucher = {
      title: 'Buono spesa',
      description: '',
      body_html: '',
      code_template: null,
      points: 500,
      value_cents: 1000,
      image: null,
      expires_at: null,
      partner_id: null,
      sort_order: 0,
      publish_from: null,
      publish_until: null,
      active: true,
    };
    api = installConsoleApi({
      'GET /console/tenants/demo/content/vouchers/5': { status: 200, data: stored('vouchers', 5, voucher) },
      'GET /console/tenants/demo/content/partners': {
        status: 200,
        data: {
          items: [
            {
              id: 9,
              title: 'Ferramenta Rossi',
              status: 'published',
              active: true,
              publish_from: null,
              publish_until: null,
              revision: 1,
              image_url: null,
            },
          ],
        },
      },
      'PUT /console/tenants/demo/content/vouchers/5': (call) => {
        sent.push(call);
        return { status: 200, data: { ...stored('vouchers', 5, sentValues(call)), revision: 2 } };
      },
    });
    const { user } = render('/iniziative/demo/contenuti/buoni/5');
    const value = await screen.findByRole('spinbutton', { name: 'Valore (€)' });
    expect(value).toHaveValue(10);
    await user.clear(value);
    await user.type(value, '12.5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Partner' }),
      await screen.findByRole('option', { name: 'Ferramenta Rossi' }),
    );
    await user.type(screen.getByLabelText(/Utilizzabile fino al/), '2027-01-31T18:00');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Salvato.')).toBeInTheDocument();
    expect(sentValues(sent[0])).toEqual({
      ...voucher,
      value_cents: 1250,
      partner_id: 9,
      expires_at: new Date('2027-01-31T18:00').toISOString(),
    });
  });
});
