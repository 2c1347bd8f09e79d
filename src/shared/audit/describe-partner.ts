import { formatPointsDelta } from '../format.js';
import { clauses, countOf, field, fromTo, plainValue, pointsText, quoted } from './audit-values.js';
import type { AuditFacts } from './describe-records.js';

/**
 * The sentences of what a partner's machine did through the partner API with an API key: points
 * by its external id, customers created, sales batches posted and undone.
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
  return clauses(
    `Clienti inviati via API: ${countOf('customers', field(after, 'received'))}`,
    `creati ${plainValue(field(after, 'created'))}`,
    `saltati ${plainValue(field(after, 'skipped'))}`,
    `scartati ${plainValue(field(after, 'rejected'))}`,
  );
}

export function partnerSales({ target, after }: AuditFacts): string {
  return clauses(
    `Lotto di vendite ${quoted(target)} ricevuto via API: ${countOf('rows', field(after, 'received'))}`,
    `accettate ${plainValue(field(after, 'accepted'))}`,
    `scartate ${plainValue(field(after, 'rejected'))}`,
  );
}

export function partnerSalesUndo({ target, after }: AuditFacts): string {
  const notReversed = field(after, 'not_reversed');
  return clauses(
    `Lotto di vendite ${quoted(target)} annullato via API: ${countOf('rows', field(after, 'lines'))}`,
    `punti stornati ${pointsText(field(after, 'points_reversed'))}`,
    typeof notReversed === 'number' && notReversed > 0 && `non stornati perché già spesi ${pointsText(notReversed)}`,
  );
}
