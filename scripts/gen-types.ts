/**
 * Generates TypeScript types from schemas/ into src/shared/types/generated/.
 * `--check` fails (exit 1) when the committed files differ from what the schemas produce,
 * so CI catches a schema edited without regenerating.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/shared/types/generated');
const banner = `/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by \`npm run gen:types\`.
 * Edit the JSON Schema and run the command again.
 */`;

const targets = [{ schema: 'tenant.schema.json', out: 'tenant.ts' }];

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let drift = false;
  await mkdir(outDir, { recursive: true });
  for (const target of targets) {
    const ts = await compileFromFile(path.join(root, 'schemas', target.schema), {
      cwd: path.join(root, 'schemas'),
      bannerComment: banner,
      additionalProperties: false,
      unreachableDefinitions: false,
      style: { singleQuote: true, printWidth: 120 },
    });
    const file = path.join(outDir, target.out);
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === ts) continue;
    if (check) {
      drift = true;
      console.error(`${path.relative(root, file)} is out of date: run npm run gen:types`);
    } else {
      await writeFile(file, ts);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  if (drift) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
