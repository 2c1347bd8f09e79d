import { AWAITING_FORMS_ATTR, INTERACTIVE_ATTR } from '../../shared/first-screen.js';

/**
 * `<html data-interactive>`: the page's scripts handle everything on view. public/after-paint.js
 * holds the taps made before then and presses the last one again; browser journeys wait for it.
 * Two parts must be ready: the app shell (AppShell's effect, once boot is over) and each form the
 * server painted, which hydrates in a later commit of its own, once the forms engine has arrived
 * (app-start.tsx). Until then a tap on such a form's own buttons (show the password) would be lost;
 * meanwhile `<html data-awaiting-forms="id …">` names the forms still waiting, so that the loader
 * keeps only the taps inside them (React answers the rest of the page itself).
 */
const waitingForms = new Set<string>();
let shellReady = false;
let onShellSettled: () => void = () => undefined;
const shellSettledPromise = new Promise<void>((resolve) => (onShellSettled = resolve));

function update(): void {
  if (!shellReady) return;
  const root = document.documentElement;
  if (waitingForms.size === 0) {
    root.removeAttribute(AWAITING_FORMS_ATTR);
    root.setAttribute(INTERACTIVE_ATTR, '');
  } else root.setAttribute(AWAITING_FORMS_ATTR, [...waitingForms].join(' '));
}

/** app-start.tsx, before hydrating: these painted forms must hydrate before the page counts as handled. */
export function awaitPaintedForms(formIds: readonly string[]): void {
  formIds.forEach((id) => waitingForms.add(id));
}

/** A painted form is handled by its scripts, or is no longer on the page (another screen, an error in its place). */
export function paintedFormSettled(formId: string): void {
  if (waitingForms.delete(formId)) update();
}

/** AppShell: boot is over and the shell is committed (its children's effects have run). */
export function shellSettled(): void {
  shellReady = true;
  onShellSettled();
  update();
}

/** Resolves once the shell is committed: hydrated, or drawn. */
export function whenShellSettled(): Promise<void> {
  return shellSettledPromise;
}
