import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
let doc: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { host: 'unknown.example.com' } });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Every value in a JSON tree, with its path. */
function* walk(node: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (node === null || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [at, node as Record<string, unknown>];
  for (const [key, value] of Object.entries(node)) yield* walk(value, `${at}/${key}`);
}

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.0 document of the /v1 API only', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.title).toBe('Premia API');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/app/start', '/v1/app/tenant', '/v1/app/errors']));
    expect(paths.every((p) => p.startsWith('/v1/'))).toBe(true);
  });

  it('describes a response for every operation, including the error shape', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)) {
      for (const [method, op] of Object.entries(item)) {
        // A redirecting route (the OIDC start and callback) succeeds with a 3xx.
        expect(
          Object.keys(op.responses ?? {}).some((code) => /^[23]/.test(code)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    expect(doc.components.schemas.ErrorResponse.properties.error.type).toBe('string');
    expect(doc.paths['/v1/app/start'].get.responses['404'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErrorResponse',
    );
    expect(doc.paths['/v1/app/errors'].post.requestBody.content['application/json'].schema.required).toEqual(['message']);
  });

  it('uses only valid OpenAPI 3.0 schema types and resolvable references', () => {
    for (const [at, node] of walk(doc)) {
      if (typeof node.$ref === 'string') {
        const target = node.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce<unknown>((cur, key) => (cur as Record<string, unknown> | undefined)?.[key], doc);
        expect(target, `${at}: ${node.$ref}`).toBeDefined();
      }
      if ('type' in node && at.includes('schema') && !at.endsWith('/properties')) {
        expect(typeof node.type === 'string' && node.type !== 'null', `${at}: type ${JSON.stringify(node.type)}`).toBe(true);
      }
    }
  });

  it('declares what the server really answers: media types of non-JSON answers, redirects and framework errors', () => {
    const responses = (path: string, method = 'get') => doc.paths[path][method].responses;
    expect(Object.keys(responses('/v1/forms/validators.js')['200'].content)).toEqual(['text/javascript']);
    for (const path of ['/v1/catalog/images/{glyph}/{file}', '/v1/content/images/{name}/{file}', '/v1/content/logos/{name}/{file}']) {
      expect(Object.keys(responses(path)['200'].content), path).toEqual(['image/svg+xml']);
      expect(Object.keys(responses(path)), path).toEqual(expect.arrayContaining(['404', '414']));
    }
    expect(Object.keys(responses('/v1/auth/oidc/{provider}/start'))).toEqual(expect.arrayContaining(['302', '400', '404']));
    expect(Object.keys(responses('/v1/auth/oidc/{provider}/callback'))).toEqual(expect.arrayContaining(['302', '400', '404']));
    // A body over the limit (413) or of a media type no parser takes (415) can reach any route that reads one.
    expect(Object.keys(responses('/v1/contact', 'post'))).toEqual(expect.arrayContaining(['400', '413', '415']));
  });
});
