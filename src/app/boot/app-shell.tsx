import { useEffect } from 'react';
import { AppRoutes } from '../router.js';
import { BootErrorScreen } from '../screens/errors/boot-error-screen.js';
import { useUi } from '../stores/ui.js';
import { LoadingOverlay } from '../../ui/loading-overlay.js';
import { shellSettled } from './interactive-mark.js';

/** What the page shows around the boot: the overlay while starting, then the routes or an error screen. */
export function AppShell() {
  const { boot, bootFailure } = useUi();
  // Effects run children first: when this one runs, the layout's own effects have (a dialog open
  // from the start included), so the shell is handled, the boot error screen included. The page
  // is, once its painted forms are too (interactive-mark.ts).
  useEffect(() => {
    if (boot !== 'loading') shellSettled();
  }, [boot]);
  return (
    <>
      {boot === 'ready' && <AppRoutes />}
      {boot === 'error' && bootFailure && <BootErrorScreen failure={bootFailure} />}
      {/* The initial loader, on screen until boot is over. */}
      <LoadingOverlay visible={boot === 'loading'} initial={boot === 'loading'} />
    </>
  );
}
