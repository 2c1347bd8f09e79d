/**
 * A partner's code generator against the served document: openapi-typescript turns
 * GET /v1/openapi.json (fetched from a listening server) into types, TypeScript checks a small
 * openapi-fetch client written against them, and the client then runs against the server:
 * what a partner's build would do on the first day.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths.js';
import { buildTestApp, type TestApp } from './test/build-app.js';
import { partnerKey } from './test/partner-helpers.js';
import { balanceOf } from './modules/points/service.js';
import { userId } from './modules/catalog/test-helpers.js';

let t: TestApp;
let baseUrl: string;
/** Inside node_modules, so the generated client resolves openapi-fetch as a partner's project would. */
let dir: string;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(path.join(PROJECT_ROOT, 'node_modules', '.partner-client-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export async function run(baseUrl: string, key: string, userCode: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` } });
  const moved = await client.POST('/v1/partner/points', {
    body: { user_code: userCode, delta: 25, reason: 'Dal client generato', external_id: 'client-gen-1' },
  });
  if (!moved.data) throw new Error(\`points: \${moved.response.status} \${moved.error?.error}\`);
  const balance: number = moved.data.balance;
  const page = await client.GET('/v1/partner/orders', { params: { query: { limit: 3 } } });
  if (!page.data) throw new Error(\`orders: \${page.response.status}\`);
  const numbers: string[] = page.data.data.map((o) => o.order_number);
  const refused = await client.POST('/v1/partner/points', {
    body: { user_code: userCode, delta: -1000000, reason: 'Troppo', external_id: 'client-gen-2' },
  });
  return { balance, duplicate: moved.data.duplicate, numbers, cursor: page.data.next_cursor, refused: refused.response.status, error: refused.error?.error };
}
`;

/** TypeScript's verdict on the files, strict, as a partner's build would check them. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from GET /v1/openapi.json', () => {
  it('type-checks, refuses a wrong body at compile time, and calls the partner API', async () => {
    const doc = await (await fetch(`${baseUrl}/v1/openapi.json`)).json();
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await writeFile(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(doc)));
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    expect(typeErrors([path.join(dir, 'client.ts')])).toEqual([]);

    // The types are the contract's: a delta sent as text does not compile.
    await writeFile(path.join(dir, 'wrong.ts'), CLIENT.replace('delta: 25', "delta: '25'"));
    expect(typeErrors([path.join(dir, 'wrong.ts')]).join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);

    const js = ts.transpileModule(CLIENT, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
    await writeFile(path.join(dir, 'client.mjs'), js);
    const { run } = (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, 'client.mjs')).href)) as {
      run(baseUrl: string, key: string, userCode: string): Promise<Record<string, unknown>>;
    };
    const { key } = await partnerKey(t.app);
    const before = await balanceOf(t.app.db, await userId(t.app, 'demo', 'DEMO0001'));
    const result = await run(baseUrl, key, 'DEMO0001');
    const orders = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('tenant_alias', '=', 'demo')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(result).toEqual({
      balance: before + 25,
      duplicate: false,
      numbers: orders.map((o) => o.order_number),
      cursor: expect.any(String),
      refused: 409,
      error: expect.stringMatching(/^Saldo insufficiente/),
    });
    // Two whole-program type checks: seconds on a busy machine.
  }, 120_000);
});
