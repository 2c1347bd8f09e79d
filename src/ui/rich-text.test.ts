import { prepareRichText } from './rich-text.js';

describe('prepareRichText', () => {
  it('drops scripts, handlers, frames and javascript: links, keeps the article markup', () => {
    const html = prepareRichText(
      '<p onclick="x()">Ciao <strong>mondo</strong><script>alert(1)</script></p><iframe src="//x"></iframe><a href="javascript:alert(1)">a</a><ul><li>uno</li></ul>',
    );
    expect(html).toBe('<p>Ciao <strong>mondo</strong></p><a>a</a><ul><li>uno</li></ul>');
  });

  it('gives new-tab links rel="noopener noreferrer" and drops other targets', () => {
    expect(prepareRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(prepareRichText('<a href="/news" target="frame">y</a>')).toBe('<a href="/news">y</a>');
  });

  it('loads pictures lazily and treats them as decorative unless they have an alt text', () => {
    expect(prepareRichText('<img src="/a.png" width="10" height="5" onerror="x()">')).toBe(
      '<img src="/a.png" width="10" height="5" loading="lazy" decoding="async" alt="">',
    );
  });

  it('re-levels headings so the highest one is the level asked for, keeping the steps between them', () => {
    expect(prepareRichText('<h3>A</h3><h4>B</h4><h3>C</h3>', 2)).toBe('<h2>A</h2><h3>B</h3><h2>C</h2>');
    expect(prepareRichText('<h1 title="t">A</h1><h2>B</h2>', 3)).toBe('<h3 title="t">A</h3><h4>B</h4>');
    expect(prepareRichText('<h2>A</h2>', 2)).toBe('<h2>A</h2>');
  });
});
