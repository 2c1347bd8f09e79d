import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { resolveAlias, type HostIndex } from './host.js';
import { checkTenantSemantics, isError } from './semantic.js';
import { ALIAS_RE, checkTenantText, formatProblem, type Problem } from './validate.js';
import { counted } from '../counted.js';

/** A tenant whose file is valid. */
export interface TenantEntry {
  alias: string;
  /** Absolute path of tenants/<alias>. */
  dir: string;
  filePath: string;
  file: TenantFile;
  /** sha1 of the file's bytes: part of the revision clients see. */
  contentHash: string;
}

export interface RegistryLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface TenantRegistryOptions {
  tenantsDir: string;
  defaultTenant: string;
  log: RegistryLogger;
  /** Where locales and generic documents live, for the semantic checks; defaults to <project>/public. */
  publicDir?: string;
}

const MISSING = 'missing';

async function stamp(file: string): Promise<string> {
  try {
    // Nanosecond mtime + size + inode: catches in-place edits and editors' write-and-rename.
    const s = await stat(file, { bigint: true });
    return `${s.mtimeNs}:${s.size}:${s.ino}`;
  } catch {
    return MISSING;
  }
}

/**
 * Every tenants/<alias>/tenant.json, validated. Invalid files are refused with file, pointer and
 * reason (logged, and kept in `refused`), the other tenants keep working. `sync()` re-reads what
 * changed on disk; it costs three stats per tenant (file, folder, pdf/) plus one for tenants/, so it runs on every page
 * load (app/start) and whenever a host is unknown, never on a timer: edits are seen by the next
 * request, deterministically.
 */
export class TenantRegistry {
  private readonly entries = new Map<string, TenantEntry>();
  /** Last seen stamp of every folder's tenant.json, valid or not, so unchanged files are skipped. */
  private readonly stamps = new Map<string, string>();
  private readonly refusedMap = new Map<string, Problem[]>();
  private dirStamp: string | null = null;
  private index: HostIndex = { byHost: new Map(), aliases: new Set() };
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  readonly tenantsDir: string;

  constructor(private readonly options: TenantRegistryOptions) {
    this.tenantsDir = path.resolve(options.tenantsDir);
  }

  /** Loads every tenant. Same as sync(); named for start-up. */
  load(): Promise<void> {
    return this.sync();
  }

  get(alias: string): TenantEntry | undefined {
    return this.entries.get(alias);
  }

  list(): TenantEntry[] {
    return [...this.entries.values()].sort((a, b) => a.alias.localeCompare(b.alias));
  }

  /** Problems of the tenant files currently refused, by alias (folder name). */
  get refused(): ReadonlyMap<string, Problem[]> {
    return this.refusedMap;
  }

  /** Alias for a host with what is loaded now (no disk access). */
  lookup(host: string | undefined | null): string | null {
    return resolveAlias(host, this.index, this.options.defaultTenant);
  }

  /**
   * Alias for a host. `fresh` re-reads changed files first (page loads); otherwise the disk is
   * checked only when the host is unknown, which picks up new tenant folders.
   */
  async resolve(host: string | undefined | null, fresh = false): Promise<string | null> {
    if (fresh) await this.sync();
    const alias = this.lookup(host);
    if (alias || fresh) return alias;
    await this.sync();
    return this.lookup(host);
  }

  /**
   * Re-reads what changed. Calls that arrive while a sync runs wait for one more sync after it,
   * so a caller always sees the disk as it was when it called.
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.syncOnce().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.sync();
    });
    return this.queued;
  }

  private async syncOnce(): Promise<void> {
    const dirStamp = await stamp(this.tenantsDir);
    let folders: string[];
    if (dirStamp !== this.dirStamp) {
      folders = await this.listFolders();
      this.dirStamp = dirStamp;
    } else {
      folders = [...this.stamps.keys()];
    }
    let changed = false;
    const present = new Set(folders);
    for (const alias of [...this.stamps.keys()]) {
      if (present.has(alias)) continue;
      this.stamps.delete(alias);
      this.refusedMap.delete(alias);
      if (this.entries.delete(alias)) this.options.log.info(`tenant ${alias}: cartella rimossa`);
      changed = true;
    }
    const results = await Promise.all(folders.map((alias) => this.syncFolder(alias)));
    if (changed || results.some(Boolean)) this.rebuildIndex();
  }

  private async listFolders(): Promise<string[]> {
    try {
      const dirents = await readdir(this.tenantsDir, { withFileTypes: true });
      // Folders starting with '.' or '_' are not tenants (editor files, shared templates).
      return dirents.filter((d) => d.isDirectory() && !/^[._]/.test(d.name)).map((d) => d.name).sort();
    } catch {
      this.options.log.error(`${this.display(this.tenantsDir)}: cartella dei tenant non trovata`);
      return [];
    }
  }

  /** Reloads one folder when its tenant.json changed. Returns true when something changed. */
  private async syncFolder(alias: string): Promise<boolean> {
    const dir = path.join(this.tenantsDir, alias);
    const filePath = path.join(dir, 'tenant.json');
    const fileStamp = await stamp(filePath);
    // The folder and pdf/ stamps change when a file is added or removed there: a tenant refused
    // for a missing logo or document comes back as soon as the file is copied in.
    const current = fileStamp === MISSING ? MISSING : `${fileStamp}|${await stamp(dir)}|${await stamp(path.join(dir, 'pdf'))}`;
    if (this.stamps.get(alias) === current) return false;
    this.stamps.set(alias, current);
    const display = this.display(filePath);
    const wasLoaded = this.entries.delete(alias);
    this.refusedMap.delete(alias);

    if (current === MISSING) return wasLoaded; // a folder without tenant.json is not a tenant (yet)
    if (!ALIAS_RE.test(alias)) {
      return this.refuse(alias, display, [{ pointer: '', message: `folder name "${alias}" is not a valid alias (a-z, 0-9, '-')` }]) || wasLoaded;
    }
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (err) {
      return this.refuse(alias, display, [{ pointer: '', message: `cannot read the file: ${(err as Error).message}` }]) || wasLoaded;
    }
    const { file, problems } = checkTenantText(text);
    if (!file) return this.refuse(alias, display, problems) || wasLoaded;
    // The same checks as `npm run tenant -- validate`: what the CLI refuses, the server refuses.
    const semantic = await checkTenantSemantics(dir, file, { publicDir: this.options.publicDir });
    if (semantic.some(isError)) return this.refuse(alias, display, semantic.filter(isError)) || wasLoaded;

    this.entries.set(alias, { alias, dir, filePath, file, contentHash: createHash('sha1').update(text).digest('hex') });
    this.options.log.info(`tenant ${alias}: ${wasLoaded ? 'ricaricato' : 'caricato'} da ${display}`);
    for (const p of semantic) this.options.log.warn(formatProblem(display, p));
    return true;
  }

  private refuse(alias: string, display: string, problems: Problem[]): boolean {
    this.refusedMap.set(alias, problems);
    // One line per problem, each complete (file: pointer: reason), so logs can be grepped.
    for (const p of problems) this.options.log.error(formatProblem(display, p));
    this.options.log.error(`tenant ${alias} rifiutato (${counted('problems', problems.length)}): gli altri tenant restano attivi`);
    return false;
  }

  /** Host → alias map. On a host claimed twice the alphabetically first tenant keeps it, loudly. */
  private rebuildIndex(): void {
    const byHost = new Map<string, string>();
    for (const entry of this.list()) {
      entry.file.hosts.forEach((host, i) => {
        const owner = byHost.get(host);
        if (owner && owner !== entry.alias) {
          this.options.log.error(formatProblem(this.display(entry.filePath), { pointer: `/hosts/${i}`, message: `host "${host}" is already served by tenant "${owner}"` }));
        } else {
          byHost.set(host, entry.alias);
        }
      });
    }
    this.index = { byHost, aliases: new Set(this.entries.keys()) };
  }

  private display(file: string): string {
    const rel = path.relative(process.cwd(), file);
    return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
  }
}
