import type { Db } from '../db/database.js';
import type { Env } from '../env.js';
import type { LinkSite } from './public-url.js';

/** app_meta key of the site the server last started with. */
const LINK_SITE_KEY = 'server_link_site';

/** Where the server's links point, from its environment: NODE_ENV and PORT. */
export function linkSiteOf(env: Pick<Env, 'NODE_ENV' | 'PORT'>): LinkSite {
  return { production: env.NODE_ENV === 'production', port: env.PORT };
}

/**
 * Kept by the server once it listens: a command line tool run later without the server's
 * environment (another shell, no PORT) prints the addresses the server really answers on.
 */
export async function rememberLinkSite(db: Db, site: LinkSite): Promise<void> {
  const value = JSON.stringify(site);
  await db
    .insertInto('app_meta')
    .values({ key: LINK_SITE_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

function parsed(value: string | undefined): LinkSite | null {
  if (!value) return null;
  try {
    const site = JSON.parse(value) as Partial<LinkSite>;
    return typeof site.production === 'boolean' && Number.isInteger(site.port) ? { production: site.production, port: site.port! } : null;
  } catch {
    return null;
  }
}

/**
 * The site a command's links and addresses point to, each part from the first that says it: the
 * command's own environment (PORT, NODE_ENV set in its shell), the server that last started on
 * the same database, the defaults. The defaults alone would print :8080 for a server on another port.
 */
export async function commandLinkSite(env: Env, source: NodeJS.ProcessEnv, db: () => Promise<Db>): Promise<LinkSite> {
  const given = (name: string) => (source[name] ?? '').trim() !== '';
  if (given('PORT') && given('NODE_ENV')) return linkSiteOf(env);
  const row = await (await db()).selectFrom('app_meta').select('value').where('key', '=', LINK_SITE_KEY).executeTakeFirst();
  const server = parsed(row?.value) ?? linkSiteOf(env);
  return {
    production: given('NODE_ENV') ? env.NODE_ENV === 'production' : server.production,
    port: given('PORT') ? env.PORT : server.port,
  };
}
