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

/** An https address with a dotted host name (e.g. a source page). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * Adds what the server checks after the schema (a row exists, a slug is free…) to a parse result:
 * a field keeps its first error; any error makes the result a refusal with the same typed values.
 */
export function withErrors<T>(parsed: Parsed<T>, more: Record<string, FieldError | undefined>): Parsed<T> {
  const errors: Record<string, FieldError> = parsed.ok ? {} : { ...parsed.errors };
  for (const [name, error] of Object.entries(more)) if (error && !errors[name]) errors[name] = error;
  return Object.keys(errors).length ? { ok: false, errors, values: parsed.values } : parsed;
}

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
  /**
   * A required whole number between min and max. With `key`, that key (with `{ min, max }`) is the
   * one message, an empty field included.
   */
  int: (min: number, max: number, key?: string) =>
    z
      .pipe(
        z.string().check(z.trim(), key ? z.refine((v) => v !== "", { message: key, params: { min, max } }) : required),
        z.transform((v) => Number(v)),
      )
      .check(
        z.refine((n) => Number.isInteger(n) && n >= min && n <= max, {
          message: key ?? "admin.content.between",
          params: { min, max },
        }),
      ),
  /** An optional number between min and max (a decimal comma is read as a point): "" gives null. */
  optionalNumber: (min: number, max: number, key = "admin.content.between") =>
    z
      .pipe(
        z.string().check(z.trim()),
        z.transform((v) => (v === "" ? null : Number(v.replace(",", ".")))),
      )
      .check(
        z.refine((n) => n === null || (Number.isFinite(n) && n >= min && n <= max), {
          message: key,
          params: { min, max },
        }),
      ),
  /** The id of a row (a positive whole number); anything else is `key`. Whether the row exists is the server's check. */
  id: (key = "admin.form.required") =>
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[1-9]\d{0,9}$/, key)),
      z.transform((v) => Number(v)),
    ),
  /** A required https address of at most `max` characters with a dotted host; else `key` (empty: `emptyKey`). */
  httpsUrl: (max: number, key: string, emptyKey = "admin.form.required") =>
    z.string().check(
      z.trim(),
      z.minLength(1, emptyKey),
      z.refine((v) => v === "" || (v.length <= max && isHttpsUrl(v)), key),
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
 * with the schema. `secret` fields (passwords) are checked but never echoed back; `multi` fields
 * (a group of checkboxes with one name) are read whole, their values joined with commas.
 */
export function parseForm<S extends z.ZodMiniObject>(
  schema: S,
  form: FormData,
  secret: readonly string[] = [],
  multi: readonly string[] = [],
): Parsed<z.output<S>> {
  const input: FormValues = {};
  for (const name of Object.keys(schema.shape)) {
    if (multi.includes(name)) {
      input[name] = form
        .getAll(name)
        .filter((v) => typeof v === "string")
        .join(",");
      continue;
    }
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

/** The ids a table form repeats under `name`, each a positive whole number, once, in order. */
export function formIds(form: FormData, name = "id"): number[] {
  return [
    ...new Set(
      form
        .getAll(name)
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}
