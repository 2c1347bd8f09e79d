import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { CATALOG_HEADER, catalogZip, craftZip, photo, unreadablePhoto } from './catalog-test-files.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';
import { upload, whenOver } from './test-staff-imports.js';

let t: TestApp;
let operator: string;
let support: string;
let pictures: Record<string, Buffer>;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  pictures = { 'foto/tazza.jpg': await photo(900, 600, '#b03a2e'), 'foto/zaino.jpg': await photo(600, 600, '#1f618d') };
});
afterAll(() => t.close());

const ROWS = [
  'UPL-1;Tazza da console;;1200;10;Casa Console;Cucina;1;1;tazza.jpg',
  'UPL-2;Zaino da console;Impermeabile;3400;4;Viaggi Console;;1;0;zaino.jpg',
  'UPL-3;Riga sbagliata;;molti;4;Viaggi Console;;1;0;',
];

async function prizes(prefix: string) {
  return t.app.db.selectFrom('products').selectAll().where('tenant_alias', '=', 'demo').where('code', 'like', `${prefix}%`).execute();
}

async function started(res: { statusCode: number; json: () => unknown }): Promise<ImportJob> {
  expect(res.statusCode).toBe(202);
  const job = res.json() as ImportJob;
  return whenOver(t.app, 'catalog', job.id, operator);
}

describe('catalogue upload', { timeout: 60_000 }, () => {
  it('imports a zip with pictures: pictures counted then rows, bad rows reported, audited once; the same zip again changes nothing', async () => {
    const zip = catalogZip(ROWS, pictures);
    const job = await started(await upload(t.app, 'catalog', operator, zip, { fileName: 'catalogo.zip' }));
    expect(job).toMatchObject({ kind: 'catalog', state: 'done', total: 3, processed: 3, pictures: { done: 2, total: 2 } });
    expect(job.report).toMatchObject({ read: 3, accepted: 2, skipped: 0, rejected: 1 });
    expect(job.report!.notes).toEqual([{ line: 4, key: 'UPL-3', outcome: 'rejected', reason: expect.stringContaining('points') }]);
    expect((await prizes('UPL-')).map((p) => p.code).sort()).toEqual(['UPL-1', 'UPL-2']);

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'import.catalog').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'operator@premia.example', role: 'operator', tenant_alias: 'demo', target: 'catalogo.zip' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ righe: 3, importate: 2, aggiornate: 0, saltate: 0, scartate: 1 });

    // Pictures seen before are reused: nothing to encode, and every row is unchanged.
    const again = await started(await upload(t.app, 'catalog', operator, zip, { fileName: 'catalogo.zip' }));
    expect(again.pictures).toEqual({ done: 0, total: 0 });
    expect(again.report).toMatchObject({ accepted: 0, skipped: 2, rejected: 1 });
  });

  it('refuses a corrupt zip at once (400, the reason in Italian), writing nothing', async () => {
    const zip = catalogZip(['BAD-1;Premio;;100;1;Cat;;1;0;finta.jpg'], { 'finta.jpg': Buffer.from('non sono una foto') });
    const corrupt = await upload(t.app, 'catalog', operator, zip.subarray(0, zip.length - 30), { fileName: 'rotto.zip' });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().error).toMatch(/^Il file è stato rifiutato e nulla è stato importato: archivio zip danneggiato/);
    expect(await prizes('BAD-')).toHaveLength(0);
  });

  it('imports the good rows of a zip with an unreadable picture and reports that row with the picture’s name', async () => {
    const rows = ['ROT-1;Piatto rotto;;900;5;Casa Console;;1;0;rotta.jpg', 'ROT-2;Tazza buona;;800;5;Casa Console;;1;0;buona.jpg'];
    const zip = catalogZip(rows, { 'foto/rotta.jpg': await unreadablePhoto(), 'foto/buona.jpg': await photo(500, 400, '#145a32') });
    const job = await started(await upload(t.app, 'catalog', operator, zip, { fileName: 'catalogo-rotto.zip' }));
    // Only the good picture is encoded: the unreadable one is known bad from its header.
    expect(job).toMatchObject({ state: 'done', error: null, pictures: { done: 1, total: 1 } });
    expect(job.report).toMatchObject({ read: 2, accepted: 1, skipped: 0, rejected: 1 });
    expect(job.report!.notes).toEqual([
      {
        line: 2,
        key: 'ROT-1',
        outcome: 'rejected',
        reason: 'images: "foto/rotta.jpg": non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)',
      },
    ]);
    expect((await prizes('ROT-')).map((p) => p.code)).toEqual(['ROT-2']);
    const audit = await t.app.db.selectFrom('audit_log').select('after_json').where('target', '=', 'catalogo-rotto.zip').execute();
    expect(audit.map((a) => JSON.parse(a.after_json!))).toEqual([{ righe: 2, importate: 1, aggiornate: 0, saltate: 0, scartate: 1 }]);
  });

  it('takes a zip larger than the 5 MB of the CSV uploads', async () => {
    const bulky = { 'extra/archivio.bin': randomBytes(6 * 1024 * 1024) };
    const job = await started(await upload(t.app, 'catalog', operator, catalogZip(['BIG-1;Premio;;100;1;Cat;;1;0;'], bulky)));
    expect(job.report).toMatchObject({ accepted: 1 });
  });

  it('refuses a zip bomb at once from its directory (400, the reason in Italian under the picker), writing nothing', async () => {
    const zeros = deflateRawSync(Buffer.alloc(25 * 1024 * 1024));
    const csv = Buffer.from(`${CATALOG_HEADER}\nBOMB-1;Premio;;100;1;Cat;;1;0;\n`);
    const bomb = craftZip([
      { name: 'catalogo.csv', deflated: deflateRawSync(csv), declaredSize: csv.length, crc: crc32(csv) },
      ...Array.from({ length: 48 }, (_, i) => ({ name: `foto/${i}.jpg`, deflated: zeros, declaredSize: 25 * 1024 * 1024 })),
    ]);
    const res = await upload(t.app, 'catalog', operator, bomb, { fileName: 'bomba.zip' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: { field: string; message: string }[] };
    expect(body.error).toMatch(/^Il file è stato rifiutato e nulla è stato importato: archivio zip rifiutato: "foto\/0\.jpg" si espande/);
    expect(body.details.at(-1)).toEqual({ field: 'file', message: 'Dividere il catalogo in più file zip.' });
    expect(await prizes('BOMB-')).toEqual([]);
  });

  it('is for operators only', async () => {
    const res = await upload(t.app, 'catalog', support, catalogZip(ROWS, pictures));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ROLE_FORBIDDEN);
  });
});
