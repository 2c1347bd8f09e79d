import { CanceledError } from 'axios';
import { ApiError, createErrorNormalizer, TransportUnavailable } from './api-error.js';
import { createApiClient, isCancelled } from './client.js';
import { createMemoryTokenStore } from './token.js';

// Counts the loads of the lazy transport chunk (axios and the interceptors).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./transport.js', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

describe('kit API client', () => {
  it('loads axios with the first request, not before, and once for every later one', async () => {
    const api = createApiClient({ clientInfo: () => '{}', token: createMemoryTokenStore(), normalizeError: createErrorNormalizer() });
    expect(loads.count).toBe(0);
    const urls: string[] = [];
    api.setAdapter(async (config) => {
      urls.push(`${config.baseURL}${config.url}`);
      return { data: { ok: true }, status: 200, statusText: '', headers: {}, config };
    });
    const [first, second] = await Promise.all([api.client.get('/a'), api.client.post('/b', {})]);
    expect([first.data, second.data]).toEqual([{ ok: true }, { ok: true }]);
    expect(urls).toEqual(['/v1/a', '/v1/b']);
    expect(loads.count).toBe(1);
  });

  it('reads a transport that could not be loaded as a network failure (status 0, so it is retried)', () => {
    const error = createErrorNormalizer()(new TransportUnavailable(new TypeError('Failed to fetch dynamically imported module')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Errore di rete' });
  });

  it("recognises axios' cancellations without loading axios", () => {
    expect(isCancelled(new CanceledError())).toBe(true);
    expect(isCancelled(new ApiError('x', 500))).toBe(false);
    expect(isCancelled(null)).toBe(false);
  });
});
