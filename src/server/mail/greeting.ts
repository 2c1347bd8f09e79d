/**
 * The one greeting of a mail to a customer. The layout (templates.ts) owns it: templates hand
 * their paragraphs and the customer's name, never a greeting of their own. When the text itself
 * opens with one (a staff member's reply or notification written as "Gentile Giulia," or
 * "Buongiorno a tutti,"), that is the mail's greeting and the layout adds none: a mail greets
 * once.
 */

// Italian (and the odd English) salutations a letter opens with, as a whole word: "Cara Giulia"
// opens with one, "Carico" does not.
const SALUTATION =
  /^\s*(ciao|salve|buon\s*giorno|buona\s*sera|buon\s*pomeriggio|gentil\p{L}*|egregi[oae]|carissim[oaie]|car[oaie]|spettabile|spett\.le|hello|hi|dear)(?!\p{L})/iu;

/** True when `text` starts with a salutation of its own. */
export function opensWithGreeting(text: string | undefined): boolean {
  return text !== undefined && SALUTATION.test(text);
}

/** The layout's greeting: "Ciao Giulia," or, without a name, "Ciao,". */
export function greetingFor(firstname: string | null | undefined): string {
  const name = firstname?.trim();
  return name ? `Ciao ${name},` : 'Ciao,';
}
