import { Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The first half of a graceful stop, for a process behind a proxy that keeps connections open
 * to it (nginx's upstream keepalive, a load balancer's pool). Stops listening, so new connections
 * are refused and the proxy sends them to another process, but keeps the open ones: each request
 * arriving on them is answered as usual with `Connection: close`, and the proxy drops that
 * connection after the answer. Resolves when none is left or after `maxMs`.
 *
 * Why not simply `server.close()`: it also cuts the connections that are idle at that instant,
 * and the proxy may be writing its next request on one of them at that very moment: that request
 * fails (nginx: "Connection reset by peer", a 502 for a POST it may not retry). Here the server
 * ends a connection only after answering on it.
 */
export async function drainConnections(server: Server, maxMs: number): Promise<{ left: number; ms: number }> {
  const started = Date.now();
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  // net.Server's close: stops accepting without http.Server's cutting of idle connections.
  NetServer.prototype.close.call(server);
  let left = await openConnections(server);
  while (left > 0 && Date.now() - started < maxMs) {
    await sleep(25);
    left = await openConnections(server);
  }
  return { left, ms: Date.now() - started };
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));
}
