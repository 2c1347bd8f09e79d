import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffRegolamentoOperations } from '../../../shared/types/generated/api/staff-regolamento.js';
import contractFile from '../../../../schemas/api/staff-regolamento.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { createDraft, publishVersion, removeDraft, staffVersions } from './service.js';

const contract = contractFile as ContractFile;
type Op = StaffRegolamentoOperations;

/** The regolamento's versions in the console (schemas/api/staff-regolamento.json). */
export async function consoleRegolamentoRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: Op['listRegolamentoVersions']['params'] }>({
    ...routeOf(contract, 'listRegolamentoVersions'),
    handler: async (request) => ({ versions: await staffVersions(app.db, tenantOf(request).alias) }),
  });

  app.route<{ Params: Op['createRegolamentoDraft']['params']; Body: Op['createRegolamentoDraft']['body'] }>({
    ...routeOf(contract, 'createRegolamentoDraft'),
    onRequest: signedStaffOnly(app),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createDraft(app.db, actorOf(staffOf(request), request), tenantOf(request).alias, request.body, app.clock())),
  });

  app.route<{ Params: Op['publishRegolamentoVersion']['params'] }>({
    ...routeOf(contract, 'publishRegolamentoVersion'),
    onRequest: signedStaffOnly(app),
    handler: async (request) => {
      const alias = tenantOf(request).alias;
      const published = await publishVersion(app.db, actorOf(staffOf(request), request), alias, request.params.version, app.clock());
      // This process's customers must accept it from their next call; the others within a second.
      app.regolamentoGate.forget(alias);
      return published;
    },
  });

  app.route<{ Params: Op['deleteRegolamentoDraft']['params'] }>({
    ...routeOf(contract, 'deleteRegolamentoDraft'),
    onRequest: signedStaffOnly(app),
    handler: async (request) => {
      await removeDraft(app.db, actorOf(staffOf(request), request), tenantOf(request).alias, request.params.version, app.clock());
      return { ok: true };
    },
  });
}
