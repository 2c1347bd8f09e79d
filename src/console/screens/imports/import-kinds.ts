import type { ImportKind } from '../../../shared/import-columns.js';

const MB = 1024 * 1024;

/** What the screen says and checks for each kind of upload; the limits are the server's (jobs-kinds.ts). */
export interface KindText {
  title: string;
  lead: string;
  command: string;
  /** The file, as the picker's label and the reminder name it ('il file CSV'), and what the picker accepts. */
  file: string;
  accept: string;
  extensions: RegExp;
  wrongType: string;
  maxBytes: number;
  /** The file's limits, said under the columns. */
  limits: string;
}

const CSV = {
  file: 'il file CSV',
  accept: '.csv,text/csv',
  extensions: /\.(csv|txt)$/i,
  wrongType: 'Scegli un file CSV (.csv): in Excel, «Salva con nome» → «CSV UTF-8».',
  maxBytes: 5 * MB,
  limits: 'al massimo 5 MB',
};

export const KIND_TEXT: Record<ImportKind, KindText> = {
  users: {
    ...CSV,
    title: 'Importa clienti',
    lead: 'Crea i clienti del file con la loro prima password. I codici già presenti vengono saltati e non modificati.',
    command: 'npm run users:import',
  },
  points: {
    ...CSV,
    title: 'Importa movimenti punti',
    lead: 'Accredita o toglie punti ai clienti del file, una sola volta per riferimento (external_ref). Un addebito che porterebbe il saldo sotto zero viene scartato.',
    command: 'npm run points:import',
  },
  catalog: {
    title: 'Importa il catalogo premi',
    lead: 'Crea i premi del file, o aggiorna quelli con lo stesso codice; una riga uguale al premio salvato viene saltata. Con le immagini: uno zip con il file CSV e le foto che la colonna images nomina.',
    command: 'npm run catalog:import',
    file: 'il file CSV o ZIP',
    accept: '.csv,.zip,text/csv,application/zip',
    extensions: /\.(csv|txt|zip)$/i,
    wrongType: 'Scegli un file CSV (.csv) oppure uno zip (.zip) con il CSV e le immagini.',
    maxBytes: 50 * MB,
    limits: 'al massimo 50 MB; le immagini JPEG, PNG, WebP, AVIF, GIF o TIFF dentro lo zip',
  },
};

/** Why the chosen file cannot be sent, before sending it; null when it can. */
export function fileProblem(file: File, kind: ImportKind): string | null {
  const text = KIND_TEXT[kind];
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > text.maxBytes)
    return `Il file supera la dimensione massima di ${text.maxBytes / MB} MB: dividilo in più file, oppure usa ${text.command} dal server.`;
  if (!text.extensions.test(file.name)) return text.wrongType;
  return null;
}
