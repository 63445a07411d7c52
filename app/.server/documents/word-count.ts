/**
 * Counts the words of a plain-text string, with the same rule for every language the site serves.
 *
 * The rule:
 * 1. Each CJK ideograph (Han script, including the extension blocks and compatibility ideographs),
 *    each kana (Hiragana, Katakana, half-width Katakana, the prolonged-sound mark ー) and each Hangul
 *    syllable (U+AC00–U+D7A3) counts as one word. Combining marks after it (dakuten, variation
 *    selectors) belong to it.
 * 2. CJK and full-width punctuation (。，、；：？！「」『』（）《》〈〉【】…—～, U+3000–U+303F,
 *    U+FF00–U+FFEF punctuation) separates words and counts as none, like all punctuation.
 * 3. A run of Thai characters is split with `Intl.Segmenter('th', { granularity: 'word' })`; each
 *    segment with `isWordLike` counts as one word.
 * 4. Any other run of letters, digits and marks (Unicode \p{L}\p{N}\p{M}) between spaces or
 *    punctuation is one word. These stay one word too:
 *    - hyphenated words: well-known, state-of-the-art, COVID-19 (- U+2010 U+2011 between word characters);
 *    - apostrophes inside words: don't, l'école, don’t (' U+2019 U+02BC before a word character);
 *    - numbers with separators: 3.85, 2,000, 1,000.50 (. or , between two digits);
 *    - URLs starting with http(s)://, ftp(s):// or www. (up to the next character that is not an
 *      ASCII URL character): https://example.com/a-b?x=1;
 *    - e-mail addresses: a.b@example.com;
 *    - soft hyphens and zero-width (non-)joiners inside a word.
 *    Everything else splits: "e.g." and "Ph.D." are two words, "and/or" is two, "10:30" is two.
 * 5. Runs of only punctuation or symbols (including emoji) count as none.
 *
 * So Vietnamese counts per space-separated syllable ("Trường đại học" = 3) and Korean per syllable
 * ("대학교" = 3). Scripts written without spaces other than CJK and Thai (Lao, Khmer, Myanmar)
 * count one word per space-separated run.
 *
 * The scan is a single pass over char codes with sticky regexes for the word shapes, so it allocates
 * nothing per character (this runs over documents of millions of words); only Thai runs are sliced
 * out for the segmenter.
 */
export function countWords(text: string): number {
  let words = 0;
  let i = 0;
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      // ASCII: letters and digits start a word, everything else (space, punctuation) separates.
      if (isAsciiAlnum(c)) {
        words++;
        i = endOfWord(text, i);
      } else {
        i++;
      }
    } else if (c >= 0x0e00 && c <= 0x0e7f) {
      const stop = endOfThaiRun(text, i);
      words += countThaiWords(text.slice(i, stop));
      i = stop;
    } else if (isCommonCjk(c)) {
      words++;
      i = skipMarks(text, i + 1);
    } else if (isCommonSeparator(c)) {
      i++;
    } else {
      // Rarer characters: other CJK blocks, non-ASCII letters (é, ư, Cyrillic...), symbols.
      CJK.lastIndex = i;
      WORD.lastIndex = i;
      if (CJK.test(text)) {
        words++;
        i = skipMarks(text, CJK.lastIndex);
      } else if (WORD.test(text)) {
        words++;
        i = endOfWord(text, i);
      } else {
        i = nextCodePoint(text, i);
      }
    }
  }
  return words;
}

// A character of a space-separated word: letters, digits and marks, but not the scripts counted
// per character (rule 1) or by the segmenter (rule 3).
const W = String.raw`[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u30FC\uFF70\uFF9E\uFF9F\uAC00-\uD7A3]]`;
// Characters that join two runs of W into one word (rule 4): hyphens, apostrophes, soft hyphen, ZWNJ/ZWJ.
const JOINER = String.raw`[\-\u2010\u2011\u00AD\u200C\u200D'\u2019\u02BC]`;
const WORD = new RegExp(String.raw`${W}+(?:(?:${JOINER}|(?<=\p{N})[.,](?=\p{N}))${W}+)*`, "vy");
const URL = /(?:https?:\/\/|ftps?:\/\/|www\.)[\w\-.~:/?#[\]@!$&'()*+,;=%]+/iy;
const EMAIL = new RegExp(String.raw`(?:${W}|[._%+\-])+@${W}+(?:[.\-]${W}+)*`, "vy");
// One CJK ideograph, kana or Hangul syllable outside the ranges isCommonCjk checks (extension blocks
// outside the BMP, compatibility ideographs, half-width katakana, iteration marks...).
const CJK = /[[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]&&[\p{L}\p{N}]]|[\u30FC\uFF70\uAC00-\uD7A3]/vy;
const MARKS = /[\p{M}\uFF9E\uFF9F]+/vy;
// Local parts of e-mail addresses are at most 64 characters (RFC 5321): looking for the "@" no
// further keeps the scan linear on long runs like "a.a.a.a…".
const MAX_EMAIL_LOCAL = 64;

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The BMP blocks that hold almost all Chinese, Japanese and Korean text, checked without a regex. */
function isCommonCjk(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) || // CJK Unified Ideographs
    (c >= 0x3400 && c <= 0x4dbf) || // Extension A
    (c >= 0x3041 && c <= 0x3096) || // Hiragana
    (c >= 0x309d && c <= 0x309f) || // Hiragana iteration marks
    (c >= 0x30a1 && c <= 0x30fa) || // Katakana
    (c >= 0x30fc && c <= 0x30ff) || // ー and Katakana iteration marks (not the middle dot ・)
    (c >= 0xac00 && c <= 0xd7a3) // Hangul syllables
  );
}

/** No-break space, general punctuation and the CJK / full-width punctuation (rule 2), checked without a regex. */
function isCommonSeparator(c: number): boolean {
  return (
    c === 0xa0 ||
    (c >= 0x2000 && c <= 0x206f) || // General Punctuation: — … “ ” ‘ ’ and the typographic spaces
    (c >= 0x3000 && c <= 0x3004) || // 　、。〃〄
    (c >= 0x3008 && c <= 0x3020) || // 〈〉《》「」『』【】〒〓〔〕〖〗〘〙〚〛〜〝〞〟〠
    (c >= 0xff01 && c <= 0xff0f) || // ！＂＃＄％＆＇（）＊＋，－．／
    (c >= 0xff1a && c <= 0xff20) || // ：；＜＝＞？＠
    (c >= 0xff3b && c <= 0xff40) || // ［＼］＾＿｀
    (c >= 0xff5b && c <= 0xff65) // ｛｜｝～｟｠｡｢｣､･
  );
}

/** Characters that may continue a word into a URL or an e-mail address. */
function mayContinueAddress(c: number): boolean {
  // @ . : / _ % + -
  return c === 0x40 || c === 0x2e || c === 0x3a || c === 0x2f || c === 0x5f || c === 0x25 || c === 0x2b || c === 0x2d;
}

/** Returns the index after the word starting at `start` (a word character). */
function endOfWord(text: string, start: number): number {
  WORD.lastIndex = start;
  let stop = WORD.test(text) ? WORD.lastIndex : start + 1;
  if (stop < text.length && mayContinueAddress(text.charCodeAt(stop))) {
    stop = Math.max(stop, matchAddress(text, start));
  }
  return stop;
}

/** The end of a URL or e-mail address starting at `start`, or `start` if there is none. */
function matchAddress(text: string, start: number): number {
  let stop = start;
  const first = text.charCodeAt(start) | 0x20; // lower-cased ASCII
  if (first === 0x68 || first === 0x66 || first === 0x77) {
    // h(ttp), f(tp), w(ww)
    URL.lastIndex = start;
    if (URL.test(text)) stop = URL.lastIndex;
  }
  const limit = Math.min(text.length, start + MAX_EMAIL_LOCAL + 1);
  for (let i = start; i < limit; i++) {
    if (text.charCodeAt(i) === 0x40) {
      EMAIL.lastIndex = start;
      if (EMAIL.test(text)) stop = Math.max(stop, EMAIL.lastIndex);
      break;
    }
  }
  return stop;
}

function endOfThaiRun(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x0e00 || c > 0x0e7f) break;
    i++;
  }
  return i;
}

let thaiSegmenter: Intl.Segmenter | undefined;

function countThaiWords(run: string): number {
  thaiSegmenter ??= new Intl.Segmenter("th", { granularity: "word" });
  let words = 0;
  for (const segment of thaiSegmenter.segment(run)) if (segment.isWordLike) words++;
  return words;
}

/** Skips the combining marks that belong to the character before `index`. */
function skipMarks(text: string, index: number): number {
  if (index >= text.length) return index;
  const c = text.charCodeAt(index);
  // Fast exit: ASCII and the next CJK character are never marks.
  if (c < 0x0300 || isCommonCjk(c)) return index;
  MARKS.lastIndex = index;
  return MARKS.test(text) ? MARKS.lastIndex : index;
}

/** Steps over one code point, never into the middle of a surrogate pair. */
function nextCodePoint(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const isPair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
  return i + (isPair ? 2 : 1);
}
