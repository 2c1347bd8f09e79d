import { COUNTED_NOUNS, countedTexts } from '../shared/counted.js';

/**
 * The console's phrases with a count, each in Italian's plural forms (src/shared/counted.ts picks
 * one by i18next's rules): `{{n}}` is the count, printed it-IT. A screen says `counted('prizes', n)`,
 * never `n === 1 ? … : …`.
 */
export const counted = countedTexts({
  ...COUNTED_NOUNS,
  // Lists and figures.
  orders: { one: '{{n}} ordine', other: '{{n}} ordini' },
  ordersInAll: { one: '{{n}} ordine in tutto', other: '{{n}} ordini in tutto' },
  customers: { one: '{{n}} cliente', other: '{{n}} clienti' },
  customersLoaded: { one: 'su {{n}} cliente caricato', other: 'su {{n}} clienti caricati' },
  requests: { one: '{{n}} richiesta', other: '{{n}} richieste' },
  requestsOpen: { one: 'su {{n}} richiesta aperta', other: 'su {{n}} richieste aperte' },
  validations: { one: '{{n}} convalida', other: '{{n}} convalide' },
  contentItems: { one: '{{n}} elemento', other: '{{n}} elementi' },
  auditEntries: { one: '{{n}} voce mostrata', other: '{{n}} voci mostrate' },
  sessions: { one: '{{n}} sessione aperta.', other: '{{n}} sessioni aperte.' },
  pointsIssued: { one: '{{n}} punto emesso', other: '{{n}} punti emessi' },
  pointsSpent: { one: '{{n}} punto speso', other: '{{n}} punti spesi' },
  pointsBack: {
    one: 'Il punto dell’ordine torna al cliente e i premi in magazzino.',
    other: 'I {{n}} punti tornano al cliente e i premi in magazzino.',
  },
  pointsCredited: { one: 'Accreditato {{n}} punto.', other: 'Accreditati {{n}} punti.' },
  pointsDebited: { one: 'Addebitato {{n}} punto.', other: 'Addebitati {{n}} punti.' },
  lastWeeks: { one: 'Nell’ultima settimana', other: 'Nelle ultime {{n}} settimane' },
  // Orders chosen together.
  ordersSelected: { one: '{{n}} ordine selezionato', other: '{{n}} ordini selezionati' },
  ordersUpdated: { one: '{{n}} ordine aggiornato.', other: '{{n}} ordini aggiornati.' },
  cancelOrders: { one: 'Annullare l’ordine selezionato?', other: 'Annullare {{n}} ordini?' },
  // Settings.
  unsavedChanges: { one: '{{n}} modifica non salvata', other: '{{n}} modifiche non salvate' },
  settingsSaved: {
    one: 'Salvato: {{n}} impostazione, valida dal prossimo caricamento del portale.',
    other: 'Salvato: {{n}} impostazioni, valide dal prossimo caricamento del portale.',
  },
  moreProblems: { one: ' (e un altro problema)', other: ' (e altri {{n}} problemi)' },
  // Imports.
  rowsOf: { one: '{{done}} di {{n}} riga', other: '{{done}} di {{n}} righe' },
  picturesOf: { one: '{{done}} di {{n}} immagine elaborata', other: '{{done}} di {{n}} immagini elaborate' },
  rowsWouldImport: { one: 'verrebbe importata {{n}} riga', other: 'verrebbero importate {{n}} righe' },
  rowsRejected: {
    one: '{{n}} riga è stata scartata: è elencata qui sotto con il motivo.',
    other: '{{n}} righe sono state scartate: sono elencate qui sotto con il motivo.',
  },
  rowsWouldBeRejected: {
    one: '{{n}} riga verrebbe scartata: è elencata qui sotto con il motivo.',
    other: '{{n}} righe verrebbero scartate: sono elencate qui sotto con il motivo.',
  },
  rowsImported: { one: 'Importazione completata: {{n}} riga importata.', other: 'Importazione completata: {{n}} righe importate.' },
  reportRowsShown: {
    one: ' È mostrata la prima riga su {{total}}: il CSV le contiene tutte.',
    other: ' Sono mostrate le prime {{n}} righe su {{total}}: il CSV le contiene tutte.',
  },
  // Notifications and voucher codes.
  toCustomers: { one: 'a {{n}} cliente', other: 'a {{n}} clienti' },
  unknownCodes: { one: '{{n}} codice sconosciuto', other: '{{n}} codici sconosciuti' },
  unknownCodesNotified: {
    one: 'Un codice non corrisponde a nessun cliente e non ha ricevuto la notifica: ',
    other: '{{n}} codici non corrispondono a nessun cliente e non hanno ricevuto la notifica: ',
  },
  emailsSent: { one: '{{n}} inviata', other: '{{n}} inviate' },
  emailsSending: { one: '{{done}} di {{n}} inviata, in corso', other: '{{done}} di {{n}} inviate, in corso' },
  codesRefused: { one: '{{n}} codice scartato', other: '{{n}} codici scartati' },
});
