import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { MULTIPART_FILE_TOO_LARGE, MULTIPART_TOO_LARGE } from '../../plugins/multipart.js';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { IMPORT_MSG, JOB_KINDS } from './jobs-service.js';
import { ROLE_FORBIDDEN, STAFF_UNAUTHORIZED, TENANT_FORBIDDEN } from '../../plugins/staff-guard.js';
import { getAs, importsUrl, upload, whenOver, type Kind } from './test-staff-imports.js';

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const POINTS = 'user_code;points;reason;external_ref\nDEMO0001;10;Prova;rifiuti:1\n';
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

describe('who may upload', () => {
  it('refuses support on customers, a customer or no token, and a tenant not given to the account', async () => {
    expect(answer(await upload(t.app, 'users', support, POINTS))).toEqual([403, { error: ROLE_FORBIDDEN }]);
    expect(answer(await getAs(t.app, `${importsUrl('users')}/1`, support))).toEqual([403, { error: ROLE_FORBIDDEN }]);
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    expect(answer(await upload(t.app, 'points', customer.token, POINTS))).toEqual([401, { error: STAFF_UNAUTHORIZED }]);
    expect(answer(await upload(t.app, 'points', null, POINTS))).toEqual([401, { error: STAFF_UNAUTHORIZED }]);
    expect(answer(await upload(t.app, 'points', support, POINTS, { alias: 'aurora' }))).toEqual([403, { error: TENANT_FORBIDDEN }]);
  });

  it("answers 404 for another tenant's job or the other kind's", async () => {
    const started = (await upload(t.app, 'points', operator, POINTS, { alias: 'aurora', dryRun: true })).json() as ImportJob;
    await whenOver(t.app, 'points', started.id, operator, 'aurora');
    expect(answer(await getAs(t.app, `${importsUrl('points')}/${started.id}`, operator))).toEqual([404, { error: IMPORT_MSG.notFound }]);
    expect(answer(await getAs(t.app, `${importsUrl('users', 'aurora')}/${started.id}`, operator))).toEqual([
      404,
      { error: IMPORT_MSG.notFound },
    ]);
    expect((await getAs(t.app, `${importsUrl('points')}/abc`, operator)).statusCode).toBe(400);
  });
});

describe('files refused whole, with the reasons in Italian', () => {
  const refusal = async (csv: string | Buffer, kind: Kind = 'points') => {
    const res = await upload(t.app, kind, operator, csv);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: { field: string; message: string }[] };
    expect(body.error.startsWith(`${IMPORT_MSG.refused}: `)).toBe(true);
    expect(body.details.every((d) => d.field === 'file')).toBe(true);
    return body.details.map((d) => d.message);
  };

  it('not UTF-8, wrong columns, broken quotes, no rows', async () => {
    const jobs = () => t.app.db.selectFrom('import_jobs').select('id').execute();
    const before = await jobs();
    expect((await refusal(Buffer.from('user_code;password;company\nX1;Primo!2026a;Caffè\n', 'latin1'), 'users'))[0]).toBe(
      'il file non è in UTF-8: riga 2, byte 0xE8 (in Latin-1/Windows-1252 è "è")',
    );
    expect(await refusal('user_code;punti;reason;external_ref\nDEMO0001;10;x;y\n')).toEqual([
      'colonne obbligatorie mancanti: points',
      'colonne sconosciute: punti',
      'intestazione letta (separatore ";"): user_code, punti, reason, external_ref',
      'colonne ammesse: user_code, points, reason, external_ref (obbligatorie), kind, date',
    ]);
    expect((await refusal('user_code;points;reason;external_ref\nDEMO0001;10;"aperte;y\n'))[0]).toMatch(/virgolette aperte e mai chiuse/);
    expect(await refusal('user_code;points;reason;external_ref\r\n')).toEqual(["il file non contiene righe di dati (solo l'intestazione)"]);
    // Nothing started: no job, nothing to poll.
    expect(await jobs()).toEqual(before);
  });

  it('no file part, or a file sent as JSON text', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: importsUrl('points'),
      payload: { file: POINTS },
      headers: { host: CONSOLE_HOST, ...bearer(operator) },
      remoteAddress: nextIp(),
    });
    expect(answer(json)).toEqual([400, { error: IMPORT_MSG.noFile, details: [{ field: 'file', message: IMPORT_MSG.noFile }] }]);
  });

  it('over 5 MB: 413 before anything is parsed', async () => {
    const big = Buffer.concat([Buffer.from('user_code;points;reason;external_ref\n'), Buffer.alloc(5 * 1024 * 1024, 'a')]);
    expect(answer(await upload(t.app, 'points', operator, big))).toEqual([
      413,
      { error: MULTIPART_FILE_TOO_LARGE, details: [{ field: 'file', message: MULTIPART_FILE_TOO_LARGE }] },
    ]);
    const huge = Buffer.alloc(7 * 1024 * 1024, 'a');
    expect(answer(await upload(t.app, 'points', operator, huge))).toEqual([413, { error: MULTIPART_TOO_LARGE }]);
  });
});

describe('jobs in flight', () => {
  it('one real import of a kind at a time per tenant, queued or running; a check may run beside it; the report waits for the end', async () => {
    const first = (await upload(t.app, 'points', operator, POINTS)).json() as ImportJob;
    expect(first).toMatchObject({ state: 'running', processed: 0, resumes: 0 });
    expect(answer(await upload(t.app, 'points', operator, POINTS))).toEqual([409, { error: JOB_KINDS.points.busy }]);
    expect(answer(await getAs(t.app, `${importsUrl('points')}/${first.id}/report.csv`, operator))).toEqual([
      409,
      { error: IMPORT_MSG.notOver },
    ]);
    const check = await upload(t.app, 'points', operator, POINTS, { dryRun: true });
    expect(check.statusCode).toBe(202);
    expect((await whenOver(t.app, 'points', (check.json() as ImportJob).id, operator)).state).toBe('done');
    expect((await whenOver(t.app, 'points', first.id, operator)).report).toMatchObject({ accepted: 1 });
    // Over, it no longer blocks: the same file again is skipped row by row.
    const again = (await upload(t.app, 'points', operator, POINTS)).json() as ImportJob;
    expect((await whenOver(t.app, 'points', again.id, operator)).report).toMatchObject({ accepted: 0, skipped: 1 });
  });

  it('a job the queue gave up on (its runs kept failing or being killed) shows as failed, and does not block the next one', async () => {
    const started = (await upload(t.app, 'users', operator, 'user_code;password\nGONE0001;Primo!2026a\n')).json() as ImportJob;
    const row = await t.app.db.selectFrom('import_jobs').select('job_id').where('id', '=', started.id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('jobs').set({ state: 'dead', locked_by: null }).where('id', '=', row.job_id!).execute();
    const job = (await getAs(t.app, `${importsUrl('users')}/${started.id}`, operator)).json() as ImportJob;
    expect(job).toMatchObject({ state: 'failed', processed: 0, total: 1, error: IMPORT_MSG.failed, report: null });
    const next = await upload(t.app, 'users', operator, 'user_code;password\nLOST0001;Primo!2026a\n');
    expect(next.statusCode).toBe(202);
    expect((await whenOver(t.app, 'users', (next.json() as ImportJob).id, operator)).report).toMatchObject({ accepted: 1 });
    // Its upload, with a first password in clear, is gone with the import's end; the dead job's waits out its day.
    const uploads = await t.app.db.selectFrom('import_uploads').select('import_job_id').execute();
    expect(uploads.map((u) => u.import_job_id)).toEqual([started.id]);
  });
});
