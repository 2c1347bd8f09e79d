import { deepMerge, getPath, objectAtPath, splitPath } from './merge.js';

describe('deepMerge', () => {
  it('deep-merges objects and lets the later layer win', () => {
    const base = { features: { wishlist: true, ownLogin: { active: true, adult: false } } };
    const over = { features: { ownLogin: { adult: true } } };
    expect(deepMerge(base, over)).toEqual({ features: { wishlist: true, ownLogin: { active: true, adult: true } } });
  });

  it('replaces arrays whole instead of merging them', () => {
    expect(deepMerge({ langs: ['it', 'en'] }, { langs: ['de'] })).toEqual({ langs: ['de'] });
  });

  it('removes a key when the layer sets it to null', () => {
    const base = { menu: { links: { a: { label: 'A', url: '/a' }, b: { label: 'B', url: '/b' } } } };
    expect(deepMerge(base, { menu: { links: { a: null } } })).toEqual({ menu: { links: { b: { label: 'B', url: '/b' } } } });
  });

  it('does not mutate its inputs', () => {
    const base = { theme: { colors: { primary: '#000000' } } };
    const over = { theme: { colors: { primary: '#ffffff' } } };
    deepMerge(base, over);
    expect(base.theme.colors.primary).toBe('#000000');
    expect(over.theme.colors.primary).toBe('#ffffff');
  });

  it('ignores prototype-polluting keys', () => {
    const evil = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}}');
    const out = deepMerge({}, evil) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(out)).toEqual([]);
  });

  it('applies several layers in order', () => {
    expect(deepMerge({ a: 1 }, { a: 2 }, { a: 3 })).toEqual({ a: 3 });
  });
});

describe('paths', () => {
  it('builds the smallest object for a dotted path', () => {
    expect(objectAtPath('features.wishlist', false)).toEqual({ features: { wishlist: false } });
  });

  it('reads a dotted path and answers undefined for missing steps', () => {
    const obj = { theme: { colors: { primary: '#123456' } } };
    expect(getPath(obj, 'theme.colors.primary')).toBe('#123456');
    expect(getPath(obj, 'theme.fonts.body')).toBeUndefined();
  });

  it('refuses empty paths and prototype keys', () => {
    expect(() => splitPath('')).toThrow(/vuoto/);
    expect(() => splitPath('a.__proto__.b')).toThrow(/non ammessa/);
  });
});
