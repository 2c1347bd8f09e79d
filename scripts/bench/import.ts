/**
 * Import benchmark (100,000 rows must import in a reasonable time): `npx tsx
 * scripts/bench/import.ts [--rows 100000]`. Generates a users CSV and a points
 * CSV of N rows in a temporary folder and times the real import code on a temporary SQLite
 * database (a PostgreSQL one when DATABASE_URL is set):
 *   1. users, all N rows, at the import's real cost (first passwords are provisional: N=2^12),
 *      then the same file again (all skipped);
 *   2. points, N rows (one movement per user), then the same file again (all skipped);
 *   3. for comparison, what one hash per row at OWASP's full cost (N=2^17) would take.
 * Each file's reading and parsing alone is timed first, in the same run: the floor of its imports,
 * and how busy the machine was. A benchmark, never a timed test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import {
  hashPassword,
  OWASP_SCRYPT,
  PROVISIONAL_SCRYPT,
  setPasswordHashParamsForTests,
} from '../../src/server/modules/customers/password.js';
import { readCsvFile } from '../import/read-csv.js';
import {
  defaultHashConcurrency,
  importPoints,
  importUsers,
  POINTS_COLUMNS,
  USER_COLUMNS,
  type ImportReport,
} from '../../src/server/modules/imports/service.js';

const { values: flags } = parseArgs({ options: { rows: { type: 'string' } } });

function arg(name: keyof typeof flags, fallback: number): number {
  const given = flags[name];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: numero non valido`);
  return value;
}

const ROWS = arg('rows', 100_000);
const code = (i: number) => `BENCH${String(i).padStart(7, '0')}`;

async function writeFiles(dir: string): Promise<{ users: string; points: string }> {
  const header = 'user_code;password;firstname;lastname;company;email;vatcode;phone;points_enabled;active;type';
  const users = Array.from(
    { length: ROWS },
    (_, i) =>
      `${code(i)};Premia!${i}x;Nome${i};Cognome${i};"Azienda ${i}; S.r.l.";cliente${i}@example.it;${String(i).padStart(11, '0')};+39 02 ${i};1;0;customer`,
  );
  const points = Array.from(
    { length: ROWS },
    (_, i) => `${code(i)};${100 + (i % 900)};Accredito benchmark;bench:${i};credit;2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
  );
  const files = { users: path.join(dir, 'users.csv'), points: path.join(dir, 'points.csv') };
  await writeFile(files.users, `\ufeff${header}\r\n${users.join('\r\n')}\r\n`);
  await writeFile(files.points, `user_code;points;reason;external_ref;kind;date\n${points.join('\n')}\n`);
  return files;
}

async function openDatabase(dir: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = createDatabase({ dataDir: dir });
    return { handle, drop: () => handle.destroy() };
  }
  const name = `premia_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString(), dataDir: dir, poolSize: 2 });
  return { handle, drop: async () => (await handle.destroy(), await admin(`DROP DATABASE ${name}`)) };
}

/** Two decimals below 10 rows/s: full-cost hashing runs at 1–3 rows/s. */
const rate = (perSecond: number) => (perSecond < 10 ? perSecond.toFixed(2) : String(Math.round(perSecond)));

function line(label: string, r: ImportReport): string {
  const s = r.timings.totalMs / 1000;
  const hash =
    r.timings.hashMs !== undefined
      ? `, hashing ${(r.timings.hashMs / 1000).toFixed(1)} s (${Math.round((100 * r.timings.hashMs) / r.timings.totalMs)} %)`
      : '';
  return `${label.padEnd(44)} ${String(r.read).padStart(7)} rows  ${s.toFixed(1).padStart(7)} s  ${rate(r.read / s).padStart(7)} rows/s  (accepted ${r.accepted}, skipped ${r.skipped}, rejected ${r.rejected}${hash}, writes ${(r.timings.writeMs / 1000).toFixed(1)} s)`;
}

async function timed(label: string, run: () => Promise<ImportReport>): Promise<ImportReport> {
  const parseStart = Date.now();
  const report = await run();
  report.timings.totalMs = Date.now() - parseStart; // include reading and parsing the file
  console.log(line(label, report));
  return report;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-bench-import-'));
  const db = await openDatabase(dir);
  try {
    await migrateToLatest(db.handle);
    const files = await writeFiles(dir);
    const concurrency = defaultHashConcurrency();
    console.log(
      `${db.handle.dialect}, ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}, hashing concurrency ${concurrency}, Node ${process.version}`,
    );
    const opts = (alias: string) => ({ alias, file: 'bench', concurrency });

    // The floor of every run below, measured in the same run: reading and parsing each file alone.
    for (const [what, file, columns] of [
      ['users', files.users, USER_COLUMNS],
      ['points', files.points, POINTS_COLUMNS],
    ] as const) {
      const r0 = Date.now();
      const table = await readCsvFile(file, columns);
      console.log(
        `${`${what}: reading and parsing the file only`.padEnd(44)} ${String(table.rows.length).padStart(7)} rows  ${((Date.now() - r0) / 1000).toFixed(1).padStart(7)} s`,
      );
    }

    // As in production: the service hashes at OWASP's cost, users:import at the provisional one.
    setPasswordHashParamsForTests(OWASP_SCRYPT);
    await timed(`users, provisional scrypt (2^${PROVISIONAL_SCRYPT.logN}), ${ROWS}`, async () =>
      importUsers(db.handle, await readCsvFile(files.users, USER_COLUMNS), opts('demo')),
    );
    await timed('users, same file again (all skipped)', async () =>
      importUsers(db.handle, await readCsvFile(files.users, USER_COLUMNS), opts('demo')),
    );
    await timed(`points, ${ROWS}`, async () => importPoints(db.handle, await readCsvFile(files.points, POINTS_COLUMNS), opts('demo')));
    await timed('points, same file again (all skipped)', async () =>
      importPoints(db.handle, await readCsvFile(files.points, POINTS_COLUMNS), opts('demo')),
    );

    // What the provisional cost saves: a sample at the full cost, extrapolated (hours at N rows).
    const t0 = Date.now();
    await Promise.all(Array.from({ length: concurrency }, () => hashPassword('Bench!2025x', OWASP_SCRYPT)));
    const fullPerRow = (Date.now() - t0) / concurrency;
    console.log(
      `\nfor comparison, OWASP's cost (2^17): ${fullPerRow.toFixed(0)} ms per hash with ${concurrency} in flight ≈ ${((fullPerRow * ROWS) / 3_600_000).toFixed(1)} h for ${ROWS} customers (extrapolated, not measured)`,
    );
  } finally {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
