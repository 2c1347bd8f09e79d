import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { PROJECT_ROOT } from '../paths.js';
import { checkAssets, type StoredFileTypes } from './asset-files.js';
import { validateTenantFile } from './validate.js';

const DIR = path.join(PROJECT_ROOT, 'tenants', 'aurora');
const PUBLIC = path.join(PROJECT_ROOT, 'public');
const aurora = () => JSON.parse(readFileSync(path.join(DIR, 'tenant.json'), 'utf8')) as TenantFile;
const HASH = 'c'.repeat(64);
const stored: StoredFileTypes = async (hashes) => new Map(hashes.filter((h) => h === HASH).map((h) => [h, 'image/svg+xml']));

describe('checkAssets', () => {
  it('refuses an upload named by the tenant file itself: only a runtime override may name one', async () => {
    const file = aurora();
    file.brand.logo = `stored:${HASH}.svg`;
    expect(validateTenantFile(file)).toEqual([]);
    expect(await checkAssets(DIR, file, PUBLIC)).toEqual([
      {
        pointer: '/brand/logo',
        message: 'an uploaded file (stored:…) can only be named by a runtime override (the console, npm run tenant -- set), not by the tenant file',
      },
    ]);
  });

  it('with the database: accepts a stored file of the named type, refuses a missing one or another type', async () => {
    const file = aurora();
    file.brand.logo = `stored:${HASH}.svg`;
    file.brand.favicon = `stored:${'d'.repeat(64)}.svg`;
    file.footer!.documents!.rules!.file = `stored:${HASH}.pdf`;
    expect(await checkAssets(DIR, file, PUBLIC, stored)).toEqual([
      { pointer: '/brand/favicon', message: `uploaded file not found: ${'d'.repeat(64)}.svg (upload it again)` },
      { pointer: '/footer/documents/rules/file', message: `uploaded file ${HASH}.pdf is image/svg+xml, not application/pdf` },
    ]);
  });

  it('checks font files of the folder exist, and the schema takes only WOFF2 or WOFF there', async () => {
    const file = aurora();
    file.brand.fonts = { text: 'fonts/lora-latin-400-normal.woff2', heading: 'fonts/manca.woff2' };
    expect(await checkAssets(DIR, file, PUBLIC)).toEqual([{ pointer: '/brand/fonts/heading', message: 'file not found: fonts/manca.woff2' }]);
    file.brand.fonts = { text: 'fonts/fonts.css' };
    expect(validateTenantFile(file).map((p) => p.pointer)).toEqual(['/brand/fonts/text']);
    file.brand.fonts = { text: `stored:${HASH}.ttf` };
    expect(validateTenantFile(file).map((p) => p.pointer)).toEqual(['/brand/fonts/text']);
  });

  it('keeps the schema telling uploads and folder paths apart per key', () => {
    const file = aurora();
    file.brand.logo = `stored:${HASH}.pdf`;
    file.brand.favicon = `stored:${HASH}.jpg`;
    file.footer!.documents!.rules!.file = `stored:${HASH}.svg`;
    expect(validateTenantFile(file).map((p) => p.pointer).sort()).toEqual(['/brand/favicon', '/brand/logo', '/footer/documents/rules/file']);
  });
});
