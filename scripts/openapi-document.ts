/**
 * Writes the OpenAPI document the server serves at GET /v1/openapi.json to a file (default
 * dist/openapi.json), from an app built in memory on a throw-away database: what a partner's code
 * generator or a linter reads, without starting a server. `npm run openapi:lint` lints it with
 * Redocly's recommended rules.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { createDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { loadEnv } from '../src/server/env.js';
import { PROJECT_ROOT } from '../src/server/paths.js';

const out = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, 'dist', 'openapi.json'));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-openapi-'));
const database = createDatabase({ dataDir });
// The app's start records its recurring jobs, which needs the schema.
await migrateToLatest(database);
const app = await buildApp({
  env: { ...loadEnv({ NODE_ENV: 'test', JOBS_WORKER: 'false' }), DATA_DIR: dataDir },
  database,
  tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
  distDir: path.join(os.tmpdir(), 'premia-no-dist'),
  logger: false,
});
try {
  const res = await app.inject({ url: '/v1/openapi.json', headers: { host: 'localhost' } });
  if (res.statusCode !== 200) throw new Error(`GET /v1/openapi.json answered ${res.statusCode}`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await app.close();
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
