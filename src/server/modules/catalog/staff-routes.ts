import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffCatalogOperations } from '../../../shared/types/generated/api/staff-catalog.js';
import contractFile from '../../../../schemas/api/staff-catalog.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { categoryTree, createCategory, deleteCategory, moveCategory, renameCategory } from './staff-categories.js';
import { addPicture, orderPictures, removePicture } from './staff-pictures.js';
import { createPrize, duplicatePrize, listPrizes, prizeOf, setAvailability, updatePrize } from './staff-prizes.js';
import type { CatalogAct, CatalogDeps } from './staff-write.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as unknown as ContractFile;
type Op = StaffCatalogOperations;

/** A 5 MB picture (the multipart plugin's limit per file) and the form around it. */
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/** The Catalogo area of the console (schemas/api/staff-catalog.json), operators only. */
export async function consoleCatalogRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  const deps: CatalogDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, changes: options.changes };
  const actOf = (request: FastifyRequest): CatalogAct => ({ who: actorOf(staffOf(request), request), alias: tenantOf(request).alias });
  const alias = (request: FastifyRequest) => tenantOf(request).alias;

  app.route<{ Params: Op['listCatalogCategories']['params'] }>({
    ...routeOf(contract, 'listCatalogCategories'),
    handler: async (request) => categoryTree(app.db, alias(request)),
  });

  app.route<{ Params: Op['createCatalogCategory']['params']; Body: Op['createCatalogCategory']['body'] }>({
    ...routeOf(contract, 'createCatalogCategory'),
    handler: async (request, reply) => {
      const tree = await createCategory(deps, actOf(request), request.body);
      return reply.code(201).send(tree);
    },
  });

  app.route<{ Params: Op['renameCatalogCategory']['params']; Body: Op['renameCatalogCategory']['body'] }>({
    ...routeOf(contract, 'renameCatalogCategory'),
    handler: async (request) => renameCategory(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['moveCatalogCategory']['params']; Body: Op['moveCatalogCategory']['body'] }>({
    ...routeOf(contract, 'moveCatalogCategory'),
    handler: async (request) => moveCategory(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['deleteCatalogCategory']['params']; Querystring: Op['deleteCatalogCategory']['query'] }>({
    ...routeOf(contract, 'deleteCatalogCategory'),
    handler: async (request) => deleteCategory(deps, actOf(request), request.params.id, request.query.revision),
  });

  app.route<{ Params: Op['listCatalogPrizes']['params']; Querystring: Op['listCatalogPrizes']['query'] }>({
    ...routeOf(contract, 'listCatalogPrizes'),
    handler: async (request) =>
      listPrizes(deps, alias(request), { ...request.query, page: request.query.page ?? 1, limit: request.query.limit ?? 25 }),
  });

  app.route<{ Params: Op['createCatalogPrize']['params']; Body: Op['createCatalogPrize']['body'] }>({
    ...routeOf(contract, 'createCatalogPrize'),
    handler: async (request, reply) => reply.code(201).send(await createPrize(deps, actOf(request), request.body)),
  });

  app.route<{ Params: Op['getCatalogPrize']['params'] }>({
    ...routeOf(contract, 'getCatalogPrize'),
    handler: async (request) => prizeOf(deps, alias(request), request.params.id),
  });

  app.route<{ Params: Op['updateCatalogPrize']['params']; Body: Op['updateCatalogPrize']['body'] }>({
    ...routeOf(contract, 'updateCatalogPrize'),
    handler: async (request) => updatePrize(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['duplicateCatalogPrize']['params'] }>({
    ...routeOf(contract, 'duplicateCatalogPrize'),
    handler: async (request, reply) => reply.code(201).send(await duplicatePrize(deps, actOf(request), request.params.id)),
  });

  app.route<{ Params: Op['setCatalogPrizeAvailability']['params']; Body: Op['setCatalogPrizeAvailability']['body'] }>({
    ...routeOf(contract, 'setCatalogPrizeAvailability'),
    handler: async (request) => setAvailability(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['uploadCatalogPrizeImage']['params']; Body: Op['uploadCatalogPrizeImage']['body'] }>({
    ...routeOf(contract, 'uploadCatalogPrizeImage'),
    bodyLimit: UPLOAD_BODY_LIMIT,
    onRequest: signedStaffOnly(app),
    handler: async (request) => addPicture(deps, actOf(request), request.params.id, request.body.file, request.body.revision),
  });

  app.route<{ Params: Op['orderCatalogPrizeImages']['params']; Body: Op['orderCatalogPrizeImages']['body'] }>({
    ...routeOf(contract, 'orderCatalogPrizeImages'),
    handler: async (request) => orderPictures(deps, actOf(request), request.params.id, request.body),
  });

  app.route<{ Params: Op['removeCatalogPrizeImage']['params']; Body: Op['removeCatalogPrizeImage']['body'] }>({
    ...routeOf(contract, 'removeCatalogPrizeImage'),
    handler: async (request) => removePicture(deps, actOf(request), request.params.id, request.body),
  });
}
