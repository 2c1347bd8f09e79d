import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storePublicFile } from '../../src/server/modules/catalog/files-repository.js';
import { listAudit, listOverrides } from '../../src/server/modules/tenants/repository.js';
import { runHistory } from './history.js';
import { runList } from './list.js';
import { parseValue, runSet, runUnset } from './set.js';
import { createTestCli, type TestCli } from './test-context.js';
import { runUndo } from './undo.js';

let cli: TestCli;
beforeEach(async () => {
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

const db = async () => (await cli.database()).db;
const overrides = async (alias = 'demo') => (await listOverrides(await db(), alias)).map((r) => [r.path, JSON.parse(r.value_json)]);

describe('parseValue', { timeout: 30_000 }, () => {
  it('reads JSON when it parses, else text', () => {
    expect(parseValue('false')).toBe(false);
    expect(parseValue('null')).toBeNull();
    expect(parseValue('12')).toBe(12);
    expect(parseValue('{"label":"Extra","url":"/news"}')).toEqual({ label: 'Extra', url: '/news' });
    expect(parseValue('#115e59')).toBe('#115e59');
    expect(parseValue('Ciao a tutti')).toBe('Ciao a tutti');
  });
});

describe('tenant set / unset', { timeout: 30_000 }, () => {
  it('stores a valid override with its audit row and prints before and after', async () => {
    expect(await runSet(['demo', 'features.wishlist', 'false'], cli)).toBe(0);
    expect(cli.stdout).toEqual([
      'demo: set features.wishlist',
      '  before: true',
      '  after:  false',
      '  recorded for tester; live on the next page load of every server',
    ]);
    expect(await overrides()).toEqual([['features.wishlist', false]]);
    const [audit] = await listAudit(await db(), 'demo');
    // The file's value before the first override: both sides of the change are on record.
    expect(audit).toMatchObject({ path: 'features.wishlist', before_json: 'true', after_json: 'false', actor: 'tester' });
  });

  it('accepts a colour as text, a menu link as JSON and null to remove a key', async () => {
    expect(await runSet(['demo', 'theme.colors.primary', '#115e59'], cli)).toBe(0);
    expect(await runSet(['demo', 'menu.links.extra', '{"label":"Extra","url":"/news"}'], cli)).toBe(0);
    expect(await runSet(['demo', 'texts.it', '{"login.title":"Benvenuto"}'], cli)).toBe(0);
    expect(await runSet(['demo', 'menu.links.contact', 'null'], cli)).toBe(0);
    expect(cli.stdout.slice(-3, -1)).toEqual([
      '  before: {"label":"Contatti","url":"/contatti","order":40,"auth":"loggedIn"}',
      '  after:  (absent)',
    ]);
    expect(await overrides()).toEqual([
      ['menu.links.contact', null],
      ['menu.links.extra', { label: 'Extra', url: '/news' }],
      ['texts.it', { 'login.title': 'Benvenuto' }],
      ['theme.colors.primary', '#115e59'],
    ]);
  });

  it.each([
    [['demo', 'features.wishlist', 'maybe'], '/features/wishlist: must be boolean'],
    [['demo', 'features.wishlst', 'false'], '/features/wishlst: is not allowed here (unknown property)'],
    [['demo', 'theme.colors.primary', 'teal'], '/theme/colors/primary: must match pattern "^#[0-9a-fA-F]{6}$"'],
    // The name, like the hosts, is the tenant file's alone.
    [['demo', 'name', 'null'], '/name: is deployment configuration: change it in the tenant file'],
    [['demo', 'theme.colors.primary', '#93c5fd'], '/theme/colors/primaryContrast: contrast of primaryContrast #ffffff on primary #93c5fd'],
    [['demo', 'menu.links.extra', '{"label":"Extra","url":"/nowhere"}'], '/menu/links/extra/url: "/nowhere" is not a path of any route'],
    [['demo', 'routes.news.screen', 'NewsLst'], '/routes/news/screen: unknown screen "NewsLst"'],
    // An upload is looked up in the database, as in the console: one never stored is refused.
    [['demo', 'brand.logo', `stored:${'f'.repeat(64)}.svg`], `/brand/logo: uploaded file not found: ${'f'.repeat(64)}.svg`],
  ])('refuses %j, writing nothing', async (args, message) => {
    expect(await runSet(args, cli)).toBe(1);
    expect(cli.stderr[0]).toContain(message);
    expect(cli.stderr[0]).toMatch(/demo\/tenant\.json \+ overrides: /);
    expect(cli.stderr.at(-1)).toBe('nothing was changed');
    expect(await overrides()).toEqual([]);
    expect(await listAudit(await db(), 'demo')).toEqual([]);
  });

  it('names an uploaded file that is in the database', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const hash = await storePublicFile(
      await db(),
      { data: svg, content_type: 'image/svg+xml', width: 0, height: 0 },
      new Date().toISOString(),
    );
    expect(await runSet(['demo', 'brand.logo', `stored:${hash}.svg`], cli)).toBe(0);
    expect(await overrides()).toEqual([['brand.logo', `stored:${hash}.svg`]]);
  });

  it('switches the catalogue off without touching the menu (the menu hides the link while it is off)', async () => {
    expect(await runSet(['demo', 'features.pointsCatalogue', 'false'], cli)).toBe(0);
    expect(await overrides()).toEqual([['features.pointsCatalogue', false]]);
  });

  it('refuses an unknown tenant, an invalid alias, a forbidden path and an invalid tenant file', async () => {
    expect(await runSet(['nowhere', 'features.wishlist', 'false'], cli)).toBe(1);
    expect(await runSet(['De mo', 'features.wishlist', 'false'], cli)).toBe(1);
    expect(await runSet(['demo', '__proto__.x', '1'], cli)).toBe(1);
    const file = path.join(cli.tenantsDir, 'aurora', 'tenant.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"#0f766e"', '"#99f6e4"'));
    expect(await runSet(['aurora', 'features.wishlist', 'true'], cli)).toBe(1);
    expect(cli.stderr).toEqual([
      expect.stringMatching(/^unknown tenant "nowhere": /),
      expect.stringMatching(/^"De mo" is not a valid alias/),
      'Chiave non ammessa nel percorso: "__proto__"',
      expect.stringMatching(/aurora\/tenant\.json: \/theme\/colors\/primaryContrast: contrast/),
      'the tenant file is invalid: fix it first (npm run tenant -- validate aurora)',
    ]);
    expect(await overrides('aurora')).toEqual([]);
  });

  it('writes nothing when the value is already the override', async () => {
    await runSet(['demo', 'features.wishlist', 'false'], cli);
    cli.reset();
    expect(await runSet(['demo', 'features.wishlist', 'false'], cli)).toBe(0);
    expect(cli.stdout).toEqual(['demo: features.wishlist is already false: nothing changed']);
    expect(await listAudit(await db(), 'demo')).toHaveLength(1);
  });

  it('unset removes an override (audited) and refuses a path without one', async () => {
    await runSet(['demo', 'features.wishlist', 'false'], cli);
    cli.reset();
    expect(await runUnset(['demo', 'features.wishlist'], cli)).toBe(0);
    expect(cli.stdout.slice(0, 3)).toEqual(['demo: unset features.wishlist', '  before: false', '  after:  true']);
    expect(await overrides()).toEqual([]);
    expect((await listAudit(await db(), 'demo'))[0]).toMatchObject({ before_json: 'false', after_json: 'true' });
    expect(await runUnset(['demo', 'features.wishlist'], cli)).toBe(1);
    expect(cli.stderr).toEqual(['tenant "demo" has no override at "features.wishlist": nothing to remove']);
  });
});

describe('tenant history / undo / list', { timeout: 30_000 }, () => {
  it('lists the audit trail newest first, and undo reverts the latest change as a new audited change', async () => {
    await runSet(['demo', 'features.wishlist', 'false'], cli);
    await runSet(['demo', 'theme.colors.primary', '#115e59'], cli);
    cli.reset();
    expect(await runHistory(['demo'], cli)).toBe(0);
    expect(cli.stdout[0]).toBe('demo: 2 changes, newest first');
    expect(cli.stdout[1]).toMatch(/^#\d+ {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}tester {2}theme\.colors\.primary: "#1d4ed8" → "#115e59"$/);
    expect(cli.stdout[2]).toMatch(/features\.wishlist: true → false$/);

    cli.reset();
    expect(await runUndo(['demo'], cli)).toBe(0);
    expect(cli.stdout[0]).toMatch(/^undoing change #\d+ of .* by tester$/);
    expect(cli.stdout.slice(1, 4)).toEqual(['demo: undo theme.colors.primary', '  before: "#115e59"', '  after:  "#1d4ed8"']);
    expect(await overrides()).toEqual([['features.wishlist', false]]);

    expect(await runUndo(['demo'], cli)).toBe(0); // undoing the undo restores the change
    expect(await overrides()).toEqual([
      ['features.wishlist', false],
      ['theme.colors.primary', '#115e59'],
    ]);
    cli.reset();
    await runHistory(['demo', '--limit', '2', '--json'], cli);
    expect(JSON.parse(cli.stdout.join('\n'))).toMatchObject([
      { path: 'theme.colors.primary', before: '#1d4ed8', after: '#115e59' },
      { path: 'theme.colors.primary', before: '#115e59', after: '#1d4ed8' },
    ]);
  });

  it('has nothing to undo on a tenant without changes', async () => {
    expect(await runUndo(['demo'], cli)).toBe(1);
    expect(cli.stderr).toEqual(['tenant "demo" has no override changes to undo']);
    expect(await runHistory(['demo'], cli)).toBe(0);
    expect(cli.stdout).toEqual(['demo: no override changes recorded']);
  });

  it('lists tenants with their hosts and overrides', async () => {
    await runSet(['aurora', 'features.wishlist', 'true'], cli);
    cli.reset();
    expect(await runList([], cli)).toBe(0);
    expect(cli.stdout).toEqual([
      'aurora  Aurora Bottega Premi',
      '  hosts: aurora.premia.localhost, premi.aurora.example.com, aurora.localhost',
      '  overrides:',
      expect.stringMatching(/^ {4}features\.wishlist = true {3}\(tester, \d{4}-/),
      'demo  Premia Club',
      '  hosts: demo.premia.localhost, premia.example.com, demo.localhost',
      '  overrides: none',
    ]);
    cli.reset();
    await runList(['--json'], cli);
    expect(JSON.parse(cli.stdout.join('\n'))[0]).toMatchObject({
      alias: 'aurora',
      valid: true,
      overrides: [{ path: 'features.wishlist', value: true, updatedBy: 'tester' }],
    });
  });
});
