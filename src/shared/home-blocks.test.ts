import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_PRIZES_MAX, homeBlocksFor, resolveHomeBlocks, type HomeBlockContext } from './home-blocks.js';
import { resolveTenantConfig } from './tenant-config.js';
import type { TenantFile } from './types/generated/tenant.js';
import demo from '../../tenants/demo/tenant.json';

const file = (home?: TenantFile['home']): TenantFile => ({ ...(structuredClone(demo) as unknown as TenantFile), home });
const types = (blocks: { type: string }[]) => blocks.map((b) => b.type);
const EVERYTHING: HomeBlockContext = { pointsCatalogue: true, wishlist: true, pointsEnabled: true };

describe('resolveHomeBlocks', () => {
  it('gives a tenant that says nothing every block, the featured prizes among them', () => {
    expect(resolveHomeBlocks(undefined)).toEqual([
      { type: 'balance', order: 10, limit: null },
      { type: 'cart', order: 20, limit: null },
      { type: 'featured', order: 30, limit: 8 },
      { type: 'wishlistNearest', order: 40, limit: null },
      { type: 'affordable', order: 50, limit: 8 },
      { type: 'latestNews', order: 60, limit: 3 },
    ]);
  });

  it('takes what the tenant writes over the defaults: order, limit, a block switched off', () => {
    const blocks = resolveHomeBlocks({
      blocks: { latestNews: { order: 1, limit: 2 }, cart: { enabled: false }, featured: { limit: 4 }, affordable: { order: 30 } },
    });
    // affordable and featured share 30: the defaults' order breaks the tie.
    expect(blocks).toEqual([
      { type: 'latestNews', order: 1, limit: 2 },
      { type: 'balance', order: 10, limit: null },
      { type: 'featured', order: 30, limit: 4 },
      { type: 'affordable', order: 30, limit: 8 },
      { type: 'wishlistNearest', order: 40, limit: null },
    ]);
  });

  it('lets a runtime override switch one block off without repeating the others', () => {
    const config = resolveTenantConfig('demo', file(), { home: { blocks: { featured: { enabled: false } } } });
    expect(types(config.home.blocks)).toEqual(['balance', 'cart', 'wishlistNearest', 'affordable', 'latestNews']);
  });
});

describe('homeBlocksFor', () => {
  const all = resolveHomeBlocks(undefined);

  it('shows a customer with points every block', () => {
    expect(types(homeBlocksFor(all, EVERYTHING))).toEqual(types(all));
  });

  it('leaves the points blocks out for a customer without points_enabled, or a tenant without the catalogue', () => {
    expect(types(homeBlocksFor(all, { ...EVERYTHING, pointsEnabled: false }))).toEqual(['balance', 'latestNews']);
    expect(types(homeBlocksFor(all, { ...EVERYTHING, pointsCatalogue: false }))).toEqual(['balance', 'latestNews']);
  });

  it('leaves the wishlist block out when the tenant has no wishlist', () => {
    expect(types(homeBlocksFor(all, { ...EVERYTHING, wishlist: false }))).not.toContain('wishlistNearest');
  });
});

describe('the limits agree', () => {
  it('between the tenant schema and the API that answers the prize blocks', () => {
    const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as unknown;
    const tenant = read('../../schemas/tenant/home.schema.json') as {
      definitions: { prizeBlock: { properties: { limit: { maximum: number } } } };
    };
    const api = read('../../schemas/api/catalog.json') as { $defs: { HomeProductsQuery: { properties: { limit: { maximum: number } } } } };
    expect(tenant.definitions.prizeBlock.properties.limit.maximum).toBe(HOME_PRIZES_MAX);
    expect(api.$defs.HomeProductsQuery.properties.limit.maximum).toBe(HOME_PRIZES_MAX);
  });
});
