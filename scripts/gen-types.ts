/**
 * Generates from schemas/ into src/shared/types/generated/:
 * - TypeScript types (json-schema-to-typescript);
 * - a standalone ajv validator of the tenant file (ESM), for the browser: the SPA runs under a CSP
 *   without 'unsafe-eval', so it cannot compile schemas at runtime (ajv uses `new Function`);
 * - the typed operations of the API contract, schemas/api/<area>.json (scripts/gen-api-types.ts);
 * - the console settings forms' precompiled validators (scripts/gen-settings-forms.ts).
 * `--check` fails (exit 1) when the committed files differ from what the schemas produce,
 * so CI catches a schema edited without regenerating.
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { apiTypesSource, readContracts } from './gen-api-types.js';
import { contentFormsOutputs } from './gen-content-forms.js';
import { settingsFormsOutputs } from './gen-settings-forms.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/shared/types/generated');
const banner = `/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by \`npm run gen:types\`.
 * Edit the JSON Schema and run the command again.
 */`;

const targets = [{ schema: 'tenant.schema.json', out: 'tenant.ts' }];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Annotations do not change what validates; dropping them keeps the browser validator ~30 % smaller.
const ANNOTATIONS = new Set(['description', 'title', 'default', '$comment', 'examples']);

function stripAnnotations(value: Json, parentKey?: string): Json {
  if (Array.isArray(value)) return value.map((v) => stripAnnotations(v));
  if (value === null || typeof value !== 'object') return value;
  // Inside `properties`/`definitions` the keys are names, not keywords: a property may be called "title".
  const namesLevel = parentKey === 'properties' || parentKey === 'definitions';
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => namesLevel || !ANNOTATIONS.has(key))
      .map(([key, v]) => [key, stripAnnotations(v, namesLevel ? undefined : key)]),
  );
}

async function readSchema(file: string): Promise<Json> {
  return JSON.parse(await readFile(file, 'utf8')) as Json;
}

/** Standalone validator of tenant.schema.json as an ES module with no imports. */
async function tenantValidatorSource(): Promise<string> {
  // discriminator: as the server's validator (src/server/tenants/validate.ts), a list of kinds is checked by its `type`.
  const ajv = new Ajv({
    code: { source: true, esm: true, optimize: true },
    allErrors: true,
    messages: false,
    strict: true,
    discriminator: true,
  });
  // Fast formats are regular expressions, which ajv inlines; any format that needs a runtime
  // function would emit a require() and is caught below.
  addFormats(ajv, { mode: 'fast' });
  const subDir = path.join(root, 'schemas/tenant');
  for (const name of (await readdir(subDir)).filter((n) => n.endsWith('.json')).sort()) {
    ajv.addSchema(stripAnnotations(await readSchema(path.join(subDir, name))) as object);
  }
  const validate = ajv.compile(stripAnnotations(await readSchema(path.join(root, 'schemas/tenant.schema.json'))) as object);
  let code = standaloneCode(ajv, validate);

  // maxLength/minLength count code points through ajv's runtime helper, which ajv references with
  // require(); inline it so the module is plain ESM with no dependency.
  const require = createRequire(import.meta.url);
  const ucs2length = (require('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }).default;
  const ucs2Ref = 'require("ajv/dist/runtime/ucs2length").default';
  if (code.includes(ucs2Ref)) {
    // Declared before the validators' scope constants, which read it at module evaluation.
    const helper = `const __ucs2length = ${ucs2length.toString()};`;
    code = code.split(ucs2Ref).join('__ucs2length').replace('"use strict";', `"use strict";\n${helper}\n`);
  }
  const leftover = /require\([^)]*\)/.exec(code);
  if (leftover) throw new Error(`tenant-validator: unsupported runtime dependency ${leftover[0]}`);
  return `${banner}\n${code}\n`;
}

const validatorTypes = `${banner}
import type { TenantFile } from './tenant.js';

/** An ajv error object (\`messages: false\`: the caller writes the text from keyword and params). */
export interface TenantValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface TenantValidator {
  (data: unknown): data is TenantFile;
  errors?: TenantValidationError[] | null;
}

/** Validates a tenant file against schemas/tenant.schema.json (all errors). */
export declare const validate: TenantValidator;
export default validate;
`;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let drift = false;
  await mkdir(path.join(outDir, 'api'), { recursive: true });
  await mkdir(path.join(outDir, 'settings-forms'), { recursive: true });
  await mkdir(path.join(outDir, 'content-forms'), { recursive: true });
  const outputs: { out: string; text: () => Promise<string> }[] = [
    ...targets.map((target) => ({
      out: target.out,
      text: () =>
        compileFromFile(path.join(root, 'schemas', target.schema), {
          cwd: path.join(root, 'schemas'),
          bannerComment: banner,
          additionalProperties: false,
          unreachableDefinitions: false,
          style: { singleQuote: true, printWidth: 120 },
        }),
    })),
    { out: 'tenant-validator.js', text: tenantValidatorSource },
    { out: 'tenant-validator.d.ts', text: async () => validatorTypes },
    ...(await readContracts(root)).map(({ area, contract }) => ({
      out: `api/${area}.ts`,
      text: () => apiTypesSource(area, contract, banner),
    })),
    ...settingsFormsOutputs(root, banner),
    ...contentFormsOutputs(root, banner),
  ];
  for (const output of outputs) {
    const text = await output.text();
    const file = path.join(outDir, output.out);
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === text) continue;
    if (check) {
      drift = true;
      console.error(`${path.relative(root, file)} is out of date: run npm run gen:types`);
    } else {
      await writeFile(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  if (drift) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
