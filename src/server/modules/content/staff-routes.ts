import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffContent } from '../../../shared/types/generated/api/staff-content.js';
import { HttpError } from '../../http/errors.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { getCmsSection, listCmsSections, updateCmsSection } from './staff-cms-service.js';
import { KINDS } from './staff-kinds.js';
import { uploadContentImage } from './staff-media.js';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  setContentActive,
  updateContent,
  type ContentDeps,
} from './staff-content-service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

export const IMAGE_MISSING = 'Scegli un’immagine da caricare';

/**
 * The Contenuti area of the console (schemas/api/staff-content.json), operators only: the
 * contract's `roles` gives support a 403. Create and update are one route per kind, so each body
 * is validated by its own kind's schema; the rest takes the kind from the path.
 */
export async function consoleContentRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContentDeps = { db: app.db, now: app.clock };
  const actOf = (request: FastifyRequest): StaffAct => ({ who: actorOf(staffOf(request), request), tenantAlias: tenantOf(request).alias });

  defineRoute(app, staffContent.listContent, async (request) => listContent(deps, tenantOf(request).alias, request.params.kind));

  defineRoute(app, staffContent.getContent, async (request) =>
    getContent(deps, tenantOf(request).alias, request.params.kind, request.params.id),
  );

  for (const spec of Object.values(KINDS)) {
    defineRoute(app, spec.createOp, async (request, reply) => {
      reply.code(201);
      return createContent(deps, actOf(request), spec.kind, request.body.values);
    });
    defineRoute(app, spec.updateOp, async (request) =>
      updateContent(deps, actOf(request), spec.kind, request.params.id, request.body.revision, request.body.values),
    );
  }

  defineRoute(app, staffContent.setContentActive, async (request) =>
    setContentActive(deps, actOf(request), request.params.kind, request.params.id, request.body.revision, request.body.active),
  );

  defineRoute(app, staffContent.deleteContent, async (request, reply) => {
    await deleteContent(deps, actOf(request), request.params.kind, request.params.id, request.query.revision);
    return reply.code(204).send();
  });

  defineRoute(
    app,
    staffContent.uploadContentImage,
    async (request, reply) => {
      const file = request.body.file;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new HttpError(400, IMAGE_MISSING, [{ field: 'file', message: IMAGE_MISSING }]);
      reply.code(201);
      return uploadContentImage(app.db, file, app.clock());
    },
    {
      // A 5 MB picture (the multipart plugin's limit per file) and the form around it.
      bodyLimit: 6 * 1024 * 1024,
      onRequest: signedStaffOnly(app),
    },
  );

  defineRoute(app, staffContent.listCmsSections, async (request) => listCmsSections(deps, tenantOf(request).alias));

  defineRoute(app, staffContent.getCmsSection, async (request) => getCmsSection(deps, tenantOf(request).alias, request.params.key));

  defineRoute(app, staffContent.updateCmsSection, async (request) =>
    updateCmsSection(deps, actOf(request), request.params.key, request.body.revision, request.body.values),
  );
}
