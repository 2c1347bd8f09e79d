import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A temporary folder for the CSV files and reports of one test file. */
export async function createCsvDir(): Promise<{
  write(name: string, content: string | Buffer): Promise<string>;
  read(name: string): Promise<string>;
  path(name: string): string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-import-'));
  return {
    async write(name, content) {
      const file = path.join(dir, name);
      await writeFile(file, content);
      return file;
    },
    read: (name) => readFile(path.join(dir, name), 'utf8'),
    path: (name) => path.join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
