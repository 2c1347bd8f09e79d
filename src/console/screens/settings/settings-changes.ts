import { isPlainObject, type PlainObject } from '../../../shared/merge.js';
import type { SettingsChange, SettingsOverride } from '../../../shared/types/generated/api/staff-settings.js';

/**
 * What a settings form submit sends: the edited values against the saved ones, key by key, as
 * the overrides the server keeps (and the audit log shows one row per key). Objects are
 * compared field by field; arrays and the texts of one language are whole values, since a
 * text key may hold dots (`login.title`) and dots separate the keys of a path.
 */

/** Structural equality of JSON values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

/** `texts.it` is one value; everything else under texts and elsewhere walks down. */
const isWholeValue = (keys: readonly string[]) => keys[0] === 'texts' && keys.length === 2;

export function valueAt(root: unknown, keys: readonly string[]): unknown {
  let node = root;
  for (const key of keys) {
    if (!isPlainObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** A whole-value object sent as an override merges over the file: removed keys must be sent as null. */
function wholeValue(before: unknown, after: unknown, fileValue: unknown): unknown {
  if (!isPlainObject(after)) return after ?? null;
  const out: PlainObject = { ...after };
  for (const source of [before, fileValue]) {
    if (isPlainObject(source)) for (const key of Object.keys(source)) if (!(key in after)) out[key] = null;
  }
  return out;
}

export interface SavedSettings {
  file: Record<string, unknown>;
  effective: Record<string, unknown>;
  overrides: readonly Pick<SettingsOverride, 'path'>[];
}

/**
 * The changes that turn the saved section `key` into `edited`. A value put back to the file's
 * own removes its override (`unset`), so the file applies again rather than a copy of it.
 */
export function changesOf(saved: SavedSettings, key: string, edited: unknown): SettingsChange[] {
  const overridden = new Set(saved.overrides.map((o) => o.path));
  const changes: SettingsChange[] = [];
  const walk = (keys: string[], before: unknown, after: unknown) => {
    if (sameValue(before, after)) return;
    if (!isWholeValue(keys) && isPlainObject(before) && isPlainObject(after)) {
      for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) walk([...keys, k], before[k], after[k]);
      return;
    }
    const path = keys.join('.');
    const fileValue = valueAt(saved.file, keys);
    if (overridden.has(path) && sameValue(after, fileValue)) changes.push({ path, unset: true });
    else changes.push({ path, value: isWholeValue(keys) ? wholeValue(before, after, fileValue) : (after ?? null) });
  };
  walk([key], saved.effective[key], edited);
  return changes;
}

/**
 * `root` with `value` at `keys` (absent when undefined), copying only the objects on the way.
 * Removing the last key of an object removes the object too: an empty `brand.fonts` left behind
 * would be an edit of its own (`{}` where the file has nothing).
 */
export function withValue(root: Record<string, unknown>, keys: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = keys;
  if (head === undefined) return root;
  const out = { ...root };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = structuredClone(value);
    return out;
  }
  const child = out[head];
  const next = withValue(isPlainObject(child) ? child : {}, rest, value);
  if (value === undefined && Object.keys(next).length === 0) delete out[head];
  else out[head] = next;
  return out;
}
