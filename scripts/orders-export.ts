/**
 * `npm run orders:export -- <alias> [--status <s>] [--since YYYY-MM-DD]`: the fulfilment CSV on
 * stdout (docs/operators.md#orders-export). Same environment, database and exit codes as
 * `npm run tenant`: 0 done, 1 refused, 2 wrong command line.
 */
import { EnvError, loadEnv } from '../src/server/env.js';
import { runOrdersExport, USAGE } from './orders/export.js';
import { createCliContext, UsageError } from './tenant/context.js';

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--help' || argv[0] === '-h' || argv.length === 0) {
    console.log(`usage: ${USAGE}\nsee docs/operators.md#orders-export`);
    return argv.length === 0 ? 2 : 0;
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
    return await runOrdersExport(argv, ctx, (chunk) => void process.stdout.write(chunk));
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
