import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import type { Actor } from '../audit/service.js';
import { ERASED_PERSON, forgetPersonInAudit } from '../audit/privacy-service.js';
import { recordAction } from '../audit/service.js';
import { customerOf, eraseCustomer, lockCustomer } from '../customers/privacy-service.js';
import { forgetRequests } from '../engagement/privacy-service.js';
import { anonymiseOrders, forgetBasket, orderAddressTexts, pendingOrderNumbers } from '../orders/privacy-service.js';
import { forgetPersonInImports } from '../imports/privacy-service.js';
import { forgetPersonInJobs } from '../jobs/privacy-service.js';
import { forgetCodeInLedger } from '../points/privacy-service.js';
import { forgetAcceptanceAddresses } from '../regolamento/privacy-service.js';
import { forgetPersonInDeliveries } from '../webhooks/privacy-service.js';
import { personalValues } from '../../security/personal-values.js';
import type { PrivacyDeps } from './export-service.js';
import { closeRequestsOf, insertRequest, pendingErasure, requestsOf } from './repository.js';

/**
 * Erasure (GDPR art. 17) as anonymisation: the person leaves the account, the records stay.
 * Ledger rows, orders and audit entries keep their numbers and amounts (accounting records the
 * operator must keep, art. 17(3)(b) GDPR and art. 2220 of the civil code) and lose the name,
 * contacts, addresses, messages and receipts. The user code is freed: it cannot sign in, and a
 * new import of it makes a new, empty customer. See docs/privacy.md.
 */

/** How long the mailed confirmation link works. */
const ERASE_LINK_MS = 24 * 3600_000;
const RESEND_AFTER_MS = 10 * 60_000;

export const ERASE_MSG = {
  pendingOrders: (numbers: readonly string[]) =>
    `Non possiamo ancora cancellare l'account: ${numbers.length === 1 ? "l'ordine" : 'gli ordini'} ${numbers.join(', ')} ${
      numbers.length === 1 ? 'non è ancora stato spedito' : 'non sono ancora stati spediti'
    }. Potrai chiedere la cancellazione quando ${numbers.length === 1 ? 'sarà spedito o annullato' : 'saranno spediti o annullati'}.`,
  badLink: 'Il link di conferma non è valido o è scaduto: chiedi di nuovo la cancellazione dalla tua pagina',
  noEmail: "Non abbiamo un'email a cui mandare la conferma: scrivici dal modulo contatti",
} as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function refuseWithPendingOrders(db: Db, tenantAlias: string, userId: number): Promise<void> {
  const pending = await pendingOrderNumbers(db, tenantAlias, userId);
  if (pending.length) throw new HttpError(409, ERASE_MSG.pendingOrders(pending));
}

/**
 * The customer asks: a confirmation link by mail (the account changes nothing until it is
 * opened). Pending orders refuse at once, so the customer learns why now, not after the mail.
 */
export async function requestErasure(
  deps: PrivacyDeps,
  outbox: Outbox,
  tenant: { alias: string; timeZone: string },
  userId: number,
): Promise<void> {
  const user = await customerOf(deps.db, tenant.alias, userId);
  if (!user) throw new HttpError(404, 'Cliente non trovato');
  await refuseWithPendingOrders(deps.db, tenant.alias, userId);
  if (!user.email) throw new HttpError(409, ERASE_MSG.noEmail);
  const now = deps.now();
  // One mail per RESEND_AFTER_MS: pressing again (or a script) does not flood the inbox; the link already sent works.
  const recent = (await requestsOf(deps.db, userId, 'erase', 1))[0];
  if (recent?.state === 'pending' && now.getTime() - Date.parse(recent.created_at) < RESEND_AFTER_MS) return;
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ERASE_LINK_MS).toISOString();
  await insertRequest(deps.db, {
    id: randomUUID(),
    tenant_alias: tenant.alias,
    user_id: userId,
    kind: 'erase',
    state: 'pending',
    requested_by: 'customer',
    token_hash: sha256(code),
    data: null,
    created_at: now.toISOString(),
    ready_at: null,
    expires_at: expiresAt,
  });
  const until = new Intl.DateTimeFormat('it-IT', { timeZone: tenant.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(expiresAt),
  );
  await outbox.send('privacyErase', user.email, {
    firstname: user.firstname,
    link: `${outbox.baseUrl}/cancella-account/${code}`,
    expiresAt: until,
  });
}

/** The mailed link, opened: the erasure happens now (still refused while an order is pending). */
export async function confirmErasure(deps: PrivacyDeps, tenantAlias: string, code: string): Promise<void> {
  const request = await pendingErasure(deps.db, sha256(code), deps.now().toISOString());
  if (!request || request.tenant_alias !== tenantAlias) throw new HttpError(400, ERASE_MSG.badLink);
  await eraseNow(deps, tenantAlias, request.user_id, { eraseId: request.id });
}

/** Staff erase from the console with a reason; audited without the person (the entry names the account number). */
export async function eraseByStaff(deps: PrivacyDeps, who: Actor, tenantAlias: string, userId: number, reason: string): Promise<void> {
  await eraseNow(deps, tenantAlias, userId, {
    eraseId: null,
    requestedBy: who.actor,
    staff: { who, reason },
  });
}

/**
 * Retention: an inactive customer anonymised as by an erasure. Answers what happened: erased;
 * skipped for a pending order (retried on the next run); or skipped because `stillInactive`,
 * asked again under the customer's lock, says they came back since the candidates were read.
 */
export async function eraseInactive(
  deps: PrivacyDeps,
  tenantAlias: string,
  userId: number,
  stillInactive: (trx: Db) => Promise<boolean>,
): Promise<'erased' | 'pendingOrders' | 'active'> {
  try {
    const erased = await eraseNow(deps, tenantAlias, userId, { eraseId: null, requestedBy: 'retention', guard: stillInactive });
    return erased ? 'erased' : 'active';
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return 'pendingOrders';
    throw err;
  }
}

/**
 * One write transaction: the pending-orders check under the customer's lock, then every
 * module forgets the person, the person's exports are dropped, and (staff) the audit entry.
 * `requestedBy` (staff or retention; the customer's own request exists already) is recorded as
 * a done request. False when `guard` declines (nothing changed).
 */
async function eraseNow(
  deps: PrivacyDeps,
  tenantAlias: string,
  userId: number,
  how: { eraseId: string | null; requestedBy?: string; staff?: { who: Actor; reason: string }; guard?: (trx: Db) => Promise<boolean> },
): Promise<boolean> {
  const now = deps.now();
  return writeTransaction(deps.db, async (trx) => {
    await lockCustomer(trx, deps.dialect, userId);
    const user = await customerOf(trx, tenantAlias, userId);
    if (!user) throw new HttpError(404, 'Cliente non trovato');
    if (how.guard && !(await how.guard(trx))) return false;
    await refuseWithPendingOrders(trx, tenantAlias, userId);
    const personal = personalValues([
      user.firstname,
      user.lastname,
      user.email,
      user.company,
      user.vatcode,
      user.phone,
      user.address1,
      user.city,
      ...(await orderAddressTexts(trx, tenantAlias, userId)),
    ]);
    // What only this person is written with: a row holding one of them is about them.
    const keys = personalValues([user.username, user.email]);
    await forgetPersonInAudit(trx, tenantAlias, user.username, personal);
    await forgetPersonInJobs(trx, tenantAlias, keys, [user.username, ...personal]);
    await forgetPersonInDeliveries(trx, tenantAlias, keys, [user.username, ...personal]);
    await forgetPersonInImports(trx, tenantAlias, keys, [user.username, ...personal]);
    await anonymiseOrders(trx, tenantAlias, userId);
    await forgetCodeInLedger(trx, tenantAlias, userId, user.username, personal);
    await forgetBasket(trx, userId);
    await forgetRequests(trx, tenantAlias, userId);
    await forgetAcceptanceAddresses(trx, tenantAlias, userId);
    await eraseCustomer(trx, user, now);
    let eraseId = how.eraseId;
    if (how.requestedBy) {
      eraseId = randomUUID();
      await insertRequest(trx, {
        id: eraseId,
        tenant_alias: tenantAlias,
        user_id: userId,
        kind: 'erase',
        state: 'done',
        requested_by: how.requestedBy,
        token_hash: null,
        data: null,
        created_at: now.toISOString(),
        ready_at: null,
        expires_at: null,
      });
    }
    if (how.staff) {
      await recordAction(
        trx,
        how.staff.who,
        {
          tenant: tenantAlias,
          action: 'customer.privacy.erase',
          target: `${ERASED_PERSON} n. ${userId}`,
          after: { reason: how.staff.reason },
        },
        now,
      );
    }
    await closeRequestsOf(trx, userId, eraseId, now.toISOString());
    return true;
  });
}
