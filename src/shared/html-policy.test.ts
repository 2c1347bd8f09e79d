import { INLINE_POLICY, RICH_TEXT_POLICY, isAllowedUrl, keepsAttribute } from './html-policy.js';

describe('HTML policy', () => {
  it('allows https, mail and phone links and root-relative paths only', () => {
    const allowed = ['https://a.example', 'HTTPS://a.example/x', 'mailto:a@b.it', 'tel:+39021234', '/news/1', '/app/pdf/regolamento.pdf'];
    expect(allowed.filter((url) => !isAllowedUrl(url))).toEqual([]);
    const refused = [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      'http://a.example',
      '//evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      '/ /evil.example',
      '/\t/evil.example',
      'news?page=2',
      '#top',
      '',
    ];
    expect(refused.filter(isAllowedUrl)).toEqual([]);
  });

  it('keeps attributes per tag, numbers as numbers, target only as _blank and never a page’s own rel', () => {
    expect(keepsAttribute(RICH_TEXT_POLICY, 'img', 'width', '640')).toBe(true);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'img', 'width', '50%')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'p', 'width', '640')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'p', 'lang', 'it')).toBe(true);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'a', 'target', '_blank')).toBe(true);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'a', 'target', '_top')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'a', 'rel', 'noopener')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'img', 'loading', 'eager')).toBe(false);
    expect(keepsAttribute(RICH_TEXT_POLICY, 'p', 'style', 'color:red')).toBe(false);
  });

  it('labels use a subset of the rich-text policy: inline tags only', () => {
    for (const tag of INLINE_POLICY.tags) expect(RICH_TEXT_POLICY.tags.has(tag)).toBe(true);
    expect(INLINE_POLICY.tags.has('p')).toBe(false);
    expect(INLINE_POLICY.tags.has('img')).toBe(false);
  });
});
