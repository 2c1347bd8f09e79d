import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type {
  SettingsAnswer,
  SettingsChangeAnswer,
  SettingsHistoryEntry,
  StaffSettingsOperations,
  UndoAnswer,
} from '../../../shared/types/generated/api/staff-settings.js';
import contractFile from '../../../../schemas/api/staff-settings.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { readSettings, saveSettings, settingsHistory, undoSettings, type SettingsDeps } from './settings-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as ContractFile;
type Op = StaffSettingsOperations;

/**
 * A tenant's live settings: its runtime overrides, read, changed, their history and undo
 * (schemas/api/staff-settings.json; the portal preview's token is the customers' module's, the
 * brand files' upload the brand module's).
 */
export async function consoleSettingsRoutes(app: FastifyInstance, options: { storedFiles: SettingsDeps['storedFiles'] }): Promise<void> {
  const deps: SettingsDeps = { db: app.db, tenantConfigs: app.tenantConfigs, storedFiles: options.storedFiles };

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

  app.route<{ Params: Op['undoSettings']['params'] }>({
    ...routeOf(contract, 'undoSettings'),
    handler: async (request): Promise<UndoAnswer> => {
      const staff = staffOf(request);
      return undoSettings(deps, staff, actorOf(staff, request), tenantOf(request).alias);
    },
  });
}
