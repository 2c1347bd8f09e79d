import { createInstance } from 'i18next';
import { formatNumber } from './format.js';

/**
 * A phrase with a count, in Italian's plural forms; `{{n}}` is the figure, formatted it-IT.
 * `many` is the form of a whole million ('1.000.000 di premi'): by default the `other` form with
 * "di" between the figure and the noun that follows it.
 */
export interface CountedText {
  one: string;
  other: string;
  many?: string;
}

export type Counted<K extends string> = (key: K, count: number, values?: Record<string, string | number>) => string;

const manyOf = (other: string) => other.replace(/\{\{n\}\} (?=\p{L})/u, '{{n}} di ');

/**
 * Counted phrases said outside the portal's translation file (the staff console, the server's
 * messages and mails, the command line): an i18next instance of their own picks the form by
 * Italian's plural rules (Intl.PluralRules), as the portal's `_one`/`_many`/`_other` keys do, so
 * no screen writes `n === 1 ? … : …` and no count reads '1 premi'.
 */
export function countedTexts<K extends string>(texts: Readonly<Record<K, CountedText>>): Counted<K> {
  // Built at the first phrase said, not when the module defining the phrases is evaluated: the
  // portal's entry defines two sets (the tenant file's and the forms' messages) and says them only
  // on an error. Built at evaluation, the two took about 10 ms of the entry's evaluation task at
  // 4× CPU (i18next's share of it: 11–17 ms before, 1–8 after, in traces of /news).
  let i18n: ReturnType<typeof createInstance> | null = null;
  const instance = () => {
    if (i18n) return i18n;
    const resources: Record<string, string> = {};
    for (const [key, text] of Object.entries<CountedText>(texts)) {
      resources[`${key}_one`] = text.one;
      resources[`${key}_many`] = text.many ?? manyOf(text.other);
      resources[`${key}_other`] = text.other;
    }
    i18n = createInstance();
    void i18n.init({
      lng: 'it',
      fallbackLng: false,
      initAsync: false,
      keySeparator: false,
      resources: { it: { translation: resources } },
      interpolation: { escapeValue: false },
    });
    return i18n;
  };
  return (key, count, values = {}) => instance().t(key, { ...values, count, n: formatNumber(count) });
}

/** The nouns every side counts the same way: the server's answers and the console's screens share them. */
export const COUNTED_NOUNS = {
  points: { one: '{{n}} punto', other: '{{n}} punti' },
  prizes: { one: '{{n}} premio', other: '{{n}} premi' },
  subcategories: { one: '{{n}} sottocategoria', other: '{{n}} sottocategorie' },
} as const satisfies Record<string, CountedText>;
