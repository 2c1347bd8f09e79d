/**
 * The OpenAPI-driven fuzz suite: every operation of /v1/openapi.json, as a signed-in
 * customer (the partner API's with a live API key of every scope), gets its baseline request, each input replaced one at a time by every hostile value
 * (values.ts), whole-body variants, and random combinations from fast-check. Any 5xx, or any
 * answer that breaks the response the document declares, fails the operation's test. New routes
 * are fuzzed as soon as they are in the document.
 */
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './test/auth-helpers.js';
import { buildTestApp } from './test/build-app.js';
import { operationsOf, type Field, type OpenApiDoc, type Operation } from './test/fuzz/operations.js';
import { keyOf, toRequest, type FuzzCase } from './test/fuzz/requests.js';
import { responseChecker } from './test/fuzz/response-check.js';
import { BODY_VARIANTS, hostileValue, systematicValues, validValue, type Value } from './test/fuzz/values.js';
import { tinyJpeg } from './modules/content/test-fixtures.js';
import { partnerKey } from './test/partner-helpers.js';

const HOST = 'demo.localhost';
/** Random cases per operation; fixed seed, so a failure is replayed by the next run. */
const RANDOM_RUNS = 100;
const SEED = 20261123;

const t = await buildTestApp();
const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { host: HOST } })).json() as OpenApiDoc;
const operations = operationsOf(doc);
const check = responseChecker(doc);
const customer = await signIn(t.app, HOST, 'DEMO0001');
const headers = { host: HOST, 'x-client-info': JSON.stringify({ alias: HOST, lang: 'it', source: 'web' }), ...bearer(customer.token) };
const baselines = await knownGoodValues();
// One key per partner operation: each stays under the per-key budget of calls a minute.
const partnerKeys = new Map<string, string>();
for (const op of operations) if (op.path.startsWith('/v1/partner/')) partnerKeys.set(op.id, (await partnerKey(t.app)).key);
const headersOf = (op: Operation) => {
  const key = partnerKeys.get(op.id);
  return key ? { ...headers, authorization: `Bearer ${key}` } : headers;
};
const sent = { requests: 0, started: Date.now() };

afterAll(async () => {
  const seconds = (Date.now() - sent.started) / 1000;
  console.info(`openapi fuzz: ${operations.length} operations, ${sent.requests} requests in ${seconds.toFixed(1)} s`);
  await t.close();
});

/** Path and body values that exist in the seeded demo tenant, so baselines reach the handlers. */
async function knownGoodValues(): Promise<Record<string, Value>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers differ per list; pick reads what it needs
  const first = async (url: string, pick: (body: any) => unknown) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: HOST, ...bearer(customer.token) } });
    return res.statusCode === 200 ? pick(res.json()) : undefined;
  };
  const values: Record<string, Value> = {
    '/v1/catalog/products/{id} path:id': await first('/v1/catalog/products', (b) => b.data[0]?.id),
    '/v1/magazine/{id} path:id': await first('/v1/magazine', (b) => b.data[0]?.id),
    '/v1/notices/{id} path:id': await first('/v1/notices', (b) => b.data[0]?.id),
    '/v1/advantages/{id} path:id': await first('/v1/advantages', (b) => b[0]?.id ?? b.data?.[0]?.id),
    '/v1/vouchers/{id} path:id': await first('/v1/vouchers', (b) => b[0]?.id ?? b.data?.[0]?.id),
    '/v1/notifications/{id} path:id': await first('/v1/notifications', (b) => b.data[0]?.id),
    '/v1/notifications/{id}/read path:id': await first('/v1/notifications', (b) => b.data[0]?.id),
    '/v1/initiatives/{slug} path:slug': 'estate-2025',
    '/v1/panel/auth/init/{id} path:id': 'demo-2025',
    '/v1/utility/districtsall/{region} path:region': 'Lombardia',
    '/v1/utility/cities/{district} path:district': 'MI',
    '/v1/catalog/images/{glyph}/{file} path:glyph': 'tech',
    '/v1/catalog/images/{glyph}/{file} path:file': '1d4ed8.svg',
    '/v1/content/images/{name}/{file} path:name': 'premi',
    '/v1/content/images/{name}/{file} path:file': '1d4ed8.svg',
    '/v1/content/logos/{name}/{file} path:name': 'AB',
    '/v1/content/logos/{name}/{file} path:file': '1d4ed8.svg',
    'body:product_id': await first('/v1/catalog/products', (b) => b.data[0]?.id),
    'body:receipt': new Blob([new Uint8Array(tinyJpeg())], { type: 'image/jpeg' }),
    'body:user_code': 'DEMO0001',
    '/v1/partner/orders/{order_number}/status path:order_number': (
      await t.app.db.selectFrom('orders').select('order_number').where('tenant_alias', '=', 'demo').orderBy('id').executeTakeFirst()
    )?.order_number,
  };
  return values;
}

/** A value that passes validation: the known-good one, else one sampled from the schema. */
function baselineOf(op: Operation, field: Field): Value {
  const known = baselines[`${op.path} ${keyOf(field)}`] ?? (field.in === 'body' ? baselines[keyOf(field)] : undefined);
  if (known !== undefined) return known;
  try {
    return sample(field.schema as never, { skipReadOnly: true }, doc as never);
  } catch {
    return 'x';
  }
}

function baselineCase(op: Operation): FuzzCase {
  const values = Object.fromEntries(op.fields.map((f) => [keyOf(f), baselineOf(op, f)]));
  return {
    values,
    encoding: op.bodyTypes.includes('multipart/form-data') && 'body:receipt' in values ? 'multipart/form-data' : op.bodyTypes[0],
  };
}

let ipCounter = 0;
/** Sends one case and returns the breach, or null when the answer keeps the contract. */
async function send(op: Operation, request: ReturnType<typeof toRequest>): Promise<string | null> {
  sent.requests += 1;
  ipCounter += 1;
  const res = await t.app.inject({ ...request, remoteAddress: `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}` });
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  return check(op, res);
}

describe.each(operations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
  it('keeps its contract for the baseline, every hostile value of every input, and malformed bodies', async () => {
    const base = baselineCase(op);
    const breaches: string[] = [];
    const tryCase = async (label: string, fuzz: FuzzCase) => {
      const breach = await send(op, toRequest(op, fuzz, headersOf(op)));
      if (breach) breaches.push(`${label}: ${breach}`);
    };
    await tryCase('baseline', base);
    for (const field of op.fields) {
      for (const [name, value] of Object.entries(systematicValues(field.in))) {
        await tryCase(`${keyOf(field)}=${name}`, { ...base, values: { ...base.values, [keyOf(field)]: value } });
      }
    }
    if (op.bodyTypes.length > 0) {
      await tryCase('extra body fields', { ...base, extra: { unexpected: 'x', __proto__: { polluted: true } } });
      for (const [name, variant] of Object.entries(BODY_VARIANTS)) {
        const request = toRequest(op, { values: {} }, headersOf(op));
        const breach = await send(op, {
          ...request,
          headers: { ...request.headers, 'content-type': variant.contentType },
          payload: variant.payload,
        });
        if (breach) breaches.push(`body ${name}: ${breach}`);
      }
    }
    expect(breaches.length, `${breaches.length} breaches:\n${breaches.join('\n')}`).toBe(0);
  });

  it('keeps its contract for random combinations of valid and hostile inputs', async () => {
    const base = baselineCase(op);
    const valueArbs = Object.fromEntries(
      op.fields.map((f) => [
        keyOf(f),
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(base.values[keyOf(f)]) },
          { weight: 1, arbitrary: validValue(f.schema) },
          { weight: 2, arbitrary: hostileValue },
        ),
      ]),
    );
    const caseArb = fc.record({
      values: fc.record(valueArbs),
      encoding: op.bodyTypes.length ? fc.constantFrom(...op.bodyTypes) : fc.constant(undefined),
    });
    await fc.assert(
      fc.asyncProperty(caseArb, async (fuzz) => {
        const breach = await send(op, toRequest(op, fuzz as FuzzCase, headersOf(op)));
        if (breach) throw new Error(breach);
      }),
      { numRuns: RANDOM_RUNS, seed: SEED },
    );
  });
});
