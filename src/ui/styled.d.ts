import 'styled-components';
import type { KitTheme } from './theme.js';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing of its own. Every front end on the
  // kit provides this one theme type (built by ./theme.ts), so there is one augmentation.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KitTheme {}
}
