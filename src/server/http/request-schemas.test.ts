import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../../shared/control-characters.js';
import errorsPlugin from '../plugins/errors.js';
import { buildTestApp } from '../test/build-app.js';
import { applyTextRule, INT_MAX, textRuleAjvPlugin } from './request-schemas.js';

describe("the text rule on the server's ajv", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The same wiring as app.ts, on a route whose schema says nothing about control characters.
    app = Fastify({ ajv: { customOptions: { allErrors: true }, plugins: [textRuleAjvPlugin] } });
    app.addHook('onRoute', applyTextRule);
    await app.register(errorsPlugin);
    app.post(
      '/echo/:slug',
      {
        schema: {
          params: { type: 'object', properties: { slug: { type: 'string' } } },
          querystring: { type: 'object', properties: { q: { type: 'string' } } },
          headers: { type: 'object', properties: { 'x-note': { type: 'string' } } },
          body: { type: 'object', additionalProperties: true, properties: { name: { type: 'string', maxLength: 20 } } },
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url: string, payload: object = { name: 'Mario' }, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const detailsOf = (res: Awaited<ReturnType<typeof send>>) => res.json<{ details: { field: string; message: string }[] }>().details;

  it('refuses a control character in the body, declared fields and extra ones alike', async () => {
    const res = await send('/echo/a', { name: 'Ma\u0000rio', note: 'x\u007f' });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toHaveLength(2);
    expect(detailsOf(res)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CONTROL_CHARACTERS_MESSAGE },
        { field: 'note', message: CONTROL_CHARACTERS_MESSAGE },
      ]),
    );
  });

  it('refuses one in the path, the query string and a header', async () => {
    expect(detailsOf(await send('/echo/a%00b'))).toEqual([{ field: 'slug', message: CONTROL_CHARACTERS_MESSAGE }]);
    expect(detailsOf(await send('/echo/a?q=%1b'))).toEqual([{ field: 'q', message: CONTROL_CHARACTERS_MESSAGE }]);
    expect(detailsOf(await send('/echo/a', undefined, { 'x-note': 'a\u0001b' }))).toEqual([
      { field: 'x-note', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });

  it('lets tabs, line breaks and any printable text through', async () => {
    const res = await send('/echo/caff%C3%A8?q=%E2%82%AC', { name: 'Riga\r\n\tdue 😀', note: 'è' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('every request schema of the API', () => {
  type Node = Record<string, unknown>;
  const problems: string[] = [];
  const seen = { integers: 0, strings: 0 };

  /** Every schema node under `node`, with its path. */
  function* nodes(node: unknown, at: string): Generator<[string, Node]> {
    if (node === null || typeof node !== 'object') return;
    if (!Array.isArray(node)) yield [at, node as Node];
    for (const [key, value] of Object.entries(node))
      if (key !== 'example' && key !== 'default' && key !== 'enum') yield* nodes(value, `${at}/${key}`);
  }
  const hasType = (node: Node, type: string) => node['type'] === type || (Array.isArray(node['type']) && node['type'].includes(type));

  beforeAll(async () => {
    const t = await buildTestApp();
    try {
      const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { host: 'demo.localhost' } })).json<{
        paths: Record<string, Record<string, Node>>;
      }>();
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const inputs = { parameters: op['parameters'], requestBody: op['requestBody'] };
          for (const [at, node] of nodes(inputs, `${method.toUpperCase()} ${path}`)) {
            if (hasType(node, 'integer') || hasType(node, 'number')) {
              seen.integers += 1;
              const { minimum, maximum } = node as { minimum?: number; maximum?: number };
              if (typeof minimum !== 'number' || typeof maximum !== 'number' || minimum < -INT_MAX - 1 || maximum > INT_MAX)
                problems.push(`${at}: integer without bounds within 32 bits`);
            }
            if (hasType(node, 'string')) seen.strings += 1;
            if (hasType(node, 'string') && node[NO_CONTROL_CHARACTERS] !== true)
              problems.push(`${at}: string without ${NO_CONTROL_CHARACTERS}`);
          }
        }
      }
    } finally {
      await t.close();
    }
  });

  it('bounds every integer within what a 32-bit column holds and applies the text rule to every string', () => {
    expect(problems).toEqual([]);
    // The walk did reach the schemas: ids, pages, quantities; user codes, passwords, slugs…
    expect(seen.integers).toBeGreaterThan(20);
    expect(seen.strings).toBeGreaterThan(50);
  });
});
