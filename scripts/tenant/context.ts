import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Env } from '../../src/server/env.js';
import { commandLinkSite } from '../../src/server/tenants/link-site.js';
import type { LinkSite } from '../../src/server/tenants/public-url.js';

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
  /** Where the tenants' addresses the command prints point: as the running server's links do. */
  linkSite(): Promise<LinkSite>;
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
  const database = (): Promise<DatabaseHandle> => {
    handle ??= (async () => {
      const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
      // Same migrations as the server at start: the CLI may run before the server ever did.
      await migrateToLatest(db);
      return db;
    })();
    return handle;
  };
  return {
    env,
    tenantsDir: path.resolve(env.TENANTS_DIR),
    out: (line) => void process.stdout.write(`${line}\n`),
    err: (line) => void process.stderr.write(`${line}\n`),
    actor: defaultActor(),
    database,
    linkSite: () => commandLinkSite(env, process.env, async () => (await database()).db),
    async close() {
      if (handle) await (await handle).destroy();
    },
  };
}

/** A command's options, declared as for node's util.parseArgs. */
export type OptionSpec = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;

/** The options given: a string option's value, `true` for a boolean one. */
export type OptionValues<O extends OptionSpec> = { -readonly [K in keyof O]?: O[K]['type'] extends 'string' ? string : true };

export interface CommandLine<O extends OptionSpec> {
  operands: string[];
  options: OptionValues<O>;
}

/**
 * Reads a command line with node's util.parseArgs, and the tool's conventions on top:
 * - a string option takes the next argument or `--name=value`; another option in place of its
 *   value is refused, so `--from --json` is not read as "from the tenant --json";
 * - anything other than a lowercase long option is an operand, so `set demo /x -1` sets -1;
 *   `--` ends the options;
 * - an option the command does not declare is refused: a mistyped option must not be silently
 *   ignored; then the number of operands is checked.
 * Every refusal is a UsageError (exit code 2).
 */
export function parseCommandLine<const O extends OptionSpec>(
  args: readonly string[],
  options: O,
  operands: { min: number; max: number },
  usage: string,
): CommandLine<O> {
  // Not strict: node would refuse `-1` and unknown options with its own wording, and read
  // `--from --json` as a value; the tokens let the rules above decide.
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  const found: { operands: string[]; options: Record<string, string | true> } = { operands: [], options: {} };
  const unknown: string[] = [];
  let operandAt = -1;
  for (const token of tokens) {
    if (token.kind === 'positional') found.operands.push(token.value);
    else if (token.kind === 'option' && !/^--[a-z][a-z-]*$/.test(token.rawName)) {
      // node splits `-abc` into one token per letter: one operand per argument.
      if (token.index !== operandAt) found.operands.push(args[token.index]!);
      operandAt = token.index;
    } else if (token.kind === 'option') {
      const type = Object.hasOwn(options, token.name) ? options[token.name]!.type : undefined;
      if (type === 'string') {
        if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))
          throw new UsageError(`--${token.name} needs a value`);
        found.options[token.name] = token.value;
      } else {
        if (type === undefined) unknown.push(token.name);
        found.options[token.name] = true;
      }
    }
  }
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}\nusage: ${usage}`);
  if (found.operands.length < operands.min || found.operands.length > operands.max) throw new UsageError(`usage: ${usage}`);
  return found as CommandLine<O>;
}

/** Wrong command line: the dispatcher prints the message and the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A JSON value for people: one line, `(absent)` for a key that is not there. */
export function show(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}
