/**
 * The search index's vocabulary (search_terms, migrations 006 and 009), which both engines read
 * (search-sqlite.engine.ts, search-postgres.engine.ts), and what a popularity key is. The query of
 * the vocabulary lives here, beside the repository (search.repository.ts) that uses it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/create-database';
import type { SearchHits } from './search.repository';

export const NO_HITS: SearchHits = { total: 0, starters: [], matches: [], wholeWords: new Set() };

/** Popularity key = sales_count * 2^31 + id (migrations 005 and 009); the id is what is left over. */
export const KEY_ID_MODULUS = 2_147_483_648;
export const idOfKey = (key: number) => key % KEY_ID_MODULUS;

/**
 * A longer prefix is looked up as its completions (exact terms) when it has at most this many;
 * with more (rare: 'inte' in a large English catalog) it stays a prefix query, correct but slower.
 */
export const MAX_COMPLETIONS = 64;

/** A query word as the index reads it: as a prefix, or as its completions ('potter', 'pottery'). */
export interface PrefixTerm {
  /** The exact completions, or undefined when the prefix is queried as a prefix. */
  completions?: string[];
  /** How many public books hold each completion, summed: the most books the word can match. */
  books: number;
  word: string;
}

/**
 * The smallest string above every string that starts with `prefix` (in the vocabulary's byte
 * order, which is code point order): U+10FFFF, the last code point, after it. Only a term with
 * that noncharacter right after the prefix would be left out.
 */
export const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * The words as the index should read them, each by its completions from search_terms, the
 * vocabulary both dialects keep (migrations 006 and 009): one query of a b-tree range per word.
 * A word with more than MAX_COMPLETIONS is read as a plain prefix; null when some word is the
 * start of no indexed word (every word must match, so nothing does).
 */
export async function completionsOf(db: Db, words: string[]): Promise<PrefixTerm[] | null> {
  if (words.length === 0) return [];
  const ranges = words.map(
    (word, i) => sql`select ${sql.lit(i)} as word, term, docs from (
    select term, docs from search_terms where term >= ${word} and term < ${prefixEnd(word)}
    order by term limit ${MAX_COMPLETIONS + 1}) as ${sql.ref(`range${i}`)}`,
  );
  const rows = (
    await sql<{ word: number; term: string; docs: number }>`${sql.join(ranges, sql` union all `)}`.execute(db)
  ).rows;
  const terms: PrefixTerm[] = [];
  for (const [i, word] of words.entries()) {
    const found = rows.filter((row) => Number(row.word) === i);
    if (found.length === 0) return null;
    if (found.length > MAX_COMPLETIONS) terms.push({ word, books: Infinity });
    else
      terms.push({
        word,
        completions: found.map((row) => row.term),
        books: found.reduce((sum, row) => sum + row.docs, 0),
      });
  }
  return terms;
}
