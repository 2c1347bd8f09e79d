import 'styled-components';
import type { AppTheme } from './build-theme.js';

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds nothing of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
