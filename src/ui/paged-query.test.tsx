import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { usePagedQuery } from './paged-query.js';

// What each render put on screen: the page's rows and whether it was marked busy.
type Frame = { rows: string; busy: boolean };

function List({ page, frames }: { page: number; frames: Frame[] }) {
  const result = usePagedQuery(
    ['rows', page],
    (): Promise<string[]> => Promise.reject(new Error('every page here is in the cache')),
    60_000,
  );
  const rows = result.data?.join(', ') ?? '';
  frames.push({ rows, busy: result.isPending || result.isPlaceholderData });
  return <p aria-busy={result.isPending || result.isPlaceholderData}>{rows}</p>;
}

describe('usePagedQuery', () => {
  it('marks the earlier page busy while the deferred render has not caught up with a cached page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['rows', 1], ['Tappetino', 'Caricatore']);
    client.setQueryData(['rows', 2], ['Spazzolino', 'Zaino']);
    const frames: Frame[] = [];
    const view = (page: number) => (
      <QueryClientProvider client={client}>
        <List page={page} frames={frames} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(2));
    expect(screen.getByText('Spazzolino, Zaino')).toHaveAttribute('aria-busy', 'false');

    // Back to page 1, already cached: the answer is there at once, but the list follows deferred.
    frames.length = 0;
    await act(async () => rerender(view(1)));
    expect(screen.getByText('Tappetino, Caricatore')).toHaveAttribute('aria-busy', 'false');
    // The urgent render still showed page 2: it must have said so, never as page 1's settled list.
    expect(frames).toContainEqual({ rows: 'Spazzolino, Zaino', busy: true });
    expect(frames).not.toContainEqual({ rows: 'Spazzolino, Zaino', busy: false });
    expect(frames.at(-1)).toEqual({ rows: 'Tappetino, Caricatore', busy: false });
  });
});
