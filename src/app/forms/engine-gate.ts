/**
 * When the forms engine (RJSF and the widgets: precompiled-form.tsx, about 55 KB of brotli) may
 * load. At once, unless app-start.tsx holds it: on a painted page whose every form the browser can post
 * itself (the login form: src/shared/login-post.ts) the page works without it, so it waits until
 * the page is idle after its load, or the person first touches, types or focuses, and does not
 * compete with the entry for the link and the main thread while the page starts.
 */
let held: Promise<void> | null = null;

/** app-start.tsx: hold the engine until `until` settles. */
export function holdFormsEngine(until: Promise<void>): void {
  held = until;
}

/** Resolves when the engine may load. */
export function formsEngineWanted(): Promise<void> {
  return held ?? Promise.resolve();
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
/** Past this, an idle moment is not waited for any longer (requestIdleCallback's timeout). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves at the first touch, key or focus, or at the first idle moment once `after` has settled
 * and the page's load event has passed.
 */
export function idleOrTouched(after: Promise<void>, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const open = () => {
      INTERACTIONS.forEach((type) => win.removeEventListener(type, open, true));
      resolve();
    };
    INTERACTIONS.forEach((type) => win.addEventListener(type, open, { capture: true, once: true }));
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(open, 0);
    };
    void after.then(() => {
      if (win.document.readyState === 'complete') whenIdle();
      else win.addEventListener('load', whenIdle, { once: true });
    });
  });
}
