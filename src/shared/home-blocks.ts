import type { Features, Home } from './types/generated/tenant.js';

/** The blocks a tenant's home page (/) may show, by the name the tenant file gives them (`home.blocks.<type>`). */
export type HomeBlockType = keyof NonNullable<Home['blocks']>;

/** A block as the home page lays it out. */
export interface ResolvedHomeBlock {
  type: HomeBlockType;
  order: number;
  /** Cards at most, for the blocks that list prizes or articles; null for the others. */
  limit: number | null;
}

/** What a block needs, checked for each customer: a block needing something off is left out (never an error). */
export interface HomeBlockNeeds {
  /** points_enabled, in a tenant with the points catalogue: the catalogue's calls refuse anyone else. */
  pointsRequired: boolean;
  feature?: keyof Pick<Features, 'wishlist'>;
}

interface HomeBlockDefault extends HomeBlockNeeds {
  order: number;
  limit: number | null;
}

/** Most prizes a block asks for: the bound of GET catalog/products/home and /affordable (schemas/api/catalog.json). */
export const HOME_PRIZES_MAX = 24;

/**
 * The home page of a tenant that says nothing (docs/tenants.md, Home blocks): the balance, then
 * the cart (what the customer already chose: one line when empty), then what is worth a look.
 * Orders leave gaps of 10 so a tenant can slot a block between two without renumbering.
 */
export const DEFAULT_HOME_BLOCKS: Record<HomeBlockType, HomeBlockDefault> = {
  balance: { order: 10, limit: null, pointsRequired: false },
  cart: { order: 20, limit: null, pointsRequired: true },
  featured: { order: 30, limit: 8, pointsRequired: true },
  wishlistNearest: { order: 40, limit: null, pointsRequired: true, feature: 'wishlist' },
  affordable: { order: 50, limit: 8, pointsRequired: true },
  latestNews: { order: 60, limit: 3, pointsRequired: false },
};

export const HOME_BLOCK_TYPES = Object.keys(DEFAULT_HOME_BLOCKS) as HomeBlockType[];

/**
 * The tenant's blocks over the defaults (already merged with the runtime overrides): switched-off
 * ones dropped, the rest by `order`, ties in the defaults' order.
 */
export function resolveHomeBlocks(home: Home | undefined): ResolvedHomeBlock[] {
  const declared = home?.blocks ?? {};
  return HOME_BLOCK_TYPES.flatMap((type, index) => {
    const fallback = DEFAULT_HOME_BLOCKS[type];
    const block: { enabled?: boolean; order?: number; limit?: number } = declared[type] ?? {};
    if (block.enabled === false) return [];
    const limit = fallback.limit === null ? null : (block.limit ?? fallback.limit);
    return [{ entry: { type, order: block.order ?? fallback.order, limit }, index }];
  })
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => entry);
}

/** How many cards a block shows: the tenant's limit, else the block's default. */
export function cardsOf(block: ResolvedHomeBlock): number {
  return block.limit ?? DEFAULT_HOME_BLOCKS[block.type].limit ?? 1;
}

/** What decides whether a customer sees a block. */
export interface HomeBlockContext {
  pointsCatalogue: boolean;
  wishlist: boolean;
  pointsEnabled: boolean;
}

/** The blocks this customer sees: those whose needs are met (a wishlist block without the wishlist would only fail). */
export function homeBlocksFor(blocks: readonly ResolvedHomeBlock[], context: HomeBlockContext): ResolvedHomeBlock[] {
  return blocks.filter(({ type }) => {
    const needs = DEFAULT_HOME_BLOCKS[type];
    if (needs.pointsRequired && !(context.pointsCatalogue && context.pointsEnabled)) return false;
    return needs.feature === undefined || context[needs.feature];
  });
}
