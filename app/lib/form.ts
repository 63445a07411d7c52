import * as z from "zod/mini";

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

/**
 * Rules for back-office form fields (zod/mini: client-safe and small). Every message is a catalog
 * key; `params` travel with it (e.g. `{ max }` for "too long").
 */
const required = z.minLength(1, "admin.form.required");
export const formRules = {
  /** A required (or optional) trimmed text of at most `max` characters. */
  text: (max: number, optional = false) =>
    optional
      ? z.string().check(z.trim(), z.maxLength(max, "admin.form.tooLong"))
      : z.string().check(z.trim(), required, z.maxLength(max, "admin.form.tooLong")),
  /** A required whole number between min and max. */
  int: (min: number, max: number) =>
    z
      .pipe(
        z.string().check(z.trim(), required),
        z.transform((v) => Number(v)),
      )
      .check(
        z.refine((n) => Number.isInteger(n) && n >= min && n <= max, {
          message: "admin.content.between",
          params: { min, max },
        }),
      ),
  /** One of the given values (e.g. a locale or a known id), else `key`. */
  oneOf: <T extends string>(values: readonly T[], key = "admin.form.required") =>
    z.string().check(z.refine((v) => (values as readonly string[]).includes(v), key)) as unknown as z.ZodMiniType<T>,
  /** A required text matching a pattern, else `key`. */
  matching: (pattern: RegExp, key: string, max: number) =>
    z.string().check(z.trim(), required, z.maxLength(max, "admin.form.tooLong"), z.regex(pattern, key)),
  /** A checkbox whose value is "1". */
  checkbox: () =>
    z.pipe(
      z.string(),
      z.transform((v) => v === "1"),
    ),
};

/**
 * Reads a form's fields (the schema's keys: the rules trim what should be trimmed) and checks them
 * with the schema. `secret` fields (passwords) are checked but never echoed back.
 */
export function parseForm<S extends z.ZodMiniObject>(
  schema: S,
  form: FormData,
  secret: readonly string[] = [],
): Parsed<z.output<S>> {
  const input: FormValues = {};
  for (const name of Object.keys(schema.shape)) {
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : "";
  }
  const values = Object.fromEntries(Object.entries(input).filter(([name]) => !secret.includes(name)));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data, values };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "_form");
    if (errors[name]) continue;
    const params =
      "params" in issue && issue.params
        ? (issue.params as Record<string, number>)
        : issue.code === "too_big"
          ? { max: Number(issue.maximum) }
          : undefined;
    errors[name] = params ? { key: issue.message, params } : { key: issue.message };
  }
  return { ok: false, errors, values };
}
