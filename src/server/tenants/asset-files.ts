import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_FILE_TYPES, parseStoredRef } from '../../shared/brand-assets.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { escapeToken, type Problem } from './validate.js';

/**
 * The types of the stored files among `hashes` (those readable by anyone: public rows of the
 * `files` table), by hash. Given by callers that hold the database: the tenant checks run in the
 * CLI and in the server, which reach the files store through the catalogue's service.
 */
export type StoredFileTypes = (hashes: readonly string[]) => Promise<ReadonlyMap<string, string>>;

const fileExists = (file: string) => stat(file).then((s) => s.isFile(), () => false);

/** Every file the tenant names: where, and whether it is a footer document (those live in pdf/). */
function namedFiles(file: TenantFile): { pointer: string; value: string; document: boolean }[] {
  const brand: [string, string | undefined][] = [
    ['/brand/logo', file.brand.logo],
    ['/brand/logoInverted', file.brand.logoInverted],
    ['/brand/favicon', file.brand.favicon],
    ['/brand/fonts/text', file.brand.fonts?.text],
    ['/brand/fonts/textBold', file.brand.fonts?.textBold],
    ['/brand/fonts/heading', file.brand.fonts?.heading],
    ['/theme/fonts/source', file.theme.fonts?.source || undefined],
  ];
  const docs = Object.entries(file.footer?.documents ?? {}).map(([id, doc]): [string, string | undefined] => [
    `/footer/documents/${escapeToken(id)}/file`,
    doc?.file,
  ]);
  return [
    ...brand.flatMap(([pointer, value]) => (value ? [{ pointer, value, document: false }] : [])),
    ...docs.flatMap(([pointer, value]) => (value ? [{ pointer, value, document: true }] : [])),
  ];
}

/**
 * Uploads the tenant names must exist in the database, as the type their name says (a picture
 * named `.svg` must have been stored as SVG by the upload's checks). Without the database (a
 * tenant file checked on its own) an upload cannot be named: it belongs in a runtime override,
 * which the console and `tenant set` check with the database.
 */
async function checkStored(stored: { pointer: string; hash: string; ext: keyof typeof BRAND_FILE_TYPES }[], lookup?: StoredFileTypes): Promise<Problem[]> {
  if (stored.length === 0) return [];
  if (!lookup)
    return stored.map(({ pointer }) => ({
      pointer,
      message: 'an uploaded file (stored:…) can only be named by a runtime override (the console, npm run tenant -- set), not by the tenant file',
    }));
  const types = await lookup([...new Set(stored.map((s) => s.hash))]);
  return stored.flatMap(({ pointer, hash, ext }): Problem[] => {
    const type = types.get(hash);
    if (!type) return [{ pointer, message: `uploaded file not found: ${hash}.${ext} (upload it again)` }];
    if (type !== BRAND_FILE_TYPES[ext]) return [{ pointer, message: `uploaded file ${hash}.${ext} is ${type}, not ${BRAND_FILE_TYPES[ext]}` }];
    return [];
  });
}

/**
 * Files the tenant names. A document missing from the tenant's pdf/ but present among the generic
 * ones (public/app/pdf/) is only a warning: the server serves the generic file. Everything else
 * missing is an error: the customer would see a broken image or font.
 */
export async function checkAssets(dir: string, file: TenantFile, publicDir: string, storedFiles?: StoredFileTypes): Promise<Problem[]> {
  const named = namedFiles(file);
  const stored = named.flatMap(({ pointer, value }) => {
    const ref = parseStoredRef(value);
    return ref ? [{ pointer, ...ref }] : [];
  });
  const local = named.filter(({ value }) => !parseStoredRef(value));
  const checks = local.map(async ({ pointer, value, document }): Promise<Problem | null> => {
    if (!document) return (await fileExists(path.join(dir, value))) ? null : { pointer, message: `file not found: ${value}` };
    if (await fileExists(path.join(dir, 'pdf', value))) return null;
    if (await fileExists(path.join(publicDir, 'app', 'pdf', value))) {
      return { pointer, severity: 'warning', message: `file not found: pdf/${value}; the generic document of the same name is served` };
    }
    return { pointer, message: `file not found: pdf/${value}` };
  });
  const found = await Promise.all(checks);
  return [...found.filter((p): p is Problem => p !== null), ...(await checkStored(stored, storedFiles))];
}
