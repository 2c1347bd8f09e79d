import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type {
  PreviewAnswer,
  SettingsAnswer,
  SettingsChangeAnswer,
  SettingsHistoryEntry,
  StaffSettingsOperations,
  UndoAnswer,
} from '../../../shared/types/generated/api/staff-settings.js';
import contractFile from '../../../../schemas/api/staff-settings.json' with { type: 'json' };
import { MAX_BRAND_UPLOAD_BYTES } from '../../../shared/brand-assets.js';
import { routeOf } from '../../http/contract.js';
import { actorOf } from './actor.js';
import { uploadBrandAsset } from './brand-assets-service.js';
import { startPreview } from './preview-service.js';
import { readSettings, saveSettings, settingsHistory, undoSettings, type SettingsDeps } from './settings-service.js';
import { signedStaffOnly, staffOf, tenantOf } from './staff-guard.js';

const contract = contractFile as ContractFile;
type Op = StaffSettingsOperations;

/**
 * A tenant's live settings: its runtime overrides, read, changed, their history and undo, the
 * portal preview's token and the brand files' upload (schemas/api/staff-settings.json).
 */
export async function consoleSettingsRoutes(app: FastifyInstance): Promise<void> {
  const deps: SettingsDeps = { db: app.db, tenantConfigs: app.tenantConfigs };

  app.route<{ Params: Op['getSettings']['params'] }>({
    ...routeOf(contract, 'getSettings'),
    handler: async (request): Promise<SettingsAnswer> => readSettings(deps, tenantOf(request).alias),
  });

  app.route<{ Params: Op['saveSettings']['params']; Body: Op['saveSettings']['body'] }>({
    ...routeOf(contract, 'saveSettings'),
    handler: async (request): Promise<SettingsChangeAnswer> => {
      const staff = staffOf(request);
      return saveSettings(deps, staff, actorOf(staff, request), tenantOf(request).alias, request.body);
    },
  });

  app.route<{ Params: Op['getSettingsHistory']['params']; Querystring: Op['getSettingsHistory']['query'] }>({
    ...routeOf(contract, 'getSettingsHistory'),
    handler: async (request): Promise<SettingsHistoryEntry[]> => settingsHistory(deps, tenantOf(request).alias, request.query.limit ?? 50),
  });

  app.route<{ Params: Op['startPreview']['params']; Body: Op['startPreview']['body'] }>({
    ...routeOf(contract, 'startPreview'),
    handler: async (request): Promise<PreviewAnswer> => {
      const staff = staffOf(request);
      const previewDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, accessTtlS: app.accessTokenTtlS };
      return startPreview(previewDeps, actorOf(staff, request), tenantOf(request).alias, request.body.username);
    },
  });

  app.route<{ Params: Op['undoSettings']['params'] }>({
    ...routeOf(contract, 'undoSettings'),
    handler: async (request): Promise<UndoAnswer> => {
      const staff = staffOf(request);
      return undoSettings(deps, staff, actorOf(staff, request), tenantOf(request).alias);
    },
  });

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
