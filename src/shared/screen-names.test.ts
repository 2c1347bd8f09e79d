import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES } from './route-defaults.js';
import { isScreenName, SCREEN_NAMES } from './screen-names.js';

describe('SCREEN_NAMES', () => {
  it('names every screen of the default routes', () => {
    for (const route of Object.values(DEFAULT_ROUTES)) expect(isScreenName(route.screen)).toBe(true);
  });

  it('has no duplicates and only PascalCase names (the routes schema pattern)', () => {
    expect(new Set(SCREEN_NAMES).size).toBe(SCREEN_NAMES.length);
    for (const name of SCREEN_NAMES) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('refuses unknown names', () => {
    expect(isScreenName('NewsLst')).toBe(false);
  });
});
