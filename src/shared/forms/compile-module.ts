import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
export type { FormsModuleExports } from './module-types.js';
import { createFormsAjv } from './ajv.js';
import type { EffectiveForm } from './effective-forms.js';
import { AJV_RUNTIME_SOURCES } from './runtime-source.js';

export interface CompiledFormsModule {
  /** ES module source, self-contained: no import, no require. */
  code: string;
  failed: Record<string, string>;
}

/**
 * Compiles every form of a tenant into one standalone ES module (ajv `code: {source, esm}`), so
 * the browser validates without `new Function` (CSP without unsafe-eval). Each form's schema map
 * comes from RJSF's schemaParser: the root plus every sub-schema RJSF may call isValid with
 * (oneOf/anyOf options, if/then…), keyed as RJSF looks them up ($id, else a hash).
 */
export function compileFormsModule(forms: Record<string, EffectiveForm>, revision: string): CompiledFormsModule {
  // messages: false: the browser shows our Italian texts, ajv's English ones would be dead weight.
  const ajv = createFormsAjv({ code: { source: true, esm: true, lines: false }, messages: false });
  const exportNames: Record<string, string> = {};
  const manifest: string[] = [];
  const failed: Record<string, string> = {};
  let next = 0;

  for (const [formId, form] of Object.entries(forms)) {
    const added: string[] = [];
    try {
      const map = schemaParser(form.schema as RJSFSchema);
      const entries: string[] = [];
      for (const [key, schema] of Object.entries(map)) {
        // Two forms may share an identical sub-schema (same hash): compile it once.
        if (!ajv.getSchema(key)) {
          ajv.addSchema(schema as object, key);
          added.push(key);
          ajv.getSchema(key);
        }
        const name = Object.entries(exportNames).find(([, id]) => id === key)?.[0] ?? `v${next++}`;
        exportNames[name] = key;
        entries.push(`${JSON.stringify(key)}: ${name}`);
      }
      manifest.push(`${JSON.stringify(formId)}: {rootSchema: ${JSON.stringify(form.schema)}, validators: {${entries.join(', ')}}}`);
    } catch (err) {
      for (const key of added) ajv.removeSchema(key);
      for (const [name, id] of Object.entries(exportNames)) if (added.includes(id)) delete exportNames[name];
      failed[formId] = (err as Error).message;
    }
  }

  let code = Object.keys(exportNames).length ? standaloneCode(ajv, exportNames) : '"use strict";';
  for (const [required, source] of Object.entries(AJV_RUNTIME_SOURCES)) code = code.split(required).join(`(${source})`);
  const leftover = /require\([^)]*\)/.exec(code);
  if (leftover) throw new Error(`validatori dei form: dipendenza non incorporabile ${leftover[0]}`);
  code +=
    `\nexport const forms = {${manifest.join(',\n')}};` +
    `\nexport const failed = ${JSON.stringify(failed)};` +
    `\nexport const revision = ${JSON.stringify(revision)};\n`;
  return { code, failed };
}
