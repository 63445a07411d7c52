import type { MessageValues } from "~/lib/message-format";

/** Expected failures carry a code; the code alone decides the HTTP status (one place). */
export type ErrorCode =
  | "INVALID_INPUT"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "INTERNAL"
  | "UNAVAILABLE";

export const statusOfCode = {
  INVALID_INPUT: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Translation key of the message shown to the visitor. */
  readonly messageKey: string;
  readonly values: MessageValues;
  /** Per-field translation keys, for form errors. */
  readonly fields: Record<string, string> | undefined;
  /** Seconds after which trying again may succeed (the Retry-After header of a 429 or 503). */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { values?: MessageValues; fields?: Record<string, string>; retryAfter?: number } = {},
  ) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return statusOfCode[this.code];
  }
}
