import type { FastifyInstance } from 'fastify';
import { staffRegolamento } from '../../../shared/types/generated/api/staff-regolamento.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { createDraft, publishVersion, removeDraft, staffVersions } from './service.js';

/** The regolamento's versions in the console (schemas/api/staff-regolamento.json). */
export async function consoleRegolamentoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffRegolamento.listRegolamentoVersions, async (request) => ({
    versions: await staffVersions(app.db, tenantOf(request).alias),
  }));

  defineRoute(
    app,
    staffRegolamento.createRegolamentoDraft,
    async (request, reply) => {
      const draft = await createDraft(app.db, actorOf(staffOf(request), request), tenantOf(request).alias, request.body, app.clock());
      reply.code(201);
      return draft;
    },
    { onRequest: signedStaffOnly(app) },
  );

  defineRoute(
    app,
    staffRegolamento.publishRegolamentoVersion,
    async (request) => {
      const alias = tenantOf(request).alias;
      const published = await publishVersion(app.db, actorOf(staffOf(request), request), alias, request.params.version, app.clock());
      // This process's customers must accept it from their next call; the others within a second.
      app.regolamentoGate.forget(alias);
      return published;
    },
    { onRequest: signedStaffOnly(app) },
  );

  defineRoute(
    app,
    staffRegolamento.deleteRegolamentoDraft,
    async (request) => {
      await removeDraft(app.db, actorOf(staffOf(request), request), tenantOf(request).alias, request.params.version, app.clock());
      return { ok: true };
    },
    { onRequest: signedStaffOnly(app) },
  );
}
