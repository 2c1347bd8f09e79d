import { connect, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { PROJECT_ROOT } from '../paths.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

/**
 * PostgreSQL going away and coming back under a running process: the app reaches its database
 * through a TCP relay the test opens and shuts, as a database restart or failover does.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** A relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored on the same port. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

let database: TestDatabase;
let relay: Relay;
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createTestDatabase();
  await migrateToLatest(database.handle);
  const direct = new URL(database.options.databaseUrl!);
  relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
  await relay.open();
  const relayed = new URL(direct);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  handle = createDatabase({ databaseUrl: relayed.toString(), dataDir: os.tmpdir(), poolSize: 2 });
  app = await buildApp({
    env: { ...loadEnv({ NODE_ENV: 'test', JOBS_WORKER: 'false' }), DATA_DIR: os.tmpdir() },
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(os.tmpdir(), 'premia-no-dist'),
    logger: false,
  });
});

afterAll(async () => {
  if (!adminUrl) return;
  await app.close();
  await handle.destroy();
  await relay.cut().catch(() => undefined);
  await database.drop();
});

const ready = async () => {
  const res = await app.inject({ url: '/ready', headers: { host: 'nowhere.example' } });
  return { status: res.statusCode, body: res.json<{ status: string; problems?: Record<string, string> }>() };
};

describe.skipIf(!adminUrl)('readiness through a PostgreSQL outage', () => {
  it('turns 503 naming the database while PostgreSQL is away, and 200 again when it is back, with no restart', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });

    await relay.cut();
    const away = await ready();
    expect(away.status).toBe(503);
    expect(away.body.status).toBe('not ready');
    expect(Object.keys(away.body.problems ?? {})).toEqual(['database']);
    // Liveness is not readiness: the process itself is fine and must not be restarted for this.
    expect((await app.inject({ url: '/health', headers: { host: 'nowhere.example' } })).statusCode).toBe(200);

    await relay.open();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
