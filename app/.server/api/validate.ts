import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "~/.server/http/errors";

/** Parses query parameters; a bad value is a 400 naming the parameter, never a 500. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const name = String(result.error.issues[0]?.path[0] ?? "query");
    throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name } });
  }
  return result.data;
}
