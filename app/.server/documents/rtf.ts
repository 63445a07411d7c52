import { DocumentError } from "./document-error";
import { countWords } from "./word-count";

/**
 * Word count of an .rtf: the text of the body and its footnotes, read by a small tokenizer.
 * Skipped, as Word does not count them: every `{\*\…}` destination (field instructions, bookmarks,
 * LibreOffice's page styles) and the destinations below (font, colour and style tables, document
 * information, headers and footers, pictures, list numbers, field instructions). `\par`, `\line`,
 * `\tab`, `\cell`… separate words; `\uN` with its `\ucN` fallback characters, and `\'hh` bytes in
 * the document's code page (`\ansicpg`, `\dbch` fonts' multi-byte pairs included) become text.
 * Groups nested beyond MAX_DEPTH are CORRUPT (the scan is a loop over the bytes, no recursion).
 */
const SKIPPED = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "listtable",
  "listoverridetable",
  "revtbl",
  "rsidtbl",
  "generator",
  "pict",
  "object",
  "header",
  "headerl",
  "headerr",
  "headerf",
  "footer",
  "footerl",
  "footerr",
  "footerf",
  "listtext",
  "pntext",
  "pntxta",
  "pntxtb",
  "fldinst",
  "themedata",
  "colorschememapping",
  "datastore",
  "latentstyles",
  "xmlnstbl",
  "mmathPr",
  "filetbl",
  "annotation",
  "atnid",
  "atnauthor",
  "comment",
  "ftnsep",
  "ftnsepc",
  "ftncn",
  "aftnsep",
  "aftnsepc",
  "aftncn",
]);
/** Control words that end a word (as a space would). */
const BREAKS = new Set(["par", "line", "tab", "cell", "row", "sect", "page", "column", "lbr", "nestcell"]);
/** Control words that stand for one character. */
const CHARACTERS: Record<string, string> = {
  emdash: "\u2014",
  endash: "\u2013",
  lquote: "\u2018",
  rquote: "\u2019",
  ldblquote: "\u201c",
  rdblquote: "\u201d",
  bullet: "\u2022",
  emspace: "\u2003",
  enspace: "\u2002",
  qmspace: "\u2005",
};
const MAX_DEPTH = 1_000;

const CODE_PAGES: Record<number, string> = {
  874: "windows-874",
  932: "shift_jis",
  936: "gbk",
  949: "euc-kr",
  950: "big5",
  1250: "windows-1250",
  1251: "windows-1251",
  1252: "windows-1252",
  1253: "windows-1253",
  1254: "windows-1254",
  1255: "windows-1255",
  1256: "windows-1256",
  1257: "windows-1257",
  1258: "windows-1258",
  10000: "macintosh",
};

interface Group {
  skip: boolean;
  /** Fallback characters to drop after \uN (\ucN), inherited by inner groups. */
  uc: number;
}

export function countRtfWords(bytes: Uint8Array): number {
  const rtf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let decoder = new TextDecoder("windows-1252");
  let text = "";
  let pendingBytes: number[] = [];
  const flushBytes = () => {
    if (pendingBytes.length > 0) text += decoder.decode(new Uint8Array(pendingBytes));
    pendingBytes = [];
  };
  const stack: Group[] = [];
  let group: Group = { skip: false, uc: 1 };
  let dropFallback = 0;
  let words = 0;
  const add = (chars: string) => {
    if (group.skip) return;
    if (dropFallback > 0) {
      dropFallback--;
      return;
    }
    flushBytes();
    text += chars;
    if (text.length > 1 << 20 && /\s/.test(chars)) {
      words += countWords(text);
      text = "";
    }
  };
  for (let i = 0; i < rtf.length; i++) {
    const c = rtf[i] as string;
    if (c === "{") {
      if (stack.length >= MAX_DEPTH) throw new DocumentError("CORRUPT", "The .rtf nests groups too deeply.");
      stack.push(group);
      group = { ...group };
      // A group that starts with \* is an optional destination: never text.
      if (rtf.startsWith("\\*", i + 1)) group.skip = true;
    } else if (c === "}") {
      group = stack.pop() ?? group;
      dropFallback = 0;
    } else if (c === "\\") {
      const next = rtf[i + 1] ?? "";
      if (next === "'") {
        const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 3;
        if (group.skip || Number.isNaN(byte)) continue;
        if (dropFallback > 0) dropFallback--;
        else pendingBytes.push(byte);
      } else if (/[a-zA-Z]/.test(next)) {
        const match = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 45));
        const word = match?.[1] ?? "";
        const parameter = match?.[2] === undefined ? undefined : Number(match[2]);
        i += match?.[0].length ?? 0;
        if (SKIPPED.has(word)) group.skip = true;
        else if (word === "bin" && parameter !== undefined)
          i += Math.max(0, parameter); // raw bytes of a picture
        else if (word === "ansicpg" && parameter !== undefined && CODE_PAGES[parameter]) {
          decoder = new TextDecoder(CODE_PAGES[parameter]);
        } else if (word === "uc" && parameter !== undefined) group.uc = Math.max(0, parameter);
        else if (word === "u" && parameter !== undefined) {
          add(String.fromCharCode(parameter < 0 ? parameter + 65_536 : parameter));
          if (!group.skip) dropFallback = group.uc;
        } else if (BREAKS.has(word)) add("\n");
        else if (CHARACTERS[word]) add(CHARACTERS[word]);
      } else {
        i++;
        // Escaped characters: \\ \{ \} are text, \~ a no-break space, \_ a non-breaking hyphen,
        // \- an optional hyphen; a backslash before a line break is \par.
        if (next === "\\" || next === "{" || next === "}") add(next);
        else if (next === "~") add("\u00a0");
        else if (next === "_") add("\u2011");
        else if (next === "-") add("\u00ad");
        else if (next === "\n" || next === "\r") add("\n");
      }
    } else if (c.charCodeAt(0) >= 0x80) {
      // An 8-bit byte written as is: a character of the code page.
      if (group.skip) continue;
      if (dropFallback > 0) dropFallback--;
      else pendingBytes.push(c.charCodeAt(0));
    } else if (c !== "\r" && c !== "\n") {
      add(c);
    }
  }
  flushBytes();
  return words + countWords(text);
}
