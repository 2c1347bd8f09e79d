import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { EnvError, loadEnv } from '../../src/server/env.js';
import { displayPath } from '../../src/server/tenants/folder.js';
import { ALIAS_RE } from '../../src/server/tenants/validate.js';
import { createCliContext, parseCommandLine, UsageError, type CliContext } from '../tenant/context.js';
import { setPasswordHashLimits } from '../../src/server/modules/customers/password.js';
import {
  defaultHashConcurrency,
  ImportRefusal,
  type ColumnSpec,
  type CsvTable,
  type ImportOptions,
} from '../../src/server/modules/imports/service.js';
import { readCsvFile } from './read-csv.js';
import { exitCodeOf, formatReport, Progress, writeReportCsv, type ImportReport } from './report.js';

/** One import command: its columns, how it reads its file (a CSV unless said) and the function that applies it. */
export interface ImportCommand<Input = CsvTable> {
  name: 'users:import' | 'points:import' | 'catalog:import';
  label: string;
  columns: ColumnSpec;
  /** The columns for one tenant, when they depend on its file (users: the signup form's extra fields). */
  columnsFor?: (tenantFile: string) => Promise<ColumnSpec>;
  /** The operand, e.g. `<file.csv>`. */
  operand?: string;
  read?: (file: string) => Promise<Input>;
  run(handle: DatabaseHandle, input: Input, options: ImportOptions & { actor: string }): Promise<ImportReport>;
}

const OPTIONS = {
  report: { type: 'string' },
  progress: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  batch: { type: 'string' },
  concurrency: { type: 'string' },
} as const;

function usageOf<I>(cmd: ImportCommand<I>): string {
  const extra = cmd.name === 'users:import' ? ' [--concurrency n]' : '';
  return `npm run ${cmd.name} -- <alias> ${cmd.operand ?? '<file.csv>'} [--report rapporto.csv] [--dry-run] [--progress] [--batch n]${extra}`;
}

function positiveInt(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag} needs a positive whole number`);
  return n;
}

/**
 * Runs an import with the CLI conventions of `npm run tenant`: exit 0 when the file was processed
 * (rejected rows are listed in the report), 1 when it was refused or every row was rejected,
 * 2 for a wrong command line. Tests call this with their own context.
 */
export async function runImport<I>(cmd: ImportCommand<I>, args: readonly string[], ctx: CliContext): Promise<number> {
  const usage = usageOf(cmd);
  const { operands, options } = parseCommandLine(args, OPTIONS, { min: 2, max: 2 }, usage);
  const [alias, file] = operands as [string, string];
  const batchSize = positiveInt('batch', options.batch);
  const concurrency = positiveInt('concurrency', options.concurrency);
  const reportFile = options.report;

  // Only the folder has to exist: importing into a tenant whose file is being fixed is fine.
  const tenantFile = path.join(ctx.tenantsDir, alias, 'tenant.json');
  if (!ALIAS_RE.test(alias) || !existsSync(tenantFile)) {
    ctx.err(`tenant sconosciuto "${alias}": ${displayPath(tenantFile)} non esiste (npm run tenant -- list)`);
    return 1;
  }

  let input: I;
  try {
    const columns = cmd.columnsFor ? await cmd.columnsFor(tenantFile) : cmd.columns;
    input = cmd.read ? await cmd.read(file) : ((await readCsvFile(file, columns)) as I);
  } catch (err) {
    if (!(err instanceof ImportRefusal)) throw err;
    ctx.err(`${file}: file rifiutato, nulla è stato importato`);
    for (const line of err.lines) ctx.err(`  ${line}`);
    return 1;
  }

  // On a terminal by default; in logs and pipes only when asked, so captured output stays clean.
  const showProgress = options.progress === true || process.stderr.isTTY === true;
  const handle = await ctx.database();
  // The command runs alone in its process: its hashes may take every core, not the server's share.
  setPasswordHashLimits({ concurrency: concurrency ?? defaultHashConcurrency(), maxWaiting: 0 });
  // A file is refused only when read (above); once running, an import rejects rows, never the file.
  const report = await cmd.run(handle, input, {
    alias,
    file,
    dryRun: options['dry-run'] === true,
    batchSize,
    concurrency,
    progress: new Progress(cmd.label, showProgress),
    actor: ctx.actor,
  });
  if (reportFile) await writeReportCsv(report, reportFile);
  for (const line of formatReport(report, reportFile)) ctx.out(line);
  const code = exitCodeOf(report);
  if (code !== 0) ctx.err(`${file}: nessuna riga importabile`);
  return code;
}

/** The process entry point shared by scripts/users-import.ts, points-import.ts and catalog-import.ts. */
export async function main<I>(cmd: ImportCommand<I>, argv: readonly string[]): Promise<number> {
  if (argv[0] === '--help' || argv[0] === '-h' || argv.length === 0) {
    console.log(
      `usage: ${usageOf(cmd)}\ncolonne: ${cmd.columns.required.join(', ')} (obbligatorie), ${cmd.columns.optional.join(', ')}${cmd.columnsFor ? ', e i campi aggiuntivi del modulo di registrazione dell’iniziativa' : ''}\nsee docs/operators.md#imports`,
    );
    return argv.length === 0 ? 2 : 0;
  }
  let ctx: ReturnType<typeof createCliContext>;
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
    return await runImport(cmd, argv, ctx);
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
