/**
 * What a regolamento draft must hold, said in the same words by the console (beside each field,
 * before sending) and by the server (its 400 details).
 */
export const DRAFT_MESSAGES = {
  changesMissing: 'Scrivi in breve che cosa cambia: i clienti lo leggono prima di accettare',
  fileMissing: 'Carica il PDF del regolamento',
  fileNotPdf: 'Il file indicato non è un PDF caricato',
  textMissing: 'Scrivi il testo del regolamento',
} as const;

/** The longest summary of changes (schemas/api/staff-regolamento.json, DraftBody.changes). */
export const CHANGES_MAX_LENGTH = 4000;
