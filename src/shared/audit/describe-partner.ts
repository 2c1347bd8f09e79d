import { formatPointsDelta } from '../format.js';
import { clauses, countOf, field, fromTo, has, plainValue, pointsText, quoted } from './audit-values.js';
import type { AuditFacts } from './describe-records.js';

/**
 * The sentences of what a partner's machine did through the partner API with an API key: points
 * by its external id, customers created or updated, sales batches posted and undone.
 */

export function partnerPoints({ target, before, after }: AuditFacts): string {
  const delta = field(after, 'delta');
  const reason = field(after, 'reason');
  return clauses(
    `Punti del cliente ${String(field(after, 'user_code') ?? '')} mossi via API${typeof delta === 'number' ? ` di ${formatPointsDelta(delta)}` : ''}: ${fromTo('saldo', field(before, 'balance'), field(after, 'balance'), pointsText)} punti`,
    `riferimento ${quoted(target)}`,
    typeof reason === 'string' && reason !== '' && `motivo ${quoted(reason)}`,
  );
}

export function partnerCustomers({ after }: AuditFacts): string {
  // Entries written before customers could be updated counted `skipped` instead of updated/unchanged.
  const counted = (key: string, word: string) => has(after, key) && `${word} ${plainValue(field(after, key))}`;
  return clauses(
    `Clienti inviati via API: ${countOf('customers', field(after, 'received'))}`,
    counted('created', 'creati'),
    counted('updated', 'aggiornati'),
    counted('unchanged', 'invariati'),
    counted('skipped', 'saltati'),
    counted('rejected', 'scartati'),
  );
}

/** The master data fields by the words the console's customer page uses. */
const MASTER_DATA_LABELS: Readonly<Record<string, string>> = {
  firstname: 'nome',
  lastname: 'cognome',
  company: 'ragione sociale',
  vatcode: 'partita IVA',
  phone: 'telefono',
  address1: 'indirizzo',
  address2: 'numero civico',
  zipcode: 'CAP',
  city: 'città',
  district: 'provincia',
  region: 'regione',
  country: 'nazione',
  email: 'email',
};

const masterDataLabel = (key: string) => MASTER_DATA_LABELS[key] ?? (key.startsWith('extra.') ? `campo «${key.slice(6)}»` : key);

export function partnerCustomerUpdate({ target, before, after }: AuditFacts): string {
  const keys = after !== null && typeof after === 'object' ? Object.keys(after) : [];
  const changes = keys.map((key) => fromTo(masterDataLabel(key), field(before, key), field(after, key)));
  return `Dati del cliente ${target} aggiornati via API: ${changes.join('; ')}`;
}

export function partnerSales(facts: AuditFacts): string {
  return salesBatch(facts, 'ricevuto via API');
}

/** A CSV of sales applied from the console: the same facts as a partner's batch. */
export function consoleSales(facts: AuditFacts): string {
  return salesBatch(facts, 'caricato dalla console');
}

function salesBatch({ target, after }: AuditFacts, how: string): string {
  const points = field(after, 'points');
  return clauses(
    `Lotto di vendite ${quoted(target)} ${how}: ${countOf('rows', field(after, 'received'))}`,
    `accettate ${plainValue(field(after, 'accepted'))}`,
    `scartate ${plainValue(field(after, 'rejected'))}`,
    typeof points === 'number' && `punti accreditati ${pointsText(points)}`,
  );
}

export function partnerSalesUndo(facts: AuditFacts): string {
  return salesUndo(facts, 'via API');
}

export function consoleSalesUndo(facts: AuditFacts): string {
  return salesUndo(facts, 'dalla console');
}

function salesUndo({ target, after }: AuditFacts, how: string): string {
  const notReversed = field(after, 'not_reversed');
  return clauses(
    `Lotto di vendite ${quoted(target)} annullato ${how}: ${countOf('rows', field(after, 'lines'))}`,
    `punti stornati ${pointsText(field(after, 'points_reversed'))}`,
    typeof notReversed === 'number' && notReversed > 0 && `non stornati perché già spesi ${pointsText(notReversed)}`,
  );
}
