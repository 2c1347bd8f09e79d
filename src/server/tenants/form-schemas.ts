import { LRUCache } from 'lru-cache';
import type { Forms } from '../../shared/types/generated/tenant.js';
import { createFormsAjv } from '../../shared/forms/ajv.js';
import { TAX_ID_FIELDS } from '../../shared/italian-tax-ids.js';
import { escapeToken, type Problem } from './validate.js';

// Keyed by the schema's JSON: `tenant set` checks the merged tenant twice per change and the
// registry on every reload, and compiling a large signup form costs tens of milliseconds.
const cache = new LRUCache<string, string[]>({ max: 500 });

/** Why a form schema cannot be used, as messages; empty when it compiles cleanly. */
function compileMessages(schema: object): string[] {
  const cacheKey = JSON.stringify(schema);
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const warnings = new Set<string>();
  // The same ajv set-up as the browser and the forms API (src/shared/forms/ajv.ts), so "compiles
  // here" means "works there"; ajv's warnings (unknown formats above all: a typo there silently
  // disables the check) are errors. A fresh Ajv per form: two forms may reuse the same $id.
  const ajv = createFormsAjv({
    logger: { log: () => undefined, warn: (...args: unknown[]) => void warnings.add(args.map(String).join(' ')), error: () => undefined },
  });
  let messages: string[];
  try {
    ajv.compile(schema);
    messages = [...warnings].map((w) => `the form schema does not compile cleanly: ${w}`);
  } catch (err) {
    messages = [`the form schema does not compile: ${(err as Error).message}`];
  }
  cache.set(cacheKey, messages);
  return messages;
}

/**
 * Compiles every form schema the way the browser will (draft-07, `$data`, the portal's formats
 * and keywords), so a schema that cannot compile is caught by the operator instead of breaking
 * the form for customers.
 */
export function checkFormSchemas(forms: Forms | undefined): Problem[] {
  return Object.entries(forms ?? {}).flatMap(([id, form]) => [
    ...compileMessages(form.schema).map((message) => ({ pointer: `/forms/${escapeToken(id)}/schema`, message })),
    ...taxIdProblems(id, form.schema),
  ]);
}

/**
 * A VAT number or tax code field (`vatcode`, `codice_fiscale`) must declare its format: the
 * server always checks and stores it by that rule, and the browser must say the same before sending.
 */
function taxIdProblems(id: string, schema: object): Problem[] {
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.entries(TAX_ID_FIELDS).flatMap(([name, format]) => {
    const field = properties[name] as { format?: unknown } | undefined;
    if (!field || field.format === format) return [];
    return [{ pointer: `/forms/${escapeToken(id)}/schema/properties/${name}`, message: `declare "format": "${format}", the rule the server checks it by` }];
  });
}
