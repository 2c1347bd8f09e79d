import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app.js';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { runSeeders, seedTenants } from '../../src/server/demo/index.js';
import { DEMO_PASSWORD } from '../../src/shared/password-policy.js';
import { DEFAULT_DIST_DIR, PROJECT_ROOT } from '../../src/server/paths.js';
import { checkTenantFolder, displayPath } from '../../src/server/tenants/folder.js';
import { isError } from '../../src/server/tenants/semantic.js';
import { aliasProblem, formatProblem } from '../../src/server/tenants/validate.js';
import { parseCommandLine, type CliContext } from './context.js';

export const usage = 'npm run tenant -- preview <alias> [--out dir] [--temp-db]';

export const WIDTHS = [390, 1280] as const;
/** The brief's flags; the resolver rule lets Chromium reach <alias>.localhost on our port without DNS. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

/** Key screens by route id, so a tenant that moved a route is still previewed at its own path. */
export const PREVIEW_SCREENS = [
  { name: 'login', route: 'login', session: null },
  { name: 'catalogue', route: 'catalogue', session: 'DEMO0001' },
  // The signup form is the complete-registration screen an inactive customer is sent to.
  { name: 'signup', route: 'completeRegistration', session: 'DEMO0002' },
  { name: 'checkout', route: 'checkout', session: 'DEMO0001' },
  { name: 'news', route: 'news', session: 'DEMO0001' },
] as const;

export interface PreviewOptions {
  /** Built SPA; default dist/app, built first when missing or stale (tests pass a stand-in). */
  distDir?: string;
  chromiumPath?: string;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
}

/**
 * The in-process server's warnings, minus the streams the browser closes on purpose when a
 * screenshot's context ends ('premature close'): four such lines per run read like failures.
 */
const quietStream = {
  write(line: string): void {
    if (!/premature close/i.test(line)) process.stderr.write(line);
  },
};

/** Logs in through the login screen like a customer; null on success, else why not. */
async function logIn(page: Page, base: string, loginPath: string, code: string): Promise<string | null> {
  await page.goto(`${base}${loginPath}`);
  await settle(page);
  const user = page.locator('input[name="email"], input[name="username"], input[autocomplete="username"]').first();
  const password = page.locator('input[type="password"]').first();
  if ((await user.count()) === 0 || (await password.count()) === 0) return 'the login form is not available yet';
  await user.fill(code);
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  try {
    await page.waitForURL((url) => url.pathname !== loginPath, { timeout: 10_000 });
    return null;
  } catch {
    // Say what the portal said: a changed password and a missing account read differently to an operator.
    const said = await page
      .getByRole('alert')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    return `signing in as ${code} with the demo password did not succeed${said ? ` (the portal said: "${said.trim()}")` : ''}: the account may have another password or not exist in this tenant, as in a tenant without demo data; --temp-db previews with the demo accounts (docs/operators.md, "Preview")`;
  }
}

/** The database to preview with: the real one (live overrides, migrated and seeded like `npm start`) or a throw-away SQLite copy. */
async function openDatabase(ctx: CliContext, temp: boolean): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (!temp) return { handle: await ctx.database(), dispose: async () => undefined };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-preview-'));
  const handle = createDatabase({ dataDir: dir });
  await migrateToLatest(handle);
  return {
    handle,
    dispose: async () => {
      await handle.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `preview <alias>`: serves the portal in this process on a free port, opens the tenant at
 * <alias>.localhost in the system Chromium and screenshots the key screens at phone and desktop
 * widths, so an operator sees the initiative before it goes live.
 */
export async function runPreview(args: readonly string[], ctx: CliContext, options: PreviewOptions = {}): Promise<number> {
  const { operands, options: flags } = parseCommandLine(
    args,
    { out: { type: 'string' }, 'temp-db': { type: 'boolean' } },
    { min: 1, max: 1 },
    usage,
  );
  const alias = operands[0]!;
  const bad = aliasProblem(alias);
  if (bad) return fail(ctx, bad);
  const check = await checkTenantFolder(path.join(ctx.tenantsDir, alias, 'tenant.json'));
  const errors = check.problems.filter(isError);
  if (errors.length) {
    for (const p of errors) ctx.err(formatProblem(check.display, p));
    return fail(ctx, `tenant "${alias}" is not valid: fix it first (npm run tenant -- validate ${alias})`);
  }
  const out = path.resolve(flags.out ?? path.join('previews', alias));
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  if (!options.distDir) {
    const built = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build-if-needed.mjs')], { stdio: 'inherit' });
    if (built.status !== 0 || !existsSync(path.join(distDir, 'index.html'))) return fail(ctx, 'the SPA could not be built (npm run build)');
  }

  const db = await openDatabase(ctx, flags['temp-db'] === true);
  const app = await buildApp({
    env: ctx.env,
    database: db.handle,
    tenantsDir: ctx.tenantsDir,
    distDir,
    logger: { level: 'warn', stream: quietStream },
  });
  let browser: Browser | undefined;
  try {
    // A throw-away database is a demo of the previewed tenant: it gets the demo accounts, prizes and
    // content, whatever its file says. The real database is seeded exactly as `npm start` would.
    const seeding = seedTenants(app.tenants.list(), ctx.env.DEMO_DATA);
    await runSeeders(db.handle, {
      ...seeding,
      ...(flags['temp-db'] === true ? { demoData: true, demoTenants: [alias] } : {}),
      log: app.log,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://${alias}.localhost:${(app.server.address() as AddressInfo).port}`;
    const tenant = await app.tenantConfigs.get(alias, true);
    if (!tenant) return fail(ctx, `the server refused tenant "${alias}" (see the messages above)`);
    const routes = new Map(tenant.config.routes.map((r) => [r.id, r]));
    const loginPath = routes.get('login')?.path ?? '/login';

    browser = await chromium.launch({ executablePath: options.chromiumPath ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    await mkdir(out, { recursive: true });
    const files: string[] = [];
    const skipped = new Map<string, string>();
    for (const width of WIDTHS) {
      const sessions = new Map<string | null, { page: Page; error: string | null }>();
      for (const screen of PREVIEW_SCREENS) {
        const route = routes.get(screen.route);
        if (!route?.enabled) {
          skipped.set(screen.name, `route "${screen.route}" is switched off for this tenant`);
          continue;
        }
        let session = sessions.get(screen.session);
        if (!session) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          session = { page, error: screen.session ? await logIn(page, base, loginPath, screen.session) : null };
          sessions.set(screen.session, session);
        }
        if (session.error) {
          skipped.set(screen.name, `needs a session as ${screen.session}: ${session.error}`);
          continue;
        }
        await session.page.goto(`${base}${route.path}`);
        await settle(session.page);
        const file = path.join(out, `${screen.name}-${width}.png`);
        await session.page.screenshot({ path: file, fullPage: true });
        files.push(file);
      }
    }
    ctx.out(`preview of ${alias} (${base}):`);
    for (const f of files) ctx.out(`  ${displayPath(f)}`);
    for (const [name, why] of skipped) ctx.out(`  skipped ${name}: ${why}`);
    return files.length ? 0 : 1;
  } finally {
    await browser?.close();
    await app.close();
    await db.dispose();
  }
}

function fail(ctx: CliContext, message: string): number {
  ctx.err(message);
  return 1;
}
