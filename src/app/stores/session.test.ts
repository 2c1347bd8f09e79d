import type { FakeAnswer } from '../test/fake-api.js';

// The loader, watched: the query library is a lazy chunk that only a session may bring along.
vi.mock('../queries/query-client-loader.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../queries/query-client-loader.js')>();
  return { loadQueryClient: vi.fn(actual.loadQueryClient) };
});

/**
 * The session store and what it uses, imported afresh: the test setup has already loaded them,
 * with the query client, before the loader above was watched.
 */
async function fresh() {
  vi.resetModules();
  const { loadQueryClient } = await import('../queries/query-client-loader.js');
  const { loadedQueryClient } = await import('../queries/loaded-client.js');
  const { userKeys } = await import('../queries/user.js');
  const { installFakeApi } = await import('../test/fake-api.js');
  const session = await import('./session.js');
  const cachedUser = () => loadedQueryClient()?.getQueryData(userKeys.me());
  // The mocked module outlives resetModules: its count starts again here.
  vi.mocked(loadQueryClient).mockClear();
  return { ...session, loadQueryClient: vi.mocked(loadQueryClient), loadedQueryClient, installFakeApi, cachedUser };
}

const RECORD = { userinfo: { active: true, username: 'DEMO0001' }, points_enabled: true };

function deferred() {
  let resolve!: (answer: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('the session and the query client', () => {
  it('a signed-out start does not load the query library', async () => {
    const { restoreSession, loadQueryClient, loadedQueryClient } = await fresh();
    await restoreSession();
    expect(loadQueryClient).not.toHaveBeenCalled();
    // Nor does anything the store imports: the client's module never ran.
    expect(loadedQueryClient()).toBeNull();
  });

  it('a signed-in start loads it beside auth/me, not after it, and caches the record there', async () => {
    const { restoreSession, loadQueryClient, installFakeApi, cachedUser } = await fresh();
    localStorage.setItem('token', 'tok');
    const me = deferred();
    const api = installFakeApi({ 'GET /auth/me': () => me.promise });
    restore = api.restore;
    const done = restoreSession();
    await vi.waitFor(() => expect(api.callsTo('GET /auth/me')).toHaveLength(1));
    expect(loadQueryClient).toHaveBeenCalledTimes(1);
    me.resolve({ status: 200, data: RECORD });
    await done;
    expect(cachedUser()).toEqual(RECORD);
  });

  it('sign-in loads it beside auth/me and caches the record there', async () => {
    const { signInWithPassword, loadQueryClient, installFakeApi, cachedUser } = await fresh();
    const me = deferred();
    const api = installFakeApi({ 'POST /auth/signin': { status: 200, data: { token: 'new' } }, 'GET /auth/me': () => me.promise });
    restore = api.restore;
    const done = signInWithPassword('DEMO0001', 'secret');
    await vi.waitFor(() => expect(api.callsTo('GET /auth/me')).toHaveLength(1));
    expect(loadQueryClient).toHaveBeenCalledTimes(1);
    me.resolve({ status: 200, data: RECORD });
    await expect(done).resolves.toEqual(RECORD);
    expect(cachedUser()).toEqual(RECORD);
  });
});
