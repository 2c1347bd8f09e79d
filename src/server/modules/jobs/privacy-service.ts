import type { Db } from '../../db/database.js';
import { holdsAny, likeAnywhere, scrubValues } from '../../security/personal-values.js';

/** The queue's kind for outgoing mail (src/server/mail/mail-job.ts): its payload is the whole message. */
const MAIL_KIND = 'mail.send';

/**
 * Erasure in the job queue, in the caller's transaction. A job names the person when its
 * payload (or its last error) holds one of `keys` (their email or user code): a mail's payload
 * is the whole message, recipient and texts. A mail not yet sent is dropped (nothing more goes
 * out about a person who left); every other such job keeps its row, state and times, and every
 * personal value in it becomes "[cancellato]". Answers how many jobs were dropped and scrubbed.
 */
export async function forgetPersonInJobs(
  trx: Db,
  tenantAlias: string,
  keys: readonly string[],
  values: readonly string[],
): Promise<{ dropped: number; scrubbed: number }> {
  if (!keys.length) return { dropped: 0, scrubbed: 0 };
  const rows = await trx
    .selectFrom('jobs')
    .select(['id', 'kind', 'state', 'payload_json', 'last_error'])
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) =>
      eb.or(
        keys.flatMap((key) => [
          eb(eb.fn('lower', ['payload_json']), 'like', likeAnywhere(key)),
          eb(eb.fn('lower', ['last_error']), 'like', likeAnywhere(key)),
        ]),
      ),
    )
    .execute();
  const about = rows.filter((r) => holdsAny(r.payload_json, keys) || holdsAny(r.last_error, keys));
  let dropped = 0;
  for (const job of about) {
    if (job.kind === MAIL_KIND && job.state === 'queued') {
      await trx.deleteFrom('jobs').where('id', '=', job.id).where('state', '=', 'queued').execute();
      dropped += 1;
      continue;
    }
    await trx
      .updateTable('jobs')
      .set({
        payload_json: scrubValues(job.payload_json, values),
        last_error: job.last_error === null ? null : scrubValues(job.last_error, values),
      })
      .where('id', '=', job.id)
      .execute();
  }
  return { dropped, scrubbed: about.length - dropped };
}
