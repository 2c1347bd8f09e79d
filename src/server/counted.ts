import { COUNTED_NOUNS, countedTexts } from '../shared/counted.js';

/**
 * The server's Italian phrases with a count (answers, mails, log lines), each in Italian's plural
 * forms (src/shared/counted.ts picks one by i18next's rules): `{{n}}` is the count, printed it-IT.
 */
export const counted = countedTexts({
  ...COUNTED_NOUNS,
  problems: { one: '{{n}} problema', other: '{{n}} problemi' },
  moreProblems: { one: ' (e un altro problema)', other: ' (e altri {{n}} problemi)' },
  onlyInStock: {
    one: 'Del premio "{{name}}" è disponibile solo {{n}} pezzo',
    other: 'Del premio "{{name}}" sono disponibili solo {{n}} pezzi',
  },
  pointsRefunded: {
    one: 'Il tuo ordine {{order}} è stato annullato e il punto utilizzato è tornato sul tuo saldo.',
    other: 'Il tuo ordine {{order}} è stato annullato e i {{n}} punti utilizzati sono tornati sul tuo saldo.',
  },
  totalDebited: { one: 'Totale: {{n}} punto, già scalato dal tuo saldo.', other: 'Totale: {{n}} punti, già scalati dal tuo saldo.' },
  atMostChars: { one: 'può avere al massimo {{n}} carattere', other: 'può avere al massimo {{n}} caratteri' },
  atLeastChars: { one: 'deve avere almeno {{n}} carattere', other: 'deve avere almeno {{n}} caratteri' },
  atMostItems: { one: 'può avere al massimo {{n}} elemento', other: 'può avere al massimo {{n}} elementi' },
  atLeastItems: { one: 'deve avere almeno {{n}} elemento', other: 'deve avere almeno {{n}} elementi' },
  ordersExported: { one: '{{n}} ordine esportato', other: '{{n}} ordini esportati' },
});
