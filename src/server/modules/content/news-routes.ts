import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { magazineArticle, magazinePage, noticeById, noticesPage } from './news-service.js';
import { idParamsSchema, imageSchema, pageQuerySchema, pageResponse, type IdParams, type PageQuery } from './paging.js';

const newsSummary = {
  type: 'object',
  required: ['id', 'slug', 'title', 'excerpt', 'image', 'published_at'],
  properties: {
    id: { type: 'integer', description: 'Id (GET magazine/{id}).' },
    slug: { type: 'string', description: 'URL-friendly title.' },
    title: { type: 'string', description: 'Title.' },
    excerpt: { type: 'string', description: 'Plain-text summary for the list.' },
    image: imageSchema,
    published_at: { type: 'string', description: 'ISO-8601 publication time.' },
  },
} as const;

const newsDetail = {
  ...newsSummary,
  required: [...newsSummary.required, 'body_html'],
  properties: { ...newsSummary.properties, body_html: { type: 'string', description: 'Article body, sanitized HTML (sanitize again before rendering).' } },
} as const;

const noticeSchema = {
  type: 'object',
  required: ['id', 'title', 'body_html', 'published_at'],
  properties: {
    id: { type: 'integer', description: 'Id.' },
    title: { type: 'string', description: 'Title.' },
    body_html: { type: 'string', description: 'Text, sanitized HTML.' },
    published_at: { type: 'string', description: 'ISO-8601 publication time.' },
  },
} as const;

/**
 * GET magazine (spec §7, `{last_page, data}`) and GET notices. Content of the tenant, the same for
 * every customer, so no login is needed to read it: the SPA's guards decide which screens show it.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/magazine',
    {
      schema: {
        tags: ['content'],
        summary: 'Magazine articles, newest first, nine a page',
        querystring: pageQuerySchema,
        response: { 200: pageResponse(newsSummary, 'A page of articles.'), ...errorResponses(400, 404) },
      },
    },
    async (request) => magazinePage(app.db, request.tenant.alias, request.query.page),
  );

  app.get<{ Params: IdParams }>(
    '/magazine/:id',
    {
      schema: { tags: ['content'], summary: 'One magazine article', params: idParamsSchema, response: { 200: newsDetail, ...errorResponses(400, 404) } },
    },
    async (request) => magazineArticle(app.db, request.tenant.alias, request.params.id),
  );

  app.get<{ Querystring: PageQuery }>(
    '/notices',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices, newest first, ten a page',
        querystring: pageQuerySchema,
        response: { 200: pageResponse(noticeSchema, 'A page of notices.'), ...errorResponses(400, 404) },
      },
    },
    async (request) => noticesPage(app.db, request.tenant.alias, request.query.page),
  );

  app.get<{ Params: IdParams }>(
    '/notices/:id',
    { schema: { tags: ['content'], summary: 'One notice', params: idParamsSchema, response: { 200: noticeSchema, ...errorResponses(400, 404) } } },
    async (request) => noticeById(app.db, request.tenant.alias, request.params.id),
  );
}
