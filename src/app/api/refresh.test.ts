import { ApiError } from './api-error.js';
import { apiClient, setUnauthorizedHandler } from './client.js';
import { createRefreshHandler } from './refresh.js';
import { installFakeApi, type FakeCall } from '../test/fake-api.js';

let api: ReturnType<typeof installFakeApi>;
const bearer = (call: FakeCall) => call.headers.get('authorization');

/** Answers 401 to the expired token and 200 to the fresh one, like the server. */
const guarded = (call: FakeCall) =>
  bearer(call) === 'Bearer fresh'
    ? { status: 200, data: { url: call.url } }
    : { status: 401, data: { error: 'Sessione non valida o scaduta' } };

function install(onSessionEnded = vi.fn(), onRefreshed = vi.fn()) {
  setUnauthorizedHandler(createRefreshHandler({ onSessionEnded, onRefreshed }));
  return { onSessionEnded, onRefreshed };
}

beforeEach(() => localStorage.setItem('token', 'expired'));
afterEach(() => {
  api?.restore();
  setUnauthorizedHandler(null);
});

describe('401 refresh', () => {
  it('makes one refresh for 20 parallel 401s and replays every call with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes: Record<string, typeof guarded> = {};
    for (let i = 0; i < 20; i++) routes[`GET /item/${i}`] = guarded;
    api = installFakeApi({
      ...routes,
      // Held until every call has failed: they must all wait on the same refresh.
      'GET /auth/refresh': async () => {
        await gate;
        return { status: 200, data: { token: 'fresh' } };
      },
    });
    const { onRefreshed } = install();
    const all = Promise.all(Array.from({ length: 20 }, (_, i) => apiClient.get<{ url: string }>(`/item/${i}`)));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.url.startsWith('/item/'))).toHaveLength(20));
    release();
    const responses = await all;

    expect(responses.map((r) => r.data.url)).toEqual(Array.from({ length: 20 }, (_, i) => `/item/${i}`));
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
    expect(api.calls.filter((c) => c.url.startsWith('/item/') && bearer(c) === 'Bearer fresh')).toHaveLength(20);
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(onRefreshed).toHaveBeenCalledOnce();
  });

  it('replays without a second refresh a call that was sent before the refresh finished', async () => {
    let late!: () => void;
    const held = new Promise<void>((resolve) => (late = resolve));
    api = installFakeApi({
      'GET /a': guarded,
      'GET /b': async (call) => (bearer(call) === 'Bearer expired' ? (await held, guarded(call)) : guarded(call)),
      'GET /auth/refresh': { status: 200, data: { token: 'fresh' } },
    });
    install();
    const b = apiClient.get('/b');
    await apiClient.get('/a');
    late();
    expect((await b).status).toBe(200);
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
  });

  it('ends the session with the session-expired flag when the refresh is refused (401)', async () => {
    api = installFakeApi({
      'GET /x': guarded,
      'GET /y': guarded,
      'GET /auth/refresh': {
        status: 401,
        data: { error: 'Sessione scaduta, accedi di nuovo' },
      },
    });
    const { onSessionEnded } = install();
    const results = await Promise.allSettled([apiClient.get('/x'), apiClient.get('/y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 401,
      message: 'Sessione scaduta, accedi di nuovo',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(onSessionEnded).toHaveBeenCalledWith(true);
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
  });

  it('logs out without the session-expired flag when the refresh cannot reach the server', async () => {
    api = installFakeApi({ 'GET /x': guarded, 'GET /auth/refresh': 'network' });
    const { onSessionEnded } = install();
    await expect(apiClient.get('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Errore di rete',
    });
    expect(onSessionEnded).toHaveBeenCalledWith(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'No refresh token found' when the refresh answers without a token", async () => {
    api = installFakeApi({
      'GET /x': guarded,
      'GET /auth/refresh': { status: 200, data: {} },
    });
    const { onSessionEnded } = install();
    const error = await apiClient.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'No refresh token found',
      status: 401,
    });
    expect(onSessionEnded).toHaveBeenCalledWith(true);
  });

  it('never refreshes for the sign-in and refresh calls themselves', async () => {
    api = installFakeApi({
      'POST /auth/signin': {
        status: 401,
        data: { error: 'Credenziali non valide' },
      },
      'GET /auth/refresh': { status: 401 },
    });
    install();
    await expect(apiClient.post('/auth/signin', {})).rejects.toMatchObject({
      message: 'Credenziali non valide',
    });
    await expect(apiClient.get('/auth/refresh')).rejects.toMatchObject({
      status: 401,
    });
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
  });

  it('does not refresh a logged-out 401 and does not loop when the replay fails again', async () => {
    api = installFakeApi({
      'GET /x': { status: 401 },
      'GET /auth/refresh': { status: 200, data: { token: 'fresh' } },
    });
    install();
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /x')).toHaveLength(2);
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
    localStorage.removeItem('token');
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(1);
  });
});
