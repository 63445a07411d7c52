import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { AppError } from "~/.server/http/errors";
import type { Locale } from "~/lib/locales";
import { addSelectionItem, PASTED_TEXT_NAME, pastedTextFile, storeUpload } from "./orders.server";
import { currenciesByLocale } from "./pricing";
import type { Selection } from "./selection.server";
import { type AddFormValues, parseUnits, type SelectionFormState } from "./selection-form";
import { currencyFor, loadCatalogue, priceSelection } from "./services.server";

/** `/service_select/refine` offers the document-editing services only. */
export const REFINE = "refine";

/**
 * Everything the service-selection page shows: the services offered (all, one preselected by the
 * URL, or the editing ones for `refine`), methods, the priced cart and the price bands of the
 * cart's currency. `undefined` for an unknown service name (404).
 */
export async function loadSelectionPage(db: Db, locale: Locale, selection: Selection, name: string | undefined) {
  const catalogue = await loadCatalogue(db, locale, currencyFor(locale, selection.currency));
  const { services, methods } = catalogue;
  if (name && name !== REFINE && !services.some((s) => s.code === name)) return undefined;
  const offered = name === REFINE ? services.filter((s) => s.group === "editing") : services;
  return {
    services: offered,
    preselected: preselectedService(
      offered.map((s) => s.code),
      selection,
      name,
    ),
    methods,
    priced: await priceSelection(db, locale, selection, { catalogue }),
    priceList: catalogue.bands,
    currencies: currenciesByLocale[locale],
  };
}

/**
 * The service the add form starts with: the one named in the URL, unless it is already in the
 * cart (adding it again is refused); then the first offered service that is not in the cart.
 */
export function preselectedService(offered: readonly string[], selection: Selection, name?: string): string {
  const inCart = new Set(selection.items.map((i) => i.service));
  if (name && name !== REFINE && offered.includes(name) && !inCart.has(name)) return name;
  return offered.find((code) => !inCart.has(code)) ?? offered[0] ?? "";
}

export type SelectionFormResult =
  | { ok: true; selection: Selection }
  | { ok: false; status: number; state: SelectionFormState /** seconds, for a 429 or 503 */; retryAfter?: number };

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/**
 * The selection page's form posts: remove an item, switch its urgency, change the currency, or
 * add a service (with its document, counted now when the browser did not count it already).
 */
export async function applySelectionForm(
  db: Db,
  request: {
    locale: Locale;
    config: Pick<Config, "DATA_DIR" | "UPLOAD_TEMP_MAX_MB">;
    selection: Selection;
    form: FormData;
    /** The address's upload limit: `take` counts one upload, false when it is over the limit. */
    uploadLimit?: { take(): Promise<boolean>; retryAfter(): Promise<number> };
  },
): Promise<SelectionFormResult> {
  const { locale, form, selection } = request;
  const intent = text(form, "intent") || "add";
  const itemId = text(form, "item");
  if (intent === "remove")
    return { ok: true, selection: { ...selection, items: selection.items.filter((i) => i.id !== itemId) } };
  if (intent === "rush") {
    const rush = form.get("rush") === "on";
    return {
      ok: true,
      selection: { ...selection, items: selection.items.map((i) => (i.id === itemId ? { ...i, rush } : i)) },
    };
  }
  if (intent === "currency")
    return { ok: true, selection: { ...selection, currency: currencyFor(locale, text(form, "currency")) } };

  const values: AddFormValues = {
    service: text(form, "service"),
    method: text(form, "method"),
    topic: text(form, "topic").slice(0, 200),
    units: text(form, "units").slice(0, 20),
    rush: form.get("rush") === "on",
    upload: null,
  };
  // The document: counted by the browser already (upload_id), chosen now (file: without
  // JavaScript it arrives with this post), pasted as text (kept as a .txt file for the editor),
  // or kept from an earlier post that was refused.
  const chosenFile = form.get("file");
  const pasted = text(form, "text");
  const file =
    chosenFile instanceof File && (chosenFile.size > 0 || chosenFile.name !== "")
      ? chosenFile
      : pasted.trim()
        ? pastedTextFile(pasted)
        : null;
  let uploadId = text(form, "upload_id") || null;
  if (!uploadId && file) {
    if (request.uploadLimit && !(await request.uploadLimit.take())) {
      const retryAfter = await request.uploadLimit.retryAfter();
      return { ok: false, status: 429, retryAfter, state: { values, error: "error.rateLimited", field: "file" } };
    }
    try {
      const stored = await storeUpload(db, request.config, file);
      uploadId = stored.id;
      values.upload = { id: stored.id, name: stored.name, words: stored.words };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (file.name === PASTED_TEXT_NAME && !(chosenFile instanceof File && chosenFile.size > 0)) values.text = pasted;
      const state: SelectionFormState = { values, error: error.messageKey, field: "file" };
      return { ok: false, status: error.status, retryAfter: error.retryAfter, state };
    }
  }
  uploadId ??= text(form, "kept_upload_id") || null;
  if (uploadId && !values.upload) values.upload = await keptUpload(db, uploadId);

  const result = await addSelectionItem(db, locale, selection, {
    service: values.service,
    method: values.method,
    topic: values.topic,
    units: parseUnits(values.units),
    uploadId: values.upload?.id ?? null,
    rush: values.rush,
  });
  if (result.ok) return { ok: true, selection: result.selection };
  if ("overRange" in result) {
    return { ok: false, status: 200, state: { values, overRange: true, maxUnits: result.maxUnits } };
  }
  // A document without words is no use to keep: the visitor has to choose another.
  if (result.field === "file") values.upload = null;
  return { ok: false, status: 400, state: { values, error: result.error, field: result.field } };
}

async function keptUpload(db: Db, id: string): Promise<AddFormValues["upload"]> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const row = await db
    .selectFrom("uploads")
    .select(["id", "original_name", "words"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.original_name, words: row.words } : null;
}
