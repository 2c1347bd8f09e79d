import { describe, expect, it } from 'vitest';
import { isSelfContainedCss, sanitizeSvg, SvgRefused } from './svg-sanitizer.js';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const clean = async (svg: string) => (await sanitizeSvg(Buffer.from(svg))).data.toString('utf8');

describe('sanitizeSvg', () => {
  it('keeps a plain logo as it is and says nothing was removed', async () => {
    const svg = `<svg ${NS} viewBox="0 0 10 10" role="img" aria-label="Logo"><title>Logo</title><style>.a{fill:#0f766e}</style><path class="a" d="M0 0h10v10z"/></svg>`;
    const out = await sanitizeSvg(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- Illustrator -->\n${svg}`));
    expect(out.cleaned).toBe(false);
    expect(out.data.toString('utf8')).toBe(svg);
  });

  it('drops CSS reaching outside the file: url() to another address, @import, image-set() and escapes that could spell them', async () => {
    const out = await clean(
      `<svg ${NS}><style>.a{fill:url(#g)}</style><style>.b{background:u\\72l(https://evil.example/x)}</style>` +
        `<rect style="fill:url('https://evil.example/p')"/><rect fill="url(https://evil.example/f.svg#g)"/><rect fill="url(#g)" style="opacity:.5"/>` +
        `<rect style="background:image-set('https://evil.example/i.png' 1x)"/></svg>`,
    );
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('\\');
    expect(out).toContain('<style>.a{fill:url(#g)}</style>');
    expect(out).toContain('<rect fill="url(#g)" style="opacity:.5"/>');
  });

  it('keeps an embedded picture in <image>, never another data: document nor a remote one', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = await clean(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image href="${png}"/><image xlink:href="data:text/html;base64,PHNjcmlwdD4="/><use href="data:image/svg+xml;base64,PHN2Zz4="/><image href="//evil.example/x.png"/></svg>`,
    );
    expect(out).toContain(`<image href="${png}"/>`);
    expect(out).not.toContain('text/html');
    expect(out).not.toContain('svg+xml');
    expect(out).not.toContain('evil.example');
  });

  it.each([
    ['not UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x3e]), 'l’SVG non è testo UTF-8'],
    ['without the SVG namespace', Buffer.from('<svg><rect/></svg>'), 'l’elemento <svg> non dichiara xmlns="http://www.w3.org/2000/svg"'],
    ['an HTML page', Buffer.from('<html><body><svg/></body></html>'), 'l’SVG non è un documento XML valido'],
    [
      'with entities',
      Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}/>`),
      'l’SVG dichiara entità XML: esportalo di nuovo senza DOCTYPE interno',
    ],
  ])('refuses a file %s', async (_what, input, message) => {
    await expect(sanitizeSvg(input)).rejects.toThrow(new SvgRefused(message));
  });
});

describe('isSelfContainedCss', () => {
  it.each([
    ['fill:url(#g)', true],
    ['fill: url( "#g" )', true],
    ['fill:red;stroke:#000', true],
    ['fill:url(x.svg#g)', false],
    ['@import "x.css"', false],
    ['fill:\\75rl(x)', false],
    ['background:-webkit-image-set("x.png" 1x)', false],
  ])('%s → %s', (css, safe) => expect(isSelfContainedCss(css)).toBe(safe));
});
