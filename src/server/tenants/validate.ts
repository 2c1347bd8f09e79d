import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { resolveTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { SCHEMAS_DIR } from '../paths.js';
import { locateJsonError } from './json-position.js';

/** One problem of a tenant file: where (JSON pointer, '' = the whole file) and why. */
export interface Problem {
  pointer: string;
  message: string;
  /** Absent = error: the tenant is refused. Warnings are reported and the tenant still loads. */
  severity?: 'error' | 'warning';
}

const TENANT_SCHEMA_ID = 'https://premia.dev/schemas/tenant.schema.json';

/** `tenants/acme/tenant.json: /theme/colors/primary: must match pattern "…"` */
export function formatProblem(file: string, problem: Problem): string {
  const prefix = problem.severity === 'warning' ? 'warning: ' : '';
  return `${file}: ${problem.pointer || '/'}: ${prefix}${problem.message}`;
}

/** Folder names usable as alias: they become `<alias>.localhost`, so DNS-label rules apply. */
export const ALIAS_RE = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;

/** Null when the alias is usable, else why not. */
export function aliasProblem(alias: string): string | null {
  return ALIAS_RE.test(alias) ? null : `"${alias}" is not a valid alias: lower-case letters, digits and '-', starting with a letter or digit, at most 63 characters`;
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/**
 * Compiles the tenant schema with every schema of schemas/ registered, so the relative $refs
 * (tenant/theme.schema.json …) resolve against the absolute $ids.
 */
export function compileTenantSchema(schemasDir = SCHEMAS_DIR): ValidateFunction {
  // `discriminator`: a list of kinds told apart by `type` (the earning rules) is checked against its
  // own kind only, so a target bonus missing its bonus is not also told it lacks a rate's fields.
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
  addFormats(ajv);
  for (const file of listSchemaFiles(schemasDir)) {
    ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')) as object);
  }
  const validate = ajv.getSchema(TENANT_SCHEMA_ID);
  if (!validate) throw new Error(`${path.relative(process.cwd(), schemasDir)}: schema ${TENANT_SCHEMA_ID} non trovato`);
  return validate;
}

let defaultValidator: ValidateFunction | undefined;

/** One JSON-pointer token (RFC 6901): '~' and '/' escaped. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Turns ajv errors into problems pointing at the offending key, without oneOf's echo. */
function toProblems(errors: ErrorObject[]): Problem[] {
  // In `oneOf: [null, {object}]` an invalid object also fails the null branch and the oneOf
  // itself: those echoes add nothing when a precise error exists at or below the same pointer.
  const isEcho = (e: ErrorObject) => e.keyword === 'oneOf' || (e.keyword === 'type' && e.params['type'] === 'null');
  const precise = errors.filter((e) => !isEcho(e));
  const covers = (outer: ErrorObject, inner: ErrorObject) =>
    inner.instancePath === outer.instancePath || inner.instancePath.startsWith(`${outer.instancePath}/`);
  const kept = errors.filter((e) => !isEcho(e) || !precise.some((p) => covers(e, p)));
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of kept) {
    let pointer = e.instancePath;
    let message = e.message ?? 'non valido';
    if (e.keyword === 'additionalProperties') {
      pointer += `/${escapeToken(String(e.params['additionalProperty']))}`;
      message = 'is not allowed here (unknown property)';
    } else if (e.keyword === 'required') {
      pointer += `/${escapeToken(String(e.params['missingProperty']))}`;
      message = 'is required';
    } else if (e.keyword === 'discriminator') {
      pointer += `/${escapeToken(String(e.params['tag']))}`;
      message = 'is not one of the kinds this list takes';
    } else if (e.keyword === 'propertyNames') {
      pointer += `/${escapeToken(String(e.params['propertyName']))}`;
      message = 'is not a valid key name';
    } else if (e.keyword === 'pattern' && e.propertyName !== undefined) {
      continue; // reported once by the propertyNames error above
    } else if (e.keyword === 'enum') {
      message = `${message}: ${(e.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    }
    const key = `${pointer}\n${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ pointer, message });
    }
  }
  return out;
}

/**
 * Validates a parsed tenant file against schemas/tenant.schema.json, then checks what the schema
 * cannot say (e.g. a new route must name path and screen). Empty array = valid.
 * Used by the server's tenant registry and by the tenant CLI.
 */
export function validateTenantFile(json: unknown, validate: ValidateFunction = (defaultValidator ??= compileTenantSchema())): Problem[] {
  if (!validate(json)) return toProblems(validate.errors ?? []);
  try {
    resolveTenantConfig('validation', json as TenantFile);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const [where, ...rest] = message.split(': ');
    // resolveRoutes throws "routes/<id>: …"; turn its prefix into a pointer.
    if (where && rest.length > 0 && /^[a-z]+\//.test(where)) return [{ pointer: `/${where}`, message: rest.join(': ') }];
    return [{ pointer: '', message }];
  }
  return [];
}

export type ParseResult = { ok: true; value: unknown } | { ok: false; problem: Problem };

/** JSON.parse with the error located as line and column, which is what an editor needs. */
export function parseTenantJson(text: string): ParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    const where = locateJsonError(text);
    const message = where
      ? `invalid JSON at line ${where.line}, column ${where.column}: ${where.reason}`
      : `invalid JSON: ${err instanceof Error ? err.message : String(err)}`;
    return { ok: false, problem: { pointer: '', message } };
  }
}

/** Parses and validates the text of a tenant file. */
export function checkTenantText(text: string): { file?: TenantFile; problems: Problem[] } {
  const parsed = parseTenantJson(text);
  if (!parsed.ok) return { problems: [parsed.problem] };
  const problems = validateTenantFile(parsed.value);
  return problems.length ? { problems } : { file: parsed.value as TenantFile, problems };
}
