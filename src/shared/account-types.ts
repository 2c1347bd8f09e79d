/**
 * What a customer reads for their account type (users.type, set by the operator's import): the
 * stored code (`customer`) is for machines, never for the profile. A code without a label
 * here is the operator's own word and is shown as a word (underscores and dashes as spaces).
 */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<string, string>> = {
  customer: 'Cliente',
  agent: 'Agente',
  admin: 'Amministratore',
};

export function accountTypeLabel(code: string): string {
  const known = ACCOUNT_TYPE_LABELS[code.toLowerCase()];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
