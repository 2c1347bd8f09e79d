import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardGridSkeleton, EmptyState, ErrorState, ListSkeleton, LoadingState } from './states.js';
import { kitWrapper } from './test/render-kit.js';

describe('states', () => {
  it('loading: announced once, the skeleton hidden from assistive technology', () => {
    render(<CardGridSkeleton count={3} label="Caricamento dei vantaggi" />, { wrapper: kitWrapper() });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei vantaggi');
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton').lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it("loading says 'Caricamento in corso' unless told otherwise", () => {
    render(
      <>
        <LoadingState />
        <ListSkeleton count={2} />
      </>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Caricamento in corso', 'Caricamento in corso']);
  });

  it('empty: the sentence and a way on', () => {
    render(<EmptyState action={<a href="/catalogo">Vai al catalogo</a>}>Non hai notifiche.</EmptyState>, { wrapper: kitWrapper() });
    expect(screen.getByText('Non hai notifiche.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al catalogo' })).toBeInTheDocument();
  });

  it("error: announced at once, with 'Riprova' when the load can be tried again", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState message="Errore di rete" onRetry={onRetry} />, { wrapper: kitWrapper() });
    expect(screen.getByRole('alert')).toHaveTextContent('Errore di rete');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState message="Errore imprevisto" />);
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });
});

describe('states with a heading', () => {
  it('give the heading the level asked for', () => {
    render(
      <>
        <EmptyState title="Nessun premio trovato" level={3}>
          Prova a cambiare i filtri.
        </EmptyState>
        <ErrorState title="Impossibile caricare il premio" level={1} message="Errore di rete" />
      </>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nessun premio trovato' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Impossibile caricare il premio' }));
  });
});
