import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { catalogZip, photo, unreadablePhoto } from '../../src/server/modules/imports/catalog-test-files.js';
import { copyTenants, removeDir } from '../../src/server/test/build-app.js';
import { createCsvDir } from './test-files.js';

let tenantsDir: string;
let dataDir: string;
let files: Awaited<ReturnType<typeof createCsvDir>>;
beforeAll(async () => {
  tenantsDir = await copyTenants();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-import-data-'));
  files = await createCsvDir();
});
afterAll(async () => {
  await removeDir(tenantsDir);
  await removeDir(dataDir);
  await files.remove();
});

/** The real `npm run <script> -- …` as operators type it, on SQLite in a temp DATA_DIR (full-cost hashing). */
function npmRun(script: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: PROJECT_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run users:import / points:import (real process)', { timeout: 90_000 }, () => {
  it('imports a customer and points (exit 0), refuses a Latin-1 file (exit 1), wrong command line (exit 2)', async () => {
    // One row: the process hashes at production cost (≈0.7 s per password).
    const users = await files.write('users.csv', 'user_code;password;points_enabled\nPROC0001;Processo!2026;1\n');
    const first = await npmRun('users:import', 'demo', users, '--progress');
    expect(first.stdout).toMatch(/importate: +1/);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('utenti: 1/1 (100%)');

    const points = await files.write('points.csv', 'user_code,points,reason,external_ref\nPROC0001,250,Benvenuto,proc:1\n');
    const credited = await npmRun('points:import', 'demo', points);
    expect(credited.stdout).toMatch(/importate: +1/);
    expect(credited.code).toBe(0);

    const latin1 = await files.write('latin1.csv', Buffer.from('user_code;password;company\nPROC0002;Processo!2026;Caffè\n', 'latin1'));
    const refused = await npmRun('users:import', 'demo', latin1);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('il file non è in UTF-8: riga 2');

    const usage = await npmRun('points:import', 'demo');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run points:import -- <alias> <file.csv>');
  });
});

describe('npm run catalog:import (real process)', { timeout: 90_000 }, () => {
  it('imports a zip (exit 0), refuses a corrupt zip (exit 1), rejects the row of an unreadable picture (exit 0, or 1 when no row is left), wrong command line (exit 2)', async () => {
    const rows = ['PROC-1;Tazza di processo;;900;5;Casa;;1;0;tazza.jpg', 'PROC-2;Punti sbagliati;;1.500;5;Casa;;1;0;'];
    const zip = catalogZip(rows, { 'tazza.jpg': await photo(400, 300, '#884422') });
    const good = await files.write('catalogo.zip', zip);
    const first = await npmRun('catalog:import', 'demo', good);
    expect(first.stdout).toMatch(/importate: +1/);
    expect(first.stdout).toMatch(/scartate: +1/);
    expect(first.code).toBe(0);

    const corrupt = await files.write('rotto.zip', zip.subarray(0, zip.length - 30));
    const broken = await npmRun('catalog:import', 'demo', corrupt);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('archivio zip danneggiato');

    // An unreadable picture rejects its row only: the other rows are imported (exit 0)…
    const withBad = await files.write(
      'con-rotta.zip',
      catalogZip(['PROC-3;Rotta;;100;1;Casa;;1;0;rotta.jpg', 'PROC-4;Buona;;100;1;Casa;;1;0;tazza.jpg'], {
        'foto/rotta.jpg': await unreadablePhoto(),
        'tazza.jpg': await photo(400, 300, '#884422'),
      }),
    );
    const partly = await npmRun('catalog:import', 'demo', withBad);
    expect(partly.code).toBe(0);
    expect(partly.stdout).toMatch(/importate: +1/);
    expect(partly.stdout).toContain('riga 2 (PROC-3): images: "foto/rotta.jpg": non è un’immagine leggibile');
    // …and a file whose every row is rejected is exit 1, as for the other imports.
    const fake = await files.write(
      'finta.zip',
      catalogZip(['PROC-5;Finta;;100;1;Casa;;1;0;finta.jpg'], { 'finta.jpg': Buffer.from('<html>') }),
    );
    const notPicture = await npmRun('catalog:import', 'demo', fake);
    expect(notPicture.code).toBe(1);
    expect(notPicture.stdout).toContain('riga 2 (PROC-5): images: "finta.jpg": non è un’immagine leggibile');
    expect(notPicture.stderr).toContain('nessuna riga importabile');

    const usage = await npmRun('catalog:import', 'demo');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run catalog:import -- <alias> <file.csv|file.zip>');
  });
});
