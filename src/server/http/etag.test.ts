import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag.js';

describe('etagMatches', () => {
  it('matches our tag alone, in a list, weakly, and for *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another tag, a missing header or a tag that only contains ours', () => {
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc-br"', '"abc"')).toBe(false);
  });
});
