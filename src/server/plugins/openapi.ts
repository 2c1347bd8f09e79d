import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI 3 document generated from the route schemas, at GET /v1/openapi.json. Registered
 * before the routes: it collects them as they are added.
 */
async function openapiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Premia API',
        version: '1.0.0',
        license: { name: 'Proprietary: for the operators of Premia initiatives and their partners' },
        description:
          'Reference API of the Premia rewards portal. Every call carries `X-Client-Info: {"alias":"<host>","lang":"it","source":"web"}`; ' +
          'anonymous calls are answered for the tenant it names (or the Host header). Failures answer `{error}`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The partner API's machines (/v1/partner): a key made in the console or with npm run apikey.
          partnerKey: { type: 'http', scheme: 'bearer', description: 'prm_… API key' },
        },
      },
    },
    // Name shared schemas by their $id (ErrorResponse) instead of def-0, def-1 …
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });

  app.get('/v1/openapi.json', { schema: { hide: true }, config: { tenant: 'none' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

export default fp(openapiPlugin, { name: 'premia-openapi', fastify: '5.x' });
