import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractFile } from '../../shared/api/contract-file.js';
import { PROJECT_ROOT } from '../paths.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { routeOf } from './contract.js';

const contract: ContractFile = {
  title: 'Test',
  operations: {
    getThing: {
      method: 'GET',
      path: '/things/{id}/parts/{part}',
      summary: 'A thing',
      params: { type: 'object', properties: { id: { type: 'integer' }, part: { type: 'string' } } },
      responses: { '200': { $ref: '#/$defs/Thing', description: 'The thing.' } },
      errors: [404],
    },
    broken: { method: 'GET', path: '/broken', summary: 'x', responses: { '200': { $ref: '#/$defs/Missing' } } },
    loop: { method: 'GET', path: '/loop', summary: 'x', responses: { '200': { $ref: '#/$defs/A' } } },
  },
  $defs: {
    Part: { type: 'object', properties: { name: { type: 'string' } } },
    Thing: { type: 'object', description: 'A thing.', properties: { parts: { type: 'array', items: { $ref: '#/$defs/Part' } } } },
    A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } },
    B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } } },
  },
};

describe('routeOf', () => {
  it('gives the method, the Fastify URL and the schemas with every reference resolved', () => {
    const route = routeOf(contract, 'getThing');
    expect(route.method).toBe('GET');
    expect(route.url).toBe('/things/:id/parts/:part');
    const ok = (route.schema.response as Record<string, Record<string, unknown>>)['200'];
    expect(ok).toEqual({
      type: 'object',
      description: 'The thing.',
      properties: { parts: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } },
    });
    expect((route.schema.response as Record<string, unknown>)['404']).toEqual({ $ref: 'ErrorResponse#' });
  });

  it('hands each route its own copies, since hooks add keywords to route schemas', () => {
    const a = routeOf(contract, 'getThing').schema.params as Record<string, unknown>;
    const b = routeOf(contract, 'getThing').schema.params as Record<string, unknown>;
    a['x-added'] = true;
    expect(b).not.toHaveProperty('x-added');
  });

  it('refuses an unknown operation, an unknown reference and a circular one, by name', () => {
    expect(() => routeOf(contract, 'nope')).toThrow(/operazione sconosciuta nope/);
    expect(() => routeOf(contract, 'broken')).toThrow(/riferimento sconosciuto #\/\$defs\/Missing/);
    expect(() => routeOf(contract, 'loop')).toThrow(/circolare A → B → A/);
  });

  it('refuses a reference to another file it was not handed with its shared definitions', () => {
    const crossFile: ContractFile = {
      ...contract,
      operations: {
        shared: { method: 'GET', path: '/shared', summary: 'x', responses: { '200': { $ref: 'common/orders.json#/$defs/Status' } } },
      },
    };
    expect(() => routeOf(crossFile, 'shared')).toThrow(/riferimento sconosciuto common\/orders.json#\/\$defs\/Status/);
  });
});

describe('schemas/api contract files', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  beforeAll(async () => {
    t = await buildTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths;
  });
  afterAll(() => t.close());

  it('declare only operations the server really serves, at the declared method and path', async () => {
    const dir = path.join(PROJECT_ROOT, 'schemas/api');
    const files = (await readdir(dir)).filter((n) => n.endsWith('.json') && n !== 'contract.schema.json');
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const file = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ContractFile;
      for (const [id, op] of Object.entries(file.operations)) {
        expect(paths[`/v1${op.path}`]?.[op.method.toLowerCase()], `${name} ${id}: ${op.method} ${op.path}`).toBeDefined();
      }
    }
  });
});
