import { DocumentError } from "./document-error";
import { countWords } from "./word-count";

/**
 * Plain text (.txt, and the text pasted on the order form): UTF-8, with or without a byte order
 * mark, or UTF-16 (little or big endian) with one. Without a BOM a file is text only if it is
 * valid UTF-8 and holds no control characters other than tab, line and page breaks: what is left
 * (binary files, legacy 8-bit encodings) is not taken for text.
 */
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The encoding of a text file, or undefined when the bytes are not text as described above. */
export function textEncoding(bytes: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) return "utf-8";
  const text = decode(bytes, "utf-8");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what tells binary from text.
  if (text === undefined || /[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]/.test(text)) return undefined;
  return "utf-8";
}

function decode(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    // The BOM is dropped by the decoder (ignoreBOM: false).
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function countTextWords(bytes: Uint8Array): number {
  const encoding = textEncoding(bytes);
  const text = encoding && decode(bytes, encoding);
  if (text === undefined || text === "") {
    if (encoding && bytes.length <= 3) return 0; // a BOM alone
    throw new DocumentError("CORRUPT", `The text is not valid ${encoding ?? "UTF-8"}.`);
  }
  return countWords(text);
}
