import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { CATALOG_MSG } from './service.js';

/** Request guards of the catalogue's routes: who may call them, before any service runs. */

/** The signed-in customer; routes reach this only after app.authenticateActive. */
export function customerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Non autorizzato');
  return request.user;
}

/** preHandler (after authenticateActive): the tenant runs a points catalogue and the customer has points_enabled. */
export async function requireCatalogue(request: FastifyRequest): Promise<void> {
  if (!request.tenant.config.features.pointsCatalogue) throw new HttpError(404, CATALOG_MSG.catalogueOff);
  if (customerOf(request).points_enabled !== 1) throw new HttpError(403, CATALOG_MSG.pointsDisabled);
}

/** preHandler: the tenant shows a wishlist. */
export async function requireWishlist(request: FastifyRequest): Promise<void> {
  if (!request.tenant.config.features.wishlist) throw new HttpError(404, CATALOG_MSG.wishlistOff);
}
