import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deepMerge, getPath, splitPath } from '../../../shared/merge.js';
import { isFileOnly } from '../../../shared/settings/who-may-change.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import type { Db } from '../../db/database.js';
import { checkTenantFolder } from '../../tenants/folder.js';
import { checkTenantSemantics, isError, type SemanticOptions } from '../../tenants/semantic.js';
import { aliasProblem, formatProblem, type Problem } from '../../tenants/validate.js';
import type { AuditRole } from '../audit/service.js';
import { changeOverrides, listAudit, listOverrides } from './repository.js';
import { applyOverrides, FILE_ONLY_PROBLEM } from './service.js';
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

/** Why a change was refused, for callers that word the refusal themselves (the console, in Italian). */
export type AdminRefusal =
  | 'unknown-tenant'
  | 'invalid-file'
  | 'bad-path'
  | 'duplicate-path'
  | 'nothing-to-remove'
  | 'invalid-result'
  | 'nothing-to-undo'
  | 'already-undone'
  | 'not-allowed'
  | 'file-only';

/**
 * A refused command: `lines` are complete messages (file: pointer: reason) to print as they are;
 * `refusal`, `path` and `problems` say the same for a caller that words it itself.
 */
export class AdminError extends Error {
  constructor(
    readonly lines: string[],
    readonly refusal: AdminRefusal = 'invalid-result',
    readonly detail: { path?: string; problems?: Problem[] } = {},
  ) {
    super(lines.join('\n'));
    this.name = 'AdminError';
  }
}

/** Who makes a change, as the audit log records it: the shell user (role `cli`, the default) or a staff member. */
export interface OverrideAuthor {
  actor: string;
  role?: AuditRole;
  address?: string | null;
}

/** A problem the tenant already had and still has, structured for callers that word it themselves. */
export type AdminNote = { kind: 'ignored-override'; path: string; problems: Problem[] } | { kind: 'existing-problem'; problem: Problem };

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
  notes: AdminNote[];
}

/** One key of a multi-key change: `value === undefined` removes the override at path. */
export interface OverrideEdit {
  path: string;
  value: unknown;
}

export interface OverrideChangesResult {
  alias: string;
  /** One per edit, in the order given; `path` normalised. */
  changes: Omit<OverrideChangeResult, 'alias' | 'warnings' | 'notes'>[];
  warnings: string[];
  notes: AdminNote[];
}

interface LoadedTenant {
  file: TenantFile;
  dir: string;
  display: string;
}

/** The tenant file, which must itself be valid: an invalid file keeps the tenant offline whatever the overrides. */
export async function loadValidTenant(ctx: AdminContext, alias: string): Promise<LoadedTenant> {
  const bad = aliasProblem(alias);
  if (bad) throw new AdminError([bad], 'unknown-tenant');
  // The file as the server loads it: without the database, so an upload named in the file is refused there too.
  const check = await checkTenantFolder(path.join(ctx.tenantsDir, alias, 'tenant.json'), { publicDir: ctx.publicDir });
  const errors = check.problems.filter(isError);
  if (errors.length && check.problems.length === 1 && errors[0]?.message === 'file not found') {
    throw new AdminError([`unknown tenant "${alias}": ${check.display} not found`], 'unknown-tenant');
  }
  if (!check.file || errors.length) {
    throw new AdminError(
      [...errors.map((p) => formatProblem(check.display, p)), `the tenant file is invalid: fix it first (npm run tenant -- validate ${alias})`],
      'invalid-file',
      { problems: errors },
    );
  }
  return { file: check.file, dir: check.dir, display: check.display };
}

const key = (p: Problem) => `${p.pointer}\n${p.message}`;

/**
 * Checks the overrides `next` would produce against the current ones, all changed paths together.
 * Only problems the change introduces refuse it; problems already there are returned as warnings,
 * so one bad old override does not block every other toggle (and a change that fixes it is
 * accepted). An override at a changed path that the server would ignore is the change's own problem.
 */
async function judge(
  ctx: AdminContext,
  tenant: LoadedTenant,
  current: TenantOverride[],
  next: Pick<TenantOverride, 'path' | 'value_json'>[],
  changedPaths: ReadonlySet<string>,
) {
  const before = applyOverrides(tenant.file, current);
  const after = applyOverrides(tenant.file, next);
  const mergedBefore = deepMerge<TenantFile>(tenant.file, before.overrides);
  const mergedAfter = deepMerge<TenantFile>(tenant.file, after.overrides);
  const rejectedBefore = new Set(before.rejected.map((r) => r.path));
  const newlyRejected = after.rejected.filter((r) => !rejectedBefore.has(r.path) || changedPaths.has(r.path));
  const display = `${tenant.display} + overrides`;
  const verdict = (refused: Problem[], path: string | undefined, notes: AdminNote[]) => ({
    refused: refused.map((p) => formatProblem(display, p)),
    problems: refused,
    path,
    mergedBefore,
    mergedAfter,
    notes,
    warnings: notes.map((n) =>
      n.kind === 'ignored-override'
        ? `override "${n.path}" is already ignored by the server: ${n.problems.map((p) => `${p.pointer || '/'}: ${p.message}`).join('; ')}`
        : formatProblem(display, n.problem),
    ),
  });
  if (newlyRejected.length) return verdict(newlyRejected.flatMap((r) => r.problems), newlyRejected[0]?.path, []);

  const semBefore = (await checkTenantSemantics(tenant.dir, mergedBefore, ctx)).filter(isError);
  const semAfter = (await checkTenantSemantics(tenant.dir, mergedAfter, ctx)).filter(isError);
  const old = new Set(semBefore.map(key));
  const notes: AdminNote[] = [
    ...before.rejected.filter((r) => !changedPaths.has(r.path)).map((r) => ({ kind: 'ignored-override' as const, path: r.path, problems: r.problems })),
    ...semAfter.filter((p) => old.has(key(p))).map((p) => ({ kind: 'existing-problem' as const, problem: p })),
  ];
  return verdict(
    semAfter.filter((p) => !old.has(key(p))),
    undefined,
    notes,
  );
}

function normalisedPath(rawPath: string): string {
  try {
    return splitPath(rawPath).join('.');
  } catch (err) {
    throw new AdminError([(err as Error).message], 'bad-path', { path: rawPath });
  }
}

/**
 * Applies several override changes as one: judged together on the merged result (so a change that
 * needs another of the same submit is accepted), then written in one transaction with one audit
 * row per key that really changes. A refusal writes nothing.
 */
export async function applyOverrideChanges(ctx: AdminContext, alias: string, edits: readonly OverrideEdit[], author: OverrideAuthor): Promise<OverrideChangesResult> {
  const paths = edits.map((e) => normalisedPath(e.path));
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice !== undefined) throw new AdminError([`"${twice}" is changed twice in the same request`], 'duplicate-path', { path: twice });
  const tenant = await loadValidTenant(ctx, alias);
  const reserved = paths.find(isFileOnly);
  if (reserved !== undefined) {
    const problem = { pointer: `/${splitPath(reserved).join('/')}`, message: FILE_ONLY_PROBLEM };
    throw new AdminError([formatProblem(`${tenant.display} + overrides`, problem), 'nothing was changed'], 'file-only', {
      path: reserved,
      problems: [problem],
    });
  }
  const current = await listOverrides(ctx.db, alias);
  const existing = new Map(current.map((r) => [r.path, r]));
  edits.forEach((edit, i) => {
    const path = paths[i]!;
    if (edit.value === undefined && !existing.has(path))
      throw new AdminError([`tenant "${alias}" has no override at "${path}": nothing to remove`], 'nothing-to-remove', { path });
  });

  const changed = new Set(paths);
  const next = current.filter((r) => !changed.has(r.path)).map((r) => ({ path: r.path, value_json: r.value_json }));
  edits.forEach((edit, i) => {
    if (edit.value !== undefined) next.push({ path: paths[i]!, value_json: JSON.stringify(edit.value) });
  });
  next.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)); // the server applies them by path

  const verdict = await judge(ctx, tenant, current, next, changed);
  if (verdict.refused.length) throw new AdminError([...verdict.refused, 'nothing was changed'], 'invalid-result', { path: verdict.path, problems: verdict.problems });

  const changes = edits.map((edit, i) => {
    const path = paths[i]!;
    const same = edit.value !== undefined && existing.get(path)?.value_json === JSON.stringify(edit.value);
    return { path, before: getPath(verdict.mergedBefore, path), after: getPath(verdict.mergedAfter, path), changed: !same };
  });
  const writes = edits.flatMap((edit, i) => {
    const c = changes[i]!;
    return c.changed ? [{ path: c.path, value: edit.value, effective: { before: c.before, after: c.after } }] : [];
  });
  if (writes.length) await changeOverrides(ctx.db, { alias, changes: writes, actor: author.actor, role: author.role, address: author.address });
  return { alias, changes, warnings: verdict.warnings, notes: verdict.notes };
}

/** `value === undefined` removes the override at path; anything else (null included) sets it. */
async function applyChange(ctx: AdminContext, alias: string, path: string, value: unknown, author: OverrideAuthor): Promise<OverrideChangeResult> {
  const { changes, warnings, notes } = await applyOverrideChanges(ctx, alias, [{ path, value }], author);
  return { alias, ...changes[0]!, warnings, notes };
}

/** `tenant set <alias> <path> <value>`: `null` removes the key from the merged tenant. */
export function setOverride(ctx: AdminContext, change: OverrideAuthor & { alias: string; path: string; value: unknown }): Promise<OverrideChangeResult> {
  if (change.value === undefined) throw new AdminError(['a value is required (use unset to remove an override)'], 'bad-path', { path: change.path });
  return applyChange(ctx, change.alias, change.path, change.value, change);
}

/** `tenant unset <alias> <path>`: the tenant file's value applies again. */
export function unsetOverride(ctx: AdminContext, change: OverrideAuthor & { alias: string; path: string }): Promise<OverrideChangeResult> {
  return applyChange(ctx, change.alias, change.path, undefined, change);
}

/**
 * `tenant undo <alias>`: puts back the state before the latest audited change, as a new audited
 * change. `mayUndo` refuses it by the path of that change (a console role limited to some keys),
 * judged on the same read as the undo itself.
 */
export async function undoLatest(
  ctx: AdminContext,
  change: OverrideAuthor & { alias: string; mayUndo?: (path: string) => boolean },
): Promise<OverrideChangeResult & { undone: { id: number; at: string; actor: string; path: string } }> {
  const [latest] = await listAudit(ctx.db, change.alias, 1);
  if (!latest) throw new AdminError([`tenant "${change.alias}" has no override changes to undo`], 'nothing-to-undo');
  if (change.mayUndo && !change.mayUndo(latest.path))
    throw new AdminError([`the latest change (#${latest.id}, ${latest.path}) may not be undone by ${change.actor}`], 'not-allowed', { path: latest.path });
  const before = latest.before_json === null ? undefined : (JSON.parse(latest.before_json) as unknown);
  // The entry holds the effective value before the change (entries written before that held the
  // stored override, which reads the same). The tenant file's own value, or none, comes back by
  // removing the override; any other value by setting it. (A key an override of null had hidden
  // comes back with the file's value: the entry cannot tell that from a key the file never had.)
  const file = (await loadValidTenant(ctx, change.alias)).file;
  const value = before === undefined || isDeepStrictEqual(before, getPath(file, latest.path)) ? undefined : before;
  const current = (await listOverrides(ctx.db, change.alias)).find((r) => r.path === latest.path);
  // Removing an override that is already gone: the state is already the one before that change.
  if (value === undefined && !current)
    throw new AdminError([`the latest change (#${latest.id}, ${latest.path}) is already undone`], 'already-undone', { path: latest.path });
  const result = await applyChange(ctx, change.alias, latest.path, value, change);
  return { ...result, undone: { id: latest.id, at: latest.at, actor: latest.actor, path: latest.path } };
}
