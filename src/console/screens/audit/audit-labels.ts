import type { AuditItem } from '../../../shared/types/generated/api/staff-audit.js';

/**
 * The actions the server records (recordAction calls under src/server/modules), in Italian words.
 * An action not listed here is shown as the server names it, so a new one is never hidden.
 */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'tenant.override': 'Impostazione modificata',
  'brand.upload': 'File del marchio caricato',
  'customer.points': 'Punti rettificati',
  'customer.state': 'Stato cliente',
  'customer.activation-mail': 'Email di attivazione inviata di nuovo',
  'customer.sessions': 'Sessioni del cliente chiuse',
  'customer.preview': 'Anteprima del portale come cliente',
  'customer.export': 'Esportazione clienti (CSV)',
  'order.status': 'Stato ordine cambiato',
  'order.export': 'Esportazione ordini (CSV)',
  'import.users': 'Importazione clienti da CSV',
  'import.points': 'Importazione punti da CSV',
  'import.catalog': 'Importazione catalogo premi',
  'catalog.prize.create': 'Premio creato',
  'catalog.prize.update': 'Premio modificato',
  'catalog.prize.duplicate': 'Premio duplicato',
  'catalog.prize.availability': 'Premio acceso o spento',
  'catalog.prize.images': 'Immagini del premio cambiate',
  'catalog.category.create': 'Categoria creata',
  'catalog.category.rename': 'Categoria rinominata',
  'catalog.category.move': 'Categoria spostata',
  'catalog.category.delete': 'Categoria eliminata',
  'staff.signin': 'Accesso alla console',
  'staff.signout-everywhere': 'Uscita da tutti i dispositivi',
  'staff.totp': 'Secondo fattore attivato',
  'staff.add': 'Utente staff aggiunto',
  'staff.update': 'Utente staff modificato',
  'staff.disable': 'Utente staff disattivato',
  'audit.export': 'Esportazione registro',
  'validation.approve': 'Convalida premio approvata',
  'validation.receipt': 'Scontrino di una convalida visualizzato',
  'validation.reject': 'Convalida premio rifiutata',
  'notification.send': 'Notifica inviata',
  'voucher.codes': 'Codici importati in un buono',
  'inbox.assign': 'Richiesta assegnata',
  'inbox.reply': 'Risposta a una richiesta',
  'inbox.close': 'Richiesta chiusa',
  'inbox.reopen': 'Richiesta riaperta',
  'content.create': 'Contenuto creato',
  'content.update': 'Contenuto modificato',
  'content.off': 'Contenuto spento',
  'content.on': 'Contenuto riacceso',
  'content.delete': 'Contenuto eliminato',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const ROLE_LABELS: Record<AuditItem['role'], string> = {
  operator: 'operatore',
  support: 'assistenza',
  cli: 'riga di comando',
};

export function roleLabel(role: AuditItem['role']): string {
  return ROLE_LABELS[role] ?? role;
}
