import type { ComponentType } from 'react';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { cardsOf, type HomeBlockType, type ResolvedHomeBlock } from '../../shared/home-blocks.js';
import { affordableQuery, featuredQuery } from '../queries/catalog.js';
import { magazineQuery } from '../queries/content.js';
import { AffordableBlock, FeaturedBlock } from '../screens/catalog/home-prize-blocks.js';
import { WishlistNearestBlock } from '../screens/catalog/wishlist-nearest-block.js';
import { LatestNewsBlock } from '../screens/content/latest-news-block.js';
import { HomeBalanceBlock } from '../screens/orders/home-balance-block.js';
import { HomeCartBlock } from '../screens/orders/home-cart-block.js';
import type { HomeBlockProps } from './home-block-props.js';

interface HomeBlockEntry {
  component: ComponentType<HomeBlockProps>;
  /** Cards with pictures that may load at once (`first`): the first such block holds the page's largest paint. */
  pictures: boolean;
  /** The block's first request, for the home's data prefetch (registry/screen-props.ts): a probe. */
  query?: (block: ResolvedHomeBlock) => FetchQueryOptions<unknown, Error, unknown, QueryKey>;
}

/**
 * Home block registry: the tenant file names a block by its type (`home.blocks.<type>`, a closed
 * list its schema checks), this resolves it. Each block lives with its own area (prizes with the
 * catalogue, articles with the content) and is composed here, as screens are in screens.ts. The
 * `satisfies` fails the build when a type of src/shared/home-blocks.ts has no block.
 */
const BLOCKS = {
  balance: { component: HomeBalanceBlock, pictures: false },
  cart: { component: HomeCartBlock, pictures: false },
  featured: { component: FeaturedBlock, pictures: true, query: (block) => featuredQuery(cardsOf(block), true) },
  affordable: { component: AffordableBlock, pictures: true, query: (block) => affordableQuery(cardsOf(block), true) },
  wishlistNearest: { component: WishlistNearestBlock, pictures: false },
  latestNews: { component: LatestNewsBlock, pictures: false, query: () => magazineQuery(1, true) },
} satisfies Record<HomeBlockType, HomeBlockEntry>;

export function homeBlock(type: HomeBlockType): HomeBlockEntry {
  return BLOCKS[type];
}
