import type { FastifyInstance } from 'fastify';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { bearer, CONSOLE_HOST, nextIp } from '../../test/auth-helpers.js';
import { multipart } from '../content/test-fixtures.js';

/** Uploads and polling for the console's import tests (not a test file itself). */

export type Kind = ImportKind;

export const importsUrl = (kind: Kind, alias = 'demo') => `/v1/console/tenants/${alias}/imports/${kind}`;

/** A CSV upload as the screen sends it: the file part, its name, and dryRun as text. */
export function upload(
  app: FastifyInstance,
  kind: Kind,
  token: string | null,
  csv: string | Buffer,
  { alias = 'demo', dryRun = false, fileName = `${kind}.csv` } = {},
) {
  const form = multipart({ fileName, dryRun: String(dryRun) }, [
    { name: 'file', filename: fileName, contentType: 'text/csv', data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) },
  ]);
  return app.inject({
    method: 'POST',
    url: importsUrl(kind, alias),
    payload: form.payload,
    headers: { host: CONSOLE_HOST, 'content-type': form.contentType, ...(token ? bearer(token) : {}) },
    remoteAddress: nextIp(),
  });
}

export function getAs(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
}

/**
 * Runs the queue (tests have no background worker: this is what a server process's worker does)
 * and reads the job back as the screen does, over.
 */
export async function whenOver(app: FastifyInstance, kind: Kind, id: number, token: string, alias = 'demo'): Promise<ImportJob> {
  await app.jobs.drain();
  const res = await getAs(app, `${importsUrl(kind, alias)}/${id}`, token);
  if (res.statusCode !== 200) throw new Error(`job ${id}: ${res.statusCode} ${res.body}`);
  const job = res.json() as ImportJob;
  if (job.state === 'running') throw new Error(`job ${id} still running after the queue was run: ${res.body}`);
  return job;
}
