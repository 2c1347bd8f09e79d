import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeDist, removeDir } from '../../src/server/test/build-app.js';
import { runPreview } from './preview.js';
import { createTestCli, type TestCli } from './test-context.js';

const CHROMIUM = '/usr/bin/chromium';
let cli: TestCli;
let dist: string;
let out: string;
beforeAll(async () => {
  cli = await createTestCli();
  dist = await makeFakeDist();
  out = await mkdtemp(path.join(os.tmpdir(), 'premia-preview-out-'));
});
afterAll(async () => {
  await cli.dispose();
  await removeDir(dist);
  await removeDir(out);
});

// A stand-in SPA (makeFakeDist) keeps this about the command, not about the screens' markup.
describe.skipIf(!existsSync(CHROMIUM))('tenant preview', { timeout: 90_000 }, () => {
  it('screenshots what it can at 390 and 1280 px and says which screens need a session', async () => {
    expect(await runPreview(['aurora', '--out', out, '--temp-db'], cli, { distDir: dist })).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['login-1280.png', 'login-390.png']);
    expect(cli.stdout[0]).toMatch(/^preview of aurora \(http:\/\/aurora\.localhost:\d+\):$/);
    expect(cli.stdout.filter((l) => l.startsWith('  skipped '))).toEqual([
      '  skipped catalogue: needs a session as DEMO0001: the login form is not available yet',
      '  skipped signup: needs a session as DEMO0002: the login form is not available yet',
      '  skipped checkout: needs a session as DEMO0001: the login form is not available yet',
      '  skipped news: needs a session as DEMO0001: the login form is not available yet',
    ]);
  });

  it('refuses an invalid alias or an unknown tenant before starting anything', async () => {
    cli.reset();
    expect(await runPreview(['nowhere', '--out', out], cli, { distDir: dist })).toBe(1);
    expect(cli.stderr[0]).toMatch(/nowhere\/tenant\.json: \/: file not found$/);
  });
});
