import type { FastifyInstance } from 'fastify';
import { staffSettings } from '../../../shared/types/generated/api/staff-settings.js';

import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { startPreview } from './preview-service.js';

/** The portal preview's token for a staff member (Impostazioni → Anteprima; schemas/api/staff-settings.json). */
export async function consolePreviewRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffSettings.startPreview, async (request) => {
    const staff = staffOf(request);
    const previewDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, accessTtlS: app.accessTokenTtlS };
    return startPreview(previewDeps, actorOf(staff, request), tenantOf(request).alias, request.body.username);
  });
}
