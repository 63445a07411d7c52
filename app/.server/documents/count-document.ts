import { detectDocumentKind } from "./detect";
import { countDocWords, type DocLimits, defaultDocLimits } from "./doc";
import { DocumentError } from "./document-error";
import { type DocxLimits, DocxWordCounter, defaultDocxLimits } from "./docx";

// Re-exported: callers import everything from this module.
export { DocumentError, type DocumentErrorCode } from "./document-error";

/**
 * Server-side word count of an uploaded Word document (.doc or .docx), by the rule of
 * `countWords` (word-count.ts). The type is decided from the bytes (detect.ts), never from the
 * file name. Every failure is a DocumentError with a code the UI can explain; nothing else is
 * thrown, whatever the bytes.
 */

/** Uploads larger than this are refused before anything is parsed. */
export const maxUploadBytes = 10 * 1024 * 1024;

export interface DocumentLimits extends DocxLimits, DocLimits {
  /** Larger files are TOO_LARGE (default maxUploadBytes). */
  maxUploadBytes: number;
}

export const defaultDocumentLimits: DocumentLimits = {
  ...defaultDocxLimits,
  ...defaultDocLimits,
  maxUploadBytes,
};

export async function countDocumentWords(
  file: Uint8Array,
  limits: Partial<DocumentLimits> = {},
): Promise<{ kind: "doc" | "docx"; words: number }> {
  const settings: DocumentLimits = { ...defaultDocumentLimits, ...limits };
  try {
    if (file.byteLength === 0) throw new DocumentError("EMPTY", "The file is empty.");
    if (file.byteLength > settings.maxUploadBytes) {
      throw new DocumentError("TOO_LARGE", `The file is larger than ${settings.maxUploadBytes} bytes.`);
    }
    const kind = await detectDocumentKind(file, settings);
    const words =
      kind === "docx" ? await new DocxWordCounter(settings).count(file) : await countDocWords(file, settings);
    return { kind, words };
  } catch (error) {
    throw toDocumentError(error);
  }
}

/** Parsers throw all sorts of things on hostile input; the caller only ever sees a DocumentError. */
function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DocumentError("CORRUPT", `The document cannot be read: ${message}`, { cause: error });
}
