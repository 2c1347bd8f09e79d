import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Whether the signature verified with the secret the receiver was given. */
  verified: boolean;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver on 127.0.0.1, as a partner would write one: it verifies each request with
 * the standardwebhooks library and the endpoint's secret, and answers what `respond` says
 * (200 by default). Tests read what arrived, in order.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  let respond: (n: number) => number = () => 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(raw, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const body = JSON.parse(raw) as Received['body'];
      received.push({ id: String(req.headers['webhook-id']), type: body.type, body, verified, headers: req.headers });
      const status = respond(received.length);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ricevuto' : 'non ora');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    useSecret(value: string) {
      secret = value;
    },
    /** The status of the n-th request (1-based, counted over the receiver's life). */
    answer(fn: (n: number) => number) {
      respond = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
