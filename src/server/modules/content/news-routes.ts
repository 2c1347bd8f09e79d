import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { findNews, findNotice, pageNews, pageNotices } from './news-repository.js';
import type { News, Notice } from './news.table.js';
import { idParamsSchema, imageOf, imageSchema, offsetOf, pageOf, pageQuerySchema, pageResponse, type IdParams, type PageQuery } from './paging.js';
import { sanitizeHtml } from './sanitize.js';

/** Nine a page: the magazine grid is three by three on desktop. */
export const MAGAZINE_PAGE_SIZE = 9;
export const NOTICES_PAGE_SIZE = 10;

export const NEWS_NOT_FOUND = 'Articolo non trovato';
export const NOTICE_NOT_FOUND = 'Avviso non trovato';

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

const summaryOf = (n: News) => ({ id: n.id, slug: n.slug, title: n.title, excerpt: n.excerpt, image: imageOf(n), published_at: n.published_at });
const detailOf = (n: News) => ({ ...summaryOf(n), body_html: sanitizeHtml(n.body_html) });
const noticeOf = (n: Notice) => ({ id: n.id, title: n.title, body_html: sanitizeHtml(n.body_html), published_at: n.published_at });

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
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await pageNews(app.db, request.tenant.alias, MAGAZINE_PAGE_SIZE, offsetOf(page, MAGAZINE_PAGE_SIZE));
      return pageOf(rows.map(summaryOf), total, page, MAGAZINE_PAGE_SIZE);
    },
  );

  app.get<{ Params: IdParams }>(
    '/magazine/:id',
    {
      schema: { tags: ['content'], summary: 'One magazine article', params: idParamsSchema, response: { 200: newsDetail, ...errorResponses(400, 404) } },
    },
    async (request) => {
      const news = await findNews(app.db, request.tenant.alias, request.params.id);
      if (!news) throw new HttpError(404, NEWS_NOT_FOUND);
      return detailOf(news);
    },
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
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await pageNotices(app.db, request.tenant.alias, NOTICES_PAGE_SIZE, offsetOf(page, NOTICES_PAGE_SIZE));
      return pageOf(rows.map(noticeOf), total, page, NOTICES_PAGE_SIZE);
    },
  );

  app.get<{ Params: IdParams }>(
    '/notices/:id',
    { schema: { tags: ['content'], summary: 'One notice', params: idParamsSchema, response: { 200: noticeSchema, ...errorResponses(400, 404) } } },
    async (request) => {
      const notice = await findNotice(app.db, request.tenant.alias, request.params.id);
      if (!notice) throw new HttpError(404, NOTICE_NOT_FOUND);
      return noticeOf(notice);
    },
  );
}
