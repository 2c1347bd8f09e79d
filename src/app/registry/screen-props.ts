import type { ResolvedRoute } from '../../shared/route-defaults.js';

/** What every registered screen receives. */
export interface ScreenProps {
  /** The route that matched (for the home route: the route id stays 'home'). */
  route: ResolvedRoute;
  /** Title key (or text) of what is shown: the route's, or the login's on the logged-out home. */
  title: string;
}
