import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenShellSettled } from '../boot/interactive-mark.js';
import { idleOrTouched } from '../forms/engine-gate.js';
import { useConfig } from '../stores/config.js';
import { useSession } from '../stores/session.js';
import { LOGOUT_MODAL, useUi } from '../stores/ui.js';

/**
 * A dialog of the layouts, closed on nearly every page: its module, and the dialog kit with it,
 * stays out of the first screen's scripts and loads once the page is idle or first touched, or at
 * once when the dialog is wanted before then. It renders from the moment it is first wanted and
 * stays mounted, so it fades out as it always did. Until then it draws nothing, on the server too
 * (a dialog has no place in a painted page), so a painted page hydrates as before.
 */
function lazyDialog(load: () => Promise<ComponentType>, useWanted: () => boolean): ComponentType {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog() {
    const wanted = useWanted();
    const [opened, setOpened] = useState(wanted);
    if (wanted && !opened) setOpened(true);
    useEffect(() => {
      void idleOrTouched(whenShellSettled()).then(load);
    }, []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  };
}

function useLogoutWanted(): boolean {
  return useUi().modal === LOGOUT_MODAL;
}

/** The dialog's own test narrows this down (the consent question first, not on the form's page). */
function usePrizeValidationWanted(): boolean {
  const config = useConfig();
  const { user } = useSession();
  const { prizeModalDismissed } = useUi();
  return config.features.prizeValidation && Boolean(user?.prize_to_validate) && !prizeModalDismissed;
}

function useSessionExpiredWanted(): boolean {
  return useUi().sessionExpired;
}

export const LogoutModal = lazyDialog(() => import('./logout-modal.js').then((m) => m.LogoutModal), useLogoutWanted);
export const PrizeValidationModal = lazyDialog(
  () => import('./prize-validation-modal.js').then((m) => m.PrizeValidationModal),
  usePrizeValidationWanted,
);
export const SessionExpiredModal = lazyDialog(
  () => import('./session-expired-modal.js').then((m) => m.SessionExpiredModal),
  useSessionExpiredWanted,
);
