import { type DocumentKind, detectDocumentKind } from "./detect";
import { countDocWords, type DocLimits, defaultDocLimits } from "./doc";
import { DocumentError } from "./document-error";
import { type DocxLimits, DocxWordCounter, defaultDocxLimits } from "./docx";
import { OdtWordCounter } from "./odt";
import { countPdfWords, defaultPdfLimits, type PdfLimits } from "./pdf";
import { countRtfWords } from "./rtf";
import { countTextWords } from "./text";

// Re-exported: callers import everything from this module.
export type { DocumentKind } from "./detect";
export { DocumentError, type DocumentErrorCode } from "./document-error";

/**
 * Server-side word count of an uploaded document (.doc, .docx, .odt, .rtf, .txt or a PDF with a
 * text layer), by the rule of `countWords` (word-count.ts). The type is decided from the bytes (detect.ts), never from the
 * file name. Every failure is a DocumentError with a code the UI can explain; nothing else is
 * thrown, whatever the bytes.
 */

/** Uploads larger than this are refused before anything is parsed. */
export const maxUploadBytes = 10 * 1024 * 1024;

export interface DocumentLimits extends DocxLimits, DocLimits, PdfLimits {
  /** Larger files are TOO_LARGE (default maxUploadBytes). */
  maxUploadBytes: number;
}

export const defaultDocumentLimits: DocumentLimits = {
  ...defaultDocxLimits,
  ...defaultDocLimits,
  ...defaultPdfLimits,
  maxUploadBytes,
};

export async function countDocumentWords(
  file: Uint8Array,
  limits: Partial<DocumentLimits> = {},
): Promise<{ kind: DocumentKind; words: number }> {
  const settings: DocumentLimits = { ...defaultDocumentLimits, ...limits };
  try {
    if (file.byteLength === 0) throw new DocumentError("EMPTY", "The file is empty.");
    if (file.byteLength > settings.maxUploadBytes) {
      throw new DocumentError("TOO_LARGE", `The file is larger than ${settings.maxUploadBytes} bytes.`);
    }
    const kind = await detectDocumentKind(file, settings);
    return { kind, words: await countByKind(kind, file, settings) };
  } catch (error) {
    throw toDocumentError(error);
  }
}

async function countByKind(kind: DocumentKind, file: Uint8Array, settings: DocumentLimits): Promise<number> {
  switch (kind) {
    case "docx":
      return await new DocxWordCounter(settings).count(file);
    case "doc":
      return await countDocWords(file, settings);
    case "odt":
      return await new OdtWordCounter(settings).count(file);
    case "pdf":
      return await countPdfWords(file, settings);
    case "rtf":
      return countRtfWords(file);
    case "txt":
      return countTextWords(file);
  }
}

/** Parsers throw all sorts of things on hostile input; the caller only ever sees a DocumentError. */
function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DocumentError("CORRUPT", `The document cannot be read: ${message}`, { cause: error });
}
