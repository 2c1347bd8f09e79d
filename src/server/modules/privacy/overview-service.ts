import type { ConsentPurpose } from '../../../shared/consents.js';
import type { PrivacyOverview } from '../../../shared/types/generated/api/privacy.js';
import type { CustomerPrivacy } from '../../../shared/types/generated/api/staff-privacy.js';
import { HttpError } from '../../http/errors.js';
import { csvDocument } from '../../http/csv-document.js';
import { consentHistory, currentConsents, recordChoice } from '../consents/service.js';
import { customerIdByUsername, customerOf } from '../customers/privacy-service.js';
import { pendingOrderNumbers } from '../orders/privacy-service.js';
import { exportsOf, PRIVACY_MSG, type PrivacyDeps } from './export-service.js';

/** What the customer's "I tuoi dati" shows: each purpose with its current wording and answer, exports, what blocks erasure. */
export async function privacyOverview(
  deps: PrivacyDeps,
  tenant: { alias: string; purposes: ConsentPurpose[] },
  userId: number,
): Promise<PrivacyOverview> {
  const [current, exports, pendingOrders] = await Promise.all([
    currentConsents(deps.db, userId),
    exportsOf(deps, userId),
    pendingOrderNumbers(deps.db, tenant.alias, userId),
  ]);
  return {
    consents: tenant.purposes.map((p) => {
      const answer = current.get(p.id);
      return {
        purpose: p.id,
        label: p.label,
        text: p.current.text,
        version: p.current.version,
        given: answer?.given ?? null,
        recordedAt: answer?.recordedAt ?? null,
      };
    }),
    exports: exports.map(({ requestedBy: _r, ...e }) => e),
    pendingOrders,
  };
}

/** The customer changes one consent from their page (channel profile); an undeclared purpose is refused. */
export async function changeConsent(
  deps: PrivacyDeps,
  tenant: { alias: string; purposes: ConsentPurpose[] },
  userId: number,
  choice: { purpose: string; given: boolean },
): Promise<PrivacyOverview> {
  const recorded = await recordChoice(deps.db, { tenantAlias: tenant.alias, userId, purposes: tenant.purposes, ...choice, at: deps.now() });
  if (!recorded) throw new HttpError(400, 'Consenso non previsto da questo programma');
  return privacyOverview(deps, tenant, userId);
}

/** A customer of the tenant by user code, for the console; an erased or unknown one is 404. */
export async function customerIdOr404(deps: PrivacyDeps, tenantAlias: string, username: string): Promise<number> {
  const id = await customerIdByUsername(deps.db, tenantAlias, username);
  if (id === undefined || !(await customerOf(deps.db, tenantAlias, id))) throw new HttpError(404, PRIVACY_MSG.customerNotFound);
  return id;
}

/** The console's privacy view of one customer. */
export async function customerPrivacy(
  deps: PrivacyDeps,
  tenant: { alias: string; purposes: ConsentPurpose[] },
  userId: number,
): Promise<CustomerPrivacy> {
  const [consents, exports, pendingOrders] = await Promise.all([
    consentHistory(deps.db, userId, tenant.purposes),
    exportsOf(deps, userId),
    pendingOrderNumbers(deps.db, tenant.alias, userId),
  ]);
  return { consents, exports, pendingOrders };
}

const CHANNELS: Record<string, string> = {
  signup: 'registrazione',
  profile: 'pagina personale',
  retention: 'scadenza (conservazione)',
  demo: 'dati demo',
  migration: 'migrazione',
};

/** The consent history as a CSV, for a DPO's file or an authority's question. */
export async function consentHistoryCsv(deps: PrivacyDeps, purposes: ConsentPurpose[], userId: number): Promise<string> {
  const rows = await consentHistory(deps.db, userId, purposes);
  return csvDocument(
    ['finalita', 'descrizione', 'risposta', 'versione', 'testo', 'hash_testo', 'canale', 'registrato_il'],
    rows.map((r) => [
      r.purpose,
      r.label,
      r.given ? 'dato' : 'negato',
      r.version,
      r.text,
      r.textHash,
      CHANNELS[r.channel] ?? r.channel,
      r.recordedAt,
    ]),
  );
}
