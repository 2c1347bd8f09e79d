import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { JobRunner } from '../jobs/runner.js';
import { importJobHandler } from './import-run.js';
import { getAs, importsUrl, upload, whenOver } from './test-staff-imports.js';

/**
 * A process stopped mid-import (between two batches, as `kill -9` leaves it: no more writes, no
 * heartbeat) and another that takes the job over once its lease runs out. The clock is the
 * test's: the lease expires when the test says so.
 */

let clock = new Date('2026-12-09T09:00:00.000Z');
let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => clock });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
});
afterAll(() => t.close());

const quiet = { error: () => undefined, warn: () => undefined };
const ROWS = 2500;

/**
 * 2,500 movements (three batches of 1,000): line 2 was imported before (skipped), line 700 names
 * nobody (rejected), line 1500 takes more than DEMO0002 has (rejected by the balance check, in
 * the second batch, which the stopped process never wrote).
 */
function pointsFile(): string {
  const lines = ['user_code;points;reason;external_ref;kind', 'DEMO0001;5;Già importato;resume:prima;'];
  for (let line = 3; line <= ROWS + 1; line++) {
    if (line === 700) lines.push(`NESSUNO;5;Chi?;resume:${line};`);
    else if (line === 1500) lines.push(`DEMO0002;999999999;Troppo;resume:${line};debit`);
    else lines.push(`${line % 2 ? 'DEMO0001' : 'DEMO0002'};1;Riga ${line};resume:${line};`);
  }
  return lines.join('\n');
}

async function ledgerOfFile() {
  const rows = await t.app.db
    .selectFrom('points_ledger')
    .select(['external_ref'])
    .where('tenant_alias', '=', 'demo')
    .where('external_ref', 'like', 'resume:%')
    .execute();
  return rows.map((r) => r.external_ref!);
}

describe('an import whose process stopped mid-file', () => {
  it('is resumed by another process once the lease runs out: each row written once, the report as an uninterrupted run gives', async () => {
    await whenOver(
      t.app,
      'points',
      (await upload(t.app, 'points', operator, 'user_code;points;reason;external_ref\nDEMO0001;5;Già importato;resume:prima\n')).json().id,
      operator,
    );

    const started = (await upload(t.app, 'points', operator, pointsFile(), { fileName: 'grande.csv' })).json() as ImportJob;
    // The first process: runs one batch, then stops for good (until the test lets it go, to show it can no longer write).
    let stopped!: () => void;
    const atStop = new Promise<void>((resolve) => (stopped = resolve));
    let letGo!: () => void;
    const frozen = new Promise<void>((resolve) => (letGo = resolve));
    let batches = 0;
    const first = new JobRunner({
      db: t.app.db,
      dialect: t.app.dbDialect,
      now: () => clock,
      log: quiet,
      leaseMs: 60_000,
      handlers: {
        'import.points': importJobHandler({
          db: t.app.db,
          dialect: t.app.dbDialect,
          now: () => clock,
          onError: () => undefined,
          afterBatch: async () => {
            if (++batches > 1) return;
            stopped();
            await frozen;
          },
        }),
      },
    });
    const firstRun = first.drain();
    await atStop;
    // Line 2 from before, and the first batch: the first 1,000 rows to write (lines 3 to 1003 less line 700).
    expect(await ledgerOfFile()).toHaveLength(1 + 1000);
    const midway = (await getAs(t.app, `${importsUrl('points')}/${started.id}`, operator)).json() as ImportJob;
    expect(midway).toMatchObject({ state: 'running', resumes: 0 });

    // Before the lease runs out nobody else may take it.
    clock = new Date(clock.getTime() + 59_000);
    expect(await t.app.jobs.drain()).toBe(0);
    clock = new Date(clock.getTime() + 1_001);
    expect(await t.app.jobs.drain()).toBe(1);

    const job = (await getAs(t.app, `${importsUrl('points')}/${started.id}`, operator)).json() as ImportJob;
    expect(job).toMatchObject({ state: 'done', processed: ROWS, total: ROWS, resumes: 1, error: null });
    expect(job.report).toMatchObject({ read: ROWS, accepted: ROWS - 3, skipped: 1, rejected: 2, notesTotal: 3 });
    expect(job.report!.notes).toEqual([
      { line: 700, key: 'resume:700', outcome: 'rejected', reason: 'utente NESSUNO sconosciuto nel tenant demo' },
      { line: 1500, key: 'resume:1500', outcome: 'rejected', reason: expect.stringMatching(/^saldo insufficiente: DEMO0002 ha /) },
      { line: 2, key: 'resume:prima', outcome: 'skipped', reason: 'già importato' },
    ]);
    const refs = await ledgerOfFile();
    expect(refs).toHaveLength(ROWS - 3 + 1);
    expect(new Set(refs).size).toBe(refs.length);
    const audit = await t.app.db.selectFrom('audit_log').select('after_json').where('target', '=', 'grande.csv').execute();
    expect(audit.map((a) => JSON.parse(a.after_json!))).toEqual([{ righe: ROWS, importate: ROWS - 3, saltate: 1, scartate: 2 }]);

    // The stopped process wakes up: its next batch is refused, nothing changes.
    letGo();
    expect(await firstRun).toBe(1);
    expect(await ledgerOfFile()).toHaveLength(refs.length);
    expect((await getAs(t.app, `${importsUrl('points')}/${started.id}`, operator)).json()).toEqual(job);
    expect(await t.app.db.selectFrom('import_uploads').select('import_job_id').execute()).toEqual([]);
  });
});
