import { formatPointsDelta } from '../format.js';
import { VALIDATION_STATUS_LABELS } from '../validation-status.js';
import type { ValidationStatus } from '../types/generated/api/staff-validations.js';
import { clauses, countOf, field, fromTo, has, labelled, plainValue, pointsText, quoted, yesNo, type Recorded } from './audit-values.js';
import type { AuditFacts } from './describe-records.js';

/**
 * The sentences of the actions on people: customers, staff accounts, requests, validations,
 * notifications, and the exports that take data out of the console.
 */

export function customerPoints({ target, before, after }: AuditFacts): string {
  const delta = field(after, 'delta');
  const reason = field(after, 'reason');
  return clauses(
    `Punti del cliente ${target} rettificati${typeof delta === 'number' ? ` di ${formatPointsDelta(delta)}` : ''}: ${fromTo('saldo', field(before, 'balance'), field(after, 'balance'), pointsText)} punti`,
    typeof reason === 'string' && reason !== '' && `motivo ${quoted(reason)}`,
  );
}

const STATE_FIELDS: Record<string, string> = { active: 'account attivo', pointsEnabled: 'punti abilitati' };

export function customerState({ target, before, after }: AuditFacts): string {
  const keys = Object.keys(STATE_FIELDS);
  const changed = keys.filter((k) => field(before, k) !== field(after, k));
  const shown = (changed.length ? changed : keys).map((k) => fromTo(STATE_FIELDS[k]!, field(before, k), field(after, k), yesNo));
  return `Stato del cliente ${target} cambiato: ${shown.join('; ')}`;
}

export const activationMail = ({ target, after }: AuditFacts) =>
  `Email di attivazione inviata di nuovo al cliente ${target}${has(after, 'email') ? ` all’indirizzo ${String(field(after, 'email'))}` : ''}`;

export const customerSessions = ({ target, before, after }: AuditFacts) =>
  `Sessioni del cliente ${target} chiuse: ${fromTo('sessioni aperte', field(before, 'sessions'), field(after, 'sessions'))}`;

export const customerPreview = ({ target }: AuditFacts) => `Portale visto in anteprima come il cliente ${target}`;

export const customerExport = ({ after }: AuditFacts) => `Clienti esportati in CSV: ${countOf('customers', field(after, 'customers'))}`;

export const privacyExport = ({ target }: AuditFacts) => `Preparata la copia dei dati del cliente ${target}`;

export const privacyDownload = ({ target }: AuditFacts) => `Scaricata la copia dei dati del cliente ${target}`;

/** The target no longer names the person: an erasure's entry says which account, and why. */
export const privacyErase = ({ target, after }: AuditFacts) =>
  `Dati personali cancellati (${target}), motivo: ${plainValue(field(after, 'reason'))}`;

/** A retention run: how many answers of each purpose lapsed (none is a run too). */
export const consentRetention = ({ after }: AuditFacts) => {
  const counts = Object.entries((after ?? {}) as Record<string, unknown>).map(([purpose, n]) => `${purpose} ${plainValue(n)}`);
  return `Scadenza dei consensi non rinnovati: ${counts.length ? counts.join(', ') : 'nessuna finalità da controllare'}`;
};

const facts = (after: unknown) => (after ?? {}) as Record<string, unknown>;

export const inactiveRetention = ({ after }: AuditFacts) => {
  const run = facts(after);
  const skipped = Number(run.skippedPendingOrders ?? 0);
  return `Clienti inattivi da ${plainValue(run.months)} mesi anonimizzati: ${plainValue(run.anonymised ?? 0)}${
    skipped ? `; ${plainValue(skipped)} saltati per un ordine non ancora spedito o annullato` : ''
  }`;
};

export const receiptRetention = ({ after }: AuditFacts) => {
  const run = facts(after);
  return `Scontrini delle convalide decise da più di ${plainValue(run.months)} mesi eliminati: ${plainValue(run.deleted ?? 0)}`;
};

/** Who acted, as the log's "Chi" column and its sentences name the role. */
const ROLES: Record<string, string> = {
  operator: 'operatore',
  support: 'assistenza',
  cli: 'riga di comando',
  partner: 'chiave API',
  system: 'server',
};

export const roleName = (role: unknown): string =>
  role === undefined || role === null ? 'nessuno' : (ROLES[String(role)] ?? String(role));

const tenantsText = (tenants: unknown) => (tenants === 'all' ? 'tutte' : plainValue(tenants));

export const staffSignin = ({ target }: AuditFacts) => `Accesso alla console di ${target}`;
export const staffSigninFailed = ({ target, after }: AuditFacts) =>
  `Accesso alla console di ${target} rifiutato: ${after === 'code' ? 'codice di verifica errato' : 'password errata'}`;
export const apiKeyCreate = ({ target, after }: AuditFacts) =>
  `Chiave API ${quoted(target)} creata con i permessi ${plainValue(field(after, 'scopes'))}${field(after, 'expiresAt') ? `, valida fino al ${plainValue(field(after, 'expiresAt'))}` : ', senza scadenza'}`;
export const apiKeyRevoke = ({ target }: AuditFacts) => `Chiave API ${quoted(target)} revocata: da ora ogni chiamata con essa è rifiutata`;
export const jobRetry = ({ target, before }: AuditFacts) =>
  `Lavoro ${quoted(target)} rimesso in coda dopo che era fallito${typeof before === 'string' ? ` (ultimo errore: ${quoted(before)})` : ''}`;
export const staffSignoutEverywhere = ({ target }: AuditFacts) => `${target} è uscito da tutti i dispositivi`;

export const staffTotp = ({ target, before }: AuditFacts) =>
  `Secondo fattore di ${target} attivato${before === 'enabled' ? ' di nuovo, con una nuova chiave' : before === 'disabled' ? ' (prima non c’era)' : ''}`;

export const staffAdd = ({ target, after }: AuditFacts) =>
  `Utente staff ${target} aggiunto: ruolo ${roleName(field(after, 'role'))}; iniziative ${tenantsText(field(after, 'tenants'))}`;

export function staffUpdate({ target, before, after }: AuditFacts): string {
  return clauses(
    `Utente staff ${target} modificato: ${fromTo('ruolo', field(before, 'role'), field(after, 'role'), roleName)}`,
    fromTo('iniziative', field(before, 'tenants'), field(after, 'tenants'), tenantsText),
    field(before, 'disabled') === true && 'riattivato (era disattivato)',
  );
}

export const staffDisable = ({ target }: AuditFacts) => `Utente staff ${target} disattivato (era attivo); le sue sessioni sono chiuse`;

export const staffDemoRevoked = ({ target }: AuditFacts) =>
  `Password demo tolta all’utente staff ${target}: l’account è disattivato finché non riceve un nuovo link`;

export const customerDemoRevoked = ({ target }: AuditFacts) => `Password demo tolta al cliente ${target}: dovrà impostarne una nuova`;

const AUDIT_FILTERS: Record<string, string> = { tenant: 'iniziativa', action: 'azione', actor: 'utente', since: 'dal', until: 'al' };

export function auditExport({ after }: AuditFacts, actionLabel: (action: string) => string): string {
  const filters = field(after, 'filters');
  const shown = Object.keys(AUDIT_FILTERS)
    .filter((k) => has(filters, k))
    .map((k) => `${AUDIT_FILTERS[k]} ${k === 'action' ? quoted(actionLabel(String(field(filters, k)))) : plainValue(field(filters, k))}`);
  return clauses(
    `Registro esportato in CSV: ${countOf('entries', field(after, 'rows'))}`,
    shown.length > 0 && `filtri: ${shown.join(', ')}`,
  );
}

const validationLabel = labelled((status) => VALIDATION_STATUS_LABELS[status as ValidationStatus] ?? status);

export const validationDecision =
  (verb: string) =>
  ({ target, before, after }: AuditFacts): string =>
    clauses(
      `Convalida ${target} ${verb}: ${fromTo('stato', field(before, 'status'), field(after, 'status'), validationLabel)}`,
      has(after, 'reason') && `motivo ${quoted(field(after, 'reason'))}`,
    );

export const validationReceipt = ({ target }: AuditFacts) => `Scontrino della convalida ${target} visualizzato`;

export const notificationSend = ({ target, after }: AuditFacts) =>
  clauses(
    `Notifica ${quoted(target)} inviata a ${countOf('recipients', field(after, 'destinatari'))}`,
    has(after, 'email') && `${countOf('emails', field(after, 'email'))} in uscita`,
    (field(after, 'codici_sconosciuti') as number) > 0 && countOf('unknownCodes', field(after, 'codici_sconosciuti')),
  );

export const voucherCodes = ({ target, after }: AuditFacts) =>
  clauses(
    `Codici importati nel buono ${quoted(target)}: ${countOf('rows', field(after, 'righe'))} lette`,
    `aggiunti ${plainValue(field(after, 'aggiunti'))}`,
    `scartati ${plainValue(field(after, 'scartati'))}`,
  );

const REQUEST_STATES: Record<string, string> = { open: 'aperta', closed: 'chiusa' };
const requestState = (record: Recorded) => REQUEST_STATES[String(field(record, 'status'))] ?? plainValue(field(record, 'status'));

export const inboxAssign = ({ target, before, after }: AuditFacts) =>
  `Richiesta ${target} assegnata: ${fromTo('incaricato', field(before, 'assignee'), field(after, 'assignee'), (v) => (v ? String(v) : 'nessuno'))}`;

export const inboxReply = ({ target, after }: AuditFacts) =>
  `Risposta alla richiesta ${target} inviata${has(after, 'sentTo') ? ` a ${String(field(after, 'sentTo'))}` : ''}`;

export const inboxStatus =
  (verb: string) =>
  ({ target, before, after }: AuditFacts): string =>
    `Richiesta ${target} ${verb}: stato da ${requestState(before)} a ${requestState(after)}`;
