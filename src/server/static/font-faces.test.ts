import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineFontStyles, resolveUrls } from './font-faces.js';

describe('resolveUrls', () => {
  it('addresses relative references from the stylesheet and leaves absolute ones alone', () => {
    const css = `src: url('./a.woff2') format('woff2'), url("b/c.woff"), url(../d.ttf), url(/e.woff2), url(data:font/woff2;base64,AA==), url(https://cdn.example/f.woff2);`;
    expect(resolveUrls(css, '/tenant-assets/fonts/fonts.css')).toBe(
      `src: url('/tenant-assets/fonts/a.woff2') format('woff2'), url("/tenant-assets/fonts/b/c.woff"), url(/tenant-assets/d.ttf), url(/e.woff2), url(data:font/woff2;base64,AA==), url(https://cdn.example/f.woff2);`,
    );
  });
});

describe('inlineFontStyles', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'premia-fonts-'));
    await mkdir(path.join(dir, 'fonts'));
    await writeFile(path.join(dir, 'fonts', 'ok.css'), "@font-face { font-family: 'X'; src: url(./x.woff2); }");
    await writeFile(path.join(dir, 'fonts', 'import.css'), "@import url('other.css');");
    await writeFile(path.join(dir, 'fonts', 'tag.css'), '/* </style><script>alert(1)</script> */');
    await writeFile(path.join(dir, 'fonts', 'big.css'), `/* ${'x'.repeat(20_000)} */`);
    await writeFile(path.join(os.tmpdir(), 'premia-outside.css'), 'body{}');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a small stylesheet of the tenant folder', async () => {
    expect(await inlineFontStyles(dir, 'fonts/ok.css')).toEqual({
      source: '/tenant-assets/fonts/ok.css',
      css: "@font-face { font-family: 'X'; src: url(/tenant-assets/fonts/x.woff2); }",
    });
  });

  it.each([
    ['no source', undefined],
    ['a missing file', 'fonts/missing.css'],
    ['an @import', 'fonts/import.css'],
    ["a '<' that could close the element", 'fonts/tag.css'],
    ['a large file', 'fonts/big.css'],
    ['a path out of the folder', '../premia-outside.css'],
  ])('keeps the link for %s', async (_, source) => {
    expect(await inlineFontStyles(dir, source)).toBeNull();
  });
});
