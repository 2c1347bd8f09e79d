/**
 * The machines beside the customers, for `scripts/bench/journey.ts --integrations`: the operator's
 * ERP feeding points through the partner API (`POST /v1/partner/points`, at a steady rate spread
 * over the server processes) and a partner's webhook receiver taking `order.created` and
 * `points.credited` from the servers' own job workers. The receiver is HTTPS with a certificate
 * made for the run, as production allows nothing else: the servers trust it through
 * NODE_EXTRA_CA_CERTS and reach 127.0.0.1 through WEBHOOKS_ALLOW_PRIVATE, the two variables
 * `serverEnv` gives them.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { Webhook } from 'standardwebhooks';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { createApiKey } from '../../src/server/modules/apikeys/service.js';
import { createWebhook } from '../../src/server/modules/webhooks/service.js';
import { quantile } from './journey-steps.js';

export interface IntegrationsReport {
  partnerCalls: number;
  partnerOk: number;
  partnerFailures: Record<number, number>;
  partnerP50: number;
  partnerP99: number;
  received: number;
  unverified: number;
  lagP50: number;
  lagP99: number;
}

export async function prepareIntegrations(handle: DatabaseHandle, tenant: string, work: string) {
  const certFile = path.join(work, 'hooks-cert.pem');
  const keyFile = path.join(work, 'hooks-key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' }); // prettier-ignore

  const lags: number[] = [];
  let unverified = 0;
  let secret = '';
  const server = https.createServer({ key: await readFile(keyFile), cert: await readFile(certFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        new Webhook(secret).verify(raw, req.headers as Record<string, string>);
        // The event's own time, set when the change committed: the lag is what a partner waits.
        lags.push(Date.now() - Date.parse((JSON.parse(raw) as { timestamp: string }).timestamp));
      } catch {
        unverified++;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ricevuto');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const who = { actor: 'bench', role: 'cli' as const, address: null };
  const now = () => new Date();
  const { key } = await createApiKey(handle.db, { tenantAlias: tenant, name: 'bench-feed', scopes: ['points:write'] }, who, now());

  return {
    serverEnv: { NODE_EXTRA_CA_CERTS: certFile, WEBHOOKS_ALLOW_PRIVATE: 'true' },
    /**
     * Credits `rate` times a second, each to the next of `usernames`, over the processes in turn,
     * until `keepGoing()` says no; resolves with the partner calls' and the webhooks' figures.
     */
    async feed(options: { targets: { port: number }[]; usernames: string[]; rate: number; keepGoing: () => boolean }) {
      // Subscribed only now, so the journey's first half ran without any delivery to make. The
      // address is checked here too, by this process's own switch.
      process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
      const created = await createWebhook(
        { db: handle.db, now },
        { who, tenantAlias: tenant },
        { url: `https://127.0.0.1:${port}/hook`, events: ['order.created', 'points.credited'] },
      );
      secret = created.secret;
      const pools = options.targets.map((t) => new Pool(`http://127.0.0.1:${t.port}`, { connections: 4 }));
      const latencies: number[] = [];
      const failures: Record<number, number> = {};
      const calls: Promise<void>[] = [];
      let n = 0;
      const started = performance.now();
      while (options.keepGoing()) {
        const i = n++;
        // A steady rate whatever the answers' speed: an ERP's feed does not wait for the portal.
        const due = started + (i * 1000) / options.rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        calls.push(
          (async () => {
            const t0 = performance.now();
            const res = await pools[i % pools.length]!.request({
              path: '/v1/partner/points',
              method: 'POST',
              headers: { host: `${tenant}.localhost`, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                user_code: options.usernames[i % options.usernames.length],
                delta: 5,
                reason: 'Accredito dal gestionale (benchmark)',
                external_id: `bench-feed-${Date.now()}-${i}`,
              }),
            });
            await res.body.dump();
            latencies.push(performance.now() - t0);
            if (res.statusCode !== 200 && res.statusCode !== 201) failures[res.statusCode] = (failures[res.statusCode] ?? 0) + 1;
          })(),
        );
      }
      await Promise.all(calls);
      await Promise.all(pools.map((p) => p.close()));
      latencies.sort((a, b) => a - b);
      const sortedLags = [...lags].sort((a, b) => a - b);
      const failed = Object.values(failures).reduce((a, b) => a + b, 0);
      return {
        partnerCalls: latencies.length,
        partnerOk: latencies.length - failed,
        partnerFailures: failures,
        partnerP50: quantile(latencies, 0.5),
        partnerP99: quantile(latencies, 0.99),
        received: sortedLags.length,
        unverified,
        lagP50: quantile(sortedLags, 0.5),
        lagP99: quantile(sortedLags, 0.99),
      } satisfies IntegrationsReport;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
