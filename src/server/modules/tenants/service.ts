import { createHash } from 'node:crypto';
import { deepMerge, isPlainObject, splitPath, type PlainObject } from '../../../shared/merge.js';
import { resolveTenantConfig, type ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { isFileOnly } from '../../../shared/settings/who-may-change.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import type { Db } from '../../db/database.js';
import type { TenantRegistry } from '../../tenants/registry.js';
import { validateTenantFile, type Problem } from '../../tenants/validate.js';
import { listOverrides } from './repository.js';
import type { TenantOverride } from './tenant-override.table.js';

/** The tenant of a request: `request.tenant` on every /v1 route (see plugins/tenancy.ts). */
export interface RequestTenant {
  alias: string;
  /** Absolute path of tenants/<alias>. */
  dir: string;
  /** The tenant file as on disk (without runtime overrides). */
  file: TenantFile;
  /** Tenant file + runtime overrides + runtime defaults: what features and screens use. */
  config: ResolvedTenantConfig;
  /** The runtime overrides as one nested object (a partial tenant file; null = remove). */
  overrides: PlainObject;
  /** Changes whenever the file or an override changes. */
  revision: string;
}

export interface RejectedOverride {
  path: string;
  problems: Problem[];
}

/** Sets a dotted path in a nested object, creating objects on the way; keeps `null` (a removal). */
function setAtPath(target: PlainObject, path: string, value: unknown): PlainObject {
  const keys = splitPath(path);
  const root: PlainObject = structuredClone(target);
  let cur = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      cur[key] = value;
      return;
    }
    const next = cur[key];
    cur[key] = isPlainObject(next) ? next : {};
    cur = cur[key] as PlainObject;
  });
  return root;
}

/** All rows folded at once, or null when one does not parse or the merged tenant is invalid. */
/** Why an override of a deployment key is ignored (the console says it in Italian). */
export const FILE_ONLY_PROBLEM = 'is deployment configuration: change it in the tenant file';

function allTogether(file: TenantFile, rows: Pick<TenantOverride, 'path' | 'value_json'>[]): PlainObject | null {
  let overrides: PlainObject = {};
  try {
    for (const row of rows) overrides = setAtPath(overrides, row.path, JSON.parse(row.value_json) as unknown);
  } catch {
    return null;
  }
  return validateTenantFile(deepMerge(file, overrides)).length ? null : overrides;
}

/**
 * Folds override rows (ordered by path) into one object. When the merged tenant is valid they all
 * apply, so keys valid only together (a new menu link's label and url, saved by one console
 * submit) are kept. Otherwise a row whose result would make the tenant invalid is skipped and
 * reported, the others still apply: a bad `tenant set` must not take an initiative offline.
 */
export function applyOverrides(
  file: TenantFile,
  allRows: Pick<TenantOverride, 'path' | 'value_json'>[],
): { overrides: PlainObject; rejected: RejectedOverride[] } {
  // A row naming deployment configuration (written before the rule, or straight into the table) never applies.
  const reserved = allRows.filter((r) => isFileOnly(r.path));
  const rows = allRows.filter((r) => !isFileOnly(r.path));
  const fileOnly = reserved.map((r) => ({ path: r.path, problems: [{ pointer: '', message: FILE_ONLY_PROBLEM }] }));
  const whole = allTogether(file, rows);
  if (whole) return { overrides: whole, rejected: fileOnly };
  let overrides: PlainObject = {};
  const rejected: RejectedOverride[] = [...fileOnly];
  for (const row of rows) {
    let candidate: PlainObject;
    try {
      candidate = setAtPath(overrides, row.path, JSON.parse(row.value_json) as unknown);
    } catch (err) {
      rejected.push({ path: row.path, problems: [{ pointer: '', message: (err as Error).message }] });
      continue;
    }
    const problems = validateTenantFile(deepMerge(file, candidate));
    if (problems.length) rejected.push({ path: row.path, problems });
    else overrides = candidate;
  }
  return { overrides, rejected };
}

function revisionOf(contentHash: string, rows: TenantOverride[]): string {
  const hash = createHash('sha1').update(contentHash);
  for (const r of rows) hash.update(`\n${r.path}\t${r.value_json}\t${r.updated_at}`);
  return hash.digest('hex').slice(0, 16);
}

interface Cached {
  rows: TenantOverride[];
  fetchedAt: number;
  resolved?: RequestTenant;
  /** revisionOf(contentHash, rows), kept while neither changes: hashing on every request cost more than the rest of the look-up. */
  revision?: { contentHash: string; value: string };
}

export interface TenantConfigServiceOptions {
  registry: TenantRegistry;
  db: Db;
  log: { warn(msg: string): void };
  /**
   * How long ordinary API calls reuse the override rows they read. Page loads (app/start,
   * app/tenant) always read them, so a `tenant set` is live on the next page load on every
   * process; other calls see it within this many milliseconds. 0 = always read.
   */
  overridesTtlMs: number;
}

/** Resolves a tenant with its runtime overrides, recomputing only when the revision changes. */
export class TenantConfigService {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly options: TenantConfigServiceOptions) {}

  async get(alias: string, fresh: boolean): Promise<RequestTenant | null> {
    const entry = this.options.registry.get(alias);
    if (!entry) return null;
    let cached = this.cache.get(alias);
    const now = Date.now();
    if (!cached || fresh || now - cached.fetchedAt >= this.options.overridesTtlMs) {
      const rows = await listOverrides(this.options.db, alias);
      cached = { rows, fetchedAt: now, resolved: cached?.resolved };
      this.cache.set(alias, cached);
    }
    if (cached.revision?.contentHash !== entry.contentHash) {
      cached.revision = { contentHash: entry.contentHash, value: revisionOf(entry.contentHash, cached.rows) };
    }
    const revision = cached.revision.value;
    if (cached.resolved?.revision === revision && cached.resolved.file === entry.file) return cached.resolved;

    const { overrides, rejected } = applyOverrides(entry.file, cached.rows);
    for (const r of rejected) {
      for (const p of r.problems) this.options.log.warn(`tenant ${alias}: override "${r.path}" ignorato: ${p.pointer || '/'}: ${p.message}`);
    }
    const resolved: RequestTenant = {
      alias,
      dir: entry.dir,
      file: entry.file,
      config: resolveTenantConfig(alias, entry.file, overrides),
      overrides,
      revision,
    };
    cached.resolved = resolved;
    return resolved;
  }
}
