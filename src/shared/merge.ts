/**
 * Layered configuration merge (rjsf withTheme / Backstage rules):
 * plain objects deep-merge, arrays replace whole, `null` removes the key.
 * Neither input is mutated.
 */
export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

// Keys that could reach Object.prototype through a crafted override.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function deepMerge<T>(base: T, ...layers: unknown[]): T {
  let result: unknown = base;
  for (const layer of layers) result = mergeTwo(result, layer);
  return result as T;
}

function mergeTwo(base: unknown, over: unknown): unknown {
  if (over === undefined) return clone(base);
  if (!isPlainObject(over) || !isPlainObject(base)) return clone(over);
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (!FORBIDDEN_KEYS.has(key) && value !== null) out[key] = clone(value);
  }
  for (const [key, value] of Object.entries(over)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    if (value === null) delete out[key];
    else out[key] = mergeTwo(out[key], value);
  }
  return out;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isPlainObject(value)) return mergeTwo({}, value);
  return value;
}

/** Reads `a.b.c` from an object; undefined when any step is missing. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of splitPath(path)) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** Builds the smallest object that sets `a.b.c` to value, for use as a merge layer. */
export function objectAtPath(path: string, value: unknown): PlainObject {
  const keys = splitPath(path);
  let out: unknown = value;
  for (let i = keys.length - 1; i >= 0; i--) out = { [keys[i]!]: out };
  return out as PlainObject;
}

export function splitPath(path: string): string[] {
  const keys = path.split('.').filter((k) => k.length > 0);
  if (keys.length === 0) throw new Error(`Percorso vuoto: "${path}"`);
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) throw new Error(`Chiave non ammessa nel percorso: "${key}"`);
  }
  return keys;
}
