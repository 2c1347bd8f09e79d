import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffSettingsOperations } from '../../../shared/types/generated/api/staff-settings.js';
import contractFile from '../../../../schemas/api/staff-settings.json' with { type: 'json' };
import { MAX_BRAND_UPLOAD_BYTES } from '../../../shared/brand-assets.js';
import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { uploadBrandAsset } from './assets-service.js';

const contract = contractFile as ContractFile;
type Op = StaffSettingsOperations;

/** The brand files' upload of the console's settings (schemas/api/staff-settings.json). */
export async function consoleBrandRoutes(app: FastifyInstance): Promise<void> {
  const upload = routeOf(contract, 'uploadBrandAsset');
  app.route<{ Params: Op['uploadBrandAsset']['params']; Body: Op['uploadBrandAsset']['body'] }>({
    ...upload,
    // The largest kind's file (each kind's own limit is checked after) and the form around it.
    bodyLimit: MAX_BRAND_UPLOAD_BYTES + 64 * 1024,
    // The route's config carries its staff roles: kept, or the guard would let support in.
    config: { ...upload.config, maxFileBytes: MAX_BRAND_UPLOAD_BYTES },
    onRequest: signedStaffOnly(app),
    handler: async (request, reply) => {
      const staff = staffOf(request);
      const { kind, file } = request.body;
      return reply
        .code(201)
        .send(await uploadBrandAsset(app.db, actorOf(staff, request), tenantOf(request).alias, kind, file, app.clock()));
    },
  });
}
