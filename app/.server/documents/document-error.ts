/**
 * The one error the document counter throws, with a code the UI can explain. In a module of its
 * own that imports nothing, so that detect.ts, doc.ts, docx.ts and count-document.ts can all use it
 * without importing each other in a cycle.
 */
export type DocumentErrorCode =
  | "EMPTY"
  | "TOO_LARGE"
  | "UNSUPPORTED_TYPE"
  | "CORRUPT"
  | "BOMB"
  | "TIMEOUT"
  /** A PDF without a text layer (a scan): nothing to count. */
  | "NO_TEXT";

export class DocumentError extends Error {
  readonly code: DocumentErrorCode;

  constructor(code: DocumentErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "DocumentError";
    this.code = code;
  }
}
