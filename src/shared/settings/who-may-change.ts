import { splitPath } from '../merge.js';

/**
 * What support staff may change in a live tenant: a closed list of switches. Each is a boolean
 * of the tenant schema (a test checks it), never a URL, an object or a secret reference, so the
 * role that keeps an initiative running cannot point it at another server or at a secret.
 */
export const SUPPORT_SETTINGS = [
  'features.ownLogin.active',
  'features.ownLogin.gdpr',
  'features.ownLogin.adult',
  'features.pointsCatalogue',
  'features.wishlist',
  'features.prizeValidation',
  'features.analytics.anonymizeIp',
] as const;

/**
 * Top-level tenant keys that are deployment configuration, changed only in the tenant file: the
 * host names a tenant answers on and builds links from, the name its mail is sent as, and whether
 * demo accounts are seeded into it. No override (console or CLI) reaches them, and an override
 * row naming one is ignored by the server.
 */
export const FILE_ONLY_KEYS = ['name', 'hosts', 'publicUrl', 'demoData'] as const;

/** The path's keys, or null for a path that names nothing (empty, or through `__proto__`…). */
function keysOf(path: string): string[] | null {
  try {
    return splitPath(path);
  } catch {
    return null;
  }
}

/** `features..wishlist.` names `features.wishlist`, as the override store reads it: that form, or null. */
export function normalSettingPath(path: string): string | null {
  return keysOf(path)?.join('.') ?? null;
}

export function isSupportSetting(path: string): boolean {
  const normal = normalSettingPath(path);
  return normal !== null && (SUPPORT_SETTINGS as readonly string[]).includes(normal);
}

export function isFileOnly(path: string): boolean {
  const first = keysOf(path)?.[0];
  return first !== undefined && (FILE_ONLY_KEYS as readonly string[]).includes(first);
}
