import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { kitWrapper } from './test/render-kit.js';
import { Button } from './button.js';
import { ConfirmModal, Modal, type ModalProps } from './modal.js';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Apri</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Titolo"
        actions={<Button onClick={() => setOpen(false)}>Annulla</Button>}
        {...props}
      >
        <p>Contenuto</p>
        <a href="/x">Un link</a>
      </Modal>
    </>
  );
}

function setup(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />, { wrapper: kitWrapper() });
  return { user, opener: screen.getByRole('button', { name: 'Apri' }) };
}

describe('Modal', () => {
  it('opens as a labelled modal dialog and moves focus inside', async () => {
    const { user, opener } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Titolo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Contenuto');
    expect(screen.getByRole('link', { name: 'Un link' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const link = screen.getByRole('link', { name: 'Un link' });
    const cancel = screen.getByRole('button', { name: 'Annulla' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.keyboard('{Escape}');
    // Hidden from assistive technology at once, removed after the fade.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Contenuto')).not.toBeInTheDocument());
  });

  it('stays open on Escape when not dismissible', async () => {
    const { user, opener } = setup({ dismissible: false });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Titolo' })).toBeInTheDocument();
  });

  it('error type: marked as error, with an extra Ok button that closes it', async () => {
    const { user, opener } = setup({ type: 'error', title: 'Errore', actions: undefined });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Errore' });
    expect(dialog).toHaveAttribute('data-type', 'error');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('default type has no Ok button', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
  });
});

describe('ConfirmModal', () => {
  function renderConfirm() {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmModal
        open
        title="Annullare l’ordine 42?"
        cancelLabel="Non annullare"
        confirmLabel="Annulla l’ordine"
        onClose={onClose}
        onConfirm={onConfirm}
      >
        <p>I punti tornano al cliente.</p>
      </ConfirmModal>,
      { wrapper: kitWrapper() },
    );
    return { onClose, onConfirm, user: userEvent.setup() };
  }

  it('asks its question with what confirming does, and on the confirm button closes and does it', async () => {
    const { onClose, onConfirm, user } = renderConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Annullare l’ordine 42?' });
    expect(dialog).toHaveTextContent('I punti tornano al cliente.');
    await user.click(screen.getByRole('button', { name: 'Annulla l’ordine' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('leaves things as they are on the cancel button and on Escape', async () => {
    const { onClose, onConfirm, user } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Non annullare' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
