/**
 * Counts the words of a plain-text string the way Microsoft Word's status bar does, with one rule
 * for every language the site serves (it is published to students by WordCountRule.tsx; keep the
 * two in step).
 *
 * The rule:
 * 1. Whitespace separates words: spaces of every width (including the no-break space and the
 *    ideographic space U+3000), tabs, line and paragraph breaks, the zero-width space and control
 *    characters.
 * 2. A run of characters between separators is one word if it holds at least one letter, digit or
 *    symbol (Unicode categories L, N, S), and no word if it holds only punctuation (P) and marks:
 *    "e.g." = 1, "U.S.A." = 1, "Python/SQL" = 1, "2019–2023" = 1, "high—very" = 1, "C++" = 1,
 *    "+" = 1, "×" = 1, "→" = 1, "©" = 1, "😀" = 1, but "—" = 0, "..." = 0, "•" = 0, "&" = 0.
 * 3. Each CJK character counts as one word on its own and ends the run before it: Han ideographs
 *    (all extension blocks and compatibility ideographs, 々 〆 〇, Kangxi radicals), kana (ー and
 *    the kana repeat marks included, half-width too), Bopomofo and Hangul syllables. Combining and
 *    half-width voicing marks belong to the character before them. So "Python工程師" = 1 + 3 and
 *    "IELTS考試7.5分" = 5.
 * 4. CJK and full-width punctuation (the CJK Symbols and Punctuation block U+3000–U+303F, ・,
 *    the vertical, compatibility and small forms U+FE10–U+FE6F, and the full-width and half-width
 *    forms U+FF00–U+FFEF other than letters, digits and katakana) counts as no word and separates
 *    like a space: "臺灣，大學" = 4, "English，Chinese" = 2.
 * 5. A run of Thai letters is split with `Intl.Segmenter('th', { granularity: 'word' })` (ICU's
 *    dictionary segmentation); each segment with `isWordLike` counts as one word. It ends the run
 *    before it too: "ภาษาEnglish" = 2.
 *
 * So Vietnamese counts per space-separated syllable ("Trường đại học" = 3), and scripts written
 * without spaces other than CJK and Thai (Lao, Khmer, Myanmar) count one word per run.
 *
 * The scan is a single pass over char codes with a 64 K lookup table for the Basic Multilingual
 * Plane, so it allocates nothing per character (it runs over documents of millions of words); only
 * Thai runs are sliced out for the segmenter, and only characters outside the BMP (emoji, rare
 * ideographs) are classified with a regex.
 */
export function countWords(text: string): number {
  const classes = bmpClasses();
  let words = 0;
  // The run since the last separator holds a letter, digit or symbol (rule 2): 1, else 0.
  let pending = 0;
  let i = 0;
  const end = text.length;
  while (i < end) {
    const c = text.charCodeAt(i);
    let kind = classes[c] as number;
    let width = 1;
    if (kind === HIGH_SURROGATE) {
      const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
      if ((next & 0xfc00) === 0xdc00) {
        kind = astralClass(0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00));
        width = 2;
      } else {
        kind = NEUTRAL; // a lone surrogate is not a character
      }
    }
    switch (kind) {
      case WORDISH:
        pending = 1;
        i += width;
        break;
      case NEUTRAL:
        i += width;
        break;
      case SEPARATOR:
        words += pending;
        pending = 0;
        i += width;
        break;
      case CJK:
        words += pending + 1;
        pending = 0;
        i += width;
        break;
      default: {
        // THAI
        words += pending;
        pending = 0;
        let stop = i + 1;
        while (stop < end && classes[text.charCodeAt(stop)] === THAI) stop++;
        words += countThaiWords(text.slice(i, stop));
        i = stop;
      }
    }
  }
  return words + pending;
}

// What a character does (a UTF-16 code unit, for the table).
/** Punctuation, marks, format characters, unassigned and private-use code points: part of a run, never a word by themselves. */
const NEUTRAL = 0;
/** A letter, digit or symbol: the run it is in is a word. */
const WORDISH = 1;
/** Whitespace, control characters, CJK and full-width punctuation: ends the run, counts nothing. */
const SEPARATOR = 2;
/** A CJK character: one word by itself, and ends the run. */
const CJK = 3;
/** A Thai character: consecutive ones go to the segmenter. */
const THAI = 4;
const HIGH_SURROGATE = 5;

const LETTER_DIGIT_SYMBOL = /[\p{L}\p{N}\p{S}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE_OR_CONTROL = /[\p{White_Space}\p{Cc}\u200B]/u;
const THAI_LETTER = /\p{Script=Thai}/u;
/** Han (with 々 〆 〇 and the Hangzhou numerals), kana, Bopomofo, as letters or numbers. */
const CJK_SCRIPT = /[[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]&&[\p{L}\p{N}]]/v;

/** Code points (BMP and beyond) counted one word each, besides CJK_SCRIPT. */
function isCjkExtra(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) || // CJK Radicals Supplement, Kangxi Radicals (look-alikes of ideographs)
    (cp >= 0x3000 && cp <= 0x303f && LETTER_OR_DIGIT.test(String.fromCodePoint(cp))) || // 〱〲 kana repeat marks, 〼
    cp === 0x30fc || // ー prolonged sound mark (Common script)
    cp === 0xff70 || // ｰ half-width prolonged sound mark
    (cp >= 0xac00 && cp <= 0xd7a3) // Hangul syllables
  );
}

/** Marks that voice or decorate the kana before them: they belong to it (rule 3). */
function isKanaMark(cp: number): boolean {
  return cp === 0x3099 || cp === 0x309a || cp === 0x309b || cp === 0x309c || cp === 0xff9e || cp === 0xff9f;
}

/** CJK and full-width punctuation (rule 4), for code points that are not CJK characters. */
function isCjkPunctuation(cp: number): boolean {
  return (
    (cp >= 0x3000 && cp <= 0x303f) ||
    cp === 0x30a0 || // ゠
    cp === 0x30fb || // ・
    (cp >= 0xfe10 && cp <= 0xfe1f) ||
    (cp >= 0xfe30 && cp <= 0xfe6f) ||
    (cp >= 0xff00 && cp <= 0xffef && !LETTER_OR_DIGIT.test(String.fromCodePoint(cp)))
  );
}

function classify(cp: number): number {
  const char = String.fromCodePoint(cp);
  if (THAI_LETTER.test(char)) return THAI;
  if (isKanaMark(cp)) return NEUTRAL;
  if (CJK_SCRIPT.test(char) || isCjkExtra(cp)) return CJK;
  if (SPACE_OR_CONTROL.test(char) || isCjkPunctuation(cp)) return SEPARATOR;
  return LETTER_DIGIT_SYMBOL.test(char) ? WORDISH : NEUTRAL;
}

let table: Uint8Array | undefined;

/** The class of every BMP code unit, built on first use (a few milliseconds). */
function bmpClasses(): Uint8Array {
  if (table) return table;
  const classes = new Uint8Array(0x10000); // NEUTRAL: surrogates and private use (U+E000–U+F8FF) stay so
  classes.fill(HIGH_SURROGATE, 0xd800, 0xdc00);
  // The big blocks whose class is known, without a regex per code point.
  classes.fill(CJK, 0x3400, 0x4dc0); // CJK Unified Ideographs Extension A
  classes.fill(CJK, 0x4e00, 0xa000); // CJK Unified Ideographs
  classes.fill(CJK, 0xac00, 0xd7a4); // Hangul syllables
  const filled: ReadonlyArray<readonly [number, number]> = [
    [0x3400, 0x4dc0],
    [0x4e00, 0xa000],
    [0xac00, 0xd7a4],
    [0xd800, 0xf900], // surrogates and private use
  ];
  let cp = 0;
  for (const [from, to] of filled) {
    for (; cp < from; cp++) classes[cp] = classify(cp);
    cp = to;
  }
  for (; cp < 0x10000; cp++) classes[cp] = classify(cp);
  table = classes;
  return classes;
}

function astralClass(cp: number): number {
  // Ideographs of extensions B to J and the compatibility supplement (planes 2 and 3) are by far the
  // commonest astral characters in the documents counted here: no regex for them.
  if (cp >= 0x20000 && cp <= 0x3ffff) return CJK;
  return classify(cp);
}

let thaiSegmenter: Intl.Segmenter | undefined;

function countThaiWords(run: string): number {
  thaiSegmenter ??= new Intl.Segmenter("th", { granularity: "word" });
  let words = 0;
  for (const segment of thaiSegmenter.segment(run)) if (segment.isWordLike) words++;
  return words;
}
