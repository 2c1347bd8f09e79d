import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantFolderCheck } from './folder.js';
import { escapeToken, type Problem } from './validate.js';

/**
 * A tenant's identity files (logos, favicon, footer documents) that are byte for byte another
 * tenant's: what `tenant new --from demo` copies, and what an operator must replace before going
 * live (a copied rules PDF names the demo's initiative, "Premia Club 2025"). Warnings,
 * not errors: a preview may well run on the source's logo. Fonts are left out: sharing a typeface
 * is normal.
 */
function identityFiles(check: TenantFolderCheck): { pointer: string; rel: string }[] {
  const file = check.file;
  if (!file) return [];
  const brand: [string, string | undefined][] = [
    ['/brand/logo', file.brand.logo],
    ['/brand/logoInverted', file.brand.logoInverted],
    ['/brand/favicon', file.brand.favicon],
  ];
  const docs = Object.entries(file.footer?.documents ?? {}).map(([id, doc]): [string, string | undefined] => [
    `/footer/documents/${escapeToken(id)}/file`,
    doc ? path.join('pdf', doc.file) : undefined,
  ]);
  return [...brand, ...docs].flatMap(([pointer, rel]) => (rel ? [{ pointer, rel }] : []));
}

async function digest(file: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await readFile(file)).digest('hex');
  } catch {
    return null; // a missing file is reported by the asset check
  }
}

/** Per alias, a warning for each identity file identical to one of another tenant (alphabetically first owner named). */
export async function findSharedAssets(checks: readonly TenantFolderCheck[]): Promise<Map<string, Problem[]>> {
  const owners = new Map<string, { alias: string; rel: string }[]>();
  const entries: { alias: string; pointer: string; rel: string; hash: string }[] = [];
  for (const check of [...checks].sort((a, b) => a.alias.localeCompare(b.alias))) {
    for (const { pointer, rel } of identityFiles(check)) {
      const hash = await digest(path.join(check.dir, rel));
      if (!hash) continue;
      entries.push({ alias: check.alias, pointer, rel, hash });
      const list = owners.get(hash) ?? [];
      if (!list.some((o) => o.alias === check.alias)) list.push({ alias: check.alias, rel });
      owners.set(hash, list);
    }
  }
  const out = new Map<string, Problem[]>();
  // The footer's company line names the promoter: another tenant's is the same mistake as its logo.
  const lines = new Map<string, string>();
  for (const check of [...checks].sort((a, b) => a.alias.localeCompare(b.alias))) {
    const line = check.file?.footer?.companyLine?.trim();
    if (!line) continue;
    const first = lines.get(line);
    if (first === undefined) lines.set(line, check.alias);
    else
      out.set(check.alias, [
        ...(out.get(check.alias) ?? []),
        { pointer: '/footer/companyLine', severity: 'warning', message: `the company line is tenant "${first}"'s: write this initiative's promoter` },
      ]);
  }
  for (const entry of entries) {
    const other = owners.get(entry.hash)?.find((o) => o.alias !== entry.alias);
    if (!other) continue;
    const problem: Problem = {
      pointer: entry.pointer,
      severity: 'warning',
      message: `${entry.rel} is identical to tenants/${other.alias}/${other.rel}: replace it with this initiative's own before going live`,
    };
    out.set(entry.alias, [...(out.get(entry.alias) ?? []), problem]);
  }
  return out;
}
