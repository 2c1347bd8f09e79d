import { useEffect } from 'react';
import { INTERACTIVE_ATTR } from '../../shared/first-screen.js';
import { AppRoutes } from '../router.js';
import { BootErrorScreen } from '../screens/errors/boot-error-screen.js';
import { useUi } from '../stores/ui.js';
import { LoadingOverlay } from '../../ui/loading-overlay.js';

/** What the page shows around the boot: the overlay while starting, then the routes or an error screen. */
export function AppShell() {
  const { boot, bootFailure } = useUi();
  // Effects run children first: when this one runs, the layout's own effects have (a dialog open
  // from the start included), so the mark says the scripts handle the page, the boot error screen
  // included. A painted page looks the same before and after: public/after-paint.js presses again
  // a button tapped before it, and browser journeys wait for it instead of guessing.
  useEffect(() => {
    if (boot !== 'loading') document.documentElement.setAttribute(INTERACTIVE_ATTR, '');
  }, [boot]);
  return (
    <>
      {boot === 'ready' && <AppRoutes />}
      {boot === 'error' && bootFailure && <BootErrorScreen failure={bootFailure} />}
      {/* The initial loader (spec §4), on screen until boot is over. */}
      <LoadingOverlay visible={boot === 'loading'} initial={boot === 'loading'} />
    </>
  );
}
