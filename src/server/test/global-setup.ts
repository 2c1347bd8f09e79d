import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/database.js';
import { loadEnv } from '../env.js';
import { PROJECT_ROOT } from '../paths.js';
import { adminQuery, postgresUrlOf } from './database.js';
import { migrateAndSeed, templateKey, setTestPasswordCost, type SeededTemplate } from './template.js';

/**
 * The server project's globalSetup: migrates and seeds one database for the default test app
 * (the repository's tenants/, the test env's demo mode) before any file runs, and drops it after.
 * The PostgreSQL template's name carries this run's id too: several runs may share the server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  setTestPasswordCost();
  const tenantsDir = path.join(PROJECT_ROOT, 'tenants');
  const { DEMO_DATA } = loadEnv({ NODE_ENV: 'test' });
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    const key = await templateKey('postgres', tenantsDir, DEMO_DATA);
    const postgresName = `premia_template_${key}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${postgresName}`);
    const handle = createDatabase({ databaseUrl: postgresUrlOf(adminUrl, postgresName), dataDir: os.tmpdir(), poolSize: 1 });
    const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    try {
      await migrateAndSeed(handle, tenantsDir, DEMO_DATA);
    } catch (err) {
      await handle.destroy();
      await drop();
      throw err;
    }
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await handle.destroy();
    project.provide('premiaTemplate', { key, postgresName } satisfies SeededTemplate);
    return drop;
  }

  const key = await templateKey('sqlite', tenantsDir, DEMO_DATA);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-template-'));
  const handle = createDatabase({ dataDir });
  try {
    await migrateAndSeed(handle, tenantsDir, DEMO_DATA);
  } catch (err) {
    await handle.destroy();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  await handle.destroy();
  project.provide('premiaTemplate', { key, sqliteFile: path.join(dataDir, 'portal.db') } satisfies SeededTemplate);
  return () => rm(dataDir, { recursive: true, force: true });
}
