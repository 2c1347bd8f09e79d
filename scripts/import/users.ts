import { readFile } from 'node:fs/promises';
import { importableExtraFields } from '../../src/shared/customer-fields.js';
import type { TenantFile } from '../../src/shared/types/generated/tenant.js';
import { importUsers, USER_COLUMNS, userColumnsFor } from '../../src/server/modules/imports/service.js';
import type { ImportCommand } from './cli.js';

/** The tenant's signup extras as columns; a file that cannot be read leaves the fixed columns (the import reports it). */
async function columnsOfTenant(tenantFile: string) {
  try {
    const file = JSON.parse(await readFile(tenantFile, 'utf8')) as TenantFile;
    return userColumnsFor(importableExtraFields(file.forms ?? {}));
  } catch {
    return USER_COLUMNS;
  }
}

/** `npm run users:import`: the import itself is the server's (src/server/modules/imports/users-service.ts). */
export const usersImport: ImportCommand = {
  name: 'users:import',
  label: 'utenti',
  columns: USER_COLUMNS,
  columnsFor: columnsOfTenant,
  run: importUsers,
};
