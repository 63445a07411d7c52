/** An expected refusal of a tracking action: a message key, and the form field it belongs to. */
export class TrackingError extends Error {
  readonly key: string;
  readonly field: string | undefined;

  constructor(key: string, field?: string) {
    super(key);
    this.name = "TrackingError";
    this.key = key;
    this.field = field;
  }
}
