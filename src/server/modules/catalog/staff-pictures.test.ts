import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from './test-helpers.js';
import { photo } from '../imports/catalog-test-files.js';
import { catalogUrl, staffCall, uploadPicture } from './test-staff-catalog.js';

const clock = testClock();
let t: TestApp;
let operator: string;
let prize: StaffPrize;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  const res = await staffCall(t.app, operator, 'POST', catalogUrl('/prizes'), {
    code: 'FOTO-1',
    name: 'Borraccia termica',
    points: 900,
    stock: 5,
  });
  prize = res.json<StaffPrize>();
});
afterAll(() => t.close());

const send = (path: string, payload: object) => staffCall(t.app, operator, 'POST', catalogUrl(`/prizes/${prize.id}${path}`), payload);

describe('a prize’s pictures', () => {
  it('uploads a photo: processed like the import (variants, srcset, no metadata) and shown to customers', async () => {
    const res = await uploadPicture(t.app, operator, prize.id, prize.revision, await photo(1200, 900, '#3a7'));
    expect(res.statusCode).toBe(200);
    prize = res.json<StaffPrize>();
    const [picture] = prize.images;
    expect(picture).toMatchObject({ width: 960, height: 720, key: picture!.url });
    expect(picture!.srcset).toMatch(/ 320w, .* 640w, .* 960w$/);
    expect(picture!.sources!.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    const file = await t.app.inject({ method: 'GET', url: picture!.url, headers: { host: DEMO } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(file.rawPayload.includes(Buffer.from('PremiaCam'))).toBe(false);

    const { token } = await newCustomer(t.app, 'demo', 10);
    const seen = await call(t.app, DEMO, token, { method: 'GET', url: `/v1/catalog/products/${prize.id}` });
    expect(seen.json<{ image: { url: string; srcset: string } }>().image).toMatchObject({ url: picture!.url, srcset: picture!.srcset });
  });

  it('refuses a file that is not a picture, saying why, and leaves the prize as it was', async () => {
    const res = await uploadPicture(t.app, operator, prize.id, prize.revision, Buffer.from('MZ\u0090\u0000 non sono una foto'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Il file non è stato accettato: non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)',
    });
    const svg = await uploadPicture(
      t.app,
      operator,
      prize.id,
      prize.revision,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    );
    expect(svg.statusCode).toBe(400);
    expect((await staffCall(t.app, operator, 'GET', catalogUrl(`/prizes/${prize.id}`))).json<StaffPrize>().images).toHaveLength(1);
  });

  it('refuses a file over 5 MB before reading it all', async () => {
    const res = await uploadPicture(t.app, operator, prize.id, prize.revision, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
  });

  it('refuses the same picture twice and an upload on a stale revision', async () => {
    const same = await uploadPicture(t.app, operator, prize.id, prize.revision, await photo(1200, 900, '#3a7'));
    expect([same.statusCode, same.json<{ error: string }>().error]).toEqual([409, 'Questa immagine è già tra quelle del premio']);
    const stale = await uploadPicture(t.app, operator, prize.id, '1.5', await photo(400, 300, '#a37'));
    expect(stale.statusCode).toBe(409);
  });

  it('puts pictures in a new order (the first is the main one) and removes one', async () => {
    const second = await uploadPicture(t.app, operator, prize.id, prize.revision, await photo(500, 500, '#37a'));
    prize = second.json<StaffPrize>();
    const [first, added] = prize.images.map((i) => i.key);
    expect(prize.images[1]).toMatchObject({ width: 500, height: 500 });

    const wrong = await send('/images/order', { keys: [added], revision: prize.revision });
    expect(wrong.statusCode).toBe(409);
    const ordered = await send('/images/order', { keys: [added, first], revision: prize.revision });
    prize = ordered.json<StaffPrize>();
    expect(prize.images.map((i) => i.key)).toEqual([added, first]);
    const row = await t.app.db
      .selectFrom('products')
      .select(['image_url', 'image_width'])
      .where('id', '=', prize.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ image_url: added, image_width: 500 });

    const removed = await send('/images/remove', { key: added, revision: prize.revision });
    prize = removed.json<StaffPrize>();
    expect(prize.images.map((i) => i.key)).toEqual([first]);
    expect((await send('/images/remove', { key: added, revision: prize.revision })).statusCode).toBe(409);
  });

  it('audits each change of the pictures with the list before and after', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before_json', 'after_json'])
      .where('action', '=', 'catalog.prize.images')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.target === 'FOTO-1')).toBe(true);
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ images: [] });
    expect(JSON.parse(rows[3]!.after_json!)).toEqual({ images: [prize.images[0]!.url] });
  });
});
