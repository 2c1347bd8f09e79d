import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { CMS_KEYS, type CmsSection, type Initiative } from './cms.table.js';
import { imageOf, imageSchema } from './paging.js';
import { sanitizeHtml } from './sanitize.js';

export const SECTION_NOT_FOUND = 'Sezione non trovata';
export const INITIATIVE_NOT_FOUND = 'Iniziativa non trovata';

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

const sectionView = (s: CmsSection) => ({ key: s.key, title: s.title, body_html: sanitizeHtml(s.body_html), updated_at: s.updated_at });

async function findInitiative(db: Db, tenantAlias: string, slug: string): Promise<Initiative | undefined> {
  return db.selectFrom('initiatives').selectAll().where('tenant_alias', '=', tenantAlias).where('slug', '=', slug).executeTakeFirst();
}

/** Open while active and within its dates; ISO-8601 UTC strings compare as times. */
function isOpen(i: Initiative, now: string): boolean {
  return i.active === 1 && (i.starts_at === null || i.starts_at <= now) && (i.ends_at === null || i.ends_at > now);
}

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
    async (request) => {
      const rows = await app.db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', request.tenant.alias).orderBy('key').execute();
      return Object.fromEntries(rows.map((s) => [s.key, sectionView(s)]));
    },
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
    async (request) => {
      const row = await app.db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', request.tenant.alias).where('key', '=', request.params.section).executeTakeFirst();
      if (!row) throw new HttpError(404, SECTION_NOT_FOUND);
      return sectionView(row);
    },
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
    async (request) => {
      const found = await findInitiative(app.db, request.tenant.alias, request.params.slug);
      // One answer for unknown and closed: the page's existence is not disclosed before it opens.
      if (!found || !isOpen(found, app.clock().toISOString())) throw new HttpError(404, INITIATIVE_NOT_FOUND);
      return { slug: found.slug, title: found.title, body_html: sanitizeHtml(found.body_html), image: imageOf(found), starts_at: found.starts_at, ends_at: found.ends_at };
    },
  );
}
