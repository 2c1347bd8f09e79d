import { importUsers, USER_COLUMNS } from '../../src/server/modules/imports/service.js';
import type { ImportCommand } from './cli.js';

/** `npm run users:import`: the import itself is the server's (src/server/modules/imports/users-service.ts). */
export const usersImport: ImportCommand = { name: 'users:import', label: 'utenti', columns: USER_COLUMNS, run: importUsers };
