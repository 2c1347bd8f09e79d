import { QueryClient } from '@tanstack/react-query';
import { JUST_FETCHED_MS, prefetchForMount, refetchOnMount } from './prefetched.js';

describe('what boot prefetched for a screen', () => {
  it("counts for the screen's first mount only while it is that answer, just in and not invalidated", async () => {
    const client = new QueryClient();
    prefetchForMount(client, { queryKey: ['prizes', 1], queryFn: () => Promise.resolve('page 1') });
    await vi.waitFor(() => expect(refetchOnMount(client.getQueryCache().find({ queryKey: ['prizes', 1] })!)).toBe(false));
    const query = client.getQueryCache().find({ queryKey: ['prizes', 1] })!;
    const at = query.state.dataUpdatedAt;
    expect(refetchOnMount(query, at + JUST_FETCHED_MS)).toBe(true);
    await client.invalidateQueries({ queryKey: ['prizes'] });
    expect(refetchOnMount(query, at)).toBe(true);
    // Another answer for the same key (a refetch, or one written from a change's answer).
    client.setQueryData(['prizes', 1], 'page 1 again', { updatedAt: at + 1 });
    expect(refetchOnMount(query, at + 1)).toBe(true);
    // A query boot never prefetched: as its freshness says.
    client.setQueryData(['cart'], 'cart');
    expect(refetchOnMount(client.getQueryCache().find({ queryKey: ['cart'] })!)).toBe(true);
  });

  it('forgets a failed probe, so a screen that shared it asks again with its own request', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchForMount(client, { queryKey: ['prizes', 2], queryFn: () => Promise.reject(Object.assign(new Error('401'), { status: 401 })) });
    const query = () => client.getQueryCache().find({ queryKey: ['prizes', 2] })!;
    await vi.waitFor(() => expect(query().state.fetchStatus).toBe('idle'));
    await vi.waitFor(() => expect(query().state.error).toBeNull());
    expect(query().state.status).toBe('pending');
  });
});
