import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from './api/api-error.js';
import { PagedList, QueryView, type ViewedQuery } from './query-view.js';
import { EmptyState, LoadingState } from './states.js';
import { kitWrapper } from './test/render-kit.js';

const settled = <T,>(data: T): ViewedQuery<T> => ({ isPending: false, isError: false, error: null, data, refetch: vi.fn() });
const failed = (error: Error): ViewedQuery<string[]> => ({ isPending: false, isError: true, error, data: undefined, refetch: vi.fn() });

const states = {
  pending: <LoadingState label="Caricamento degli ordini" />,
  errorTitle: 'Impossibile caricare gli ordini',
  notFound: <EmptyState title="Ordine non trovato" />,
  isEmpty: (data: string[]) => data.length === 0,
  empty: <EmptyState title="Nessun ordine" />,
};

describe('QueryView', () => {
  it('shows the skeleton while pending, then the data', () => {
    const pending: ViewedQuery<string[]> = { isPending: true, isError: false, error: null, data: undefined, refetch: vi.fn() };
    const { rerender } = render(
      <QueryView query={pending} {...states}>
        {(d) => <p>{d.join(', ')}</p>}
      </QueryView>,
      {
        wrapper: kitWrapper(),
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento degli ordini');
    rerender(
      <QueryView query={settled(['A-1', 'A-2'])} {...states}>
        {(d) => <p>{d.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('A-1, A-2')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'not found' for a 404 and the error with 'Riprova' for anything else", async () => {
    const { rerender } = render(
      <QueryView query={failed(new ApiError('Non trovato', 404))} {...states}>
        {() => null}
      </QueryView>,
      {
        wrapper: kitWrapper(),
      },
    );
    expect(screen.getByRole('heading', { name: 'Ordine non trovato' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    const broken = failed(new ApiError('Errore del server', 500));
    rerender(
      <QueryView query={broken} {...states}>
        {() => null}
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Impossibile caricare gli ordini');
    expect(screen.getByRole('alert')).toHaveTextContent('Errore del server');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(broken.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the answer holds nothing', () => {
    render(
      <QueryView query={settled([])} {...states}>
        {() => <p>righe</p>}
      </QueryView>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('heading', { name: 'Nessun ordine' })).toBeInTheDocument();
    expect(screen.queryByText('righe')).toBeNull();
  });
});

describe('PagedList', () => {
  const list = (total: number, items: string[]) => settled({ items, total, pageSize: 2 });
  const props = {
    pending: null,
    errorTitle: 'Impossibile',
    empty: <EmptyState title="Nessun ordine" />,
    page: 1,
    param: 'pagina',
    pagesLabel: 'Pagine degli ordini',
  };

  it('adds page links under the page only when there is more than one page', () => {
    const { rerender } = render(
      <PagedList query={list(5, ['A', 'B'])} {...props}>
        {(d) => <p>{d.items.join('')}</p>}
      </PagedList>,
      {
        wrapper: kitWrapper('/ordini'),
      },
    );
    expect(screen.getByText('AB')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagine degli ordini' })).toHaveTextContent('3');
    rerender(
      <PagedList query={list(2, ['A', 'B'])} {...props}>
        {(d) => <p>{d.items.join('')}</p>}
      </PagedList>,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagine degli ordini' })).toBeNull();
  });

  it('is empty when the page holds no item', () => {
    render(
      <PagedList query={list(0, [])} {...props}>
        {() => <p>righe</p>}
      </PagedList>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('heading', { name: 'Nessun ordine' })).toBeInTheDocument();
  });
});
