import type { ResolvedHomeBlock } from '../../shared/home-blocks.js';

/** What every block of the home page receives (registry/home-blocks.ts). */
export interface HomeBlockProps {
  /** The block as the tenant placed it: its limit for blocks of cards. */
  block: ResolvedHomeBlock;
  /** Id for the block's heading, which names its section. */
  headingId: string;
  /** The first block with pictures on the page: its first cards load at once (the page's largest paint). */
  first: boolean;
}
