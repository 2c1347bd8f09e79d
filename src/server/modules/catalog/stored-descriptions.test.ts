import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategoryTree, StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { catalogUrl, staffCall } from './test-staff-catalog.js';
import { CATALOG_HEADER } from '../imports/catalog-test-files.js';
import { upload, whenOver } from '../imports/test-staff-imports.js';

/**
 * A prize's description is cleaned once, when it is saved through the console's prize API or a
 * catalogue import: the row holds HTML under the inline policy (paragraphs turned into line
 * breaks) or plain text as typed. Read back from the database.
 */

let t: TestApp;
let operator: string;
let tree: StaffCategoryTree['items'][number];

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  tree = (await staffCall(t.app, operator, 'GET', catalogUrl('/categories'))).json<StaffCategoryTree>().items[0]!;
});
afterAll(() => t.close());

const stored = async (code: string) =>
  (
    await t.app.db
      .selectFrom('products')
      .select('description')
      .where('tenant_alias', '=', 'demo')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).description;

const HOSTILE_HTML =
  '<p>Uno <i>corsivo</i> <a href="jav&#x61;script:alert(1)" onmouseover="x()">link</a> <a href="https://example.com" target="_blank">scheda</a></p>' +
  '<p style="x">Due<script>alert(2)</script><img src="/a.png" onerror="alert(3)"></p><h2>Tre</h2>';
/** Written out by hand: what the inline policy keeps of HOSTILE_HTML. */
const CLEAN_HTML =
  'Uno <i>corsivo</i> <a>link</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">scheda</a><br />Due<br />Tre';
const PLAIN = 'Carta & forbici, 5 < 6';

describe('prize descriptions are stored clean', () => {
  it('through the console prize API', async () => {
    const prize = (code: string, description: string) =>
      staffCall(t.app, operator, 'POST', catalogUrl('/prizes'), {
        code,
        name: code,
        description,
        points: 100,
        stock: 1,
        category_id: tree.subcategories[0]!.id,
        available: true,
        featured: false,
      });
    const html = await prize('PULITO-HTML', HOSTILE_HTML);
    expect(html.statusCode, html.body).toBe(201);
    expect(await stored('PULITO-HTML')).toBe(CLEAN_HTML);
    expect(html.json<StaffPrize>().description).toBe(CLEAN_HTML);
    expect((await prize('PULITO-TXT', PLAIN)).statusCode).toBe(201);
    expect(await stored('PULITO-TXT')).toBe(PLAIN);
  });

  it('through a catalogue import', async () => {
    const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const where = `${tree.name};${tree.subcategories[0]!.name}`;
    const csv = [
      CATALOG_HEADER,
      `IMP-HTML;Zaino;${cell(HOSTILE_HTML)};900;5;${where};1;0;`,
      `IMP-TXT;Borsa;${cell(PLAIN)};900;5;${where};1;0;`,
    ].join('\n');
    const started = await upload(t.app, 'catalog', operator, csv);
    expect(started.statusCode, started.body).toBe(202);
    const job = await whenOver(t.app, 'catalog', started.json<{ id: number }>().id, operator);
    expect(job.state).toBe('done');
    expect(job.report).toMatchObject({ accepted: 2, rejected: 0 });
    expect(await stored('IMP-HTML')).toBe(CLEAN_HTML);
    expect(await stored('IMP-TXT')).toBe(PLAIN);
  });
});
