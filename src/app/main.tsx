import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_SCREEN_ATTR } from '../shared/first-screen.js';

/**
 * The page's script in two parts, each evaluated in a task of its own: this entry with React,
 * then the app (app-start.tsx: the router, the app's components, stores and boot, and the
 * styled-components they create). As one module graph they were one task of 125–155 ms at 4×
 * CPU on a signed-in page, whose first tap waited for all of it. The page names the second
 * part's files beside the entry's, so the browser fetches both at once
 * (scripts/vite/app-start-chunk.ts).
 */
const appStart = import('./app-start.js');

const container = document.getElementById('root')!;
const element = (App: ComponentType) => (
  <StrictMode>
    <App />
  </StrictMode>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The server usually paints the first screen: it stays on view while boot runs, and React then
 * hydrates it or draws over it (app-start.tsx). In a transition, React renders in slices and
 * yields between them: the page stays responsive (short tasks) while it hydrates or draws.
 */
async function mountOverPaintedScreen(painted: string): Promise<void> {
  const { App, bootUnderPaintedScreen } = await appStart;
  // Boot's first steps (translations, session, configuration) in a task after the modules'
  // evaluation: the page is on view meanwhile, and a tap between the two is answered.
  await nextTask();
  const { hydrate } = await bootUnderPaintedScreen(container, painted);
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, element(App));
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(element(App)));
  }
}

/** Without a painted screen the app renders at once, boot overlay first; boot's requests are in flight meanwhile. */
async function mountBlank(): Promise<void> {
  const { App, startApp } = await appStart;
  void startApp();
  createRoot(container).render(element(App));
}

const painted = container.getAttribute(FIRST_SCREEN_ATTR);
void (painted ? mountOverPaintedScreen(painted) : mountBlank());
