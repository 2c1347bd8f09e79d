import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffCatalog } from '../../../shared/types/generated/api/staff-catalog.js';
import { defineRoute } from '../../http/define-route.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { categoryTree, createCategory, deleteCategory, moveCategory, renameCategory } from './staff-categories.js';
import { addPicture, orderPictures, removePicture } from './staff-pictures.js';
import { createPrize, duplicatePrize, listPrizes, prizeOf, setAvailability, updatePrize } from './staff-prizes.js';
import type { CatalogAct, CatalogDeps } from './staff-write.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

/** A 5 MB picture (the multipart plugin's limit per file) and the form around it. */
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/** The Catalogo area of the console (schemas/api/staff-catalog.json), operators only. */
export async function consoleCatalogRoutes(app: FastifyInstance, options: { changes: CatalogChanges }): Promise<void> {
  const deps: CatalogDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, changes: options.changes };
  const actOf = (request: FastifyRequest): CatalogAct => ({ who: actorOf(staffOf(request), request), alias: tenantOf(request).alias });
  const alias = (request: FastifyRequest) => tenantOf(request).alias;

  defineRoute(app, staffCatalog.listCatalogCategories, async (request) => categoryTree(app.db, alias(request)));

  defineRoute(app, staffCatalog.createCatalogCategory, async (request, reply) => {
    const tree = await createCategory(deps, actOf(request), request.body);
    return reply.code(201).send(tree);
  });

  defineRoute(app, staffCatalog.renameCatalogCategory, async (request) =>
    renameCategory(deps, actOf(request), request.params.id, request.body),
  );

  defineRoute(app, staffCatalog.moveCatalogCategory, async (request) =>
    moveCategory(deps, actOf(request), request.params.id, request.body),
  );

  defineRoute(app, staffCatalog.deleteCatalogCategory, async (request) =>
    deleteCategory(deps, actOf(request), request.params.id, request.query.revision),
  );

  defineRoute(app, staffCatalog.listCatalogPrizes, async (request) => listPrizes(deps, alias(request), request.query));

  defineRoute(app, staffCatalog.createCatalogPrize, async (request, reply) => {
    reply.code(201);
    return createPrize(deps, actOf(request), request.body);
  });

  defineRoute(app, staffCatalog.getCatalogPrize, async (request) => prizeOf(deps, alias(request), request.params.id));

  defineRoute(app, staffCatalog.updateCatalogPrize, async (request) => updatePrize(deps, actOf(request), request.params.id, request.body));

  defineRoute(app, staffCatalog.duplicateCatalogPrize, async (request, reply) => {
    reply.code(201);
    return duplicatePrize(deps, actOf(request), request.params.id);
  });

  defineRoute(app, staffCatalog.setCatalogPrizeAvailability, async (request) =>
    setAvailability(deps, actOf(request), request.params.id, request.body),
  );

  defineRoute(
    app,
    staffCatalog.uploadCatalogPrizeImage,
    async (request) => addPicture(deps, actOf(request), request.params.id, request.body.file, request.body.revision),
    { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: signedStaffOnly(app) },
  );

  defineRoute(app, staffCatalog.orderCatalogPrizeImages, async (request) =>
    orderPictures(deps, actOf(request), request.params.id, request.body),
  );

  defineRoute(app, staffCatalog.removeCatalogPrizeImage, async (request) =>
    removePicture(deps, actOf(request), request.params.id, request.body),
  );
}
