/**
 * A euro amount as a person writes it (the catalogue file's `cost` column, the console's prize
 * form) → whole cents. Italian or plain writing: `12,50`, `12.50`, `1.234,56`, `1234`, with an
 * optional `€`. A dot followed by exactly three digits groups thousands; otherwise it is the
 * decimal point. More than two decimals is refused rather than rounded: a declared cost is what
 * the promoter wrote, and a rounding would change it.
 */
export type EuroReading = { cents: number } | { error: string };

const MAX_CENTS = 100_000_000;

export function euroCents(text: string): EuroReading {
  const v = text.replace(/€/g, '').replace(/\s/g, '');
  if (v.startsWith('-')) return { error: 'non può essere negativo' };
  const italian = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(v);
  const plain = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  const match = italian ?? plain;
  if (!match) return { error: `"${text.trim()}" non è un importo in euro (per esempio 12,50)` };
  const whole = Number(match[1]!.replace(/\./g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { error: 'è fuori scala (massimo 1.000.000 €)' };
  return { cents };
}
