import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffRegolamentoOperations } from '../../../shared/types/generated/api/staff-regolamento.js';
import contractFile from '../../../../schemas/api/staff-regolamento.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import { tenantOf } from '../../plugins/staff-guard.js';
import { customerAcceptances } from '../regolamento/service.js';
import { customerIdByUsername } from './privacy-service.js';

const contract = contractFile as ContractFile;
type Op = StaffRegolamentoOperations;

const NOT_FOUND = 'Cliente non trovato';

/** A customer's acceptances of the regolamento, on the console's customer page (support included). */
export async function consoleCustomerRegolamentoRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: Op['getCustomerRegolamento']['params'] }>({
    ...routeOf(contract, 'getCustomerRegolamento'),
    handler: async (request) => {
      const alias = tenantOf(request).alias;
      const id = await customerIdByUsername(app.db, alias, request.params.username);
      if (id === undefined) throw new HttpError(404, NOT_FOUND);
      return customerAcceptances(app.db, alias, id);
    },
  });
}
