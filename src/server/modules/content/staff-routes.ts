import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffContentOperations } from '../../../shared/types/generated/api/staff-content.js';
import contractFile from '../../../../schemas/api/staff-content.json' with { type: 'json' };
import { HttpError } from '../../http/errors.js';
import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { getCmsSection, listCmsSections, updateCmsSection } from './staff-cms-service.js';
import { KINDS, type ContentInput } from './staff-kinds.js';
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

const contract = contractFile as unknown as ContractFile;
type Op = StaffContentOperations;

export const IMAGE_MISSING = 'Scegli un’immagine da caricare';

/**
 * The Contenuti area of the console (schemas/api/staff-content.json), operators only: the
 * contract's `roles` gives support a 403. Create and update are one route per kind, so each body
 * is validated by its own kind's schema; the rest takes the kind from the path.
 */
export async function consoleContentRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContentDeps = { db: app.db, now: app.clock };
  const actOf = (request: FastifyRequest): StaffAct => ({ who: actorOf(staffOf(request), request), tenantAlias: tenantOf(request).alias });

  app.route<{ Params: Op['listContent']['params'] }>({
    ...routeOf(contract, 'listContent'),
    handler: async (request) => listContent(deps, tenantOf(request).alias, request.params.kind),
  });

  app.route<{ Params: Op['getContent']['params'] }>({
    ...routeOf(contract, 'getContent'),
    handler: async (request) => getContent(deps, tenantOf(request).alias, request.params.kind, request.params.id),
  });

  for (const spec of Object.values(KINDS)) {
    app.route<{ Params: Op['createNews']['params']; Body: { values: ContentInput } }>({
      ...routeOf(contract, spec.createOp),
      handler: async (request, reply) => {
        const record = await createContent(deps, actOf(request), spec.kind, request.body.values);
        return reply.code(201).send(record);
      },
    });
    app.route<{ Params: Op['updateNews']['params']; Body: { revision: number; values: ContentInput } }>({
      ...routeOf(contract, spec.updateOp),
      handler: async (request) =>
        updateContent(deps, actOf(request), spec.kind, request.params.id, request.body.revision, request.body.values),
    });
  }

  app.route<{ Params: Op['setContentActive']['params']; Body: Op['setContentActive']['body'] }>({
    ...routeOf(contract, 'setContentActive'),
    handler: async (request) =>
      setContentActive(deps, actOf(request), request.params.kind, request.params.id, request.body.revision, request.body.active),
  });

  app.route<{ Params: Op['deleteContent']['params']; Querystring: Op['deleteContent']['query'] }>({
    ...routeOf(contract, 'deleteContent'),
    handler: async (request, reply) => {
      await deleteContent(deps, actOf(request), request.params.kind, request.params.id, request.query.revision);
      return reply.code(204).send();
    },
  });

  app.route<{ Params: Op['uploadContentImage']['params']; Body: { file?: unknown } }>({
    ...routeOf(contract, 'uploadContentImage'),
    // A 5 MB picture (the multipart plugin's limit per file) and the form around it.
    bodyLimit: 6 * 1024 * 1024,
    onRequest: signedStaffOnly(app),
    handler: async (request, reply) => {
      const file = request.body.file;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new HttpError(400, IMAGE_MISSING, [{ field: 'file', message: IMAGE_MISSING }]);
      return reply.code(201).send(await uploadContentImage(app.db, file, app.clock()));
    },
  });

  app.route<{ Params: Op['listCmsSections']['params'] }>({
    ...routeOf(contract, 'listCmsSections'),
    handler: async (request) => listCmsSections(deps, tenantOf(request).alias),
  });

  app.route<{ Params: Op['getCmsSection']['params'] }>({
    ...routeOf(contract, 'getCmsSection'),
    handler: async (request) => getCmsSection(deps, tenantOf(request).alias, request.params.key),
  });

  app.route<{ Params: Op['updateCmsSection']['params']; Body: Op['updateCmsSection']['body'] }>({
    ...routeOf(contract, 'updateCmsSection'),
    handler: async (request) => updateCmsSection(deps, actOf(request), request.params.key, request.body.revision, request.body.values),
  });
}
