import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'generated') out.push(...(await sourceFiles(full)));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Where the code writes audit rows other than through recordAction, which only takes a described action. */
async function writersOutsideRecordAction(): Promise<string[]> {
  const files = [...(await sourceFiles(path.join(ROOT, 'src'))), ...(await sourceFiles(path.join(ROOT, 'scripts')))];
  const found: string[] = [];
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    // A migration moves rows written before it: their actions were described when they were written.
    if (rel.startsWith(path.join('src', 'server', 'db', 'migrations'))) continue;
    const text = await readFile(file, 'utf8');
    const inserts = /insertInto\(\s*['"`]audit_log['"`]\s*\)|insert\s+into\s+audit_log/i.test(text);
    if (inserts && rel !== path.join('src', 'server', 'modules', 'audit', 'repository.ts')) found.push(`${rel}: inserts into audit_log`);
    if (/\binsertAudit\s*\(/.test(text) && !rel.startsWith(path.join('src', 'server', 'modules', 'audit')))
      found.push(`${rel}: calls insertAudit`);
  }
  return found;
}

describe('audit log writers', () => {
  it('every audit row goes through recordAction, whose action type is the list of described actions', async () => {
    expect(await writersOutsideRecordAction()).toEqual([]);
  });
});
