import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { i18nOptions } from './i18n.js';

type FakeResponse = { ok: boolean; status: number; text: () => Promise<string> };
const answer = (status: number, body: unknown = {}): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify(body),
});

function startI18n(lng = 'it') {
  const instance = i18next.createInstance();
  const ready = instance.use(HttpBackend).init(i18nOptions(lng));
  return { instance, ready };
}

describe('translation loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetchMock = vi.fn(async () => answer(200, { common: { ok: 'Ok' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { instance, ready } = startI18n();
    await vi.runAllTimersAsync();
    await ready;
    expect(fetchMock).toHaveBeenCalledWith('/locales/it/translation.json', expect.anything());
    expect(instance.t('common.ok')).toBe('Ok');
  });

  it('retries a failed read after 350 ms, then doubling the wait', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(500))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200, { common: { ok: 'Ok' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { instance, ready } = startI18n();

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Each retry fires exactly when its delay has elapsed, not a millisecond earlier.
    for (const [delay, callsAfter] of [
      [350, 2],
      [700, 3],
      [1400, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter);
    }
    await ready;
    expect(instance.t('common.ok')).toBe('Ok');
  });

  it('gives up after 5 retries and still resolves (keys show instead of texts)', async () => {
    const fetchMock = vi.fn(async () => answer(500));
    vi.stubGlobal('fetch', fetchMock);
    const { instance, ready } = startI18n();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    await vi.runAllTimersAsync();
    await ready;
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(instance.t('common.ok')).toBe('common.ok');
  });

  it('does not retry a missing file (4xx)', async () => {
    const fetchMock = vi.fn(async () => answer(404));
    vi.stubGlobal('fetch', fetchMock);
    const { ready } = startI18n();
    await vi.runAllTimersAsync();
    await ready;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads at most 10 files at once', async () => {
    const pending: ((r: FakeResponse) => void)[] = [];
    const fetchMock = vi.fn(() => new Promise<FakeResponse>((resolve) => pending.push(resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { instance } = startI18n();
    await vi.advanceTimersByTimeAsync(0);
    pending.shift()!(answer(200, {}));
    await vi.advanceTimersByTimeAsync(0);

    const namespaces = Array.from({ length: 12 }, (_, i) => `ns${i}`);
    const loaded = instance.loadNamespaces(namespaces);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1 + 10);
    pending.shift()!(answer(200, {}));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1 + 11);
    while (pending.length > 0) {
      pending.shift()!(answer(200, {}));
      await vi.advanceTimersByTimeAsync(0);
    }
    await loaded;
    expect(fetchMock).toHaveBeenCalledTimes(1 + 12);
  });
});
