/**
 * Forgiving name search over folded texts (see searchKey): how well a query matches, and which
 * known words a misspelt query word may have meant. Texts are fields joined by FIELD (" | "),
 * with the names (official names and aliases) before NAMES_END (" || ") and other fields
 * (places, keys) after it: an exact match counts only for a whole name.
 */

/** Between two fields of a search text. */
export const FIELD = " | ";
/** After the last name field (official names and aliases) of a search text. */
export const NAMES_END = " || ";

/** Match kinds, best first; each list shows its matches in this order, then in its own order. */
export const Tier = {
  /** the query is a whole name or alias ("MIT", "哈佛", "Đại học Harvard") */
  exact: 0,
  /** the query starts a word or a field ("Oxford", "london", "牛津") */
  wordStart: 1,
  /** the query occurs inside a word ("MIT" in "RMIT", "Smith") */
  inside: 2,
  /** every word of the query occurs, in any order, or is one or two typos away from a known word */
  words: 3,
} as const;
export type Tier = (typeof Tier)[keyof typeof Tier];
export const TIER_COUNT = 4;

/** Words of Latin letters that typos are forgiven in (after folding: Vietnamese is Latin here). */
const TYPO_WORD = /^[a-z]+$/;
/** Typos are forgiven in words of five letters or more: one, and two from eight letters. */
export const typoBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/** The known words typos are corrected to: every Latin word of three letters or more in the texts. */
export interface Vocabulary {
  /** the words joined by "\n", to ask whether a query word occurs in any of them in one call */
  joined: string;
  /** the words by length */
  byLength: Map<number, string[]>;
}

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^a-z]+/)) if (word.length >= 3) words.add(word);
  }
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  return { joined: [...words].join("\n"), byLength };
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters count one each), or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/**
 * Known words a query word may be a misspelling of: none when the word occurs in a known word
 * as it is (then it is no typo), is too short, or is not Latin.
 */
export function typoCorrections(word: string, vocabulary: Vocabulary): string[] {
  const budget = typoBudget(word);
  if (budget === 0 || !TYPO_WORD.test(word) || vocabulary.joined.includes(word)) return [];
  const found: string[] = [];
  for (let length = word.length - budget; length <= word.length + budget; length++) {
    for (const known of vocabulary.byLength.get(length) ?? []) {
      if (editDistance(word, known, budget) <= budget) found.push(known);
    }
  }
  return found;
}

/** A folded query, taken apart once for all the texts it is matched against. */
export interface NameQuery {
  needle: string;
  /** each word of the query with the known words it may be a typo of */
  words: Array<{ word: string; corrections: string[] }>;
  /** whether a text without the whole needle can still match (several words, or a typo) */
  wordsCanMatch: boolean;
}

/** `needle` must already be folded (searchKey); `vocabulary` is only needed for typos. */
export function nameQuery(needle: string, vocabulary?: Vocabulary): NameQuery {
  const words = needle
    .split(/[\s|]+/)
    .filter(Boolean)
    .map((word) => ({ word, corrections: vocabulary ? typoCorrections(word, vocabulary) : [] }));
  return { needle, words, wordsCanMatch: words.length > 1 || words.some((w) => w.corrections.length > 0) };
}

/** Whether the query would look for typos (so the caller builds a vocabulary only when needed). */
export const mayHaveTypos = (needle: string) =>
  needle.split(/[\s|]+/).some((word) => typoBudget(word) > 0 && TYPO_WORD.test(word));

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}\p{M}]/u.test(ch);

/** The best tier of a query in a search text, or -1 when it does not match. */
export function matchTier(text: string, query: NameQuery): Tier | -1 {
  const { needle } = query;
  let at = needle ? text.indexOf(needle) : -1;
  if (at !== -1) {
    const namesEnd = text.indexOf(NAMES_END);
    let best: Tier = Tier.inside;
    while (at !== -1) {
      const end = at + needle.length;
      const startsField = at === 0 || text.startsWith(FIELD, at - FIELD.length);
      if (
        startsField &&
        (namesEnd === -1 || end <= namesEnd) &&
        (end === namesEnd || end === text.length || text.startsWith(FIELD, end))
      ) {
        return Tier.exact;
      }
      if (startsField || !isWordChar(text[at - 1])) best = Tier.wordStart;
      at = text.indexOf(needle, at + 1);
    }
    return best;
  }
  if (!query.wordsCanMatch) return -1;
  for (const { word, corrections } of query.words) {
    if (!text.includes(word) && !corrections.some((known) => text.includes(known))) return -1;
  }
  return Tier.words;
}
