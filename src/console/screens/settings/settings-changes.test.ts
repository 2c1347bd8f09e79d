import { describe, expect, it } from 'vitest';
import { changesOf, withValue, type SavedSettings } from './settings-changes.js';

const saved = (over: Partial<SavedSettings> = {}): SavedSettings => ({
  file: { features: { wishlist: true, ownLogin: { active: true } }, texts: { it: { 'login.title': 'Accedi' } } },
  effective: { features: { wishlist: true, ownLogin: { active: true } }, texts: { it: { 'login.title': 'Accedi' } } },
  overrides: [],
  ...over,
});

describe('changesOf', () => {
  it('sends one change per edited key, nothing for untouched ones', () => {
    expect(changesOf(saved(), 'features', { wishlist: false, ownLogin: { active: true } })).toEqual([
      { path: 'features.wishlist', value: false },
    ]);
    expect(changesOf(saved(), 'features', { wishlist: true, ownLogin: { active: true } })).toEqual([]);
  });

  it('removes the override when the value goes back to the file’s', () => {
    const s = saved({
      effective: { features: { wishlist: false, ownLogin: { active: true } } },
      overrides: [{ path: 'features.wishlist' }],
    });
    expect(changesOf(s, 'features', { wishlist: true, ownLogin: { active: true } })).toEqual([{ path: 'features.wishlist', unset: true }]);
  });

  it('sends a removed key as null, and a language’s texts whole, with removed text keys as null', () => {
    expect(changesOf(saved(), 'features', { ownLogin: { active: true } })).toEqual([{ path: 'features.wishlist', value: null }]);
    expect(changesOf(saved(), 'texts', { it: { 'news.title': 'Novità' } })).toEqual([
      { path: 'texts.it', value: { 'news.title': 'Novità', 'login.title': null } },
    ]);
  });
});

describe('withValue', () => {
  it('sets a value deep down, copying the objects on the way', () => {
    const root = { brand: { logo: 'logo.svg' } };
    const next = withValue(root, ['brand', 'fonts', 'text'], 'stored:x.woff2');
    expect(next).toEqual({ brand: { logo: 'logo.svg', fonts: { text: 'stored:x.woff2' } } });
    expect(root).toEqual({ brand: { logo: 'logo.svg' } });
  });

  it('takes an emptied object away with its last key, so putting an upload back is no edit', () => {
    const file = { brand: { logo: 'logo.svg' } };
    const uploaded = withValue(file, ['brand', 'fonts', 'text'], 'stored:x.woff2');
    const back = withValue(uploaded, ['brand', 'fonts', 'text'], undefined);
    expect(back).toEqual(file);
    expect(changesOf({ file, effective: file, overrides: [] }, 'brand', back['brand'])).toEqual([]);
  });
});
