import { describe, expect, it } from 'vitest';
import { loaderUrlFor, scriptsAfterPaint } from './after-paint.js';

const PAGE = `<!doctype html>
<html><head>
    <title>Catalogo</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
  <link rel="modulepreload" crossorigin href="/assets/catalogue-2.js"><style>p{}</style>
  </head><body><div id="root" data-first-screen="customer"><p>Premi</p></div></body></html>`;

describe('scriptsAfterPaint', () => {
  it('hands the entry and its preloads to the loader, saying when to start them', () => {
    const page = scriptsAfterPaint(PAGE, 'load');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script defer src="/after-paint.js" data-start="load" data-entry="/assets/index-abc.js" data-preload="/assets/runtime-1.js /assets/catalogue-2.js"></script>\n  </head>',
    );
    // The rest of the page is as it was.
    expect(page).toContain('<style>p{}</style>');
    expect(page).toContain('<div id="root" data-first-screen="customer"><p>Premi</p></div>');
  });

  it('leaves a page without exactly one entry as it is', () => {
    const none = PAGE.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(scriptsAfterPaint(none, 'paint')).toBe(none);
  });

  it("names the loader by its content's hash, or plainly when the file is missing", () => {
    expect(loaderUrlFor('"Ab-c_1"')).toBe('/after-paint.js?v=Ab-c_1');
    expect(loaderUrlFor(undefined)).toBe('/after-paint.js');
    expect(scriptsAfterPaint(PAGE, 'paint', '/after-paint.js?v=x1')).toContain(
      '<script defer src="/after-paint.js?v=x1" data-start="paint"',
    );
  });
});
