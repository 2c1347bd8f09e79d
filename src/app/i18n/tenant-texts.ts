import type { i18n as I18n } from 'i18next';
import { isPlainObject, type PlainObject } from '../../shared/merge.js';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Turns `{ "login.title": "Benvenuto" }` into `{ login: { title: "Benvenuto" } }`. Tenant files
 * write keys with dots; resource bundles are nested, and a flat key beside the nested one would
 * never be found first.
 */
export function nestKeys(flat: Record<string, string>): PlainObject {
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    // Keys come from a tenant file: never let one walk into Object.prototype.
    if (parts.some((part) => UNSAFE.has(part) || part === '')) continue;
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      if (!isPlainObject(node[part])) node[part] = {};
      node = node[part] as PlainObject;
    });
    node[parts[parts.length - 1]!] = value;
  }
  return out;
}

/**
 * Applies the tenant's `texts` for one language over the loaded bundle (deep, overwrite).
 * Call it after the language has loaded: an existing bundle stops i18next from fetching the file.
 */
export function applyTenantTexts(instance: I18n, texts: Record<string, Record<string, string>>, lng: string): void {
  const overrides = texts[lng];
  if (!overrides || Object.keys(overrides).length === 0) return;
  instance.addResourceBundle(lng, 'translation', nestKeys(overrides), true, true);
}
