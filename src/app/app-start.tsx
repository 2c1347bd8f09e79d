import { BrowserRouter } from 'react-router-dom';
import { FIRST_SCREEN_FORMS_ATTR } from '../shared/first-screen.js';
import { warmUpTransport } from './api/client.js';
import { AppShell } from './boot/app-shell.js';
import { paintedDataAdopted } from './boot/first-screen-data.js';
import { startApp } from './boot/start-app.js';
import { awaitPaintedForms, paintedFormSettled, whenShellSettled } from './boot/interactive-mark.js';
import { formsEngineWanted, holdFormsEngine, idleOrTouched } from './forms/engine-gate.js';
import { loadFormsModule } from './forms/validators.js';
import { Providers } from './providers.js';
import { sessionStore } from './stores/session.js';
import { uiStore } from './stores/ui.js';

/**
 * The app, which main.tsx imports as a chunk of its own so that the browser evaluates its modules
 * (the router among them) in a task apart from React's.
 */
export { startApp };

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <AppShell />
      </Providers>
    </BrowserRouter>
  );
}

/**
 * The validators of the forms the server painted: a form's first render reads them, and then
 * matches the painted markup. The forms engine is started, not awaited: until it has loaded and
 * run, React keeps the painted form as it is and hydrates the rest of the page, so the two are
 * evaluated in separate tasks instead of one long one. A painted form waits disabled for it,
 * unless the browser can post it itself (the login form): when every painted form can, the engine
 * waits for the page to be idle, or for the person's first touch (forms/engine-gate.ts).
 */
function loadPaintedForms(container: HTMLElement): Promise<unknown> {
  const ids = (container.getAttribute(FIRST_SCREEN_FORMS_ATTR) ?? '').split(',').filter(Boolean);
  if (ids.length === 0) return Promise.resolve();
  awaitPaintedForms(ids);
  if (ids.every((id) => document.getElementById(`form-${id}`)?.getAttribute('method') === 'post')) {
    holdFormsEngine(idleOrTouched(whenShellSettled()));
  }
  // Without the engine the painted forms stay as they are: the page is as handled as it gets.
  void formsEngineWanted()
    .then(() => import('./forms/precompiled-form.js'))
    .catch(() => ids.forEach(paintedFormSettled));
  return Promise.all(ids.map(loadFormsModule)).catch(() => undefined);
}

/**
 * Boot under a screen the server painted (src/server/static/first-screen.ts), which stays on view
 * meanwhile; then whether React may hydrate it. A visitor without a session, and a customer whose
 * screen the server painted with the answers boot then adopted, see what the server drew, which
 * React hydrates; otherwise (a signed-in layout's skeleton, a session that turned out different, a
 * boot error) React draws over it.
 */
export async function bootUnderPaintedScreen(container: HTMLElement, painted: string): Promise<{ hydrate: boolean }> {
  await startApp();
  const signedOut = painted === 'out' && sessionStore.token === null;
  const customer = painted === 'customer' && sessionStore.token !== null && paintedDataAdopted();
  if (uiStore.boot !== 'ready' || !(signedOut || customer)) return { hydrate: false };
  await loadPaintedForms(container);
  // The customer's painted answers spared every request until now (api/client.ts): the HTTP
  // transport comes once the page is handled and idle, or at the first touch, for the first tap's
  // request not to wait for it.
  if (customer) void idleOrTouched(whenShellSettled()).then(warmUpTransport);
  return { hydrate: true };
}
