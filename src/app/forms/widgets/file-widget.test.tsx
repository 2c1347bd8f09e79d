import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../../test/fixtures.js';
import { renderTenantForm } from '../test-support.js';
import { setFormsModuleLoader } from '../validators.js';

afterEach(() => setFormsModuleLoader(null));

const RECEIPT = { type: 'string', title: 'Scontrino', format: 'data-url', acceptedTypes: ['.pdf', '.jpg', '.png'], maxFileSizeMb: 5 };

/** A form with a note field before the file field (to reach it with Tab) and the given file schema. */
async function renderFile(receipt: Record<string, unknown> = RECEIPT, receiptUi: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  const config = makeConfig({
    forms: {
      t: {
        schema: { type: 'object', required: ['receipt'], properties: { note: { type: 'string', title: 'Nota' }, receipt } },
        uiSchema: { 'ui:order': ['note', 'receipt'], receipt: { 'ui:widget': 'file', ...receiptUi } },
      },
    },
  });
  const utils = renderTenantForm({ formId: 't', onSubmit }, config);
  await screen.findByRole('button', { name: 'Invia' });
  const input = screen.getByLabelText(/Scontrino/, { selector: 'input' }) as HTMLInputElement;
  return {
    ...utils,
    onSubmit,
    input,
    control: screen.getByTestId('t_receipt-control'),
    status: () => document.getElementById('t_receipt__status')!,
  };
}

// '5 MB' is kept on one line with a non-breaking space.
const ACCEPT = 'Formati ammessi: PDF, JPG, PNG · massimo 5\u00a0MB';

const png = (name = 'foto.png') => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('file widget', () => {
  it('speaks Italian: choose button, empty status, accepted types and maximum size, all tied to the input', async () => {
    const { input, status } = await renderFile();
    // The native input stays (id and name for setInputFiles, accept) but the visible control is ours.
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 't_receipt');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.png');
    expect(input).toHaveAttribute('aria-required', 'true');
    const choose = screen.getByText('Scegli un file');
    expect(choose.closest('label')).toHaveAttribute('for', 't_receipt');
    expect(status()).toHaveTextContent('Nessun file selezionato');
    expect(document.getElementById('t_receipt__accept')?.textContent).toBe(ACCEPT);
    expect(input).toHaveAccessibleName('* Scontrino Scegli un file');
    expect(input).toHaveAccessibleDescription(`Nessun file selezionato ${ACCEPT}`);
    expect(document.body).not.toHaveTextContent(/Choose|No file/);
  });

  it('names the chosen file, offers to replace it, and after removal is empty again with focus on the input', async () => {
    const { user, input, status, onSubmit } = await renderFile();
    await user.upload(input, png('scontrino cena.png'));
    await waitFor(() => expect(status()).toHaveTextContent('scontrino cena.png'));
    expect(screen.getByText('Sostituisci file').closest('label')).toHaveAttribute('for', 't_receipt');
    expect(screen.queryByText('Scegli un file')).toBeNull();
    expect(screen.getByRole('img', { name: 'Anteprima di scontrino cena.png' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`scontrino cena.png ${ACCEPT}`);

    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ receipt: 'data:image/png;name=scontrino%20cena.png;base64,AQID' }));

    await user.click(screen.getByRole('button', { name: 'Rimuovi file' }));
    expect(status()).toHaveTextContent('Nessun file selezionato');
    expect(screen.getByText('Scegli un file')).toBeInTheDocument();
    expect(screen.queryByTestId('t_receipt-preview')).toBeNull();
    expect(input).toHaveFocus();
  });

  it('is reached with Tab, and the styled button shows a focus ring when the hidden input has keyboard focus', async () => {
    const { user, input } = await renderFile();
    await user.click(screen.getByLabelText('Nota'));
    await user.tab();
    expect(input).toHaveFocus();
    // Hidden without display:none or visibility:hidden, so it stays focusable and announced.
    const style = getComputedStyle(input);
    expect(style.display).not.toBe('none');
    expect(style.visibility).not.toBe('hidden');
    // jsdom does not match :focus-visible: check the rule that draws the ring exists for this input.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const inputClass = [...input.classList].find((c) => css.includes(`.${c}:focus-visible+`));
    expect(inputClass).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.${inputClass}:focus-visible\\+[^{]+\\{[^}]*outline:3px solid`));
  });

  it('accepts a file dropped onto the control and refuses other types at validation, like a picked one', async () => {
    const { user, control, status } = await renderFile();
    fireEvent.dragOver(control, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(control).toHaveAttribute('data-dragging', 'true');
    expect(status()).toHaveTextContent('Rilascia qui il file');
    fireEvent.drop(control, { dataTransfer: { files: [png('trascinato.png')] } });
    expect(control).not.toHaveAttribute('data-dragging');
    await waitFor(() => expect(status()).toHaveTextContent('trascinato.png'));
    expect(await screen.findByRole('img', { name: 'Anteprima di trascinato.png' })).toBeInTheDocument();

    fireEvent.drop(control, { dataTransfer: { files: [new File(['x'], 'note.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(status()).toHaveTextContent('note.txt'));
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(screen.getByText('Sono ammessi solo file PDF, JPG, PNG')).toBeInTheDocument();
    expect(document.querySelector('#t_receipt')).toHaveAttribute('aria-invalid', 'true');
  });

  it('looks and acts disabled when read-only: no picking, no dropping, no removing', async () => {
    const { input, control, status } = await renderFile(
      { ...RECEIPT, default: 'data:application/pdf;name=fattura.pdf;base64,JVBERi0x' },
      { 'ui:readonly': true },
    );
    expect(input).toBeDisabled();
    expect(status()).toHaveTextContent('fattura.pdf');
    expect(screen.getByTestId('t_receipt-preview')).toHaveTextContent('application/pdf');
    expect(screen.getByRole('button', { name: 'Rimuovi file' })).toBeDisabled();
    fireEvent.dragOver(control, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(control).not.toHaveAttribute('data-dragging');
    // Reading a file starts synchronously on a drop: not starting at all means it was ignored.
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    fireEvent.drop(control, { dataTransfer: { files: [png()] } });
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(status()).toHaveTextContent('fattura.pdf');
  });

  it('shows only what the schema declares: the default types, no size limit', async () => {
    await renderFile({ type: 'string', title: 'Scontrino', format: 'data-url' });
    expect(screen.getByText('Formati ammessi: PDF, JPG, PNG')).toBeInTheDocument();
    expect(screen.queryByText(/massimo/)).toBeNull();
  });
});
