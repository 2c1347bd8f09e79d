import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { checkTenantSemantics, type SemanticOptions } from './semantic.js';
import { checkTenantText, type Problem } from './validate.js';

/** Everything known about one tenant folder after the full check (schema, then semantics). */
export interface TenantFolderCheck {
  alias: string;
  dir: string;
  filePath: string;
  /** The file path as shown to people: relative to the working directory when below it. */
  display: string;
  /** Set when the file parses and passes the schema (it may still have semantic errors). */
  file?: TenantFile;
  /** Errors and warnings, schema problems first. */
  problems: Problem[];
}

/** `tenants/acme/tenant.json` rather than an absolute path: what operators type and grep. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

/**
 * Tenant folders of tenants/, sorted. Same rule as the registry: folders starting with '.' or '_'
 * are not tenants (editor files, shared templates, `tenant new`'s work folders).
 */
export async function listTenantFolders(tenantsDir: string): Promise<string[]> {
  const dirents = await readdir(tenantsDir, { withFileTypes: true });
  return dirents.filter((d) => d.isDirectory() && !/^[._]/.test(d.name)).map((d) => d.name).sort();
}

/**
 * Reads and fully checks a tenant file: `filePath` may be a tenant.json anywhere (a draft being
 * edited) or inside a tenant folder. Asset paths resolve against the file's folder.
 */
export async function checkTenantFolder(filePath: string, options: SemanticOptions = {}): Promise<TenantFolderCheck> {
  const dir = path.dirname(path.resolve(filePath));
  const base = { alias: path.basename(dir), dir, filePath: path.resolve(filePath), display: displayPath(path.resolve(filePath)) };
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { ...base, problems: [{ pointer: '', message: code === 'ENOENT' ? 'file not found' : `cannot read the file: ${(err as Error).message}` }] };
  }
  const { file, problems } = checkTenantText(text);
  if (!file) return { ...base, problems };
  return { ...base, file, problems: await checkTenantSemantics(dir, file, options) };
}

/**
 * Host names claimed by two tenants: the server gives the host to the alphabetically first and
 * logs an error, so the validator reports it against the later file, at its /hosts/<n>.
 */
export function findHostConflicts(checks: readonly TenantFolderCheck[]): Map<string, Problem[]> {
  const owner = new Map<string, string>();
  const out = new Map<string, Problem[]>();
  for (const check of [...checks].sort((a, b) => a.alias.localeCompare(b.alias))) {
    check.file?.hosts.forEach((host, i) => {
      const first = owner.get(host);
      if (first === undefined) owner.set(host, check.alias);
      else out.set(check.alias, [...(out.get(check.alias) ?? []), { pointer: `/hosts/${i}`, message: `host "${host}" is already served by tenant "${first}"` }]);
    });
  }
  return out;
}
