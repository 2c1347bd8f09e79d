import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app.js';

/** A collector on 127.0.0.1 that keeps the OTLP/HTTP JSON trace exports it receives. */
let collector: Server;
let endpoint: string;
const exports: unknown[] = [];

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
const spansOf = (body: unknown): OtlpSpan[] =>
  (body as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends a span per request with its route, and the request’s statements as its descendants', async () => {
    const t = await buildTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'premia-test' } });
    const res = await t.app.inject({ url: '/v1/app/start', headers: { host: 'demo.localhost' } });
    expect(res.statusCode).toBe(200);
    // Closing the app flushes the batch to the collector.
    await t.close();

    const spans = exports.flatMap(spansOf);
    const handler = spans.find((s) => attribute(s, 'http.route') === '/v1/app/start');
    const request = spans.find((s) => s.traceId === handler?.traceId && !s.parentSpanId);
    expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    expect(Number(attribute(request!, 'http.response.status_code'))).toBe(200);
    const trace = spans.filter((s) => s.traceId === request!.traceId);
    const statements = trace.filter((s) => s.name.startsWith('db.'));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => attribute(s, 'db.system') === (process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite'))).toBe(true);
    // Each statement hangs from a span of that request's trace.
    const ids = new Set(trace.map((s) => s.spanId));
    expect(statements.every((s) => s.parentSpanId && ids.has(s.parentSpanId))).toBe(true);
    const service = (exports[0] as { resourceSpans: { resource: { attributes: OtlpSpan['attributes'] } }[] }).resourceSpans[0]!.resource;
    expect(service.attributes.find((a) => a.key === 'service.name')?.value.stringValue).toBe('premia-test');
  });

  it('loads nothing and sends nothing without the variable', async () => {
    const before = exports.length;
    const t = await buildTestApp();
    await t.app.inject({ url: '/v1/app/start', headers: { host: 'demo.localhost' } });
    await t.close();
    expect(exports.length).toBe(before);
  });
});
