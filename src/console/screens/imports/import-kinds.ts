import type { ImportKind } from '../../../shared/import-columns.js';
import { CSV_FILE, MB, type FileRules } from '../../uploads/file-rules.js';

/** What the screen says and checks for each kind of upload; the limits are the server's (jobs-kinds.ts). */
export interface KindText extends FileRules {
  title: string;
  lead: string;
  command: string;
}

export const KIND_TEXT: Record<ImportKind, KindText> = {
  users: {
    ...CSV_FILE,
    title: 'Importa clienti',
    lead: 'Crea i clienti del file con la loro prima password. I codici già presenti vengono saltati e non modificati.',
    command: 'npm run users:import',
  },
  points: {
    ...CSV_FILE,
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
