import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, makeFakeDist, removeDir, type TestApp } from '../../test/build-app.js';
import { fakeExe, multipart, tinyPdf } from '../content/test-fixtures.js';
import { SUPPORT_FEATURES_ONLY } from '../tenants/settings-service.js';

let t: TestApp;
let distDir: string;
let operator: string;
let support: string;

beforeAll(async () => {
  distDir = await makeFakeDist();
  t = await buildTestApp({ distDir });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(async () => {
  await t.close();
  await removeDir(distDir);
});
beforeEach(async () => {
  await t.database.db.deleteFrom('tenant_override').execute();
});

const UPLOAD = '/v1/console/tenants/demo/brand-assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Uploaded {
  ref: string;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  cleaned: boolean;
}

/** An upload as the console's file field sends it: the browser's own name and type for the file. */
function upload(kind: string, data: Buffer, file = { name: 'file.bin', type: 'application/octet-stream' }, token = operator) {
  const { payload, contentType } = multipart({ kind }, [{ name: 'file', filename: file.name, contentType: file.type, data }]);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { host: CONSOLE_HOST, ...bearer(token), 'content-type': contentType },
    payload,
  });
}

const save = (changes: object[], token = operator) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/console/tenants/demo/settings',
    payload: { changes },
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });

const portal = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'demo.localhost', ...headers } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();

/** A WOFF2 as far as its header goes: signature and the file's own length at byte 8. */
function woff2(bytes = 64): Buffer {
  const data = Buffer.alloc(bytes);
  data.write('wOF2', 0, 'latin1');
  data.writeUInt32BE(bytes, 8);
  return data;
}

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 140 40" role="img" onload="alert(1)">
  <title>Nuovo marchio</title>
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs>
  <rect id="r" width="140" height="40" fill="url(#g)" onclick="steal()"/>
  <use href="#r"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <style>@import url(https://evil.example/x.css);</style>
  <a href="javascript:alert(2)"><text x="4" y="28" style="fill:url(https://evil.example/p)">Marchio</text></a>
</svg>`;

describe('uploading a brand file', () => {
  it('strips scripts, event handlers, foreign objects and outside references from an SVG, and serves it immutable by its hash', async () => {
    const res = await upload('logo', Buffer.from(HOSTILE_SVG), { name: 'marchio.svg', type: 'image/svg+xml' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Uploaded>();
    expect(body).toMatchObject({ contentType: 'image/svg+xml', cleaned: true });
    expect(body.ref).toMatch(/^stored:[0-9a-f]{64}\.svg$/);
    expect(body.url).toBe(`/v1/brand/files/${body.ref.slice('stored:'.length)}`);

    const served = await portal(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const svg = served.body;
    for (const gone of ['<script', 'alert', 'onload', 'onclick', 'steal', 'evil.example', 'foreignObject', '@import', 'javascript:']) {
      expect(svg, gone).not.toContain(gone);
    }
    // What draws the logo stays: the shapes, the gradient, the use of the file's own shape, the text, its accessible name.
    for (const kept of [
      'viewBox="0 0 140 40"',
      'role="img"',
      '<title>Nuovo marchio</title>',
      'fill="url(#g)"',
      '<use href="#r"/>',
      'Marchio</text>',
    ]) {
      expect(svg, kept).toContain(kept);
    }
    expect(body.size).toBe(Buffer.byteLength(svg));
  });

  it('judges the type by the content: a PNG named .svg is a PNG, text named .svg or a program is refused', async () => {
    const picture = await png(280, 80);
    const res = await upload('logo', picture, { name: 'logo.svg', type: 'image/svg+xml' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Uploaded>()).toMatchObject({ contentType: 'image/png', width: 280, height: 80, cleaned: false });
    expect(res.json<Uploaded>().ref).toMatch(/\.png$/);
    const served = await portal(res.json<Uploaded>().url);
    expect(served.rawPayload.equals(picture)).toBe(true);

    const text = await upload('logo', Buffer.from('ciao, non sono un logo'), { name: 'logo.svg', type: 'image/svg+xml' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'Formato non riconosciuto dal contenuto del file: per un logo sono ammessi SVG, PNG, JPEG o WebP',
      details: [
        { field: 'file', message: 'Formato non riconosciuto dal contenuto del file: per un logo sono ammessi SVG, PNG, JPEG o WebP' },
      ],
    });
    expect((await upload('favicon', fakeExe(), { name: 'favicon.ico', type: 'image/x-icon' })).statusCode).toBe(400);
    // A truncated font: the length its header states is not the file's.
    expect((await upload('font', woff2(64).subarray(0, 40), { name: 'brand.woff2', type: 'font/woff2' })).statusCode).toBe(400);
  });

  it("refuses a type that is not the kind's, and an SVG that is not well-formed, saying so", async () => {
    const pdfAsLogo = await upload('logo', tinyPdf(), { name: 'logo.png', type: 'image/png' });
    expect(pdfAsLogo.statusCode).toBe(400);
    expect(pdfAsLogo.json().error).toBe('Il file è un PDF: per un logo sono ammessi SVG, PNG, JPEG o WebP');
    const pngAsFont = await upload('font', await png(4, 4), { name: 'font.woff2', type: 'font/woff2' });
    expect(pngAsFont.json().error).toBe('Il file è un PNG: per un carattere sono ammessi WOFF2 o WOFF');
    const broken = await upload('logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('Il file non è stato accettato: l’SVG non è un documento XML valido');
    const entities = await upload(
      'logo',
      Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>'),
    );
    expect(entities.json().error).toContain('entità XML');
  });

  it("refuses a file over its kind's limit with 413, naming the limit", async () => {
    const big = await upload('favicon', Buffer.concat([await png(16, 16), Buffer.alloc(256 * 1024)]), { name: 'f.png', type: 'image/png' });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatch(/^Il file pesa 256,\d+ KB: per l’icona del sito il massimo è 256 KB$/);
    const logo = await upload('logo', Buffer.alloc(1024 * 1024 + 1, 0x20));
    expect(logo.statusCode).toBe(413);
    expect(logo.json().error).toBe('Il file pesa 1 MB: per un logo il massimo è 1 MB');
    // Over the largest kind's limit: refused by the multipart reader before the file is held.
    expect((await upload('document', Buffer.alloc(10 * 1024 * 1024 + 1))).statusCode).toBe(413);
  });

  it('is for operators: support gets 403 on the upload and on naming a file in the settings', async () => {
    expect((await upload('logo', await png(4, 4), undefined, support)).statusCode).toBe(403);
    const stored = (await upload('logo', await png(4, 4))).json<Uploaded>();
    const res = await save([{ path: 'brand.logo', value: stored.ref }], support);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SUPPORT_FEATURES_ONLY);
  });

  it('audits the upload with who sent it', async () => {
    const stored = (await upload('document', tinyPdf(), { name: 'regolamento.pdf', type: 'application/pdf' })).json<Uploaded>();
    const row = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'brand.upload')
      .where('target', '=', stored.ref)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor: 'operator@premia.example', role: 'operator', tenant_alias: 'demo' });
    expect(JSON.parse(row.after_json!)).toEqual({ kind: 'document', type: 'application/pdf', size: tinyPdf().length, cleaned: false });
  });
});

describe('using an uploaded file', () => {
  it('gives customers the uploaded logo and favicon on their next page load: app/start and the page’s favicon link', async () => {
    const logo = (await upload('logo', Buffer.from(HOSTILE_SVG), { name: 'logo.svg', type: 'image/svg+xml' })).json<Uploaded>();
    const icon = (await upload('favicon', await png(32, 32), { name: 'favicon.png', type: 'image/png' })).json<Uploaded>();
    const saved = await save([
      { path: 'brand.logo', value: logo.ref },
      { path: 'brand.favicon', value: icon.ref },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);

    const start = (await portal('/v1/app/start')).json<{ logo: string; favicon: string }>();
    expect(start.logo).toBe(logo.url);
    expect(start.favicon).toBe(icon.url);
    const page = await portal('/login', { accept: 'text/html' });
    expect(page.body).toContain(`<link rel="icon" data-tenant="favicon" href="${icon.url}">`);
    // The sign-in paints the logo first: its preload names the upload too.
    expect(page.body).toContain(`<link rel="preload" as="image" href="${logo.url}" fetchpriority="high">`);
    const served = await portal(icon.url);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);

    // "Usa il valore del file": the folder's favicon again.
    await save([{ path: 'brand.favicon', unset: true }]);
    expect((await portal('/v1/app/start')).json<{ favicon: string }>().favicon).toBe('/tenant-assets/favicon.svg');
  });

  it("writes an uploaded text font's @font-face into the page and puts it first in the body's fonts", async () => {
    const font = (await upload('font', woff2(), { name: 'brand.woff2', type: 'font/woff2' })).json<Uploaded>();
    expect((await save([{ path: 'brand.fonts.text', value: font.ref }])).statusCode).toBe(200);
    const page = (await portal('/login', { accept: 'text/html' })).body;
    expect(page).toContain(
      `<style data-tenant="brand-fonts">@font-face{font-family:"brand-text";src:url("${font.url}") format("woff2");font-weight:400;font-style:normal;font-display:swap}</style>`,
    );
    expect(page).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${font.url}">`);
    expect((await portal(font.url)).headers['content-type']).toBe('font/woff2');
  });

  it('serves an uploaded footer document in place of the folder’s', async () => {
    const doc = (await upload('document', tinyPdf(), { name: 'regolamento.pdf', type: 'application/pdf' })).json<Uploaded>();
    expect((await save([{ path: 'footer.documents.rules.file', value: doc.ref }])).statusCode).toBe(200);
    const settings = await t.app.inject({ url: '/v1/console/tenants/demo/settings', headers: { host: CONSOLE_HOST, ...bearer(operator) } });
    expect(settings.json().effective.footer.documents.rules.file).toBe(doc.ref);
    const served = await portal(doc.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload.equals(tinyPdf())).toBe(true);
  });

  it('refuses to name a file that was never uploaded, or as another type than it was stored as', async () => {
    const missing = await save([{ path: 'brand.logo', value: `stored:${'0'.repeat(64)}.svg` }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'Modifica rifiutata, nulla è stato salvato: brand.logo nomina un file caricato che non esiste: caricalo di nuovo',
    );
    const picture = (await upload('logo', await png(8, 8))).json<Uploaded>();
    const renamed = picture.ref.replace(/\.png$/, '.svg');
    const wrongType = await save([{ path: 'brand.logo', value: renamed }]);
    expect(wrongType.json().error).toBe(
      'Modifica rifiutata, nulla è stato salvato: brand.logo nomina un file caricato di tipo image/png, non image/svg+xml',
    );
    expect((await portal(`/v1/brand/files/${renamed.slice('stored:'.length)}`)).statusCode).toBe(404);
    // A logo may not be a document, whatever was uploaded.
    const pdf = (await upload('document', tinyPdf())).json<Uploaded>();
    expect((await save([{ path: 'brand.logo', value: pdf.ref }])).statusCode).toBe(400);
  });

  it('never serves a receipt (a staff file) as a brand file', async () => {
    const receipt = Buffer.from('%PDF-1.4 scontrino riservato');
    const hash = (await import('node:crypto')).createHash('sha256').update(receipt).digest('hex');
    await t.database.db
      .insertInto('files')
      .values({
        hash,
        content_type: 'application/pdf',
        width: 0,
        height: 0,
        size: receipt.length,
        data: receipt,
        access: 'staff',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await portal(`/v1/brand/files/${hash}.pdf`)).statusCode).toBe(404);
  });
});
