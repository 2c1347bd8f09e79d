/**
 * What a person reads for a field the API names: a customer never sees `date_of_birth`.
 * A form's own `title` wins (the tenant's wording); these cover the customer record's columns and
 * the fields every form of the portal may send. A field with no label anywhere is left unnamed:
 * its message is still shown, and the API's `details` still carry the name for the form.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstname: 'Nome',
  lastname: 'Cognome',
  email: 'Email',
  repeatemail: 'Conferma email',
  company: 'Ragione sociale',
  vatcode: 'Partita IVA',
  phone: 'Telefono',
  repeatphone: 'Conferma telefono',
  address1: 'Indirizzo',
  address2: 'N°',
  zipcode: 'CAP',
  city: 'Città',
  district: 'Provincia',
  region: 'Regione',
  country: 'Nazione',
  date_of_birth: 'Data di nascita',
  password: 'Password',
  repeatpassword: 'Conferma password',
  old: 'Password attuale',
  new: 'Nuova password',
  confirm: 'Conferma password',
  username: 'Codice utente',
  accetta_regolamento: 'Regolamento',
  // No consent here: a consent's field name says nothing of its purpose (tenant consents.purposes);
  // its label is the wording the tenant declares.
};

const MAX_LABEL = 60;

/** A title's text without markup, cut at a word within MAX_LABEL characters ('…' when cut). */
function shortText(title: string): string {
  const plain = title
    .replace(/<[^>]*>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= MAX_LABEL) return plain;
  const cut = plain.slice(0, MAX_LABEL - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_LABEL / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of `field` in a form schema (its `title`), else the portal's own, else null. */
export function fieldLabel(field: string, schema?: unknown): string | null {
  const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
  const prop = properties[field];
  const title = isObject(prop) && typeof prop['title'] === 'string' ? prop['title'].trim() : '';
  // A tick box's title is a sentence with links (HTML): the short name reads better in a message.
  if (title && !/[<&]/.test(title) && title.length <= MAX_LABEL) return title;
  return FIELD_LABELS[field] ?? (title ? shortText(title) : null);
}

/** `Data di nascita: Campo obbligatorio; Email: Email non valida`: one line a person can read. */
export function describeFieldErrors(errors: readonly { field: string; message: string }[], schema?: unknown): string {
  return errors
    .map((e) => {
      const label = fieldLabel(e.field, schema);
      return label ? `${label}: ${e.message}` : e.message;
    })
    .join('; ');
}
