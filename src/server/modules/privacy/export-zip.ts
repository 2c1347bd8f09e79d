import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportedOrder } from '../orders/privacy-service.js';
import type { ConsentHistoryEntry } from '../consents/service.js';
import type { ExportedContactRequest, ExportedValidation } from '../engagement/privacy-service.js';
import type { ExportedProfile } from '../customers/privacy-service.js';
import type { LedgerEntry } from '../points/service.js';
import { csvDocument, italianDateTime } from '../../http/csv-document.js';

/** Everything the export holds, gathered from the modules that own it. */
export interface ExportContent {
  tenantName: string;
  preparedAt: string;
  timeZone: string;
  profile: ExportedProfile;
  addresses: unknown[];
  consents: ConsentHistoryEntry[];
  ledger: LedgerEntry[];
  orders: ExportedOrder[];
  wishlist: { code: string; name: string; added_at: string }[];
  contactRequests: ExportedContactRequest[];
  validations: ExportedValidation[];
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The zip: JSON per area, the receipts under scontrini/, and riepilogo.csv, the same in words a
 * person reads in a spreadsheet (one line per fact: area, what, detail).
 */
export function exportZip(c: ExportContent): Buffer {
  const receipts: Zippable = {};
  const validations = c.validations.map(({ receipt, ...v }) => {
    const file = receipt ? `scontrini/scontrino-${v.id}.${EXTENSIONS[receipt.mime] ?? 'bin'}` : null;
    if (receipt && file) receipts[file.slice('scontrini/'.length)] = new Uint8Array(receipt.data);
    return { ...v, receipt_file: file };
  });
  const entries: Zippable = {
    'profilo.json': json(c.profile),
    'indirizzi.json': json(c.addresses),
    'consensi.json': json(c.consents),
    'movimenti-punti.json': json(c.ledger),
    'ordini.json': json(c.orders),
    'lista-desideri.json': json(c.wishlist),
    'richieste-contatto.json': json(c.contactRequests),
    'convalide.json': json(validations),
    'riepilogo.csv': strToU8(summaryCsv(c)),
  };
  if (Object.keys(receipts).length) entries['scontrini'] = receipts;
  return Buffer.from(zipSync(entries, { level: 6 }));
}

function summaryCsv(c: ExportContent): string {
  const when = (iso: string | null) => (iso ? italianDateTime(iso, c.timeZone) : '');
  const p = c.profile;
  const rows: (string | number | null)[][] = [
    ['Esportazione', 'Programma', c.tenantName],
    ['Esportazione', 'Preparata il', when(c.preparedAt)],
    ['Profilo', 'Codice utente', p.username],
    ['Profilo', 'Nome', [p.firstname, p.lastname].filter(Boolean).join(' ')],
    ['Profilo', 'Azienda', p.company],
    ['Profilo', 'Email', p.email],
    ['Profilo', 'Telefono', p.phone],
    ['Profilo', 'Indirizzo', [p.address1, p.address2, p.zipcode, p.city, p.district].filter(Boolean).join(' ')],
    ['Profilo', 'Registrato il', when(p.created_at)],
    ['Indirizzi', 'Indirizzi salvati', c.addresses.length],
    ...c.consents.map((r) => [
      'Consensi',
      `${r.label} (versione ${r.version ?? 'non indicata'})`,
      `${r.given ? 'Dato' : 'Negato'} il ${when(r.recordedAt)}`,
    ]),
    ['Punti', 'Saldo', c.ledger.reduce((sum, e) => sum + e.amount, 0)],
    ...c.ledger.map((e) => ['Punti', `${when(e.created_at)} ${e.reason}`, e.amount]),
    ...c.orders.map((o) => ['Ordini', `Ordine ${o.order_number} del ${when(o.created_at)}`, `${o.status}, ${o.total_points} punti`]),
    ...c.wishlist.map((w) => ['Lista desideri', w.code, w.name]),
    ...c.contactRequests.map((r) => ['Richieste di contatto', `${when(r.created_at)} ${r.topic}`, r.message]),
    ...c.validations.map((v) => [
      'Convalide premio',
      `Scontrino del ${v.receipt_date} ${v.receipt_time}`,
      `${(v.amount_cents / 100).toFixed(2)} €, ${v.status}`,
    ]),
  ];
  return csvDocument(['Sezione', 'Voce', 'Dettaglio'], rows);
}
