import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { CATALOG_HEADER } from './catalog-test-files.js';
import { CATALOG_IMPORT_COLUMNS, importCatalog, readCatalogBundle } from './service.js';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await buildTestApp();
  // A real socket: a request needs the event loop's I/O phase, which an import that never gives
  // a turn would hold until it ends.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a large import', () => {
  it('lets the server answer a request while its rows are being written', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `TURN-${i};Premio ${i};;100;1;Turni;;1;0;`);
    const bundle = await readCatalogBundle(Buffer.from([CATALOG_HEADER, ...rows].join('\n')), CATALOG_IMPORT_COLUMNS);
    let written = 0;
    let total = 0;
    let request: Promise<{ status: number; writtenThen: number }> | undefined;
    const progress = {
      update(done: number, of: number) {
        [written, total] = [done, of];
        // Asked once the first batch is written: it must be answered before the last one.
        if (done > 0 && !request) request = fetch(`${address}/v1/app/start`).then((res) => ({ status: res.status, writtenThen: written }));
      },
      finish() {},
    };
    const report = await importCatalog(t.database, bundle, { alias: 'demo', file: 'turni.csv', batchSize: 100, progress });
    expect(report.accepted).toBe(10_000);
    const answer = await request!;
    expect(answer.status).toBe(200);
    expect(answer.writtenThen).toBeLessThan(total);
  });
});
