/**
 * `npm run staff -- <command> …`: staff accounts of the console (docs/console.md). Same
 * environment, database and exit codes as `npm run tenant`: 0 done, 1 refused, 2 wrong command line.
 */
import { EnvError, loadEnv } from '../src/server/env.js';
import { runAdd, runDisable, runList, usage } from './staff/commands.js';
import { createCliContext, UsageError, type CliContext } from './tenant/context.js';

const commands: Record<string, (args: readonly string[], ctx: CliContext) => Promise<number>> = {
  add: runAdd,
  list: runList,
  disable: runDisable,
};

const help = ['usage:', ...Object.values(usage).map((u) => `  ${u}`), 'see docs/console.md'].join('\n');

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(help);
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    console.error(`unknown command "${name}"\n${help}`);
    return 2;
  }
  let ctx;
  try {
    ctx = createCliContext(loadEnv());
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  try {
    return await command(args, ctx);
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
