/** What a file picker of the console accepts, and what it checks before sending a file. */

export const MB = 1024 * 1024;

/** What a file picker accepts and checks before sending, and how it names the file. */
export interface FileRules {
  /** The file, as the picker's label and the reminder name it ('il file CSV'), and what the picker accepts. */
  file: string;
  accept: string;
  extensions: RegExp;
  wrongType: string;
  maxBytes: number;
  /** The file's limits, said under the columns. */
  limits: string;
  /** The server's command for a file too large for the console, if there is one. */
  command?: string;
}

/** A CSV of at most 5 MB, as the customers and points imports and the sales files take. */
export const CSV_FILE: FileRules = {
  file: 'il file CSV',
  accept: '.csv,text/csv',
  extensions: /\.(csv|txt)$/i,
  wrongType: 'Scegli un file CSV (.csv): in Excel, «Salva con nome» → «CSV UTF-8».',
  maxBytes: 5 * MB,
  limits: 'al massimo 5 MB',
};

/** Why the chosen file cannot be sent, before sending it; null when it can. */
export function fileProblem(file: File, text: FileRules): string | null {
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > text.maxBytes)
    return `Il file supera la dimensione massima di ${text.maxBytes / MB} MB: dividilo in più file${text.command ? `, oppure usa ${text.command} dal server` : ''}.`;
  if (!text.extensions.test(file.name)) return text.wrongType;
  return null;
}
