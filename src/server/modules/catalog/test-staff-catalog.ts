import type { FastifyInstance } from 'fastify';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { multipart } from '../content/test-fixtures.js';

/** Requests and staff for the console catalogue's tests (not a test file itself). */

export const catalogUrl = (path: string, alias = 'demo') => `/v1/console/tenants/${alias}/catalog${path}`;

export function staffCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });
}

/** A picture upload as the screen sends it: the file part and the revision as text. */
export function uploadPicture(app: FastifyInstance, token: string, prizeId: number, revision: string, data: Buffer, alias = 'demo') {
  const form = multipart({ revision }, [{ name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data }]);
  return app.inject({
    method: 'POST',
    url: catalogUrl(`/prizes/${prizeId}/images`, alias),
    payload: form.payload,
    headers: { host: CONSOLE_HOST, 'content-type': form.contentType, ...bearer(token) },
    remoteAddress: nextIp(),
  });
}

/** An operator given only the aurora tenant (the demo operator's password), signed in. */
export async function auroraOperator(app: FastifyInstance, at: Date): Promise<string> {
  const { password_hash } = await app.db
    .selectFrom('staff_accounts')
    .select('password_hash')
    .where('email', '=', 'operator@premia.example')
    .executeTakeFirstOrThrow();
  const { id } = await app.db
    .insertInto('staff_accounts')
    .values({
      email: 'aurora.op@premia.example',
      role: 'operator',
      all_tenants: 0,
      password_hash,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.insertInto('staff_tenants').values({ staff_id: id, tenant_alias: 'aurora' }).execute();
  return (await staffSignIn(app, 'aurora.op@premia.example')).token;
}
