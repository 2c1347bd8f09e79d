import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { PreviewAnswer, StaffSettingsOperations } from '../../../shared/types/generated/api/staff-settings.js';
import contractFile from '../../../../schemas/api/staff-settings.json' with { type: 'json' };

import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { startPreview } from './preview-service.js';

const contract = contractFile as ContractFile;
type Op = StaffSettingsOperations;

/** The portal preview's token for a staff member (Impostazioni → Anteprima; schemas/api/staff-settings.json). */
export async function consolePreviewRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: Op['startPreview']['params']; Body: Op['startPreview']['body'] }>({
    ...routeOf(contract, 'startPreview'),
    handler: async (request): Promise<PreviewAnswer> => {
      const staff = staffOf(request);
      const previewDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, accessTtlS: app.accessTokenTtlS };
      return startPreview(previewDeps, actorOf(staff, request), tenantOf(request).alias, request.body.username);
    },
  });
}
