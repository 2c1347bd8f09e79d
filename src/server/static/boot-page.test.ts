import { describe, expect, it } from 'vitest';
import { jsonForScript, renderBootPage } from './boot-page.js';
import { pageEncoding } from './compress-page.js';

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', sep: 'a\u2028b' };
    const text = jsonForScript(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderBootPage', () => {
  it('leaves the page alone without a tenant', () => {
    const html = '<html><head></head><body></body></html>';
    expect(renderBootPage(html, null)).toBe(html);
  });
});

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
