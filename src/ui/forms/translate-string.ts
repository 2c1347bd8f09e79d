import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';

/**
 * RJSF's own interface strings in Italian (its defaults are English). Most belong to widgets we
 * do not use (arrays, additional properties), but none may ever reach a customer in English.
 */
const ITALIAN: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.MissingItems]: 'Definizione degli elementi mancante',
  [TranslatableString.EmptyArray]: 'Nessun elemento. Usa il pulsante qui sotto per aggiungerne.',
  [TranslatableString.YesLabel]: 'Sì',
  [TranslatableString.NoLabel]: 'No',
  [TranslatableString.CloseLabel]: 'Chiudi',
  [TranslatableString.ErrorsLabel]: 'Errori',
  [TranslatableString.NewStringDefault]: 'Nuovo valore',
  [TranslatableString.AddButton]: 'Aggiungi',
  [TranslatableString.AddItemButton]: 'Aggiungi elemento',
  [TranslatableString.CopyButton]: 'Copia',
  [TranslatableString.ExpandButton]: 'Espandi',
  [TranslatableString.MoveDownButton]: 'Sposta giù',
  [TranslatableString.MoveUpButton]: 'Sposta su',
  [TranslatableString.RemoveButton]: 'Rimuovi',
  [TranslatableString.NowLabel]: 'Adesso',
  [TranslatableString.ClearLabel]: 'Cancella',
  [TranslatableString.AriaDateLabel]: 'Seleziona una data',
  [TranslatableString.PreviewLabel]: 'Anteprima',
  [TranslatableString.DecrementAriaLabel]: 'Diminuisci di 1',
  [TranslatableString.IncrementAriaLabel]: 'Aumenta di 1',
  [TranslatableString.OptionalObjectAdd]: 'Aggiungi dati facoltativi',
  [TranslatableString.OptionalObjectRemove]: 'Rimuovi dati facoltativi',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Nessun dato facoltativo',
  [TranslatableString.Type]: 'Tipo',
  [TranslatableString.Value]: 'Valore',
  [TranslatableString.ClearButton]: 'Svuota il campo',
  [TranslatableString.UnknownFieldType]: 'Tipo di campo sconosciuto %1',
  [TranslatableString.OptionPrefix]: 'Opzione %1',
  [TranslatableString.TitleOptionPrefix]: '%1 opzione %2',
  [TranslatableString.KeyLabel]: 'Chiave %1',
  [TranslatableString.DeprecatedLabel]: '%1 (deprecato)',
  [TranslatableString.CycleDetected]: 'Riferimento circolare nel campo "%1"',
  [TranslatableString.InvalidObjectField]: 'Configurazione del campo "%1" non valida: _%2_.',
  [TranslatableString.UnsupportedField]: 'Campo non supportato.',
  [TranslatableString.UnsupportedFieldWithId]: 'Campo `%1` non supportato.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Campo non supportato: _%1_.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Campo `%1` non supportato: _%2_.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 byte)',
};

/** RJSF's `translateString` prop: Italian, with its %1 %2 placeholders filled the usual way. */
export function translateString(key: TranslatableString, params?: string[]): string {
  const text = ITALIAN[key];
  // Keys added by a future RJSF version fall back to its own text rather than to nothing.
  return text === undefined ? englishStringTranslator(key, params) : replaceStringParameters(text, params);
}
