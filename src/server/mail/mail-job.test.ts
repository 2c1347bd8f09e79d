import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, testClock } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { smtpReceiver } from '../test/smtp-receiver.js';
import { queueOverview, retryDeadJob } from '../modules/jobs/service.js';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, mailBackoffMs } from './mail-job.js';

/**
 * Mail is a durable job: queued by the request, delivered by whichever process's worker gets
 * to it, retried while the mail server is down, and never lost, not even when the process that
 * queued it is gone.
 */
const clock = testClock();
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await smtpReceiver();
  t = await buildTestApp({ clock: clock.now, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The password recovery of a demo customer: it answers at once and mails a reset link. */
async function askRecovery(app: TestApp['app'], username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/forgot/recovery',
    headers: { host: 'demo.localhost' },
    payload: { username },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  await app.mailer.flush();
}

const mailJobs = async () => (await queueOverview(t.app.db, 'demo', clock.now())).kinds.find((k) => k.kind === MAIL_JOB);
const resetMailsTo = (address: string) => smtp.received.filter((m) => m.includes(`To: ${address}`) && m.includes('reset-password'));

describe('mail as a job', () => {
  it('waits out an SMTP outage: the failed delivery is retried after its backoff, by another process, and arrives once', async () => {
    smtp.setUp(false);
    await askRecovery(t.app, 'DEMO0003');
    await t.app.jobs.drain();
    expect(resetMailsTo('giulia.romano@profumeria-romano.example')).toEqual([]);
    expect(await mailJobs()).toMatchObject({ queued: 0, failed: 1, done: 0 });

    // The process that queued it is gone; another one, on the same database, delivers it.
    const other = await t.anotherProcess({ clock: clock.now, env: { SMTP_URL: smtp.url } });
    smtp.setUp(true);
    expect(await other.jobs.drain()).toBe(0);
    clock.advance(mailBackoffMs(1));
    expect(await other.jobs.drain()).toBe(1);
    expect(resetMailsTo('giulia.romano@profumeria-romano.example')).toHaveLength(1);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(resetMailsTo('giulia.romano@profumeria-romano.example')).toHaveLength(1);
    expect(await mailJobs()).toMatchObject({ queued: 0, failed: 0, done: 1, dead: 0 });
  });

  it('is dead after its last attempt, shown with the mail server’s refusal, and delivered when queued again', async () => {
    smtp.setUp(false);
    await askRecovery(t.app, 'DEMO0001');
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await t.app.jobs.drain()).toBe(1);
      clock.advance(mailBackoffMs(attempt));
    }
    expect(await t.app.jobs.drain()).toBe(0);
    const { dead } = await queueOverview(t.app.db, 'demo', clock.now());
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ kind: MAIL_JOB, label: 'Invio email', attempts: MAIL_MAX_ATTEMPTS });
    expect(dead[0]!.detail).toContain('421');

    smtp.setUp(true);
    expect(await retryDeadJob(t.app.db, 'demo', dead[0]!.id, clock.now())).toBe(true);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(smtp.received.filter((m) => m.includes('reset-password'))).toHaveLength(2);
  });
});
