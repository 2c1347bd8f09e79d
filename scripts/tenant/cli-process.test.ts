import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { copyTenants, removeDir } from '../../src/server/test/build-app.js';

let tenantsDir: string;
let dataDir: string;
beforeAll(async () => {
  tenantsDir = await copyTenants();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-cli-data-'));
});
afterAll(async () => {
  await removeDir(tenantsDir);
  await removeDir(dataDir);
});

/** The real `npm run tenant -- …`, as operators type it; the database is SQLite in a temp DATA_DIR. */
function tenant(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir, PREMIA_ACTOR: 'process-test' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'tenant', '--', ...args], { cwd: PROJECT_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run tenant (real process)', { timeout: 60_000 }, () => {
  it('validate: exit 0 on valid tenants, 1 on an invalid one, with the problem on stderr', async () => {
    expect((await tenant('validate')).code).toBe(0);
    const file = path.join(tenantsDir, 'aurora', 'tenant.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"wishlist": false', '"wishlist": "off"'));
    const bad = await tenant('validate', 'aurora');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('aurora/tenant.json: /features/wishlist: must be boolean');
  });

  it('set and history: exit 0, audited with $PREMIA_ACTOR; a refused set exits 1', async () => {
    const set = await tenant('set', 'demo', 'features.wishlist', 'false');
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('after:  false');
    expect((await tenant('set', 'demo', 'features.wishlist', 'maybe')).code).toBe(1);
    const history = await tenant('history', 'demo');
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(/process-test {2}features\.wishlist: true → false/);
    expect(history.stdout).not.toContain('maybe');
  });

  it('exit 2 on an unknown command or a wrong command line', async () => {
    const unknown = await tenant('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect((await tenant('set', 'demo')).code).toBe(2);
  });
});
