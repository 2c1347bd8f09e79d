import { idleOrTouched } from './engine-gate.js';

/** A window whose load event and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  let idle: (() => void) | null = null;
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (callback: () => void) => {
      idle = callback;
      return 1;
    },
    setTimeout: (callback: () => void) => {
      idle = callback;
      return 1;
    },
  });
  return { win: win as unknown as Window, runIdle: () => idle?.(), hasIdle: () => idle !== null };
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return async () => {
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    await Promise.resolve();
    return done;
  };
};

describe('idleOrTouched (when the forms engine may load on a login page)', () => {
  it('waits for the shell, then the load event, then an idle moment', async () => {
    const { win, runIdle, hasIdle } = fakeWindow('interactive');
    let shell!: () => void;
    const isDone = settled(idleOrTouched(new Promise<void>((resolve) => (shell = resolve)), win));
    expect(hasIdle()).toBe(false);
    shell();
    await Promise.resolve();
    // Not loaded yet: no idle moment is asked for.
    expect(hasIdle()).toBe(false);
    win.dispatchEvent(new Event('load'));
    expect(hasIdle()).toBe(true);
    expect(await isDone()).toBe(false);
    runIdle();
    expect(await isDone()).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('opens at once at the first %s, whatever the page is doing', async (type) => {
    const { win, hasIdle } = fakeWindow('loading');
    const isDone = settled(idleOrTouched(new Promise<void>(() => undefined), win));
    expect(await isDone()).toBe(false);
    win.dispatchEvent(new Event(type));
    expect(await isDone()).toBe(true);
    expect(hasIdle()).toBe(false);
  });
});
