import { importPoints, POINTS_COLUMNS } from '../../src/server/modules/imports/service.js';
import type { ImportCommand } from './cli.js';

/** `npm run points:import`: the import itself is the server's (src/server/modules/imports/points-service.ts). */
export const pointsImport: ImportCommand = { name: 'points:import', label: 'movimenti', columns: POINTS_COLUMNS, run: importPoints };
