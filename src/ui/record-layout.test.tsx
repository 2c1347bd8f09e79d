import { render, screen } from '@testing-library/react';
import { ApiError } from './api/api-error.js';
import type { ViewedQuery } from './query-view.js';
import { FactList, RecordPage } from './record-layout.js';
import { kitWrapper } from './test/render-kit.js';

function query<T>(state: Partial<ViewedQuery<T>>): ViewedQuery<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: () => undefined, ...state };
}

const TEXTS = {
  backLabel: 'Torna alle richieste',
  loadingLabel: 'Caricamento della richiesta',
  errorTitle: 'Impossibile caricare la richiesta',
  notFoundTitle: 'Richiesta non trovata',
  notFoundText: 'Non esiste una richiesta con questo numero.',
};

describe('FactList', () => {
  it('lists each term with its value, in order', () => {
    const { container } = render(
      <FactList
        facts={[
          ['Cliente', 'Mario Rossi'],
          ['Ordine', 'nessuno'],
        ]}
      />,
      { wrapper: kitWrapper() },
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Cliente', 'Ordine']);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Mario Rossi', 'nessuno']);
  });
});

describe('RecordPage', () => {
  it('shows the back link and the record once read', () => {
    render(
      <RecordPage {...TEXTS} query={query({ data: { id: 7 } })}>
        {(r) => <h2>Richiesta {r.id}</h2>}
      </RecordPage>,
      {
        wrapper: kitWrapper('/richieste/7'),
      },
    );
    expect(screen.getByRole('link', { name: /Torna alle richieste/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Richiesta 7' })).toBeInTheDocument();
  });

  it('shows the labelled skeleton while pending', () => {
    render(
      <RecordPage {...TEXTS} query={query({ isPending: true })}>
        {() => null}
      </RecordPage>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByText('Caricamento della richiesta')).toBeInTheDocument();
  });

  it('says the record is not there on a 404, and shows other failures with their title', () => {
    const { unmount } = render(
      <RecordPage {...TEXTS} query={query({ isError: true, error: new ApiError('Non trovato', 404) })}>
        {() => null}
      </RecordPage>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('heading', { name: 'Richiesta non trovata' })).toBeInTheDocument();
    expect(screen.getByText('Non esiste una richiesta con questo numero.')).toBeInTheDocument();
    unmount();
    render(
      <RecordPage {...TEXTS} query={query({ isError: true, error: new ApiError('Errore del server', 500) })}>
        {() => null}
      </RecordPage>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('heading', { name: 'Impossibile caricare la richiesta' })).toBeInTheDocument();
  });
});
