import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { AURORA, call, newCustomer } from '../catalog/test-helpers.js';
import { catalogZip, photo } from './catalog-test-files.js';
import { CATALOG_IMPORT_COLUMNS, importCatalog, ImportRefusal, readCatalogBundle, type ImportReport } from './service.js';

let t: TestApp;
let token: string;
let files: Record<string, Buffer>;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await newCustomer(t.app, 'aurora', 1000)).token;
  files = {
    'foto/tazza.jpg': await photo(1200, 900, '#b03a2e'),
    'foto/zaino.png': await sharp({ create: { width: 500, height: 500, channels: 4, background: '#1f618d' } })
      .png()
      .toBuffer(),
    'foto/zaino-retro.jpg': await photo(800, 600, '#117a65'),
  };
});
afterAll(() => t.close());

const ROWS = [
  'IMP-1;Tazza smaltata;"Tazza; 350 ml";1200;10;Casa Nuova;Cucina;1;1;tazza.jpg',
  'IMP-2;Zaino da città;Impermeabile;3400;4;Viaggi Nuovi;;sì;no;zaino.png|zaino-retro.jpg',
  'IMP-3;Buono senza foto;;500;100;Casa Nuova;Cucina;;;',
];

async function run(buf: Buffer, alias = 'aurora'): Promise<ImportReport> {
  return importCatalog(t.database, await readCatalogBundle(buf, CATALOG_IMPORT_COLUMNS), { alias, file: 'catalogo.zip' });
}

async function prize(code: string) {
  return t.database.db.selectFrom('products').selectAll().where('tenant_alias', '=', 'aurora').where('code', '=', code).executeTakeFirst();
}

async function counts() {
  const [products, files, categories] = await Promise.all(
    (['products', 'files', 'categories'] as const).map((table) =>
      t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { products: Number(products!.n), files: Number(files!.n), categories: Number(categories!.n) };
}

interface ApiImage {
  url: string;
  width: number;
  height: number;
  srcset?: string;
  sources?: { type: string; srcset: string }[];
}

describe('catalog import', { timeout: 60_000 }, () => {
  it('imports prizes, categories and pictures; the customer sees responsive images', async () => {
    const report = await run(catalogZip(ROWS, files));
    expect(report).toMatchObject({ read: 3, accepted: 3, updated: 0, skipped: 0, rejected: 0 });
    expect(await prize('IMP-1')).toMatchObject({
      name: 'Tazza smaltata',
      description: 'Tazza; 350 ml',
      points: 1200,
      stock: 10,
      featured: 1,
    });

    const page = await call(t.app, AURORA, token, { method: 'GET', url: '/v1/catalog/products?search=tazza smaltata' });
    const tazza = (page.json() as { data: { code: string; image: ApiImage; images: ApiImage[] }[] }).data.find((p) => p.code === 'IMP-1')!;
    expect(tazza.image).toMatchObject({ width: 960, height: 720 });
    expect(tazza.image.url).toMatch(/^\/v1\/catalog\/files\/[0-9a-f]{64}\.jpg$/);
    expect(tazza.image.srcset).toMatch(/\.jpg 320w, .+\.jpg 640w, .+\.jpg 960w$/);
    expect(tazza.image.sources!.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    const categories = (
      (await call(t.app, AURORA, token, { method: 'GET', url: '/v1/catalog/categories' })).json() as {
        data: { name: string; subcategories: { id: number; name: string }[] }[];
      }
    ).data;
    const casa = categories.find((c) => c.name === 'Casa Nuova')!;
    expect(casa.subcategories.map((s) => s.name)).toEqual(['Cucina']);
    expect((await prize('IMP-1'))!.category_id).toBe(casa.subcategories[0]!.id);

    // Every width in every format, served by hash, immutable, stripped of the camera's metadata.
    for (const source of [...tazza.image.sources!, { type: 'image/jpeg', srcset: tazza.image.srcset! }]) {
      const widths: number[] = [];
      for (const candidate of source.srcset.split(', ')) {
        const [url, w] = candidate.split(' ');
        const res = await t.app.inject({ method: 'GET', url: url!, headers: { host: 'whatever.localhost' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(source.type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(`image/${meta.format === 'heif' ? 'avif' : meta.format}`).toBe(source.type);
        expect(`${meta.width}w`).toBe(w);
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        widths.push(meta.width);
      }
      expect(widths).toEqual([320, 640, 960]);
    }

    // A 500 px original is never enlarged; the second picture is in `images`.
    const zaino = await prize('IMP-2');
    expect(zaino).toMatchObject({ image_width: 500, image_height: 500, available: 1, featured: 0 });
    expect(JSON.parse(zaino!.image_json!)).toMatchObject({ srcset: expect.stringMatching(/320w, .+ 500w$/) });
    expect(JSON.parse(zaino!.images_json)).toHaveLength(1);
    expect(await prize('IMP-3')).toMatchObject({ image_url: null, images_json: '[]' });
    const wrongType = tazza.image.url.replace('.jpg', '.webp');
    expect((await t.app.inject({ method: 'GET', url: wrongType })).statusCode).toBe(404);
  });

  it('the same file again changes nothing; a changed row updates only that prize', async () => {
    const before = await counts();
    const tazzaBefore = await prize('IMP-1');
    const again = await run(catalogZip(ROWS, files));
    expect(again).toMatchObject({ read: 3, accepted: 0, updated: 0, skipped: 3, rejected: 0 });
    expect(again.notes.map((n) => n.reason)).toEqual(['invariato', 'invariato', 'invariato']);
    expect(await counts()).toEqual(before);
    expect(await prize('IMP-1')).toEqual(tazzaBefore);

    const changed = [ROWS[0]!.replace(';1200;10;', ';1300;8;'), ROWS[1]!, ROWS[2]!];
    expect(await run(catalogZip(changed, files))).toMatchObject({ accepted: 1, updated: 1, skipped: 2 });
    expect(await prize('IMP-1')).toMatchObject({ points: 1300, stock: 8, image_url: tazzaBefore!.image_url });
    expect(await counts()).toEqual(before);
  });

  it('imports the good rows of a file with bad ones and reports each bad one by line', async () => {
    const csv = Buffer.from(
      [
        'code,name,description,points,stock,category,subcategory,available,featured,images',
        'IMP-10,Borraccia,,900,5,Sport Nuovo,,1,0,',
        'IMP-11,,,900,5,Sport Nuovo,,1,0,',
        'IMP-12,Guanti,,1.500,5,Sport Nuovo,,1,0,',
        'IMP-13,Cuffie,,900,-1,Sport Nuovo,,1,0,',
        'IMP-10,Doppione,,900,5,Sport Nuovo,,1,0,',
        'IMP-14,Foto,,900,5,Sport Nuovo,,1,0,foto.jpg',
        'IMP-15,Sciarpa,,700,2,Sport Nuovo,,forse,0,',
      ].join('\n'),
    );
    const report = await run(csv);
    expect(report).toMatchObject({ read: 7, accepted: 1, rejected: 6 });
    expect(report.notes.map((n) => [n.line, n.key, n.reason])).toEqual([
      [3, 'IMP-11', 'name: obbligatorio'],
      [4, 'IMP-12', expect.stringContaining('points: "1.500" non è un numero intero')],
      [5, 'IMP-13', 'stock: -1 non ammesso (minimo 0)'],
      [6, 'IMP-10', 'code ripetuto: già alla riga 2 (vale solo la prima)'],
      [7, 'IMP-14', expect.stringContaining('images: le immagini si importano con un file zip')],
      [8, 'IMP-15', expect.stringContaining('available: valore "forse" non valido')],
    ]);
    expect(await prize('IMP-10')).toMatchObject({ name: 'Borraccia', points: 900 });
    const missing = await run(catalogZip(['IMP-16;Foto mancante;;900;5;Sport Nuovo;;1;0;assente.jpg'], files));
    expect(missing.notes).toEqual([{ line: 2, key: 'IMP-16', outcome: 'rejected', reason: 'images: "assente.jpg" non è nello zip' }]);
  });

  it('refuses a corrupt zip and changes nothing; a picture that is a renamed page or an SVG rejects its row', async () => {
    const before = await counts();
    const good = catalogZip(['IMP-20;Lampada;;900;5;Casa Nuova;;1;0;lampada.jpg', ...ROWS], {
      ...files,
      'lampada.jpg': await photo(700, 500, '#aa0'),
    });
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(400, 7), good.subarray(600)]);
    await expect(readCatalogBundle(corrupt, CATALOG_IMPORT_COLUMNS)).rejects.toThrow(ImportRefusal);
    await expect(readCatalogBundle(good.subarray(0, good.length - 30), CATALOG_IMPORT_COLUMNS)).rejects.toThrow(/archivio zip danneggiato/);

    // Judged by the bytes, not the name: neither is decoded as a picture, so neither row is written.
    const fake = catalogZip(['IMP-21;Quadro;;900;5;Arte Nuova;;1;0;quadro.jpg', 'IMP-22;Logo;;900;5;Arte Nuova;;1;0;logo.png', ROWS[2]!], {
      ...files,
      'quadro.jpg': Buffer.from('<html><script>alert(1)</script></html>'),
      'logo.png': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    });
    const report = await run(fake);
    expect(report).toMatchObject({ read: 3, accepted: 0, skipped: 1, rejected: 2 });
    expect(report.notes.filter((n) => n.outcome === 'rejected')).toEqual([
      {
        line: 2,
        key: 'IMP-21',
        outcome: 'rejected',
        reason: 'images: "quadro.jpg": non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)',
      },
      { line: 3, key: 'IMP-22', outcome: 'rejected', reason: expect.stringMatching(/^images: "logo\.png": formato svg non ammesso/) },
    ]);
    expect(await counts()).toEqual(before);
    expect(await prize('IMP-21')).toBeUndefined();
  });

  it('reads the declared cost in euro (Italian or plain writing) as cents; an empty cell keeps it, a bad one rejects the row', async () => {
    const header = 'code,name,points,stock,category,cost';
    const file = (...rows: string[]) => Buffer.from([header, ...rows].join('\n'));
    const first = await run(
      file('IMP-30,Ombrello,800,3,Sport Nuovo,"1.234,56"', 'IMP-31,Cappello,500,3,Sport Nuovo,12.5', 'IMP-32,Guanti,500,3,Sport Nuovo,'),
    );
    expect(first).toMatchObject({ accepted: 3, rejected: 0 });
    expect((await prize('IMP-30'))?.cost_cents).toBe(123456);
    expect((await prize('IMP-31'))?.cost_cents).toBe(1250);
    expect((await prize('IMP-32'))?.cost_cents).toBeNull();
    const again = await run(
      file('IMP-30,Ombrello,800,3,Sport Nuovo,', 'IMP-31,Cappello,500,3,Sport Nuovo,-1', 'IMP-32,Guanti,500,3,Sport Nuovo,"9,999"'),
    );
    expect(again.notes.map((n) => [n.key, n.outcome, n.reason])).toEqual([
      ['IMP-30', 'skipped', 'invariato'],
      ['IMP-31', 'rejected', 'cost: non può essere negativo'],
      ['IMP-32', 'rejected', expect.stringContaining('cost: "9,999" non è un importo in euro')],
    ]);
    expect((await prize('IMP-30'))?.cost_cents).toBe(123456);
  });

  it('stores a description through the one sanitiser: no script, event handler or javascript: link reaches the API', async () => {
    const hostile =
      '<b>Acciaio</b> <script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">clic</a> <a href="/\\\\evil.example">via</a> <a href="https://premia.example/x">scheda</a>';
    const csv = Buffer.from(
      [
        'code,name,description,points,stock,category,subcategory,available,featured,images',
        `IMP-30,Borraccia,"${hostile.replace(/"/g, '""')}",900,5,Sport Nuovo,,1,0,`,
      ].join('\n'),
    );
    expect(await run(csv)).toMatchObject({ accepted: 1 });
    const stored = (await prize('IMP-30'))!;
    const res = await call(t.app, AURORA, token, { method: 'GET', url: `/v1/catalog/products/${stored.id}` });
    const description = (res.json() as { description: string }).description;
    expect(description).toBe('<b>Acciaio</b>  <a>clic</a> <a>via</a> <a href="https://premia.example/x">scheda</a>');
    expect(stored.description).toBe(description);
  });

  it('stores an HTML description with its paragraphs as line breaks, and a plain one as written', async () => {
    const csv = Buffer.from(
      [
        'code,name,description,points,stock,category,subcategory,available,featured,images',
        'IMP-33,Zaino,"<p>Capiente <em>e</em> leggero</p><p onclick=""x()"">Impermeabile</p><ul><li>20 litri</li></ul>",900,5,Sport Nuovo,,1,0,',
        'IMP-34,Borsa,"Tela & cuoio, 3 < 4",900,5,Sport Nuovo,,1,0,',
      ].join('\n'),
    );
    expect(await run(csv)).toMatchObject({ accepted: 2 });
    expect((await prize('IMP-33'))?.description).toBe('Capiente <em>e</em> leggero<br />Impermeabile<br />20 litri');
    expect((await prize('IMP-34'))?.description).toBe('Tela & cuoio, 3 < 4');
  });

  it('the demo prizes keep their drawn pictures', async () => {
    const res = await call(t.app, AURORA, token, { method: 'GET', url: '/v1/catalog/products?limit=100' });
    const drawn = (res.json() as { data: { image: ApiImage | null }[] }).data.filter((p) => p.image?.url.endsWith('.svg'));
    expect(drawn.length).toBeGreaterThan(40);
    expect(drawn[0]!.image).toEqual({ url: expect.stringMatching(/^\/v1\/catalog\/images\//), width: 400, height: 300 });
  });
});
