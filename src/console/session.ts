import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { proxy, useSnapshot } from 'valtio';
import { staff, type StaffMe, type TenantSummary } from '../shared/types/generated/api/staff.js';
import { STALE_TIME } from '../ui/stale-time.js';
import { call, onSessionEnded, tokenStore } from './api/client.js';

/** The message of the sign-in answer that asks for the second factor. */
export const OTP_REQUIRED_MESSAGE = "Inserisci il codice di verifica dell'app di autenticazione";

/**
 * Client state of the session: whether a token is held, and whether it ended under the user
 * (refresh refused), so the sign-in page can say why it is shown.
 */
export const session = proxy({ signedIn: tokenStore.read() !== null, expired: false });

export function useSession() {
  return useSnapshot(session);
}

/** The signed-in staff member and the tenants they may open: the queries of no tenant. */
export const sessionQueries = {
  me: () => queryOptions({ queryKey: ['console', 'me'] as const, queryFn: () => call(staff.getMe), staleTime: STALE_TIME.live }),
  tenants: () => queryOptions<TenantSummary[]>({ queryKey: ['console', 'tenants'] as const, queryFn: () => call(staff.listTenants) }),
};

export function useMe() {
  const { signedIn } = useSession();
  return useQuery({ ...sessionQueries.me(), enabled: signedIn });
}

export const useTenants = (enabled = true) => useQuery({ ...sessionQueries.tenants(), enabled });

export async function signIn(queryClient: QueryClient, body: { email: string; password: string; otp?: string }): Promise<StaffMe> {
  const { token } = await call(staff.signIn, { body }, { skipUnauthorizedHandler: true });
  tokenStore.write(token);
  queryClient.clear();
  const me = await call(staff.getMe);
  queryClient.setQueryData(sessionQueries.me().queryKey, me);
  session.signedIn = true;
  session.expired = false;
  return me;
}

/** Ends the session here (and, with `everywhere`, on every device) and forgets what was loaded. */
export async function signOut(queryClient: QueryClient, { everywhere = false } = {}): Promise<void> {
  try {
    await call(everywhere ? staff.signOutEverywhere : staff.signOut, {}, { skipUnauthorizedHandler: !everywhere });
  } finally {
    tokenStore.remove();
    session.signedIn = false;
    queryClient.clear();
  }
}

onSessionEnded(() => {
  session.signedIn = false;
  session.expired = true;
});

/** Where a signed-out visitor is sent: sign-in, with the page to come back to. */
export function signInPath(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `/accedi?ritorno=${encodeURIComponent(returnTo)}` : '/accedi';
}

/** Only a path of this site: `ritorno` comes from the address bar and must not lead elsewhere. */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
