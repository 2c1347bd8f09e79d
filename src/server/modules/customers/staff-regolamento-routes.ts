import type { FastifyInstance } from 'fastify';
import { staffRegolamento } from '../../../shared/types/generated/api/staff-regolamento.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { tenantOf } from '../../plugins/staff-guard.js';
import { customerAcceptances } from '../regolamento/service.js';
import { customerIdByUsername } from './privacy-service.js';

const NOT_FOUND = 'Cliente non trovato';

/** A customer's acceptances of the regolamento, on the console's customer page (support included). */
export async function consoleCustomerRegolamentoRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffRegolamento.getCustomerRegolamento, async (request) => {
    const alias = tenantOf(request).alias;
    const id = await customerIdByUsername(app.db, alias, request.params.username);
    if (id === undefined) throw new HttpError(404, NOT_FOUND);
    return customerAcceptances(app.db, alias, id);
  });
}
