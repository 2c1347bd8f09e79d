import type { FastifyInstance } from 'fastify';
import { staffSettings } from '../../../shared/types/generated/api/staff-settings.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { readSettings, saveSettings, settingsHistory, undoSettings, type SettingsDeps } from './settings-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

/**
 * A tenant's live settings: its runtime overrides, read, changed, their history and undo
 * (schemas/api/staff-settings.json; the portal preview's token is the customers' module's, the
 * brand files' upload the brand module's).
 */
export async function consoleSettingsRoutes(app: FastifyInstance, options: { storedFiles: SettingsDeps['storedFiles'] }): Promise<void> {
  const deps: SettingsDeps = { db: app.db, tenantConfigs: app.tenantConfigs, storedFiles: options.storedFiles };

  defineRoute(app, staffSettings.getSettings, async (request) => readSettings(deps, tenantOf(request).alias));

  defineRoute(app, staffSettings.saveSettings, async (request) => {
    const staff = staffOf(request);
    return saveSettings(deps, staff, actorOf(staff, request), tenantOf(request).alias, request.body);
  });

  defineRoute(app, staffSettings.getSettingsHistory, async (request) =>
    settingsHistory(deps, tenantOf(request).alias, request.query.limit),
  );

  defineRoute(app, staffSettings.undoSettings, async (request) => {
    const staff = staffOf(request);
    return undoSettings(deps, staff, actorOf(staff, request), tenantOf(request).alias);
  });
}
