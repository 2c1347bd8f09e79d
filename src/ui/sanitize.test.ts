import { sanitizeHtml, sanitizeLabel } from './sanitize.js';

describe('browser sanitiser', () => {
  it('keeps a label to inline text and links, new-tab links with rel="noopener noreferrer"', () => {
    expect(
      sanitizeLabel(
        '<p>Accetto il <a href="/doc/regolamento.pdf" target="_blank" rel="opener" onclick="x()">regolamento</a></p><img src="/x.png"><script>alert(1)</script>',
      ),
    ).toBe('Accetto il <a href="/doc/regolamento.pdf" target="_blank" rel="noopener noreferrer">regolamento</a>');
  });

  it('keeps articles whole: headings, tables, pictures, with per-tag attributes only', () => {
    expect(
      sanitizeHtml(
        '<h2 lang="it">T</h2><table><tbody><tr><td colspan="2" width="3">a</td></tr></tbody></table><img src="/a.png" alt="Foto" data-x="1">',
      ),
    ).toBe('<h2 lang="it">T</h2><table><tbody><tr><td colspan="2">a</td></tr></tbody></table><img src="/a.png" alt="Foto">');
  });

  it('refuses protocol-relative and script URLs', () => {
    expect(sanitizeHtml('<a href="//evil.example">a</a><a href="jav&#x61;script:x">b</a><img src="data:image/png;base64,AA">')).toBe(
      '<a>a</a><a>b</a><img>',
    );
  });
});
