/**
 * `npm run tenant -- <command> …`: the operators' and support staff's tenant tool. A thin
 * dispatcher: each command lives in scripts/tenant/<command>.ts and exports a function taking the
 * arguments and a context, returning the exit code (tests call those directly).
 * Exit codes: 0 done, 1 refused or invalid (nothing changed), 2 wrong command line.
 */
import { EnvError, loadEnv } from '../src/server/env.js';
import { createCliContext, UsageError, type CliContext } from './tenant/context.js';

type Command = (args: readonly string[], ctx: CliContext) => Promise<number>;

// Lazy imports: `validate` should not pay for loading Playwright.
const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  validate: {
    summary: 'validate [alias|path]          check tenant files (all when no argument)',
    load: async () => (await import('./tenant/validate.js')).runValidate,
  },
  new: {
    summary:
      'new <alias> --from <alias> [--name "Name"] [--with-demo-data]\n                                  create a tenant folder from another',
    load: async () => (await import('./tenant/new.js')).runNew,
  },
  list: {
    summary: 'list [--json]                   tenants, hosts and runtime overrides',
    load: async () => (await import('./tenant/list.js')).runList,
  },
  set: {
    summary: 'set <alias> <path> <value>      runtime override (audited, live on next page load)',
    load: async () => (await import('./tenant/set.js')).runSet,
  },
  unset: {
    summary: 'unset <alias> <path>            remove a runtime override',
    load: async () => (await import('./tenant/set.js')).runUnset,
  },
  history: {
    summary: 'history <alias> [--limit n]     audit trail of the overrides',
    load: async () => (await import('./tenant/history.js')).runHistory,
  },
  undo: {
    summary: 'undo <alias>                    revert the latest override change',
    load: async () => (await import('./tenant/undo.js')).runUndo,
  },
  preview: {
    summary:
      'preview <alias> [--out dir] [--temp-db]\n                                  screenshots at 390 and 1280 px (--temp-db: a throw-away database)',
    load: async () => (await import('./tenant/preview.js')).runPreview,
  },
};

function usage(): string {
  return ['usage: npm run tenant -- <command>', ...Object.values(commands).map((c) => `  ${c.summary}`), 'see docs/operators.md'].join(
    '\n',
  );
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    console.error(`unknown command "${name}"\n${usage()}`);
    return 2;
  }
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const ctx = createCliContext(env);
  try {
    return await (
      await command.load()
    )(args, ctx);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      return 2;
    }
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return 1;
  } finally {
    await ctx.close();
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
