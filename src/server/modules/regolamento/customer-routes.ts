import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REGOLAMENTO_PATH, rulesFileUrl } from '../../../shared/regolamento.js';
import { regolamento } from '../../../shared/types/generated/api/regolamento.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError, MESSAGES } from '../../http/errors.js';
import { escapeHtml } from '../../mail/templates.js';
import { acceptRegolamento, MSG, pendingVersion, regolamentoDocument, regolamentoInForce, type RegolamentoDocument } from './service.js';

/** The regolamento's calls for customers (schemas/api/regolamento.json), under /v1. */
export async function regolamentoRoutes(app: FastifyInstance): Promise<void> {
  const signedIn = (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, 'Non autorizzato');
    return request.user;
  };

  defineRoute(app, regolamento.getRegolamento, async (request) => {
    const current = await regolamentoInForce(app.db, request.tenant.alias);
    if (!current) throw new HttpError(404, MSG.notFound);
    return current;
  });

  // Both open while a newer version waits for the customer's acceptance (the gate lets them through).
  const pendingOpen = { config: { regolamentoOpen: true }, preHandler: app.authenticate };

  defineRoute(
    app,
    regolamento.getPendingRegolamento,
    async (request) => ({ pending: await pendingVersion(app.db, app.regolamentoGate, request.tenant.alias, signedIn(request)) }),
    pendingOpen,
  );

  defineRoute(
    app,
    regolamento.acceptRegolamento,
    async (request, reply) => {
      const accepted = await acceptRegolamento(app.db, {
        tenantAlias: request.tenant.alias,
        userId: signedIn(request).id,
        version: request.body.version,
        channel: 'portal',
        address: request.ip,
        now: app.clock(),
      });
      reply.code(201);
      return accepted;
    },
    pendingOpen,
  );
}

/** The rich text's page: the tenant's name, the version and its date, nothing that runs. */
function htmlPage(tenantName: string, doc: Extract<RegolamentoDocument, { format: 'html' }>): string {
  const day = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date(doc.publishedAt));
  const title = `Regolamento – ${escapeHtml(tenantName)}`;
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:46rem;margin:0 auto;padding:1.5rem;color:#1a1a1a}
header{border-bottom:1px solid #ccc;margin-bottom:1.5rem}header p{color:#555;margin-top:0}img{max-width:100%;height:auto}</style>
</head><body><header><h1>${title}</h1><p>Versione ${doc.version}, in vigore dal ${escapeHtml(day)}</p></header>
<main>${doc.html}</main></body></html>`;
}

/** Styles inline, no script, nothing loaded from elsewhere: the stored text was sanitised, this makes sure. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'";

/**
 * The portal's pages of the regolamento (outside /v1, by Host like the /app/pdf/ documents):
 * /regolamento the version in force, /regolamento/<n> a published one. Before any version is
 * published, /regolamento leads to the tenant's rules file, so the footer's link always works.
 */
export async function regolamentoDocumentRoutes(app: FastifyInstance): Promise<void> {
  const send = async (request: FastifyRequest, reply: FastifyReply, version: number | null) => {
    const alias = await app.tenants.resolve(request.headers.host);
    const tenant = alias ? await app.tenantConfigs.get(alias, false) : null;
    if (!tenant) return reply.code(404).send({ error: MESSAGES.notFound });
    const doc = await regolamentoDocument(app.db, tenant.alias, version);
    if (!doc) {
      if (version === null) return reply.header('cache-control', 'no-cache').redirect(rulesFileUrl(tenant.config), 302);
      return reply.code(404).send({ error: MSG.versionNotFound });
    }
    // The version in force changes with a publication: checked every time. A numbered one never changes.
    reply.header('cache-control', version === null ? 'no-cache' : 'public, max-age=3600');
    if (doc.format === 'pdf')
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="regolamento-v${doc.version}.pdf"`)
        .send(doc.data);
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(htmlPage(tenant.config.name, doc));
  };
  const route = { schema: { hide: true }, config: { tenant: 'none' as const } };
  app.get(REGOLAMENTO_PATH, route, (request, reply) => send(request, reply, null));
  app.get(`${REGOLAMENTO_PATH}/:version`, route, async (request, reply) => {
    const { version } = request.params as { version: string };
    if (!/^[1-9][0-9]{0,8}$/.test(version)) return reply.code(404).send({ error: MSG.versionNotFound });
    return send(request, reply, Number(version));
  });
}
