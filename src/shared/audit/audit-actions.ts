import { plainValue, quoted } from './audit-values.js';
import * as integrations from './describe-integrations.js';
import * as people from './describe-people.js';
import * as partner from './describe-partner.js';
import * as records from './describe-records.js';
import type { AuditFacts } from './describe-records.js';

export type { AuditFacts } from './describe-records.js';
export { roleName as auditRoleLabel } from './describe-people.js';

interface ActionSpec {
  /** The action's name in the console's filter and its "Azione" column. */
  label: string;
  /** The entry as one Italian sentence, both sides of the change with their values in words. */
  describe(facts: AuditFacts): string;
}

/**
 * Every action the server records in the audit log, with its Italian name and sentence. The
 * server's recordAction only takes a key of this list, so an action without a description does
 * not compile; the log's API and CSV carry the sentence, the console shows it.
 */
export const AUDIT_ACTIONS = {
  'tenant.override': { label: 'Impostazione modificata', describe: records.settingChange },
  'brand.upload': { label: 'File del marchio caricato', describe: records.brandUpload },
  'customer.points': { label: 'Punti rettificati', describe: people.customerPoints },
  'customer.state': { label: 'Stato cliente', describe: people.customerState },
  'customer.activation-mail': { label: 'Email di attivazione inviata di nuovo', describe: people.activationMail },
  'customer.sessions': { label: 'Sessioni del cliente chiuse', describe: people.customerSessions },
  'customer.preview': { label: 'Anteprima del portale come cliente', describe: people.customerPreview },
  'customer.export': { label: 'Esportazione clienti (CSV)', describe: people.customerExport },
  'customer.privacy.export': { label: 'Esportazione dei dati di un cliente preparata', describe: people.privacyExport },
  'customer.privacy.download': { label: 'Esportazione dei dati di un cliente scaricata', describe: people.privacyDownload },
  'customer.privacy.erase': { label: 'Account di un cliente cancellato', describe: people.privacyErase },
  'consent.retention': { label: 'Consensi scaduti (conservazione)', describe: people.consentRetention },
  'privacy.retention.customers': { label: 'Clienti inattivi anonimizzati (conservazione)', describe: people.inactiveRetention },
  'privacy.retention.receipts': { label: 'Scontrini eliminati (conservazione)', describe: people.receiptRetention },
  'customer.demo_password_revoked': { label: 'Password demo di un cliente tolta', describe: people.customerDemoRevoked },
  'order.status': { label: 'Stato ordine cambiato', describe: records.orderStatus },
  'order.export': { label: 'Esportazione ordini (CSV)', describe: records.orderExport },
  'report.closing.download': { label: 'Rendiconto di chiusura scaricato', describe: records.closingReportDownload },
  'import.users': { label: 'Importazione clienti da CSV', describe: records.importDone('users') },
  'import.points': { label: 'Importazione punti da CSV', describe: records.importDone('points') },
  'import.catalog': { label: 'Importazione catalogo premi', describe: records.importDone('catalog') },
  'catalog.prize.create': { label: 'Premio creato', describe: records.prizeCreate },
  'catalog.prize.update': { label: 'Premio modificato', describe: records.prizeUpdate },
  'catalog.prize.duplicate': { label: 'Premio duplicato', describe: records.prizeDuplicate },
  'catalog.prize.availability': { label: 'Premio acceso o spento', describe: records.prizeAvailability },
  'catalog.prize.images': { label: 'Immagini del premio cambiate', describe: records.prizeImages },
  'catalog.category.create': { label: 'Categoria creata', describe: records.categoryCreate },
  'catalog.category.rename': { label: 'Categoria rinominata', describe: records.categoryRename },
  'catalog.category.move': { label: 'Categoria spostata', describe: records.categoryMove },
  'catalog.category.delete': { label: 'Categoria eliminata', describe: records.categoryDelete },
  'staff.signin': { label: 'Accesso alla console', describe: people.staffSignin },
  'staff.signin_failed': { label: 'Accesso alla console rifiutato', describe: people.staffSigninFailed },
  'apikey.create': { label: 'Chiave API creata', describe: people.apiKeyCreate },
  'apikey.revoke': { label: 'Chiave API revocata', describe: people.apiKeyRevoke },
  'job.retry': { label: 'Lavoro in coda ripreso', describe: people.jobRetry },
  'partner.points': { label: 'Punti mossi via API', describe: partner.partnerPoints },
  'partner.customers': { label: 'Clienti inviati via API', describe: partner.partnerCustomers },
  'partner.customer_update': { label: 'Dati cliente aggiornati via API', describe: partner.partnerCustomerUpdate },
  'partner.sales': { label: 'Vendite ricevute via API', describe: partner.partnerSales },
  'partner.sales_undo': { label: 'Vendite annullate via API', describe: partner.partnerSalesUndo },
  'sales.upload': { label: 'Vendite caricate dalla console', describe: partner.consoleSales },
  'sales.undo': { label: 'Vendite annullate dalla console', describe: partner.consoleSalesUndo },
  'webhook.create': { label: 'Webhook aggiunto', describe: integrations.webhookCreate },
  'webhook.update': { label: 'Webhook modificato', describe: integrations.webhookUpdate },
  'webhook.delete': { label: 'Webhook eliminato', describe: integrations.webhookDelete },
  'webhook.rotate': { label: 'Segreto del webhook sostituito', describe: integrations.webhookRotate },
  'webhook.enable': { label: 'Webhook riattivato', describe: integrations.webhookEnable },
  'webhook.disable': { label: 'Webhook disattivato dal server', describe: integrations.webhookDisable },
  'webhook.redeliver': { label: 'Evento webhook inviato di nuovo', describe: integrations.webhookRedeliver },
  'webhook.test': { label: 'Evento di prova webhook', describe: integrations.webhookTest },
  'staff.signout-everywhere': { label: 'Uscita da tutti i dispositivi', describe: people.staffSignoutEverywhere },
  'staff.totp': { label: 'Secondo fattore attivato', describe: people.staffTotp },
  'staff.add': { label: 'Utente staff aggiunto', describe: people.staffAdd },
  'staff.update': { label: 'Utente staff modificato', describe: people.staffUpdate },
  'staff.disable': { label: 'Utente staff disattivato', describe: people.staffDisable },
  'staff.demo_password_revoked': { label: 'Password demo di un utente staff tolta', describe: people.staffDemoRevoked },
  'audit.export': { label: 'Esportazione registro', describe: (facts) => people.auditExport(facts, auditActionLabel) },
  'validation.approve': { label: 'Convalida premio approvata', describe: people.validationDecision('approvata') },
  'validation.receipt': { label: 'Scontrino di una convalida visualizzato', describe: people.validationReceipt },
  'validation.reject': { label: 'Convalida premio rifiutata', describe: people.validationDecision('rifiutata') },
  'notification.send': { label: 'Notifica inviata', describe: people.notificationSend },
  'voucher.codes': { label: 'Codici importati in un buono', describe: people.voucherCodes },
  'regolamento.draft': { label: 'Bozza del regolamento preparata', describe: records.regolamentoDraft },
  'regolamento.publish': { label: 'Regolamento pubblicato', describe: records.regolamentoPublish },
  'regolamento.draft_delete': { label: 'Bozza del regolamento eliminata', describe: records.regolamentoDraftDelete },
  'inbox.assign': { label: 'Richiesta assegnata', describe: people.inboxAssign },
  'inbox.reply': { label: 'Risposta a una richiesta', describe: people.inboxReply },
  'inbox.close': { label: 'Richiesta chiusa', describe: people.inboxStatus('chiusa') },
  'inbox.reopen': { label: 'Richiesta riaperta', describe: people.inboxStatus('riaperta') },
  'content.create': { label: 'Contenuto creato', describe: records.contentWith('creato') },
  'content.update': { label: 'Contenuto modificato', describe: records.contentUpdate },
  'content.off': { label: 'Contenuto spento', describe: records.contentWith('spento') },
  'content.on': { label: 'Contenuto riacceso', describe: records.contentWith('riacceso') },
  'content.delete': { label: 'Contenuto eliminato', describe: records.contentWith('eliminato') },
} as const satisfies Record<string, ActionSpec>;

/** An action the server records: recordAction takes nothing else. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** The action's Italian name; one the list does not know (an old entry) as the server named it. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].label : action;
}

/**
 * The entry as an Italian sentence. An action this list no longer knows (a row written by an
 * older version) still reads with its recorded values, so no entry is hidden.
 */
export function describeAudit(entry: AuditFacts & { action: string }): string {
  if (isAuditAction(entry.action)) return AUDIT_ACTIONS[entry.action].describe(entry);
  const parts = [`Azione ${quoted(entry.action)} su ${quoted(entry.target)}`];
  if (entry.before !== undefined) parts.push(`prima: ${plainValue(entry.before)}`);
  if (entry.after !== undefined) parts.push(`dopo: ${plainValue(entry.after)}`);
  return parts.join('; ');
}
