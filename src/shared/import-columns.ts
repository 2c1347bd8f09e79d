/**
 * The columns of the CSV imports (customers, points, catalogue), in one list that the server reads (what a file must and may
 * have) and the console shows (the column help beside the file picker): the help cannot drift
 * from what the import accepts. Full rules: docs/operators.md#imports.
 */

export type ImportKind = 'users' | 'points' | 'catalog';

export interface ImportColumn {
  name: string;
  required: boolean;
  /** Italian, for the console's help. */
  help: string;
}

/** The catalogue import's columns (`catalog:import`, the console's Catalogo upload). */
export const CATALOG_COLUMNS: readonly ImportColumn[] = [
  { name: 'code', required: true, help: 'il codice del premio, unico nell’iniziativa: chi c’è già viene aggiornato' },
  { name: 'name', required: true, help: 'il nome del premio (massimo 300 caratteri)' },
  { name: 'description', required: false, help: 'la descrizione (testo semplice)' },
  { name: 'points', required: true, help: 'punti interi, solo cifre (1500, non 1.500)' },
  { name: 'stock', required: true, help: 'pezzi disponibili, intero da 0' },
  {
    name: 'cost',
    required: false,
    help: 'il costo dichiarato del premio in euro (12,50), da 0: vale il rendiconto di chiusura; vuoto: invariato',
  },
  { name: 'category', required: true, help: 'la categoria, per nome: creata se non esiste' },
  { name: 'subcategory', required: false, help: 'la sottocategoria, per nome: creata se non esiste' },
  { name: 'available', required: false, help: '1/0, sì/no: se si può ordinare (predefinito 1)' },
  { name: 'featured', required: false, help: '1/0, sì/no: se compare in home (predefinito 0)' },
  {
    name: 'images',
    required: false,
    help: 'i nomi dei file immagine nello zip, separati da | (la prima è la principale); vuoto: immagini invariate',
  },
];

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  users: [
    { name: 'user_code', required: true, help: 'il codice utente SAP con cui il cliente accede; unico, senza spazi' },
    {
      name: 'password',
      required: true,
      help: 'la prima password: almeno 8 caratteri con maiuscole, minuscole, numeri e simboli',
    },
    { name: 'firstname', required: false, help: 'nome' },
    { name: 'lastname', required: false, help: 'cognome' },
    { name: 'company', required: false, help: 'ragione sociale' },
    { name: 'email', required: false, help: 'indirizzo email valido' },
    { name: 'vatcode', required: false, help: 'partita IVA: 11 cifre, con o senza IT davanti (salvata senza IT)' },
    { name: 'phone', required: false, help: 'telefono: cifre, spazi e + ( ) . / -' },
    { name: 'address1', required: false, help: 'indirizzo (via o piazza)' },
    { name: 'address2', required: false, help: 'numero civico' },
    { name: 'zipcode', required: false, help: 'CAP' },
    { name: 'city', required: false, help: 'città' },
    { name: 'district', required: false, help: 'provincia (sigla, es. MI)' },
    { name: 'region', required: false, help: 'regione' },
    { name: 'country', required: false, help: 'nazione (codice, es. IT)' },
    { name: 'points_enabled', required: false, help: '1/0, sì/no: se raccoglie punti (predefinito 0)' },
    { name: 'active', required: false, help: '1/0, sì/no: 1 solo se ha già completato la registrazione (predefinito 0)' },
    { name: 'type', required: false, help: 'tipo di account (predefinito customer)' },
  ],
  points: [
    { name: 'user_code', required: true, help: 'un cliente già presente nell’iniziativa' },
    { name: 'points', required: true, help: 'punti interi positivi, solo cifre (1500, non 1.500)' },
    { name: 'reason', required: true, help: 'il motivo che il cliente legge nel dettaglio punti' },
    { name: 'external_ref', required: true, help: 'il vostro riferimento unico del movimento: mai accreditato due volte' },
    { name: 'kind', required: false, help: 'credit (predefinito), debit o reversal; anche accredito, addebito, storno' },
    { name: 'date', required: false, help: 'data del movimento: 2026-01-15 o 15/01/2026 (predefinita oggi), non futura' },
  ],
  catalog: CATALOG_COLUMNS,
};

/** Required and optional column names, as the CSV reader checks the header. */
export function columnSpecOf(kind: ImportKind): { required: string[]; optional: string[] } {
  const columns = IMPORT_COLUMNS[kind];
  return {
    required: columns.filter((c) => c.required).map((c) => c.name),
    optional: columns.filter((c) => !c.required).map((c) => c.name),
  };
}

/** The columns of a sales file uploaded in the console (Vendite): the partner API's sales line, one a row. */
export const SALES_COLUMNS: readonly ImportColumn[] = [
  { name: 'user_code', required: true, help: 'il codice utente del cliente, già presente nell’iniziativa' },
  { name: 'date', required: true, help: 'il giorno della vendita: AAAA-MM-GG o GG/MM/AAAA, non nel futuro' },
  { name: 'product_code', required: true, help: 'il codice del prodotto venduto (le regole di accumulo leggono codici e prefissi)' },
  { name: 'quantity', required: true, help: 'pezzi venduti, intero da 1' },
  {
    name: 'amount',
    required: true,
    help: 'importo della riga in euro, al massimo due decimali (118,50 o 118.50; senza separatore delle migliaia)',
  },
];
