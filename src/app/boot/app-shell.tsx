import { AppRoutes } from '../router.js';
import { BootErrorScreen } from '../screens/errors/boot-error-screen.js';
import { useUi } from '../stores/ui.js';
import { LoadingOverlay } from '../../ui/loading-overlay.js';

/** What the page shows around the boot: the overlay while starting, then the routes or an error screen. */
export function AppShell() {
  const { boot, bootFailure, loaderVisible } = useUi();
  return (
    <>
      {boot === 'ready' && <AppRoutes />}
      {boot === 'error' && bootFailure && <BootErrorScreen failure={bootFailure} />}
      <LoadingOverlay visible={loaderVisible} initial={boot === 'loading'} />
    </>
  );
}
