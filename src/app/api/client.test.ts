import { ApiError } from './api-error.js';
import axios from 'axios';
import { apiClient, setApiAdapter, setRequestLanguage, setUnauthorizedHandler } from './client.js';
import { installFakeApi } from '../test/fake-api.js';

let api: ReturnType<typeof installFakeApi>;

function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );
}

afterEach(() => {
  api?.restore();
  setRequestLanguage('it');
  setUnauthorizedHandler(null);
});

describe('request headers', () => {
  beforeEach(() => {
    api = installFakeApi({ 'GET /ping': { status: 200, data: { ok: true } } });
  });

  it('sends the request context with the host name, language and source web', async () => {
    await apiClient.get('/ping');
    expect(JSON.parse(String(api.calls[0]!.headers.get('x-client-info')))).toEqual({ alias: 'localhost', lang: 'it', source: 'web' });
    setRequestLanguage('en');
    await apiClient.get('/ping');
    expect(JSON.parse(String(api.calls[1]!.headers.get('x-client-info'))).lang).toBe('en');
  });

  it('sends the bearer token when logged in', async () => {
    localStorage.setItem('token', 'abc.def');
    await apiClient.get('/ping');
    expect(api.calls[0]!.headers.get('authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization when logged out or when the token is the string "undefined"', async () => {
    await apiClient.get('/ping');
    localStorage.setItem('token', 'undefined');
    await apiClient.get('/ping');
    expect(api.calls.map((c) => c.headers.has('authorization'))).toEqual([false, false]);
  });

  it('uses the /v1 base path', async () => {
    let url = '';
    const previous = setApiAdapter(async (config) => {
      url = axios.getUri(config);
      return { data: null, status: 204, statusText: '', headers: {}, config };
    });
    await apiClient.get('/ping');
    setApiAdapter(previous);
    expect(url).toBe('/v1/ping');
  });
});

describe('error normalisation', () => {
  it("takes the text from the response's error field", async () => {
    api = installFakeApi({ 'POST /auth/signin': { status: 422, data: { error: 'Credenziali non valide' } } });
    const error = await failureOf(apiClient.post('/auth/signin', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Credenziali non valide' });
  });

  it("falls back to 'Errore sconosciuto'", async () => {
    api = installFakeApi({ 'GET /x': { status: 418, data: '<html>' } });
    expect(await failureOf(apiClient.get('/x'))).toMatchObject({ status: 418, message: 'Errore sconosciuto' });
  });

  it("says 'Errore di rete' when no response arrived", async () => {
    api = installFakeApi({ 'GET /x': 'network' });
    expect(await failureOf(apiClient.get('/x'))).toMatchObject({ status: 0, message: 'Errore di rete' });
  });
});

describe('5xx error reports', () => {
  it('posts the failure to /app/errors once, without waiting for it', async () => {
    api = installFakeApi({
      'GET /catalog/products': { status: 502, data: { error: 'Bad gateway' } },
      'POST /app/errors': { status: 204 },
    });
    await failureOf(apiClient.get('/catalog/products'));
    await vi.waitFor(() => expect(api.callsTo('POST /app/errors')).toHaveLength(1));
    expect(api.callsTo('POST /app/errors')[0]!.data).toEqual({
      url: window.location.href,
      endpoint: '/catalog/products',
      code: 502,
      message: 'Bad gateway',
      line: null,
    });
  });

  it('never reports a failing report (no loop)', async () => {
    api = installFakeApi({ 'GET /x': { status: 500 }, 'POST /app/errors': { status: 500 }, 'GET /y': { status: 200 } });
    await failureOf(apiClient.get('/x'));
    await vi.waitFor(() => expect(api.callsTo('POST /app/errors')).toHaveLength(1));
    // A whole round trip later, the failed report has long been handled: still one.
    await apiClient.get('/y');
    expect(api.callsTo('POST /app/errors')).toHaveLength(1);
  });

  it('does not report 4xx', async () => {
    api = installFakeApi({ 'GET /x': { status: 404 } });
    await failureOf(apiClient.get('/x'));
    expect(api.callsTo('POST /app/errors')).toHaveLength(0);
  });
});

describe('401 seam', () => {
  it('hands a 401 to the unauthorized handler, whose answer replaces the failed call', async () => {
    let tries = 0;
    api = installFakeApi({ 'GET /auth/me': () => (++tries === 1 ? { status: 401 } : { status: 200, data: { id: 1 } }) });
    setUnauthorizedHandler((error) => apiClient.request({ ...error.config!, headers: { Authorization: 'Bearer fresh' } }));
    const response = await apiClient.get('/auth/me');
    expect(response.data).toEqual({ id: 1 });
    expect(api.calls[1]!.headers.get('authorization')).toBe('Bearer fresh');
  });

  it('normalises the rejection of the handler', async () => {
    api = installFakeApi({ 'GET /auth/me': { status: 401, data: { error: 'Token scaduto' } } });
    setUnauthorizedHandler((error) => Promise.reject(error));
    expect(await failureOf(apiClient.get('/auth/me'))).toMatchObject({ status: 401, message: 'Token scaduto' });
  });

  it('skips the handler when the caller handles 401 itself', async () => {
    api = installFakeApi({ 'GET /auth/me': { status: 401 } });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await failureOf(apiClient.get('/auth/me', { skipUnauthorizedHandler: true }));
    expect(handler).not.toHaveBeenCalled();
  });
});
