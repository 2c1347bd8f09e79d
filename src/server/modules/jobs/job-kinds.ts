/**
 * Each kind of background job in Italian, for the console's "Coda lavori". A module that
 * registers a kind (app.jobs.register) adds its label here; an unlisted kind shows its name.
 */
const JOB_KIND_LABELS: Readonly<Record<string, string>> = {
  'mail.send': 'Invio email',
  'import.users': 'Importazione clienti',
  'import.points': 'Importazione punti',
  'import.catalog': 'Importazione catalogo',
  'webhook.delivery': 'Consegna webhook',
  'webhook.purge': 'Pulizia del registro webhook',
  'points-expiry': 'Scadenza punti',
  'points-expiry-reminder': 'Promemoria scadenza punti',
  'privacy.export': 'Esportazione dati personali',
  'privacy.purge': 'Pulizia delle esportazioni scadute',
  'privacy.retention': 'Conservazione dei dati (consensi, clienti inattivi, scontrini)',
};

export const jobKindLabel = (kind: string): string => JOB_KIND_LABELS[kind] ?? kind;

/** Recognisable failures, in words an operator understands; the first that matches wins. */
const PLAIN_ERRORS: readonly [RegExp, string][] = [
  [/lease expired/i, 'Il server che lo eseguiva si è fermato prima di finire.'],
  [/EAUTH|Invalid login|535/i, 'Il server di posta ha rifiutato le credenziali SMTP.'],
  [/ECONNREFUSED/i, 'Il server di destinazione ha rifiutato la connessione (spento o porta sbagliata).'],
  [/ETIMEDOUT|ETIMEOUT|timed? ?out/i, 'Il server di destinazione non ha risposto in tempo.'],
  [/ENOTFOUND|EAI_AGAIN/i, 'Il nome del server di destinazione non esiste o il DNS non risponde.'],
  [/ECONNRESET|socket hang up/i, 'La connessione si è interrotta a metà.'],
  [/EENVELOPE|No recipients|Recipient|550|553/i, 'Il server di posta ha rifiutato il destinatario.'],
  [/self[- ]signed|certificate|CERT_/i, 'Il certificato del server di destinazione non è valido.'],
  [/ENOSPC/i, 'Il disco del server è pieno.'],
  [/EACCES|EPERM/i, 'Il server non ha i permessi per scrivere il file.'],
  [/\b5\d\d\b/, 'Il server di destinazione ha risposto con un errore.'],
];

/** The last error of a job in plain Italian where it is recognised; otherwise a general sentence. */
export function plainJobError(raw: string | null): string {
  if (!raw) return 'Non è stato registrato alcun errore.';
  return PLAIN_ERRORS.find(([pattern]) => pattern.test(raw))?.[1] ?? 'Errore non riconosciuto: vedi il dettaglio tecnico.';
}
