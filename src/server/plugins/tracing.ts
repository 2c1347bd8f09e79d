import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.js';

export interface TracingOptions {
  /** OTLP/HTTP collector base address; absent: this plugin does nothing and loads nothing. */
  endpoint?: string;
  serviceName?: string;
  database: DatabaseHandle;
}

/**
 * Optional OpenTelemetry traces: a span per request (route template, status) with `@fastify/otel`,
 * and a child span per database statement, sent in batches to an OTLP/HTTP collector. The
 * statements' spans come from the database handle's own timings, not from patching the drivers:
 * that works the same on SQLite and PostgreSQL and under ES modules. Off (and its packages not
 * even loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Registered before the routes, which the
 * instrumentation must see being declared.
 */
async function tracingPlugin(app: FastifyInstance, options: TracingOptions): Promise<void> {
  if (!options.endpoint) return;
  const [{ trace, context }, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, otel] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'premia' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` }))],
  });
  // Sets the context manager (AsyncLocalStorage) the request span travels with.
  provider.register();
  // A span per request and per handler; one per hook would be a dozen per request, mostly noise.
  const instrumentation = new otel.FastifyOtelInstrumentation({
    registerOnInitialization: false,
    instrumentHooks: false,
    ignorePaths: ({ url }) => url === '/health' || url === '/ready' || url === '/metrics',
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());

  const tracer = provider.getTracer('premia-db');
  const system = options.database.dialect === 'postgres' ? 'postgresql' : 'sqlite';
  options.database.onQuery((timing) => {
    // Called when the statement ended, in the request's context: the span is back-dated to its start.
    const end = Date.now();
    const span = tracer.startSpan(
      `db.${timing.kind}`,
      { startTime: end - timing.seconds * 1000, attributes: { 'db.system': system, 'db.operation': timing.kind } },
      context.active(),
    );
    if (timing.failed) span.setStatus({ code: 2 });
    span.end(end);
  });
  app.addHook('onClose', async () => {
    await provider.shutdown();
    trace.disable();
  });
}

export default fp(tracingPlugin, { name: 'premia-tracing', fastify: '5.x' });
