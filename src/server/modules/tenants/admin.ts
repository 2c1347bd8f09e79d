import path from 'node:path';
import { deepMerge, getPath, splitPath } from '../../../shared/merge.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import type { Db } from '../../db/database.js';
import { checkTenantFolder } from '../../tenants/folder.js';
import { checkTenantSemantics, isError, type SemanticOptions } from '../../tenants/semantic.js';
import { aliasProblem, formatProblem, type Problem } from '../../tenants/validate.js';
import { changeOverride, listAudit, listOverrides } from './repository.js';
import { applyOverrides } from './service.js';
import type { TenantOverride } from './tenant-override.table.js';

/**
 * Support staff's runtime overrides (`npm run tenant -- set/unset/undo`): every change is checked
 * on the merged tenant (file + all overrides + this one) with the schema and the semantic checks
 * before anything is written, then written with its audit row in one transaction.
 */
export interface AdminContext extends SemanticOptions {
  db: Db;
  tenantsDir: string;
}

/** A refused command: `lines` are complete messages (file: pointer: reason) to print as they are. */
export class AdminError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'AdminError';
  }
}

export interface OverrideChangeResult {
  alias: string;
  path: string;
  /** The effective value at path (file + overrides), before and after; undefined = absent. */
  before: unknown;
  after: unknown;
  /** False when the change would not change anything: nothing was written. */
  changed: boolean;
  /** Problems the tenant already had and still has: not caused by this change, shown as warnings. */
  warnings: string[];
}

interface LoadedTenant {
  file: TenantFile;
  dir: string;
  display: string;
}

/** The tenant file, which must itself be valid: an invalid file keeps the tenant offline whatever the overrides. */
export async function loadValidTenant(ctx: AdminContext, alias: string): Promise<LoadedTenant> {
  const bad = aliasProblem(alias);
  if (bad) throw new AdminError([bad]);
  const check = await checkTenantFolder(path.join(ctx.tenantsDir, alias, 'tenant.json'), ctx);
  const errors = check.problems.filter(isError);
  if (errors.length && check.problems.length === 1 && errors[0]?.message === 'file not found') {
    throw new AdminError([`unknown tenant "${alias}": ${check.display} not found`]);
  }
  if (!check.file || errors.length) {
    throw new AdminError([...errors.map((p) => formatProblem(check.display, p)), `the tenant file is invalid: fix it first (npm run tenant -- validate ${alias})`]);
  }
  return { file: check.file, dir: check.dir, display: check.display };
}

const key = (p: Problem) => `${p.pointer}\n${p.message}`;

/**
 * Checks the overrides `rows` would produce against the current ones. Only problems this change
 * introduces refuse it; problems already there are returned as warnings, so one bad old override
 * does not block every other toggle (and a change that fixes it is accepted).
 */
async function judge(ctx: AdminContext, tenant: LoadedTenant, current: TenantOverride[], next: Pick<TenantOverride, 'path' | 'value_json'>[], changedPath: string) {
  const before = applyOverrides(tenant.file, current);
  const after = applyOverrides(tenant.file, next);
  const mergedBefore = deepMerge<TenantFile>(tenant.file, before.overrides);
  const mergedAfter = deepMerge<TenantFile>(tenant.file, after.overrides);
  const rejectedBefore = new Set(before.rejected.map((r) => r.path));
  const schemaErrors = after.rejected.filter((r) => !rejectedBefore.has(r.path) || r.path === changedPath).flatMap((r) => r.problems);
  const display = `${tenant.display} + overrides`;
  if (schemaErrors.length) return { refused: schemaErrors.map((p) => formatProblem(display, p)), mergedBefore, mergedAfter, warnings: [] };

  const semBefore = (await checkTenantSemantics(tenant.dir, mergedBefore, ctx)).filter(isError);
  const semAfter = (await checkTenantSemantics(tenant.dir, mergedAfter, ctx)).filter(isError);
  const old = new Set(semBefore.map(key));
  const fresh = semAfter.filter((p) => !old.has(key(p)));
  const warnings = [
    ...before.rejected.filter((r) => r.path !== changedPath).map((r) => `override "${r.path}" is already ignored by the server: ${r.problems.map((p) => `${p.pointer || '/'}: ${p.message}`).join('; ')}`),
    ...semAfter.filter((p) => old.has(key(p))).map((p) => formatProblem(display, p)),
  ];
  return { refused: fresh.map((p) => formatProblem(display, p)), mergedBefore, mergedAfter, warnings };
}

/** `value === undefined` removes the override at path; anything else (null included) sets it. */
async function applyChange(ctx: AdminContext, alias: string, rawPath: string, value: unknown, actor: string): Promise<OverrideChangeResult> {
  let keys: string[];
  try {
    keys = splitPath(rawPath);
  } catch (err) {
    throw new AdminError([(err as Error).message]);
  }
  const overridePath = keys.join('.');
  const tenant = await loadValidTenant(ctx, alias);
  const current = await listOverrides(ctx.db, alias);
  const existing = current.find((r) => r.path === overridePath);
  if (value === undefined && !existing) throw new AdminError([`tenant "${alias}" has no override at "${overridePath}": nothing to remove`]);

  const next = current.filter((r) => r.path !== overridePath).map((r) => ({ path: r.path, value_json: r.value_json }));
  if (value !== undefined) next.push({ path: overridePath, value_json: JSON.stringify(value) });
  next.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)); // the server applies them by path

  const verdict = await judge(ctx, tenant, current, next, overridePath);
  if (verdict.refused.length) throw new AdminError([...verdict.refused, 'nothing was changed']);

  const result = { alias, path: overridePath, before: getPath(verdict.mergedBefore, overridePath), after: getPath(verdict.mergedAfter, overridePath), warnings: verdict.warnings };
  const same = value === undefined ? false : existing?.value_json === JSON.stringify(value);
  if (same) return { ...result, changed: false };
  await changeOverride(ctx.db, { alias, path: overridePath, value, actor });
  return { ...result, changed: true };
}

/** `tenant set <alias> <path> <value>`: `null` removes the key from the merged tenant. */
export function setOverride(ctx: AdminContext, change: { alias: string; path: string; value: unknown; actor: string }): Promise<OverrideChangeResult> {
  if (change.value === undefined) throw new AdminError(['a value is required (use unset to remove an override)']);
  return applyChange(ctx, change.alias, change.path, change.value, change.actor);
}

/** `tenant unset <alias> <path>`: the tenant file's value applies again. */
export function unsetOverride(ctx: AdminContext, change: { alias: string; path: string; actor: string }): Promise<OverrideChangeResult> {
  return applyChange(ctx, change.alias, change.path, undefined, change.actor);
}

/** `tenant undo <alias>`: puts back the state before the latest audited change, as a new audited change. */
export async function undoLatest(ctx: AdminContext, change: { alias: string; actor: string }): Promise<OverrideChangeResult & { undone: { id: number; at: string; actor: string } }> {
  const [latest] = await listAudit(ctx.db, change.alias, 1);
  if (!latest) throw new AdminError([`tenant "${change.alias}" has no override changes to undo`]);
  const value = latest.before_json === null ? undefined : (JSON.parse(latest.before_json) as unknown);
  const current = (await listOverrides(ctx.db, change.alias)).find((r) => r.path === latest.path);
  // Removing an override that is already gone: the state is already the one before that change.
  if (value === undefined && !current) throw new AdminError([`the latest change (#${latest.id}, ${latest.path}) is already undone`]);
  const result = await applyChange(ctx, change.alias, latest.path, value, change.actor);
  return { ...result, undone: { id: latest.id, at: latest.at, actor: latest.actor } };
}
