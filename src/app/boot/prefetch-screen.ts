import { matchPath } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { secondsLeft } from '../api/token.js';
import { loadedQueryClient } from '../queries/loaded-client.js';
import { prefetchForMount } from '../queries/prefetched.js';
import { preloadScreen, screenDataPrefetch } from '../registry/screens.js';
import { availableRoutes } from '../routing/guards.js';
import { sessionStore } from '../stores/session.js';

export interface ScreenPrefetch {
  screen: string;
  /** Settles once the screen's module (and the query client) has arrived or failed to. */
  ready: Promise<void>;
}

/**
 * Starts loading the screen of the page's route as soon as the configuration is known, while boot
 * still waits for the user (auth/me) and the translations: the screen's chunk no longer waits for
 * the first render. Without a token stored, a route with access "home" shows the login screen and
 * a protected one sends to it: that is the guess then (a wrong one costs a little bandwidth).
 */
export function prefetchScreenFor(
  config: Pick<ResolvedTenantConfig, 'routes' | 'features'>,
  pathname: string,
  signedIn: boolean,
): ScreenPrefetch | null {
  const screen = screenAt(config, pathname, signedIn);
  return screen ? { screen, ready: preloadScreen(screen) } : null;
}

/** The screen the page's first render shows (the guess above); null for an address no route takes. */
export function screenAt(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>, pathname: string, signedIn: boolean): string | null {
  const route = availableRoutes(config).find((r) => r.path !== '*' && matchPath(r.path, pathname) !== null);
  if (!route) return null;
  return !signedIn && (route.access === 'home' || route.access === 'protected') ? 'Login' : route.screen;
}

/** A token with less life left than this is renewed by boot first: asking with it would be refused. */
const MIN_SECONDS_LEFT = 10;

/**
 * With a stored token: once the screen's module is in, starts the requests its first render would
 * make (its `prefetchData`), beside auth/me. They used to wait for auth/me and then for React's
 * first render of the page: two round trips and the longest task before /catalogo asked for its
 * prizes. Only with a token that says it is still good (access tokens live ten minutes, so a
 * customer back after a while has an expired one, which boot renews first), not after the
 * session ended meanwhile, nor for the login screen guessed for a visitor without a token.
 */
export function prefetchScreenData(screen: string, search: string): void {
  const prefetch = screenDataPrefetch(screen);
  const client = loadedQueryClient();
  const token = sessionStore.token;
  if (!prefetch || !client || token === null || (secondsLeft(token) ?? 0) < MIN_SECONDS_LEFT) return;
  try {
    prefetch({ prefetch: (options) => prefetchForMount(client, options), search: new URLSearchParams(search) });
  } catch (error) {
    // Only a head start: the screen asks for its data itself when it mounts.
    console.warn('Richieste anticipate della pagina non avviate', error);
  }
}
