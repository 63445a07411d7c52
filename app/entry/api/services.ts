import { type Context, Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/.server/http/errors";
import { orderContactInput, pastedTextFile, storeUpload } from "~/features/services/orders.server";
import { currencyCodes, type ItemPrice, priceUnits } from "~/features/services/pricing";
import type { Selection } from "~/features/services/selection.server";
import {
  currencyFor,
  listEditingMethods,
  listPriceBands,
  listServices,
  priceSelection,
} from "~/features/services/services.server";
import { submitOrder } from "~/features/services/submit-order.server";
import { trackingLinks } from "~/features/tracking/access.server";
import type { ApiEnv } from "./api-env";
import { acceptedOrThrow, apiSubmissionKey } from "./submission-key";
import { enforceLimit, formBody, parseQuery } from "./validate";

/** Multipart endpoints accept one document (or its text) of at most 10 MB (plus form overhead). */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** The document of a multipart body: its `file`, or else its `text` (pasted text, kept as a .txt file). */
async function uploadedFile(c: Context<ApiEnv>) {
  const body = await formBody(c);
  const file =
    body.file instanceof File
      ? body.file
      : typeof body.text === "string" && body.text.trim()
        ? pastedTextFile(body.text)
        : undefined;
  if (!file) throw new AppError("INVALID_INPUT", "service.error.file", { fields: { file: "service.error.file" } });
  // Counted per address before any work; files that fail to count are attempts too.
  await enforceLimit(c, c.var.rateLimits.uploads);
  return { body, upload: await storeUpload(c.var.db, c.var.config, file) };
}

const priceJson = (price: ItemPrice) =>
  price.kind === "priced"
    ? { original_minor: price.originalMinor, over_range: false }
    : price.kind === "over_range"
      ? { original_minor: null, over_range: true, max_units: price.maxUnits }
      : { original_minor: null, over_range: false };

const itemSchema = z.object({
  service: z.string().max(40),
  method: z.string().max(40).default(""),
  words: z.number().int().min(1).max(10_000_000).optional(),
  documents: z.number().int().min(1).max(1000).optional(),
  sessions: z.number().int().min(1).max(1000).optional(),
  upload_id: z.string().max(64).optional(),
  urgent: z.boolean().default(false),
  topic: z.string().max(200).default(""),
});
type ItemInput = z.infer<typeof itemSchema>;

/** An API item as a selection item: an upload's stored count wins over any number sent. */
const toSelectionItem = (item: ItemInput, index: number): Selection["items"][number] => ({
  id: `i${index}`,
  service: item.service,
  method: item.method,
  topic: item.topic,
  units: item.upload_id ? null : (item.words ?? item.documents ?? item.sessions ?? null),
  uploadId: item.upload_id ?? null,
  rush: item.urgent,
});

async function jsonBody<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await c.req.json());
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path.join(".") || "body");
    throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name } });
  }
  return parsed.data;
}

/** A whole selection priced by the server: lines, discount, rush and total. */
async function quoteItems(c: Context<ApiEnv>, currency: string | undefined, items: ItemInput[]) {
  const priced = await priceSelection(
    c.var.db,
    c.var.locale,
    { currency: currency ?? null, items: items.map(toSelectionItem) },
    { enteredWords: true },
  );
  return {
    currency: priced.currency,
    items: priced.items.map((i) => ({
      service: i.service,
      method: i.method,
      units: i.quantity,
      urgent: i.rush,
      rush_minor: i.rushMinor,
      ...priceJson(i.price),
    })),
    original_minor: priced.quote.originalMinor,
    discount_minor: priced.quote.discountMinor,
    discount: priced.discountName,
    rush_minor: priced.quote.rushMinor,
    total_minor: priced.quote.totalMinor,
  };
}

/** `/api/upschools/tmpFile`: count an uploaded document and quote the chosen service. */
export function uploadApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.post("/tmpFile", async (c) => {
    const { body, upload } = await uploadedFile(c);
    const currency = currencyFor(c.var.locale, typeof body.currency === "string" ? body.currency : undefined);
    const service = typeof body.service === "string" ? body.service : "";
    const method = typeof body.method === "string" ? body.method : "";
    const bands = service ? await listPriceBands(c.var.db, { currency, service, method }) : [];
    return c.json({
      upload_id: upload.id,
      kind: upload.kind,
      words: upload.words,
      currency,
      quote: service ? priceJson(priceUnits(bands, upload.words)) : null,
    });
  });
  return api;
}

/** `/api/Home/*` for single services: catalogue, prices, quotes, uploads and the order. */
export function servicesApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.get("/services", async (c) =>
    c.json({
      services: await listServices(c.var.db, c.var.locale),
      methods: await listEditingMethods(c.var.db, c.var.locale),
    }),
  );

  const currencyQuery = z.object({ currency: z.enum(currencyCodes as [string, ...string[]]).optional() });
  api.get("/prices_find", async (c) => {
    const q = parseQuery(
      c,
      currencyQuery.extend({ service: z.string().min(1).max(40), method: z.string().max(40).default("") }),
    );
    const currency = currencyFor(c.var.locale, q.currency);
    return c.json({
      currency,
      prices: await listPriceBands(c.var.db, { currency, service: q.service, method: q.method }),
    });
  });
  api.get("/prices_get_list", async (c) => {
    const q = parseQuery(c, currencyQuery);
    const currency = currencyFor(c.var.locale, q.currency);
    return c.json({ currency, prices: await listPriceBands(c.var.db, { currency }) });
  });

  api.post("/upload_file", async (c) => {
    const { upload } = await uploadedFile(c);
    return c.json({ upload_id: upload.id, kind: upload.kind, words: upload.words, name: upload.name });
  });

  api.post("/get_price_refine", async (c) => {
    const body = await jsonBody(c, itemSchema.extend({ currency: z.string().max(3).optional() }));
    const quote = await quoteItems(c, body.currency, [body]);
    return c.json(quote);
  });
  api.post("/get_discounts_price_refine", async (c) => {
    const body = await jsonBody(
      c,
      z.object({ currency: z.string().max(3).optional(), items: z.array(itemSchema).max(10) }),
    );
    return c.json(await quoteItems(c, body.currency, body.items));
  });
  api.post("/get_price_apply", async (c) => {
    const body = await jsonBody(
      c,
      z.object({ currency: z.string().max(3).optional(), documents: z.number().int().min(1).max(1000) }),
    );
    return c.json(
      await quoteItems(c, body.currency, [itemSchema.parse({ service: "application", documents: body.documents })]),
    );
  });

  api.post("/add_inq_server", async (c) => {
    const { db, config, rateLimits, mail } = c.var;
    const submitted = await submitOrder(
      { db, config, rateLimits, mail, links: trackingLinks(c.var) },
      {
        // Read once the ticket is held: a body that does not parse is a refused attempt.
        fields: async () => {
          const body = await jsonBody(
            c,
            z.looseObject({ currency: z.string().max(3).optional(), items: z.array(itemSchema).min(1).max(10) }),
          );
          return {
            contact: orderContactInput(body),
            selection: { sent: { currency: body.currency ?? null, items: body.items.map(toSelectionItem) } },
            submissionKey: apiSubmissionKey(c, body),
          };
        },
        clientIp: c.var.clientIp,
        locale: c.var.locale,
      },
    );
    const result = acceptedOrThrow(c, submitted);
    return c.json({
      reference: result.reference,
      total_minor: result.totalMinor,
      currency: result.currency,
      redirect: result.resultPath,
    });
  });

  return api;
}
