import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkSiteOf, rememberLinkSite } from '../../src/server/tenants/link-site.js';
import { buildTestApp } from '../../src/server/test/build-app.js';
import { UsageError } from './context.js';
import { runNew } from './new.js';
import { createTestCli, type TestCli } from './test-context.js';
import { runValidate } from './validate.js';

let cli: TestCli;
beforeEach(async () => {
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

const folders = () => readdir(cli.tenantsDir);

describe('tenant new', { timeout: 30_000 }, () => {
  it('copies the folder with its assets, sets name and a local host, and the copy validates', async () => {
    expect(await runNew(['acme', '--from', 'aurora', '--name', 'Acme Premi'], cli)).toBe(0);
    const file = JSON.parse(await readFile(path.join(cli.tenantsDir, 'acme', 'tenant.json'), 'utf8'));
    expect(file).toMatchObject({
      name: 'Acme Premi',
      hosts: ['acme.premia.localhost'],
      brand: { logoAlt: 'Acme Premi' },
      theme: { fonts: { source: 'fonts/fonts.css' } },
    });
    expect((await readdir(path.join(cli.tenantsDir, 'acme', 'fonts'))).length).toBeGreaterThan(1);
    // The source's documents name its initiative and company: not copied.
    await expect(readdir(path.join(cli.tenantsDir, 'acme', 'pdf'))).rejects.toThrow();
    expect(await folders()).toEqual(['acme', 'aurora', 'demo']); // no work folder left behind
    expect(cli.stdout).toContainEqual(expect.stringMatching(/^created .*acme from aurora: "Acme Premi"$/));
    expect(await runValidate(['acme'], cli)).toBe(0);
  });

  it('prints the address the running server answers on, not the default port', async () => {
    // No server has started on this database yet: the defaults.
    expect(await runNew(['acme', '--from', 'demo'], cli)).toBe(0);
    expect(cli.stdout).toContain('  preview: http://acme.localhost:8080 (or http://acme.premia.localhost:8080), no restart needed');
    // A server started with PORT=9123 and the command run from a shell without it.
    await rememberLinkSite((await cli.database()).db, linkSiteOf({ NODE_ENV: 'development', PORT: 9123 }));
    cli.reset();
    expect(await runNew(['beta', '--from', 'demo'], cli)).toBe(0);
    expect(cli.stdout).toContain('  preview: http://beta.localhost:9123 (or http://beta.premia.localhost:9123), no restart needed');
    // In production the address is the tenant's host, over https.
    await rememberLinkSite((await cli.database()).db, linkSiteOf({ NODE_ENV: 'production', PORT: 3000 }));
    cli.reset();
    expect(await runNew(['gamma', '--from', 'demo'], cli)).toBe(0);
    expect(cli.stdout).toContain('  preview: https://gamma.premia.localhost, no restart needed');
  });

  it("does not carry the source's identity silently: its documents stay behind and its logos are reported", async () => {
    expect(await runNew(['acme', '--from', 'demo', '--name', 'Acme Premi'], cli)).toBe(0);
    const out = cli.stdout.join('\n');
    expect(out).toContain(
      '/footer/documents/rules/file: warning: file not found: pdf/regolamento.pdf; the generic document of the same name is served',
    );
    expect(out).toContain(
      "/brand/logo: warning: logo.svg is identical to tenants/demo/logo.svg: replace it with this initiative's own before going live",
    );
    // Nor its operator: the new initiative's contact requests would reach the demo's mailbox.
    const file = JSON.parse(await readFile(path.join(cli.tenantsDir, 'acme', 'tenant.json'), 'utf8'));
    expect(file.contact).toBeUndefined();
    expect(out).toContain('/contact/operatorEmail: warning: no address is mailed the contact requests');
    cli.reset();
    expect(await runValidate(['acme'], cli)).toBe(0);
    expect(cli.stdout.join('\n')).toContain('logo.svg is identical to tenants/demo/logo.svg');
    // Its own logo: the warning goes.
    await writeFile(
      path.join(cli.tenantsDir, 'acme', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Acme</title></svg>',
    );
    cli.reset();
    expect(await runValidate([], cli)).toBe(0);
    expect(cli.stdout.join('\n')).not.toContain('acme/tenant.json: /brand/logo: warning');
  });

  it('derives a name from the alias when none is given', async () => {
    expect(await runNew(['acme-promo', '--from', 'demo'], cli)).toBe(0);
    const file = JSON.parse(await readFile(path.join(cli.tenantsDir, 'acme-promo', 'tenant.json'), 'utf8'));
    expect(file.name).toBe('Acme Promo');
  });

  it('serves the new tenant at <alias>.localhost at once, without a restart', async () => {
    const t = await buildTestApp({ tenantsDir: cli.tenantsDir });
    try {
      expect((await t.app.inject({ url: '/v1/app/start', headers: { host: 'acme.localhost' } })).statusCode).toBe(404);
      expect(await runNew(['acme', '--from', 'demo'], cli)).toBe(0);
      const res = await t.app.inject({ url: '/v1/app/start', headers: { host: 'acme.localhost:8080' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alias: 'acme', name: 'Acme' });
      expect((await t.app.inject({ url: '/v1/app/start', headers: { host: 'acme.premia.localhost' } })).json()).toMatchObject({
        alias: 'acme',
      });
    } finally {
      await t.close();
    }
  });

  it('a new tenant starts empty; --with-demo-data gives it the demo prizes and content at the next start', async () => {
    expect(await runNew(['vuoto', '--from', 'demo'], cli)).toBe(0);
    expect(cli.stdout).toContain(
      '  empty: no customers, prizes or content, and no demo account; add its staff with npm run staff -- add <email> --role operator --tenant vuoto, load the catalogue from the console (Importazioni → Catalogo) or npm run catalog:import',
    );
    expect(await runNew(['pieno', '--from', 'demo', '--with-demo-data'], cli)).toBe(0);
    const fileOf = async (alias: string) => JSON.parse(await readFile(path.join(cli.tenantsDir, alias, 'tenant.json'), 'utf8'));
    // The demo tenant's own flag is not copied; asked for, it is written right after the name.
    expect((await fileOf('vuoto')).demoData).toBeUndefined();
    expect(Object.keys(await fileOf('pieno')).slice(1, 3)).toEqual(['name', 'demoData']);
    expect(await runValidate(['pieno'], cli)).toBe(0);

    const t = await buildTestApp({ tenantsDir: cli.tenantsDir });
    try {
      const count = async (table: 'users' | 'products' | 'news' | 'notices' | 'vouchers' | 'cms_sections', alias: string) =>
        Number(
          (
            await t.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('tenant_alias', '=', alias)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // No demo customer either: the README's public password opens nothing in a real tenant.
      for (const table of ['users', 'products', 'news', 'notices', 'vouchers', 'cms_sections'] as const) {
        expect({ table, n: await count(table, 'vuoto') }).toEqual({ table, n: 0 });
        expect(await count(table, 'pieno')).toBeGreaterThan(0);
        expect(await count(table, 'demo')).toBeGreaterThan(0);
      }
      // The empty tenant's portal answers with an empty catalogue, not an error.
      const start = await t.app.inject({ url: '/v1/app/start', headers: { host: 'vuoto.localhost' } });
      expect(start.statusCode).toBe(200);
      // The introductions /vantaggi and /contatti ask for are there, empty, rather than a 404 in the browser's console.
      for (const section of ['advantages', 'contact']) {
        const intro = await t.app.inject({ url: `/v1/cms/${section}`, headers: { host: 'vuoto.localhost' } });
        expect([intro.statusCode, intro.json()]).toEqual([200, { key: section, title: '', body_html: '', updated_at: null }]);
      }
      expect((await t.app.inject({ url: '/v1/cms/contact', headers: { host: 'pieno.localhost' } })).json().body_html).not.toBe('');
    } finally {
      await t.close();
    }
  });

  it.each([
    [['demo', '--from', 'aurora'], /^tenant "demo" already exists: /],
    [['Acme', '--from', 'demo'], /^"Acme" is not a valid alias/],
    [['-acme', '--from', 'demo'], /^"-acme" is not a valid alias/],
    [['acme', '--from', 'nowhere'], /^unknown tenant "nowhere": /],
    [['acme', '--from', '../demo'], /^"\.\.\/demo" is not a valid alias/],
  ])('refuses %j and creates nothing', async (args, message) => {
    expect(await runNew(args, cli)).toBe(1);
    expect(cli.stderr[0]).toMatch(message);
    expect(await folders()).toEqual(['aurora', 'demo']);
  });

  it('refuses to copy an invalid tenant, reporting its problems, and creates nothing', async () => {
    const demoPath = path.join(cli.tenantsDir, 'demo', 'tenant.json');
    const demo = JSON.parse(await readFile(demoPath, 'utf8'));
    demo.theme.colors.primary = '#dbeafe';
    await writeFile(demoPath, JSON.stringify(demo));
    expect(await runNew(['acme', '--from', 'demo'], cli)).toBe(1);
    expect(cli.stderr[0]).toMatch(
      /acme\/tenant\.json: \/theme\/colors\/primaryContrast: contrast of primaryContrast #ffffff on primary #dbeafe/,
    );
    expect(cli.stderr.at(-1)).toMatch(/nothing was created$/);
    expect(await folders()).toEqual(['aurora', 'demo']);
  });

  it('needs --from', async () => {
    await expect(runNew(['acme'], cli)).rejects.toThrow(UsageError);
    await expect(runNew(['acme', '--from', 'demo', '--colour', 'red'], cli)).rejects.toThrow(/unknown option --colour/);
  });
});
