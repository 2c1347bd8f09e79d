import { describe, expect, it } from 'vitest';
import { nearestWishlistPrize } from './wishlist-nearest.js';
import { product } from './test-data.js';

const item = (id: number, points: number, extra = {}) => ({ product: product(id, { points, ...extra }) });

describe('nearestWishlistPrize', () => {
  it('picks the prize with the fewest points still missing, and says how many', () => {
    const nearest = nearestWishlistPrize([item(1, 42_000), item(2, 26_240), item(3, 30_000)], 25_000);
    expect(nearest).toMatchObject({ product: { id: 2 }, missing: 1240 });
  });

  it('takes a prize within reach over any out of it: the most valuable of those within reach', () => {
    expect(nearestWishlistPrize([item(1, 26_000), item(2, 2400), item(3, 9500)], 25_000)).toMatchObject({ product: { id: 3 }, missing: 0 });
    // Exactly the balance is within reach.
    expect(nearestWishlistPrize([item(1, 26_000), item(2, 25_000)], 25_000)).toMatchObject({ product: { id: 2 }, missing: 0 });
  });

  it('passes over prizes that cannot be ordered; none left, null', () => {
    const soldOut = item(1, 25_100, { stock: 0, available: false });
    const switchedOff = item(2, 25_050, { available: false });
    expect(nearestWishlistPrize([soldOut, switchedOff, item(3, 40_000)], 25_000)).toMatchObject({ product: { id: 3 }, missing: 15_000 });
    expect(nearestWishlistPrize([soldOut, switchedOff], 25_000)).toBeNull();
    expect(nearestWishlistPrize([], 25_000)).toBeNull();
  });

  it('counts the whole price as missing with no points', () => {
    expect(nearestWishlistPrize([item(1, 3000), item(2, 1500)], 0)).toMatchObject({ product: { id: 2 }, missing: 1500 });
  });
});
