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

/** Rows of the edit distance table, reused: queries are short and run one at a time. */
let distanceRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters count one each), or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > (distanceRows[0] as Int32Array).length)
    distanceRows = distanceRows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      // (Typed array cells inside the bounds: `?? 0` only satisfies the type checker.)
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
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
  /**
   * For each word of the query, what may stand for it in a text: the word itself and the known
   * words it may be a typo of (for a one-word query only the latter: the word is the needle).
   * Rarest words first, so a text without them fails on the first.
   */
  words: string[][];
  /** whether a text without the whole needle can still match (several words, or a typo) */
  wordsCanMatch: boolean;
}

/**
 * `needle` must already be folded (searchKey); `vocabulary` is only needed for typos; `sample`
 * (a few of the texts to be searched) orders the words by how rare they are.
 */
export function nameQuery(needle: string, vocabulary?: Vocabulary, sample: readonly string[] = []): NameQuery {
  const split = [...new Set(needle.split(/[\s|]+/).filter(Boolean))];
  const corrections = split.map((word) => (vocabulary ? typoCorrections(word, vocabulary) : []));
  const words = split.map((word, i) =>
    split.length === 1 ? (corrections[i] ?? []) : [word, ...(corrections[i] ?? [])],
  );
  const seen = (alternatives: string[]) => sample.filter((t) => alternatives.some((a) => t.includes(a))).length;
  const rarity = new Map(words.map((alternatives) => [alternatives, seen(alternatives)]));
  words.sort((a, b) => (rarity.get(a) ?? 0) - (rarity.get(b) ?? 0) || b.length - a.length);
  return {
    needle,
    words: words.filter((alternatives) => alternatives.length > 0),
    wordsCanMatch: split.length > 1 || corrections.some((c) => c.length > 0),
  };
}

/** Whether the query would look for typos (so the caller builds a vocabulary only when needed). */
export const mayHaveTypos = (needle: string) =>
  needle.split(/[\s|]+/).some((word) => typoBudget(word) > 0 && TYPO_WORD.test(word));

/** Whether the character before a match makes it a word start: not a letter, digit or mark. */
function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined || ch === " " || ch === "|" || ch === "(" || ch === "-") return false;
  return /[\p{L}\p{N}\p{M}]/u.test(ch);
}

/**
 * The best tier of a query in a search text, or -1 when it does not match. `namesEnd` is where
 * the text's names end (text.indexOf(NAMES_END), or the text's length when it has no places),
 * passed by callers that keep it.
 */
export function matchTier(text: string, query: NameQuery, namesEnd = namesEndOf(text)): Tier | -1 {
  const { needle } = query;
  let at = needle ? text.indexOf(needle) : -1;
  if (at !== -1) {
    let best: Tier = Tier.inside;
    while (at !== -1) {
      const end = at + needle.length;
      const startsField = at === 0 || text.startsWith(FIELD, at - FIELD.length);
      if (startsField && end <= namesEnd && (end === namesEnd || end === text.length || text.startsWith(FIELD, end))) {
        return Tier.exact;
      }
      if (best === Tier.inside && (startsField || !isWordChar(text[at - 1]))) best = Tier.wordStart;
      // Past the names only a word start can still improve the match.
      if (best === Tier.wordStart && end > namesEnd) return best;
      at = text.indexOf(needle, at + 1);
    }
    return best;
  }
  if (!query.wordsCanMatch) return -1;
  const { words } = query;
  for (let w = 0; w < words.length; w++) {
    const alternatives = words[w] as string[];
    let found = false;
    for (let k = 0; k < alternatives.length && !found; k++) found = text.includes(alternatives[k] as string);
    if (!found) return -1;
  }
  return Tier.words;
}

/**
 * Many search texts in one string, joined by "\n" (no folded text or query holds one, so no
 * match spans two texts): one indexOf over it finds the texts that hold a word 1.5-10 times
 * faster than one includes() per text (V8 sets up its search once per call). Text i is
 * text.slice(starts[i], ends[i]); its names end namesEnd[i] characters in.
 */
export interface TextCorpus {
  text: string;
  starts: Int32Array;
  ends: Int32Array;
  namesEnd: Int32Array;
}

export function buildCorpus(texts: readonly string[]): TextCorpus {
  const starts = new Int32Array(texts.length);
  const ends = new Int32Array(texts.length);
  const namesEnd = new Int32Array(texts.length);
  let at = 0;
  texts.forEach((t, i) => {
    starts[i] = at;
    ends[i] = at + t.length;
    namesEnd[i] = namesEndOf(t);
    at += t.length + 1;
  });
  return { text: texts.join("\n"), starts, ends, namesEnd };
}

/** Text i of a corpus (a slice: no copy). */
export const corpusText = (corpus: TextCorpus, i: number) =>
  corpus.text.slice(corpus.starts[i] ?? 0, corpus.ends[i] ?? 0);

/** Marks in `found` every text of the corpus that holds `word`. */
function markTexts(corpus: TextCorpus, word: string, found: Uint8Array) {
  const { text, starts } = corpus;
  const count = starts.length;
  let row = 0;
  let at = word ? text.indexOf(word) : -1;
  while (at !== -1) {
    // The text holding `at`: binary search from the last one (positions only grow).
    let hi = count - 1;
    while (row < hi) {
      const mid = (row + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) row = mid;
      else hi = mid - 1;
    }
    found[row] = 1;
    row += 1;
    at = row < count ? text.indexOf(word, starts[row]) : -1;
  }
}

/**
 * The texts that may match the query (a superset of those matchTier accepts), in as few scans
 * as possible: for a query that can match word by word, the texts holding its rarest word or a
 * word that word may be a typo of (a text holding the whole query holds each of its words, and
 * a one-word query with typo corrections occurs in no text: it is in no known word); otherwise
 * the texts holding the whole query.
 */
export function candidateTexts(corpus: TextCorpus, query: NameQuery): Uint8Array {
  const found = new Uint8Array(corpus.starts.length);
  if (query.wordsCanMatch) for (const word of query.words[0] ?? []) markTexts(corpus, word, found);
  else markTexts(corpus, query.needle, found);
  return found;
}

/** Where the names of a search text end (see NAMES_END). */
export function namesEndOf(text: string): number {
  const at = text.indexOf(NAMES_END);
  return at === -1 ? text.length : at;
}
