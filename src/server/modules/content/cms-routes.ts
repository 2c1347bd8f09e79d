import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { openInitiative, sectionOf, sectionsOf } from './cms-service.js';
import { CMS_KEYS } from './cms.table.js';
import { imageSchema } from './paging.js';

const sectionSchema = {
  type: 'object',
  required: ['key', 'title', 'body_html', 'updated_at'],
  properties: {
    key: { type: 'string', enum: [...CMS_KEYS], description: 'Section key.' },
    title: { type: 'string', description: 'Heading.' },
    body_html: { type: 'string', description: 'Rich text, sanitized HTML (sanitize again before rendering).' },
    updated_at: { type: 'string', description: 'ISO-8601 time of the last edit.' },
  },
} as const;

const initiativeSchema = {
  type: 'object',
  required: ['slug', 'title', 'body_html', 'image', 'starts_at', 'ends_at'],
  properties: {
    slug: { type: 'string', description: 'Path segment of /promo/{initiative}.' },
    title: { type: 'string', description: 'Title.' },
    body_html: { type: 'string', description: 'Page text, sanitized HTML.' },
    image: imageSchema,
    starts_at: { type: ['string', 'null'], description: 'ISO-8601 start, null = already open.' },
    ends_at: { type: ['string', 'null'], description: 'ISO-8601 end, null = open-ended.' },
  },
} as const;

/** CMS sections (spec §3 'Other stored data', plus the mechanics of /meccanica) and public initiative pages. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/cms',
    {
      schema: {
        tags: ['content'], summary: 'Every CMS section of the tenant, keyed by section',
        response: { 200: { type: 'object', description: 'Sections by key; a missing key has no content.', additionalProperties: sectionSchema }, ...errorResponses(404) },
      },
    },
    async (request) => sectionsOf(app.db, request.tenant.alias),
  );

  app.get<{ Params: { section: string } }>(
    '/cms/:section',
    {
      schema: {
        tags: ['content'], summary: 'One CMS section (intro, footer, authentication, profile, contact, howItWorks, home, advantages, mechanics)',
        params: { type: 'object', required: ['section'], properties: { section: { type: 'string', enum: [...CMS_KEYS], description: 'Section key.' } } },
        response: { 200: sectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => sectionOf(app.db, request.tenant.alias, request.params.section),
  );

  app.get<{ Params: { slug: string } }>(
    '/initiatives/:slug',
    {
      schema: {
        tags: ['content'], summary: 'Public initiative page (/promo/{initiative}); 404 when unknown, inactive or out of its dates',
        params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 200, description: 'Initiative slug.' } } },
        response: { 200: initiativeSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => openInitiative(app.db, request.tenant.alias, request.params.slug, app.clock()),
  );
}
