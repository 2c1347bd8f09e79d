import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timeZoneProblem } from '../../shared/time-zone.js';
import { isScreenName } from '../../shared/screen-names.js';
import { resolveRoutes, type ResolvedRoute } from '../../shared/route-defaults.js';
import { resolveTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { DEFAULT_PUBLIC_DIR } from '../paths.js';
import { checkConsents } from './consent-checks.js';
import { checkAssets, type StoredFileTypes } from './asset-files.js';
import { checkContrast } from './contrast.js';
import { checkEarningRules } from './earning-rule-checks.js';
import { checkFeatureNeeds } from './feature-needs.js';
import { checkFormSchemas } from './form-schemas.js';
import { checkProgramme } from './programme-checks.js';
import { secretNameProblem } from '../security/tenant-secrets.js';
import { escapeToken, type Problem } from './validate.js';

/**
 * What the schema cannot say about a tenant: screens, links, files, form schemas, consents, what switched-on
 * features and reachable screens need (feature-needs.ts), texts and colour contrast. Run after the schema (validateTenantFile) by the tenant CLI, by the server when
 * it loads a tenant, and by `tenant set` on the merged result before an override is stored.
 */
export interface SemanticOptions {
  /** Vite's publicDir: locales/<lng>/translation.json and the generic documents of app/pdf/. */
  publicDir?: string;
  /** Reads the stored uploads a tenant names (brand assets); without it, naming one is an error. */
  storedFiles?: StoredFileTypes;
}

/** Routes: every screen name must be registered (the client refuses to boot otherwise). */
export function checkScreens(file: TenantFile): Problem[] {
  return Object.entries(file.routes ?? {}).flatMap(([id, route]) =>
    route.screen !== undefined && !isScreenName(route.screen)
      ? [{ pointer: `/routes/${escapeToken(id)}/screen`, message: `unknown screen "${route.screen}" (see src/shared/screen-names.ts)` }]
      : [],
  );
}

/** The time zone must be one Intl knows by its IANA name: a typo would show every time wrong. */
export function checkTimeZone(file: TenantFile): Problem[] {
  const problem = file.timeZone === undefined ? null : timeZoneProblem(file.timeZone);
  return problem ? [{ pointer: '/timeZone', message: problem }] : [];
}

function routeRegex(routePath: string): RegExp {
  const body = routePath
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Menu links to portal paths must match a route this tenant declares: a typo would lead the
 * customer into the not-found screen. A link to a route that is switched off is fine: the menu
 * hides it while the route is off (src/app/layouts/menu-links.ts), so support staff can switch a
 * feature off without editing the menu. External https:// links are not checked (offline CLI).
 */
export function checkMenuLinks(file: TenantFile): Problem[] {
  let routes: ResolvedRoute[];
  try {
    routes = resolveRoutes(file.routes).filter((r) => r.path !== '*');
  } catch {
    return []; // reported by validateTenantFile
  }
  const problems: Problem[] = [];
  for (const [id, link] of Object.entries(file.menu?.links ?? {})) {
    if (!link || !link.url.startsWith('/')) continue;
    const urlPath = link.url.split(/[?#]/)[0] ?? link.url;
    const matching = routes.filter((r) => routeRegex(r.path).test(urlPath));
    const pointer = `/menu/links/${escapeToken(id)}/url`;
    if (matching.length === 0) problems.push({ pointer, message: `"${link.url}" is not a path of any route` });
  }
  return problems;
}

/** Nested translation object → its dotted keys (i18next's keySeparator). */
export function flattenKeys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return prefix ? [prefix] : [];
  return Object.entries(obj).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

const keyCache = new Map<string, Set<string> | null>();

function translationKeys(publicDir: string, lang: string): Set<string> | null {
  const file = path.join(publicDir, 'locales', lang, 'translation.json');
  if (!keyCache.has(file)) {
    try {
      keyCache.set(file, new Set(flattenKeys(JSON.parse(readFileSync(file, 'utf8')))));
    } catch {
      keyCache.set(file, null);
    }
  }
  return keyCache.get(file) ?? null;
}

/**
 * Texts: every offered language needs the portal's translations, and every overridden key must be
 * a key the portal reads. The Italian file is that list: it is the complete one, and a test
 * (src/app/i18n/translation-file.test.ts) holds it to the keys the portal's code reads, so a key
 * accepted here always shows somewhere. A typo in a key would otherwise be ignored without a word.
 */
export function checkTexts(file: TenantFile, publicDir = DEFAULT_PUBLIC_DIR): Problem[] {
  const problems: Problem[] = [];
  const reference = translationKeys(publicDir, 'it');
  const langs = file.langs ?? [file.lang ?? 'it'];
  langs.forEach((lang, i) => {
    if (!translationKeys(publicDir, lang)) problems.push({ pointer: `/langs/${i}`, message: `no translations for language "${lang}" (public/locales/${lang}/translation.json)` });
  });
  if (file.lang && !translationKeys(publicDir, file.lang)) {
    problems.push({ pointer: '/lang', message: `no translations for language "${file.lang}" (public/locales/${file.lang}/translation.json)` });
  }
  if (!reference) return [...problems, { pointer: '/texts', message: 'public/locales/it/translation.json is missing or broken: texts cannot be checked' }];
  for (const [lang, texts] of Object.entries(file.texts ?? {})) {
    for (const [key, text] of Object.entries(texts)) {
      const pointer = `/texts/${lang}/${escapeToken(key)}`;
      if (!reference.has(key)) problems.push({ pointer, message: unknownKeyMessage(key, reference) });
      else if (text.trim() === '') problems.push({ pointer, message: 'the text is empty' });
    }
  }
  return problems;
}

const PLURAL_FORMS = ['one', 'many', 'other'] as const;

/** Why a key is refused; a plural text is written per form, which the message names. */
function unknownKeyMessage(key: string, reference: Set<string>): string {
  const forms = PLURAL_FORMS.map((form) => `${key}_${form}`).filter((k) => reference.has(k));
  if (forms.length > 0) return `unknown text key "${key}": this text has plural forms, write ${forms.join(', ')}`;
  return `unknown text key "${key}": the portal reads no text by that name (the keys are those of public/locales/it/translation.json)`;
}

/** Every semantic check; the file must already have passed the schema. Errors and warnings, in pointer order. */
/** Each secret the file names lies under the tenant's own prefix of environment variables. */
export function checkSecretNames(alias: string, file: TenantFile): Problem[] {
  return Object.entries(file.features?.oidc ?? {}).flatMap(([id, provider]) => {
    const problem = provider.clientSecretEnv ? secretNameProblem(alias, provider.clientSecretEnv) : null;
    return problem ? [{ pointer: `/features/oidc/${escapeToken(id)}/clientSecretEnv`, message: problem }] : [];
  });
}

export async function checkTenantSemantics(dir: string, file: TenantFile, options: SemanticOptions = {}): Promise<Problem[]> {
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  // The same merge the runtime does; a file the runtime cannot resolve is reported by the schema step.
  try {
    resolveTenantConfig('validation', file);
  } catch {
    return [];
  }
  const problems = [
    ...checkScreens(file),
    ...checkTimeZone(file),
    ...checkProgramme(file),
    ...checkMenuLinks(file),
    ...checkFormSchemas(file.forms),
    ...checkConsents(file),
    ...checkEarningRules(file),
    ...checkFeatureNeeds(file),
    ...checkTexts(file, publicDir),
    ...checkContrast(file),
    ...checkSecretNames(path.basename(dir), file),
    ...(await checkAssets(dir, file, publicDir, options.storedFiles)),
  ];
  return problems.sort((a, b) => a.pointer.localeCompare(b.pointer));
}

export const isError = (p: Problem): boolean => p.severity !== 'warning';
