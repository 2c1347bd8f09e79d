import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayPath } from '../../src/server/tenants/folder.js';
import { createTestCli, type TestCli } from './test-context.js';
import { runValidate } from './validate.js';

let cli: TestCli;
beforeEach(async () => {
  cli = await createTestCli();
});
afterEach(() => cli.dispose());

const demoFile = () => path.join(cli.tenantsDir, 'demo', 'tenant.json');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const readDemo = async () => JSON.parse(await readFile(demoFile(), 'utf8')) as any;
const display = displayPath;

describe('tenant validate', { timeout: 30_000 }, () => {
  it('accepts every tenant of the repository, exit 0', async () => {
    expect(await runValidate([], cli)).toBe(0);
    expect(cli.stderr).toEqual([]);
    expect(cli.stdout.at(-1)).toBe('2 tenants checked: all valid');
  });

  it('accepts one tenant by alias, by folder and by file path', async () => {
    expect(await runValidate(['aurora'], cli)).toBe(0);
    expect(await runValidate([path.join(cli.tenantsDir, 'aurora')], cli)).toBe(0);
    expect(await runValidate([demoFile()], cli)).toBe(0);
    expect(cli.stdout.at(-1)).toBe(`${display(demoFile())}: ok`);
  });

  it('reports broken JSON with line and column, exit 1', async () => {
    await writeFile(demoFile(), '{\n  "name": "Demo",\n  "hosts": ["a"]\n  "brand": {}\n}\n');
    expect(await runValidate(['demo'], cli)).toBe(1);
    expect(cli.stderr).toHaveLength(1);
    expect(cli.stderr[0]).toMatch(/\/demo\/tenant\.json: \/: invalid JSON at line 4, column 3: unexpected character/);
  });

  it('reports unknown keys and wrong types with their JSON pointers', async () => {
    const demo = await readDemo();
    demo.features.wishlst = true;
    demo.features.wishlist = 'no';
    demo.theme.radii.button = 8.5;
    await writeFile(demoFile(), JSON.stringify(demo));
    expect(await runValidate(['demo'], cli)).toBe(1);
    const lines = cli.stderr.map((l) => l.slice(display(demoFile()).length + 2));
    expect(lines).toEqual(
      expect.arrayContaining([
        '/features/wishlst: is not allowed here (unknown property)',
        '/features/wishlist: must be boolean',
        '/theme/radii/button: must be integer',
      ]),
    );
  });

  it('reports low-contrast colours, an unknown screen and a missing logo together', async () => {
    const demo = await readDemo();
    demo.theme.colors.footerText = '#1e293b';
    demo.routes = { summer: { path: '/estate', screen: 'SummerPromo' } };
    demo.brand.logo = 'logo-new.svg';
    await writeFile(demoFile(), JSON.stringify(demo));
    expect(await runValidate(['demo'], cli)).toBe(1);
    const lines = cli.stderr.map((l) => l.slice(display(demoFile()).length + 2));
    expect(lines).toEqual([
      '/brand/logo: file not found: logo-new.svg',
      '/routes/summer/screen: unknown screen "SummerPromo" (see src/shared/screen-names.ts)',
      expect.stringMatching(
        /^\/theme\/colors\/footerText: contrast of footerText #1e293b on footerBackground #0f172a is 1\.\d\d:1, below the 4\.5:1 of WCAG AA$/,
      ),
    ]);
    expect(cli.stdout.at(-1)).toBe(`${display(demoFile())}: 3 errors`);
  });

  it('checks every tenant when no alias is given, host conflicts included, and fails if one fails', async () => {
    const aurora = JSON.parse(await readFile(path.join(cli.tenantsDir, 'aurora', 'tenant.json'), 'utf8'));
    aurora.hosts = ['premia.example.com'];
    await writeFile(path.join(cli.tenantsDir, 'aurora', 'tenant.json'), JSON.stringify(aurora));
    await mkdir(path.join(cli.tenantsDir, 'Bad_Name'));
    expect(await runValidate([], cli)).toBe(1);
    expect(cli.stderr).toEqual([
      expect.stringMatching(/Bad_Name: folder name "Bad_Name" is not a valid alias/),
      `${display(path.join(cli.tenantsDir, 'demo', 'tenant.json'))}: /hosts/1: host "premia.example.com" is already served by tenant "aurora"`,
    ]);
  });

  it('warns, exit 0, when no address is mailed the contact requests: neither contact.operatorEmail nor OPERATOR_EMAIL', async () => {
    const demo = await readDemo();
    delete demo.contact;
    await writeFile(demoFile(), JSON.stringify(demo));
    expect(await runValidate(['demo'], cli)).toBe(0);
    expect(cli.stderr).toEqual([]);
    expect(cli.stdout).toEqual([
      `${display(demoFile())}: /contact/operatorEmail: warning: no address is mailed the contact requests: set contact.operatorEmail (here, or in the console under Impostazioni → Richieste di contatto) or the OPERATOR_EMAIL environment variable; until then requests reach only the console inbox (Richieste)`,
      `${display(demoFile())}: ok, 1 warning`,
    ]);

    // The server's fallback, set in the environment the command runs in: nothing to say.
    cli.reset();
    expect(await runValidate(['demo'], { ...cli, env: { ...cli.env, OPERATOR_EMAIL: 'assistenza@premia.example.com' } })).toBe(0);
    expect(cli.stdout).toEqual([`${display(demoFile())}: ok`]);
  });

  it('refuses an address that is not one, with its pointer', async () => {
    const demo = await readDemo();
    demo.contact = { operatorEmail: 'assistenza@premia' };
    await writeFile(demoFile(), JSON.stringify(demo));
    expect(await runValidate(['demo'], cli)).toBe(1);
    expect(cli.stderr).toEqual([`${display(demoFile())}: /contact/operatorEmail: must match format "email"`]);
  });

  it('refuses an invalid alias and an unknown tenant with a clear message', async () => {
    expect(await runValidate(['Demo!'], cli)).toBe(1);
    expect(cli.stderr[0]).toMatch(/^"Demo!" is not a valid alias/);
    expect(await runValidate(['nowhere'], cli)).toBe(1);
    expect(cli.stderr[1]).toMatch(/^unknown tenant "nowhere": .*nowhere\/tenant\.json not found$/);
  });

  it('reports a missing file given by path', async () => {
    expect(await runValidate(['./no/such/tenant.json'], cli)).toBe(1);
    expect(cli.stderr[0]).toMatch(/no\/such\/tenant\.json: \/: file not found$/);
  });
});
