import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MESSAGES } from '../../../shared/regolamento-draft.js';
import { currentPath, DRAFT, installConsoleApi, renderRegolamento, version, VERSIONS_URL } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

// jsdom lays nothing out, so ProseMirror takes no typing there (rich-text-editor.test.tsx tests the
// editor itself): the form gets a plain text area with the editor's props, label, value, onChange, error.
vi.mock('../../rich-text-editor-slot.js', () => ({
  RichTextEditorSlot: ({
    label,
    value,
    onChange,
    error,
  }: {
    label: string;
    value: string;
    onChange: (html: string) => void;
    error?: string | null;
  }) => (
    <label>
      {label}
      <textarea value={value.replace(/<\/?p>/g, '')} onChange={(e) => onChange(e.target.value ? `<p>${e.target.value}</p>` : '')} />
      {error && <span>{error}</span>}
    </label>
  ),
}));

const NEW = '/iniziative/demo/regolamento/nuova';
const V1 = version();

describe('Regolamento: a new draft', () => {
  it('says what is missing beside each field and sends nothing', async () => {
    api = installConsoleApi({ [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [V1] } } });
    const { user } = renderRegolamento('operator', NEW);
    await screen.findByRole('textbox', { name: 'Testo del regolamento' });
    await user.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    expect(screen.getByRole('textbox', { name: 'Che cosa cambia' })).toHaveAccessibleDescription(
      expect.stringContaining(DRAFT_MESSAGES.changesMissing),
    );
    expect(screen.getByText(DRAFT_MESSAGES.textMissing)).toBeInTheDocument();
    expect(api.callsTo(`POST ${VERSIONS_URL}`)).toHaveLength(0);
  });

  it('saves rich text with its summary of changes and opens the new draft', async () => {
    const created = { ...DRAFT, html: '<p>Il programma dura un anno.</p>' };
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [created, V1] } },
      [`POST ${VERSIONS_URL}`]: { status: 201, data: created },
    });
    const { user } = renderRegolamento('operator', NEW);
    await user.type(await screen.findByRole('textbox', { name: 'Testo del regolamento' }), 'Il programma dura un anno.');
    await user.type(screen.getByRole('textbox', { name: 'Che cosa cambia' }), DRAFT.changes);
    await user.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    expect(await screen.findByRole('article', { name: 'Regolamento, versione 2' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${VERSIONS_URL}`)[0]!.data).toEqual({
      format: 'html',
      html: '<p>Il programma dura un anno.</p>',
      changes: DRAFT.changes,
    });
    expect(currentPath()).toBe('/iniziative/demo/regolamento/2');
  });

  it('uploads a PDF as soon as it is chosen and names it in the draft', async () => {
    const ref = 'stored:' + 'c'.repeat(64) + '.pdf';
    const created = version({ version: 2, status: 'draft', current: false, publishedAt: null, publishedBy: null, url: null });
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [created, V1] } },
      'POST /console/tenants/demo/brand-assets': {
        status: 201,
        data: { ref, url: `/v1/brand/files/${'c'.repeat(64)}.pdf`, contentType: 'application/pdf', size: 2048, cleaned: false },
      },
      [`POST ${VERSIONS_URL}`]: { status: 201, data: created },
    });
    const { user } = renderRegolamento('operator', NEW);
    await user.click(await screen.findByRole('radio', { name: 'File PDF' }));
    await user.upload(screen.getByLabelText('Scegli il PDF'), new File(['%PDF-1.4'], 'regolamento-2.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('PDF caricato (2 KB).')).toBeInTheDocument();
    const upload = api.callsTo('POST /console/tenants/demo/brand-assets')[0]!.data as FormData;
    expect(upload.get('kind')).toBe('document');
    await user.type(screen.getByRole('textbox', { name: 'Che cosa cambia' }), 'Nuovo premio finale.');
    await user.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    await screen.findByRole('article', { name: 'Regolamento, versione 2' });
    expect(api.callsTo(`POST ${VERSIONS_URL}`)[0]!.data).toEqual({ format: 'pdf', file: ref, changes: 'Nuovo premio finale.' });
  });

  it('shows the server’s refusal: a field’s under the field, another above the button', async () => {
    let answer = { status: 400, data: { error: 'Dati non validi', details: [{ field: 'html', message: DRAFT_MESSAGES.textMissing }] } };
    api = installConsoleApi({
      [`GET ${VERSIONS_URL}`]: { status: 200, data: { versions: [V1] } },
      [`POST ${VERSIONS_URL}`]: () => answer,
    });
    const { user } = renderRegolamento('operator', NEW);
    await user.type(await screen.findByRole('textbox', { name: 'Testo del regolamento' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Che cosa cambia' }), 'Poco.');
    await user.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    expect(await screen.findByText(DRAFT_MESSAGES.textMissing)).toBeInTheDocument();

    answer = {
      status: 409,
      data: { error: 'C’è già una bozza in attesa: pubblicala o eliminala prima di prepararne un’altra', details: [] },
    };
    await user.click(screen.getByRole('button', { name: 'Salva la bozza' }));
    const form = screen.getByRole('form', { name: 'Nuova versione del regolamento' });
    expect(await within(form).findByText(/C’è già una bozza in attesa/)).toBeInTheDocument();
  });
});
