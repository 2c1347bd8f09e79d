import { sql, type RawBuilder } from 'kysely';
import type { SqlDialectName } from '../../db/database.js';

/** At most this many words of a search are used: a pasted paragraph must not build a huge query. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Lower-case, accent-free, punctuation as spaces: 'Macchina da Caffè' → 'macchina da caffe'.
 * The same folding as SQLite's unicode61 tokenizer with remove_diacritics 2, so both databases
 * match alike. Stored in products.search_text (PostgreSQL's tsvector is built from it).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a customer's search, folded; empty when nothing searchable is left. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return foldForSearch(search)
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_TERMS)
    .map((t) => t.slice(0, MAX_TERM_LENGTH));
}

/**
 * The terms as the database's text query, keeping the products containing every term as a word
 * prefix ('caff' finds 'Caffè'): PostgreSQL's tsquery text, SQLite's a JSON array of the terms.
 * Terms come from searchTerms: letters and digits only, so quoting them is enough to keep tsquery
 * syntax out of customer input.
 */
export function textQuery(dialect: SqlDialectName, terms: string[]): string {
  return dialect === 'sqlite' ? JSON.stringify(terms) : terms.map((t) => `'${t}':*`).join(' & ');
}

/** The terms of textQuery's text. */
export function queryTerms(dialect: SqlDialectName, query: string): string[] {
  return dialect === 'sqlite' ? (JSON.parse(query) as string[]) : [...query.matchAll(/'([^']*)':\*/g)].map((m) => m[1]!);
}

/**
 * A condition on the prize matching textQuery's text (a bound value). Searches read their
 * matches from the word prefixes in the listing's order (search-prefixes.ts); this checks the
 * terms those cannot prove. On SQLite a term is a word prefix when it follows a space in
 * search_text, whose words are separated by single spaces.
 */
export function searchCondition(dialect: SqlDialectName, query: string): RawBuilder<boolean> {
  if (dialect === 'sqlite') {
    return sql<boolean>`not exists (select 1 from json_each(${query}) as t where instr(' ' || products.search_text, ' ' || t.value) = 0)`;
  }
  return sql<boolean>`products.search_vector @@ to_tsquery('simple', ${query})`;
}

/**
 * searchCondition as a filter on prizes already found through the word prefixes, for the terms
 * their entries cannot prove. On PostgreSQL the function form, not the GIN index's operator: the
 * planner would read the GIN index for the operator and join, listing every match of the words
 * again.
 */
export function searchRecheck(dialect: SqlDialectName, query: string): RawBuilder<boolean> {
  if (dialect === 'sqlite') return searchCondition(dialect, query);
  return sql<boolean>`ts_match_vq(products.search_vector, to_tsquery('simple', ${query}))`;
}
