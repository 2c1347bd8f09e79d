import os from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Env } from '../../src/server/env.js';

/** What every command needs; tests pass their own (temp folders, a test database, captured output). */
export interface CliContext {
  tenantsDir: string;
  out(line: string): void;
  err(line: string): void;
  /** Opened and migrated on first use, so commands that need no database never touch it. */
  database(): Promise<DatabaseHandle>;
  /** Who is recorded in the audit trail. */
  actor: string;
  env: Env;
}

/** $PREMIA_ACTOR (set by a wrapper that knows the real person), else the OS user. */
export function defaultActor(source: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = source.PREMIA_ACTOR?.trim();
  if (fromEnv) return fromEnv;
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return source.USER ?? source.USERNAME ?? 'unknown';
  }
}

/** The context of a real run: the same environment as the server (TENANTS_DIR, DATA_DIR / DATABASE_URL). */
export function createCliContext(env: Env): CliContext & { close(): Promise<void> } {
  let handle: Promise<DatabaseHandle> | undefined;
  return {
    env,
    tenantsDir: path.resolve(env.TENANTS_DIR),
    out: (line) => void process.stdout.write(`${line}\n`),
    err: (line) => void process.stderr.write(`${line}\n`),
    actor: defaultActor(),
    database() {
      handle ??= (async () => {
        const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
        // Same migrations as the server at start: the CLI may run before the server ever did.
        await migrateToLatest(db);
        return db;
      })();
      return handle;
    },
    async close() {
      if (handle) await (await handle).destroy();
    },
  };
}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

/** `a b --from demo --json` → positional [a, b], flags {from: demo, json: true}. Flags listed in `valued` take a value. */
export function parseArgs(args: readonly string[], valued: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg);
    if (!m) {
      positional.push(arg);
    } else if (m[2] !== undefined) {
      flags.set(m[1]!, m[2]);
    } else if (valued.includes(m[1]!)) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${m[1]} needs a value`);
      flags.set(m[1]!, value);
      i++;
    } else {
      flags.set(m[1]!, true);
    }
  }
  return { positional, flags };
}

/** Wrong command line: the dispatcher prints the message and the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A JSON value for people: one line, `(absent)` for a key that is not there. */
export function show(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

/** Refuses flags the command does not know: a mistyped option must not be silently ignored. */
export function expectArgs(parsed: ParsedArgs, flags: readonly string[], positional: { min: number; max: number }, usage: string): void {
  for (const name of parsed.flags.keys()) if (!flags.includes(name)) throw new UsageError(`unknown option --${name}\nusage: ${usage}`);
  const n = parsed.positional.length;
  if (n < positional.min || n > positional.max) throw new UsageError(`usage: ${usage}`);
}
