import { EnvError, loadEnv } from '../src/server/env.js';
import { createCliContext, UsageError, type CliContext } from './tenant/context.js';

export type Command = (args: readonly string[], ctx: CliContext) => Promise<number>;

/**
 * The dispatcher of a subcommand CLI (`npm run staff`, `npm run demo`): help, an unknown command
 * and a wrong command line exit 2, a refused action 1, success 0; the server's environment and
 * database; the database closed whatever happens.
 */
export async function runCli(
  argv: readonly string[],
  commands: Record<string, Command>,
  usage: Record<string, string>,
  doc: string,
): Promise<number> {
  const help = ['usage:', ...Object.values(usage).map((u) => `  ${u}`), `see ${doc}`].join('\n');
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
