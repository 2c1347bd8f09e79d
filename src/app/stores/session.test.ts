import type { FakeAnswer } from '../test/fake-api.js';

// The loader, watched: the query library is a lazy chunk that only a session may bring along.
vi.mock('../queries/query-client-loader.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../queries/query-client-loader.js')>();
  return { ...actual, loadQueryClient: vi.fn(actual.loadQueryClient) };
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

describe('a screen the server painted for the customer', () => {
  const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
  const OFFER = { items: [{ id: 1, name: 'Borraccia' }] };

  /** The page as the server sends it: the painted answers in their JSON block, dehydrated by the query library. */
  async function paint(subject: string, serverNow = Date.now()) {
    const { QueryClient, dehydrate } = await import('@tanstack/react-query');
    const server = new QueryClient();
    server.setQueryData(['user', 'me'], RECORD, { updatedAt: serverNow });
    server.setQueryData(['catalog', 'products', 'first'], OFFER, { updatedAt: serverNow });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'premia-first-data';
    block.textContent = JSON.stringify({ subject, queries: dehydrate(server) });
    document.body.append(block);
  }

  afterEach(() => {
    document.getElementById('premia-first-data')?.remove();
    localStorage.clear();
    document.cookie = 'premia_session=; path=/; max-age=0';
  });

  it("boot takes the customer's record and the screen's answers from the page instead of asking auth/me", async () => {
    const { restoreSession, installFakeApi, cachedUser, loadedQueryClient } = await fresh();
    const token = jwt({ sub: '4', exp: Date.now() / 1000 + 600 });
    localStorage.setItem('token', token);
    await paint('4');
    const api = installFakeApi({ 'GET /auth/me': { status: 200, data: RECORD } });
    restore = api.restore;
    await restoreSession();
    expect(api.calls).toEqual([]);
    expect(cachedUser()).toEqual(RECORD);
    expect(loadedQueryClient()?.getQueryData(['catalog', 'products', 'first'])).toEqual(OFFER);
    // The block is read once and gone: a later boot in this page could not take stale answers.
    expect(document.getElementById('premia-first-data')).toBeNull();
    expect(document.cookie).toContain(`premia_session=${token}`);
    const { paintedDataAdopted, pageCarriesDataFor } = await import('../boot/first-screen-data.js');
    expect(paintedDataAdopted()).toBe(true);
    // Boot, which asks after the session started, still learns that the screen's data came along.
    expect(pageCarriesDataFor(token)).toBe(true);
  });

  it.each([
    ['behind', -10],
    ['ahead', 10],
  ])("dates the painted answers on the browser's clock when the server's is ten minutes %s", async (_, minutes) => {
    const { restoreSession, installFakeApi, loadedQueryClient } = await fresh();
    localStorage.setItem('token', jwt({ sub: '4', exp: Date.now() / 1000 + 600 }));
    await paint('4', Date.now() + minutes * 60_000);
    const api = installFakeApi({});
    restore = api.restore;
    const before = Date.now();
    await restoreSession();
    const updatedAt = loadedQueryClient()?.getQueryState(['catalog', 'products', 'first'])?.dataUpdatedAt ?? 0;
    // Fresh as just fetched: not stale on arrival (asked again at once), nor fresh into the future.
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it("ignores answers painted for another customer than the stored token's, and asks auth/me", async () => {
    const { restoreSession, installFakeApi, cachedUser, loadedQueryClient } = await fresh();
    localStorage.setItem('token', jwt({ sub: '5', exp: Date.now() / 1000 + 600 }));
    await paint('4');
    const other = { ...RECORD, userinfo: { active: true, username: 'DEMO0003' } };
    const api = installFakeApi({ 'GET /auth/me': { status: 200, data: other } });
    restore = api.restore;
    await restoreSession();
    expect(api.callsTo('GET /auth/me')).toHaveLength(1);
    expect(cachedUser()).toEqual(other);
    expect(loadedQueryClient()?.getQueryData(['catalog', 'products', 'first'])).toBeUndefined();
    const { paintedDataAdopted, pageCarriesDataFor } = await import('../boot/first-screen-data.js');
    expect(paintedDataAdopted()).toBe(false);
    // Nor does boot count on them: it prefetches the screen's data for the stored token's customer.
    expect(pageCarriesDataFor(localStorage.getItem('token'))).toBe(false);
  });
});

describe('a sign-in the server made itself (the login form posted before the scripts ran, OpenID Connect)', () => {
  const jwt = (sub: string) => `e30.${btoa(JSON.stringify({ sub, exp: Date.now() / 1000 + 600 })).replace(/=+$/, '')}.sig`;

  afterEach(() => {
    localStorage.clear();
    document.cookie = 'premia_session=; path=/; max-age=0';
    document.cookie = 'premia_handover=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  it("on ?accesso=1 takes the hand-over cookie's token as the stored one, before the one stored; the cookie and the parameter go", async () => {
    const { restoreSession, sessionStore, installFakeApi, cachedUser } = await fresh();
    localStorage.setItem('token', jwt('9'));
    const token = jwt('4');
    document.cookie = `premia_handover=${token}; path=/`;
    window.history.replaceState(null, '', '/completa-registrazione?accesso=1#inizio');
    const api = installFakeApi({
      'GET /auth/me': (call) => ({ status: call.headers.get('authorization') === `Bearer ${token}` ? 200 : 401, data: RECORD }),
    });
    restore = api.restore;
    const done = restoreSession();
    // Taken at once: boot picks the screen and its data for a signed-in customer.
    expect(sessionStore.token).toBe(token);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/completa-registrazione#inizio');
    expect(document.cookie).not.toContain('premia_handover');
    await done;
    expect(cachedUser()).toEqual(RECORD);
    expect(localStorage.getItem('token')).toBe(token);
    // The session cookie now holds it too, for the next page the server paints.
    expect(document.cookie).toContain(`premia_session=${token}`);
  });

  it("never takes the session cookie's token: a sibling site could have set that name", async () => {
    const { restoreSession, sessionStore, installFakeApi } = await fresh();
    document.cookie = `premia_session=${jwt('4')}; path=/`;
    window.history.replaceState(null, '', '/?accesso=1');
    const api = installFakeApi({});
    restore = api.restore;
    await restoreSession();
    expect(sessionStore.token).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('takes it on whatever page boot first runs: a link of the painted page followed before its scripts ran', async () => {
    const { restoreSession, sessionStore, installFakeApi, cachedUser } = await fresh();
    const token = jwt('4');
    document.cookie = `premia_handover=${token}; path=/`;
    document.cookie = `premia_session=${token}; path=/`;
    window.history.replaceState(null, '', '/notifications?pagina=2');
    const api = installFakeApi({
      'GET /auth/me': (call) => ({ status: call.headers.get('authorization') === `Bearer ${token}` ? 200 : 401, data: RECORD }),
    });
    restore = api.restore;
    await restoreSession();
    // Signed in, not sent to the login page: the address is left as it was.
    expect(sessionStore.token).toBe(token);
    expect(cachedUser()).toEqual(RECORD);
    expect(window.location.pathname + window.location.search).toBe('/notifications?pagina=2');
    expect(document.cookie).not.toContain('premia_handover');
    expect(document.cookie).toContain(`premia_session=${token}`);
  });

  it('takes nothing from a cookie that holds no token', async () => {
    const { restoreSession, sessionStore, installFakeApi } = await fresh();
    document.cookie = 'premia_handover=1; path=/';
    window.history.replaceState(null, '', '/?accesso=1');
    const api = installFakeApi({});
    restore = api.restore;
    await restoreSession();
    expect(sessionStore.token).toBeNull();
    expect(window.location.search).toBe('');
  });
});
