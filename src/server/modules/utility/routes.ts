import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { utility } from '../../../shared/types/generated/api/utility.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { italy, type Option } from './comuni.js';

/** Reference data changes with a release at most: a day in any cache, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400';

interface Serialized {
  body: string;
  etag: string;
}

/** Serialized answers by URL: each list is built and hashed once per process. */
const answers = new Map<string, Serialized>();

function serialize(key: string, build: () => unknown): Serialized {
  let found = answers.get(key);
  if (!found) {
    const body = JSON.stringify(build());
    found = { body, etag: `"u-${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
    answers.set(key, found);
  }
  return found;
}

function send(request: FastifyRequest, reply: FastifyReply, answer: Serialized) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', answer.etag);
  const inm = request.headers['if-none-match'];
  if (inm !== undefined && inm.split(',').some((tag) => tag.trim() === answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

let countries: Option[] | null = null;

/** ISO 3166-1 countries with their Italian names (generated once from Intl.DisplayNames('it')). */
function countryList(): Option[] {
  countries ??= JSON.parse(readFileSync(new URL('./data/countries.json', import.meta.url), 'utf8')) as Option[];
  return countries;
}

/**
 * Address lookups for the address forms: regions of Italy, the provinces of a region, the
 * municipalities of a province with their CAP, and the countries. The same for every tenant, so
 * no tenant lookup and publicly cacheable.
 */
export async function utilityRoutes(app: FastifyInstance): Promise<void> {
  const extras = { config: { tenant: 'none' } } as const;

  defineRoute(
    app,
    utility.getRegions,
    async (request, reply) =>
      send(
        request,
        reply,
        serialize('regions', () => italy().regions),
      ),
    extras,
  );

  defineRoute(
    app,
    utility.getDistricts,
    async (request, reply) => {
      const key = request.params.region.trim().toLowerCase();
      const list = italy().districts.get(key);
      if (!list) throw new HttpError(404, 'Regione sconosciuta');
      return send(
        request,
        reply,
        serialize(`districts:${key}`, () => list),
      );
    },
    extras,
  );

  defineRoute(
    app,
    utility.getCities,
    async (request, reply) => {
      const key = request.params.district.trim().toLowerCase();
      const list = italy().cities.get(key);
      if (!list) throw new HttpError(404, 'Provincia sconosciuta');
      return send(
        request,
        reply,
        serialize(`cities:${key}`, () => list),
      );
    },
    extras,
  );

  defineRoute(app, utility.getCountries, async (request, reply) => send(request, reply, serialize('countries', countryList)), extras);
}
