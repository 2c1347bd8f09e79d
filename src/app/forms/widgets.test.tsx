import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../test/fixtures.js';
import { renderTenantForm } from './test-support.js';
import { setFormsModuleLoader } from './validators.js';

afterEach(() => setFormsModuleLoader(null));

/** A one-form tenant config: `forms.t` with the given schema properties and uiSchema. */
function formConfig(properties: Record<string, unknown>, uiSchema: Record<string, unknown>, required: string[] = Object.keys(properties)) {
  return makeConfig({ forms: { t: { schema: { type: 'object', required, properties }, uiSchema } } });
}

async function renderWidgets(properties: Record<string, unknown>, uiSchema: Record<string, unknown>, required?: string[]) {
  const onSubmit = vi.fn();
  const utils = renderTenantForm({ formId: 't', onSubmit }, formConfig(properties, uiSchema, required));
  await screen.findByRole('button', { name: 'Invia' });
  // Lazily loaded widgets (date picker, checkbox) show a busy placeholder until their chunk arrives.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  const submit = () => utils.user.click(screen.getByRole('button', { name: 'Invia' }));
  return { onSubmit, submit, ...utils };
}

const isoYearsAgo = (years: number, days = 0) => {
  const now = new Date();
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  return [String(d.getDate()).padStart(2, '0'), String(d.getMonth() + 1).padStart(2, '0'), String(d.getFullYear())];
};

describe('text widgets', () => {
  it('password has a reveal toggle; user and email icons show', async () => {
    const { user } = await renderWidgets(
      { code: { type: 'string', title: 'Codice' }, mail: { type: 'string', title: 'Email' }, pw: { type: 'string', title: 'Password' } },
      {
        code: { 'ui:icon': 'user', 'ui:placeholder': 'Codice utente (SAP)' },
        mail: { 'ui:widget': 'email' },
        pw: { 'ui:widget': 'password' },
      },
    );
    expect(screen.getByPlaceholderText('Codice utente (SAP)')).toBeInTheDocument();
    expect(document.querySelector('[data-icon="user"]')).not.toBeNull();
    expect(document.querySelector('[data-icon="email"]')).not.toBeNull();
    const pw = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(pw).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(pw).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Nascondi password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('textarea reports minimum and maximum length', async () => {
    const { user, submit } = await renderWidgets(
      { a: { type: 'string', title: 'Messaggio', minLength: 10 }, b: { type: 'string', title: 'Note', maxLength: 5 } },
      { a: { 'ui:widget': 'textarea' }, b: { 'ui:widget': 'textarea' } },
    );
    await user.type(screen.getByLabelText(/Messaggio/), 'breve');
    await user.type(screen.getByLabelText(/Note/), 'troppo lungo');
    await submit();
    expect(screen.getByText('Minimo 10 caratteri richiesti')).toBeInTheDocument();
    expect(screen.getByText('Massimo 5 caratteri consentiti')).toBeInTheDocument();
  });
});

describe('select and radio', () => {
  it('select shows enum labels and says CAMPO OBBLIGATORIO when empty', async () => {
    const { user, submit, onSubmit } = await renderWidgets(
      { topic: { type: 'string', title: 'Argomento', enum: ['a', 'b'] } },
      { topic: { 'ui:widget': 'select', 'ui:enumNames': ['Ordini', 'Punti'], 'ui:placeholder': 'Seleziona un argomento' } },
    );
    const select = screen.getByLabelText(/Argomento/);
    expect(within(select).getByRole('option', { name: 'Seleziona un argomento' })).toBeInTheDocument();
    await submit();
    expect(screen.getByText('CAMPO OBBLIGATORIO')).toBeInTheDocument();
    await user.selectOptions(select, 'Punti');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ topic: 'b' });
  });

  it('radio group is a named group usable with the keyboard', async () => {
    const { user, submit, onSubmit } = await renderWidgets(
      { size: { type: 'integer', title: 'Taglia', enum: [1, 2, 3] } },
      { size: { 'ui:widget': 'radio', 'ui:enumNames': ['S', 'M', 'L'] } },
    );
    const group = screen.getByRole('group', { name: '* Taglia' });
    await user.click(within(group).getByRole('radio', { name: 'S' }));
    await user.keyboard('{ArrowDown}');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ size: 2 });
  });
});

describe('checkbox', () => {
  it('label is sanitized HTML; checked only at 1; sends 1/0; required shows the error look after submit', async () => {
    const { user, submit, onSubmit } = await renderWidgets(
      {
        ok: {
          type: 'integer',
          title:
            'Accetto il <a href="/app/pdf/regolamento.pdf" target="_blank">regolamento</a><img src=x onerror="alert(1)"><script>alert(2)</script>',
          const: 1,
          default: 0,
        },
        news: { type: 'integer', title: 'Newsletter', enum: [0, 1], default: 0 },
      },
      { ok: { 'ui:widget': 'checkbox' }, news: { 'ui:widget': 'checkbox' } },
      ['ok'],
    );
    const box = screen.getByRole('checkbox', { name: /regolamento/ });
    const link = screen.getByRole('link', { name: 'regolamento' });
    expect(link).toHaveAttribute('href', '/app/pdf/regolamento.pdf');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('img, script')).toBeNull();
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('CAMPO OBBLIGATORIO')).toBeInTheDocument();
    await user.click(box);
    expect(box).toBeChecked();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ ok: 1, news: 0 });
  });
});

describe('date picker', () => {
  it('types dd/MM/yyyy, says "Campo obbligatorio" when empty and refuses minors', async () => {
    const { user, submit, onSubmit } = await renderWidgets(
      { dob: { type: 'string', title: 'Data di nascita', format: 'date', minAgeYears: 18 } },
      { dob: { 'ui:widget': 'date', 'ui:options': { sendFormatted: true } } },
    );
    const input = screen.getByPlaceholderText('Seleziona una data');
    await submit();
    expect(screen.getByText('Campo obbligatorio')).toBeInTheDocument();
    const [d, m, y] = isoYearsAgo(18, 1);
    await user.type(input, `${d}${m}${y}`);
    expect(input).toHaveValue(`${d}/${m}/${y}`);
    expect(await screen.findByText('Devi essere maggiorenne')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '01041980');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ dob: '1980-04-01', dob_formatted: '01/04/1980' });
  });

  it('says "Data non valida" for an impossible date', async () => {
    const { user, submit } = await renderWidgets({ d: { type: 'string', title: 'Data', format: 'date' } }, { d: { 'ui:widget': 'date' } });
    await user.type(screen.getByPlaceholderText('Seleziona una data'), '31022020');
    await submit();
    expect(screen.getByText('Data non valida')).toBeInTheDocument();
  });

  it('opens a keyboard-usable calendar whose days after the maximum are disabled', async () => {
    const { user } = await renderWidgets(
      { d: { type: 'string', title: 'Data scontrino', format: 'date', minAgeYears: 0 } },
      { d: { 'ui:widget': 'date' } },
    );
    const button = screen.getByRole('button', { name: 'Scegli la data dal calendario' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Calendario' });
    const today = new Date();
    const focused = document.activeElement as HTMLElement;
    expect(dialog.contains(focused)).toBe(true);
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) {
      const day = within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent === String(tomorrow.getDate()) && b.closest('[data-day]'));
      expect(day).toBeDisabled();
    }
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByPlaceholderText('Seleziona una data')).toHaveValue(
      `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`,
    );
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('every typed-in widget', () => {
  it('is marked required, and after a refused submit invalid and described by its own error text', async () => {
    const { submit } = await renderWidgets(
      {
        name: { type: 'string', title: 'Nome' },
        note: { type: 'string', title: 'Nota' },
        time: { type: 'string', title: 'Ora', format: 'time' },
        amount: { type: 'number', title: 'Importo' },
        day: { type: 'string', title: 'Giorno', format: 'date' },
      },
      { note: { 'ui:widget': 'textarea' }, time: { 'ui:widget': 'time' }, amount: { 'ui:widget': 'price' }, day: { 'ui:widget': 'date' } },
    );
    const fields = ['Nome', 'Nota', 'Ora', 'Importo', 'Giorno'].map((label) => screen.getByLabelText(new RegExp(label, 'i')));
    for (const field of fields) {
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    await submit();
    for (const field of fields) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const error = document.getElementById(`${field.id}__error`);
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(`${field.id}__error`);
      expect(error).toHaveTextContent(/obbligatorio/i);
    }
  });
});

describe('time, price and file', () => {
  it('time accepts HH:mm', async () => {
    const { submit, onSubmit } = await renderWidgets(
      { t: { type: 'string', title: 'Ora', format: 'time' } },
      { t: { 'ui:widget': 'time' } },
    );
    fireEvent.change(screen.getByLabelText(/Ora/), { target: { value: '09:30' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ t: '09:30' });
  });

  it('price uses the Italian euro format and reports the minimum', async () => {
    const { user, submit, onSubmit } = await renderWidgets(
      { amount: { type: 'number', title: 'Importo', minimum: 0.01 } },
      { amount: { 'ui:widget': 'price' } },
    );
    const input = screen.getByPlaceholderText('0,00 €');
    await user.type(input, '0');
    await submit();
    expect(screen.getByText('Il valore minimo consentito è 0,01')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12.345,5');
    await user.tab();
    expect((input as HTMLInputElement).value).toMatch(/^12\.345,50\s€$/);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: 12345.5 });
  });

  it('file: image preview, PDF name/type/size in MB, remove button, other types refused', async () => {
    const { user, submit } = await renderWidgets(
      { receipt: { type: 'string', title: 'Scontrino', format: 'data-url', acceptedTypes: ['.pdf', '.jpg', '.png'] } },
      { receipt: { 'ui:widget': 'file' } },
    );
    const input = screen.getByLabelText(/Scontrino/) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.png');
    await user.upload(input, new File([new Uint8Array(3)], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Anteprima di foto.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi file' }));
    expect(screen.queryByRole('img')).toBeNull();
    await user.upload(input, new File([new Uint8Array(262144)], 'scontrino.pdf', { type: 'application/pdf' }));
    const preview = await screen.findByTestId('t_receipt-preview');
    expect(preview).toHaveTextContent('scontrino.pdf');
    expect(preview).toHaveTextContent('application/pdf');
    expect(preview).toHaveTextContent('0,25 MB');
    fireEvent.change(input, { target: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getByTestId('t_receipt-preview')).toHaveTextContent('note.txt'));
    await submit();
    expect(screen.getByText('Sono ammessi solo file PDF, JPG, PNG')).toBeInTheDocument();
  });
});

describe('templates and registry', () => {
  it('opens a field hint in a modal', async () => {
    const { user } = await renderWidgets(
      { vat: { type: 'string', title: 'Partita IVA' } },
      { vat: { 'ui:hint': 'Undici cifre senza IT.' } },
    );
    await user.click(screen.getByRole('button', { name: 'Informazioni su Partita IVA' }));
    expect(within(screen.getByRole('dialog', { name: 'Partita IVA' })).getByText('Undici cifre senza IT.')).toBeInTheDocument();
  });

  it('refuses an unknown widget name loudly, naming the tenant file and key path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTenantForm({ formId: 't', onSubmit: vi.fn() }, formConfig({ a: { type: 'string' } }, { a: { 'ui:widget': 'stars' } }));
    expect(await screen.findByTestId('form-config-error')).toHaveTextContent('Il modulo non è disponibile');
    expect(error).toHaveBeenCalledWith('tenants/demo/tenant.json: /forms/t/uiSchema/a/ui:widget: widget sconosciuto "stars"');
    error.mockRestore();
  });

  it('refuses a form the tenant does not declare', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTenantForm({ formId: 'nope', onSubmit: vi.fn() });
    expect(await screen.findByTestId('form-config-error')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('tenants/demo/tenant.json: /forms/nope: modulo non dichiarato');
    error.mockRestore();
  });

  it('spins and disables the submit button while sending', async () => {
    let release: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { user } = renderTenantForm({ formId: 't', onSubmit }, formConfig({ a: { type: 'string', title: 'A' } }, {}, []));
    await user.click(await screen.findByRole('button', { name: 'Invia' }));
    const busy = document.querySelector('button[type="submit"]')!;
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled());
  });
});
