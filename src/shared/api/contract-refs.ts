/**
 * Definitions several contract files share live in schemas/api/common/<topic>.json (format:
 * schemas/api/common/definitions.schema.json) and are referred to by a path relative to the
 * referring file, as JSON Schema resolves it: {"$ref": "common/orders.json#/$defs/Status"}.
 * Everything that reads the contract (the server's routes, the generated types, the console's
 * forms) takes a contract file through `withSharedDefinitions`, which brings those definitions
 * into the file's own `$defs`: past it every reference is local, as if the file were written whole.
 *
 * - A definition that is such a reference (`"Status": {"$ref": "common/orders.json#/$defs/Status"}`)
 *   becomes the shared one, in its place and under its own name, so its generated type keeps the
 *   name it has in that area.
 * - Any other reference to another file brings the definition in under the name it has there; a
 *   file that already names another definition so is refused, rather than answering the wrong shape.
 * A reference to a file or definition that does not exist, or outside schemas/api, is refused by name.
 */
import type { ContractFile, Json, JsonObject } from './contract-file.js';

/** A schemas/api/common/<topic>.json file: named schemas, no operations. */
export interface DefinitionsFile {
  title: string;
  description?: string;
  $defs: Record<string, JsonObject>;
}

type WithDefs = { $defs: Record<string, JsonObject> };

const REF = /^([^#]*)#\/\$defs\/([A-Za-z0-9]+)$/;
const BASE = 'file:///schemas/api/';

/** The file (its path under schemas/api) and the definition `ref`, written in file `from`, points to. */
function targetOf(ref: string, from: string): { file: string; name: string; key: string } {
  const match = REF.exec(ref);
  if (!match) throw new Error(`contratto API ${from}: riferimento sconosciuto ${ref}`);
  const url = new URL(match[1]!, BASE + from).href;
  if (!url.startsWith(BASE)) throw new Error(`contratto API ${from}: riferimento fuori da schemas/api ${ref}`);
  const file = url.slice(BASE.length);
  const name = match[2]!;
  return { file, name, key: `${file}#/$defs/${name}` };
}

/** A reference to another file, read in `from`; null for a local one (`#/…`, left to the caller). */
function crossFile(ref: unknown, from: string) {
  if (typeof ref !== 'string' || ref.startsWith('#')) return null;
  const target = targetOf(ref, from);
  return target.file === from ? null : target;
}

/**
 * `files[path]` with every definition it refers to in another file brought into its `$defs`, as
 * the module's comment says. `files` holds every file by its path under schemas/api
 * (`partner.json`, `common/orders.json`).
 */
export function withSharedDefinitions<T extends WithDefs>(files: Record<string, WithDefs>, path: string): T {
  const own = files[path] as T | undefined;
  if (!own) throw new Error(`contratto API: file sconosciuto ${path}`);
  const definitionOf = (target: { file: string; name: string }, ref: string, from: string): JsonObject => {
    const file = files[target.file];
    if (!file) throw new Error(`contratto API ${from}: file sconosciuto ${target.file} in ${ref}`);
    const schema = file.$defs[target.name];
    if (!schema) throw new Error(`contratto API ${from}: riferimento sconosciuto ${ref}`);
    return schema;
  };

  // Where each name of the result comes from (file#/$defs/Name), and the name each shared
  // definition has here: one shared definition may have two names, one name never two definitions.
  const originOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  for (const [name, schema] of Object.entries(own.$defs)) {
    const target = crossFile(schema['$ref'], path);
    const key = target ? target.key : `${path}#/$defs/${name}`;
    originOf.set(name, key);
    if (!nameOf.has(key)) nameOf.set(key, name);
  }
  const brought: Record<string, JsonObject> = {};

  const localRef = (ref: string, from: string): string => {
    if (from === path && ref.startsWith('#')) return ref;
    const target = targetOf(ref, from);
    if (target.file === path) return `#/$defs/${target.name}`;
    const present = nameOf.get(target.key);
    if (present) return `#/$defs/${present}`;
    const taken = originOf.get(target.name);
    if (taken) throw new Error(`contratto API ${path}: ${target.name} è già ${taken}, non può essere anche ${target.key}`);
    const schema = definitionOf(target, ref, from);
    originOf.set(target.name, target.key);
    nameOf.set(target.key, target.name);
    // Its place first: a definition that refers back to itself finds its name taken and stops there.
    brought[target.name] = {};
    brought[target.name] = rewrite(schema, target.file) as JsonObject;
    return `#/$defs/${target.name}`;
  };

  const rewrite = (value: Json, from: string): Json => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, from));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' ? localRef(item, from) : rewrite(item, from),
      ]),
    );
  };

  const defs: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(own.$defs)) {
    const { $ref, ...rest } = schema;
    const target = crossFile($ref, path);
    // Keywords beside the reference (a description) stay, over the shared definition's, as the server reads them.
    defs[name] = target
      ? { ...(rewrite(definitionOf(target, String($ref), path), target.file) as JsonObject), ...(rewrite(rest, path) as JsonObject) }
      : (rewrite(schema, path) as JsonObject);
  }
  const { $defs: _defs, ...rest } = own;
  return { ...(rewrite(rest as JsonObject, path) as object), $defs: { ...defs, ...brought } } as T;
}

/**
 * Each area of schemas/api (by name, file `<name>.json`) through `withSharedDefinitions`, over the
 * shared files of `shared` (by path under schemas/api, `common/orders.json`).
 */
export function withSharedDefinitionsAll(
  areas: Record<string, ContractFile>,
  shared: Record<string, DefinitionsFile>,
): Record<string, ContractFile> {
  const files: Record<string, WithDefs> = { ...shared };
  for (const [area, contract] of Object.entries(areas)) files[`${area}.json`] = contract;
  return Object.fromEntries(Object.keys(areas).map((area) => [area, withSharedDefinitions<ContractFile>(files, `${area}.json`)]));
}
