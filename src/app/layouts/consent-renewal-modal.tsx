import { lazy, Suspense } from 'react';
import { useSession } from '../stores/session.js';
import { dismissConsentRenewal, useUi } from '../stores/ui.js';

// The dialog and the consent API load only for a customer who has something to renew.
const ConsentRenewalDialog = lazy(() => import('./consent-renewal-dialog.js'));

/** Consents that lapsed by retention, asked again at sign-in (the user record lists them). */
export function ConsentRenewalModal() {
  const { user } = useSession();
  const { consentRenewalDismissed } = useUi();
  const consents = user?.consents_to_renew ?? [];
  if (!consents.length || consentRenewalDismissed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentRenewalDialog consents={consents} onClose={dismissConsentRenewal} />
    </Suspense>
  );
}

/** Whether the renewal question is up: other app-level dialogs wait for it. */
export function useConsentRenewalOpen(): boolean {
  const { user } = useSession();
  const { consentRenewalDismissed } = useUi();
  return Boolean(user?.consents_to_renew?.length) && !consentRenewalDismissed;
}
