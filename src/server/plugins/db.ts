import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db, SqlDialectName } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely instance; repositories take it (or a transaction) as first argument. */
    db: Db;
    dbDialect: SqlDialectName;
  }
}

/**
 * Exposes the database opened by the caller (server.ts or the test helper). The caller also
 * closes it, after the app: the app never owns a connection it did not open.
 */
async function dbPlugin(app: FastifyInstance, options: { database: DatabaseHandle }): Promise<void> {
  app.decorate('db', options.database.db);
  app.decorate('dbDialect', options.database.dialect);
}

export default fp(dbPlugin, { name: 'premia-db', fastify: '5.x' });
