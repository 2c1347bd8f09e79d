import type { FastifyInstance } from 'fastify';
import { staffSettings } from '../../../shared/types/generated/api/staff-settings.js';
import { MAX_BRAND_UPLOAD_BYTES } from '../../../shared/brand-assets.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { uploadBrandAsset } from './assets-service.js';

/** The brand files' upload of the console's settings (schemas/api/staff-settings.json). */
export async function consoleBrandRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    staffSettings.uploadBrandAsset,
    async (request, reply) => {
      const staff = staffOf(request);
      const { kind, file } = request.body;
      reply.code(201);
      return uploadBrandAsset(app.db, actorOf(staff, request), tenantOf(request).alias, kind, file, app.clock());
    },
    {
      // The largest kind's file (each kind's own limit is checked after) and the form around it.
      bodyLimit: MAX_BRAND_UPLOAD_BYTES + 64 * 1024,
      // Merged over the contract's config, which carries the route's staff roles.
      config: { maxFileBytes: MAX_BRAND_UPLOAD_BYTES },
      onRequest: signedStaffOnly(app),
    },
  );
}
