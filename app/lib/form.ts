/**
 * The shape every back-office form parser returns: the typed value, or per-field errors as
 * message keys; `values` echoes what was typed so a form with errors shows it again unchanged.
 */
export interface FieldError {
  /** Message key of the admin catalog */
  key: string;
  params?: Record<string, string | number>;
}

export type FormValues = Record<string, string>;

export type Parsed<T> =
  | { ok: true; value: T; values: FormValues }
  | { ok: false; errors: Record<string, FieldError>; values: FormValues };

/** A trimmed text field ("" when absent or a file). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};
