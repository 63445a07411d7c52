import { z } from "zod";
import { serializeCookie } from "~/lib/cookies";

/**
 * The services a visitor has picked, kept in a cookie so the selection survives reloads and
 * works without JavaScript or an account. It holds choices only: prices are always recomputed
 * on the server, and a counted file is referenced by its upload id (its word count stays in
 * the database).
 */
export const SELECTION_COOKIE = "service_selection";
export const SELECTION_MAX_ITEMS = 10;

const itemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  service: z.string().max(40),
  method: z.string().max(40),
  topic: z.string().max(200),
  /** Entered quantity (required words for interview writing, documents, sessions); null with a file. */
  units: z.number().int().min(1).max(10_000_000).nullable(),
  uploadId: z.string().max(64).nullable(),
  rush: z.boolean(),
});

const selectionSchema = z.object({
  currency: z.string().max(3).nullable(),
  items: z.array(itemSchema).max(SELECTION_MAX_ITEMS),
});

export type SelectionItem = z.infer<typeof itemSchema>;
export type Selection = z.infer<typeof selectionSchema>;

export const emptySelection = (): Selection => ({ currency: null, items: [] });

export function parseSelection(value: string | undefined): Selection {
  if (!value) return emptySelection();
  try {
    const parsed = selectionSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : emptySelection();
  } catch {
    return emptySelection();
  }
}

export function serializeSelection(selection: Selection, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(selection)).toString("base64url");
  return serializeCookie(SELECTION_COOKIE, value, { maxAge: 30 * 24 * 3600, httpOnly: true, secure });
}

export function clearSelectionCookie(): string {
  return serializeCookie(SELECTION_COOKIE, "", { maxAge: 0, httpOnly: true });
}
