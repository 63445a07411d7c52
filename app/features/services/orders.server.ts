import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import {
  countDocumentWords,
  DocumentError,
  type DocumentErrorCode,
  type DocumentKind,
} from "~/.server/documents/count-document";
import { AppError, type ErrorCode } from "~/.server/http/errors";
import { enqueueMail } from "~/.server/mail/outbox";
import { newReference } from "~/.server/reference";
import { scanToPay } from "~/features/payments/scan-to-pay.server";
import { listOffices } from "~/features/reference/reference.server";
import {
  claimSubmission,
  type FirstSubmission,
  findSubmission,
  settleSubmission,
  storeOnce,
  submissionSeal,
} from "~/features/submissions/submission-key.server";
import { type TrackingLinks, trackingAccess } from "~/features/tracking/access.server";
import { adminPaths } from "~/lib/admin-paths";
import type { Locale } from "~/lib/locales";
import { type OrderContactInput, type OrderField, orderContactSchema } from "./order-contact";
import { orderConfirmation, orderNotification } from "./order-mail.server";
import { assertRoomForUpload, uploadName } from "./temporary-uploads.server";

export {
  type OrderContactInput,
  type OrderField,
  orderContactInput,
  orderContactSchema,
  paymentMethodsByLocale,
} from "./order-contact";

import { priceUnits, WRITING_METHOD } from "./pricing";
import { SELECTION_MAX_ITEMS, type Selection, type SelectionItem } from "./selection.server";
import { currencyFor, listEditingMethods, listPriceBands, listServices, priceSelection } from "./services.server";

// ---- uploads ----

const uploadErrors: Record<DocumentErrorCode, { code: ErrorCode; key: string }> = {
  EMPTY: { code: "INVALID_INPUT", key: "upload.error.empty" },
  TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", key: "upload.error.tooLarge" },
  UNSUPPORTED_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", key: "upload.error.type" },
  CORRUPT: { code: "UNSUPPORTED_MEDIA_TYPE", key: "upload.error.corrupt" },
  BOMB: { code: "PAYLOAD_TOO_LARGE", key: "upload.error.bomb" },
  TIMEOUT: { code: "PAYLOAD_TOO_LARGE", key: "upload.error.timeout" },
  NO_TEXT: { code: "UNSUPPORTED_MEDIA_TYPE", key: "upload.error.scanned" },
};

/** The name pasted text is kept under: the editor gets it as a plain-text file. */
export const PASTED_TEXT_NAME = "pasted-text.txt";

/** Text pasted on the order form (or sent as `text` to the API), as the file it is stored as: UTF-8. */
export function pastedTextFile(text: string): File {
  return new File([text.replace(/\r\n?/g, "\n")], PASTED_TEXT_NAME, { type: "text/plain" });
}

export interface StoredUpload {
  id: string;
  kind: DocumentKind;
  words: number;
  name: string;
}

/**
 * Counts the words of an uploaded document (.doc, .docx, .odt, .rtf, .txt or a PDF with a text
 * layer; type decided by content, never by name) or of pasted text (pastedTextFile) and keeps the file under
 * DATA_DIR/uploads with a random name; nothing there is ever served. A bad file is an AppError
 * (400, 413 or 415) with a translated message; a 503 with Retry-After when the temporary uploads
 * together have reached UPLOAD_TEMP_MAX_MB. Until an order names it, the upload is temporary:
 * deleted after a day (temporary-uploads.server.ts).
 */
export async function storeUpload(
  db: Db,
  config: Pick<Config, "DATA_DIR" | "UPLOAD_TEMP_MAX_MB">,
  file: File,
  now: Date = new Date(),
): Promise<StoredUpload> {
  await assertRoomForUpload(db, config, file.size, now);
  const dataDir = config.DATA_DIR;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let counted: { kind: DocumentKind; words: number };
  try {
    counted = await countDocumentWords(bytes);
  } catch (error) {
    if (error instanceof DocumentError) {
      const mapped = uploadErrors[error.code];
      throw new AppError(mapped.code, mapped.key, { fields: { file: mapped.key } });
    }
    throw error;
  }
  const id = randomBytes(16).toString("hex");
  const directory = resolve(dataDir, "uploads");
  await mkdir(directory, { recursive: true });
  const storedName = `${id}.${counted.kind}`;
  await writeFile(join(directory, storedName), bytes, { mode: 0o600 });
  const name = uploadName(file.name) || `document.${counted.kind}`;
  await db
    .insertInto("uploads")
    .values({
      id,
      kind: counted.kind,
      original_name: name,
      stored_name: storedName,
      bytes: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      words: counted.words,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, kind: counted.kind, words: counted.words, name };
}

// ---- selection ----

export interface NewItem {
  service: string;
  method: string;
  topic: string;
  /** Entered quantity: required words (interview writing), documents or sessions. */
  units: number | null;
  uploadId: string | null;
  rush: boolean;
}

export type AddResult =
  | { ok: true; selection: Selection }
  | { ok: false; field: "service" | "method" | "units" | "file" | "topic"; error: string }
  | { ok: false; overRange: true; maxUnits: number };

/** Adds a service to the selection, after the checks the spec asks for (duplicate, price range). */
export async function addSelectionItem(
  db: Db,
  locale: Locale,
  selection: Selection,
  item: NewItem,
): Promise<AddResult> {
  const services = await listServices(db, locale);
  const service = services.find((s) => s.code === item.service);
  if (!service) return { ok: false, field: "service", error: "service.error.service" };
  if (selection.items.some((i) => i.service === service.code)) {
    return { ok: false, field: "service", error: "service.error.duplicate" };
  }
  if (selection.items.length >= SELECTION_MAX_ITEMS)
    return { ok: false, field: "service", error: "service.error.full" };
  let method = "";
  if (service.usesMethod) {
    const methods = await listEditingMethods(db, locale);
    if (!methods.some((m) => m.code === item.method))
      return { ok: false, field: "method", error: "service.error.method" };
    method = item.method;
  }
  if (item.topic.length > 200) return { ok: false, field: "topic", error: "form.tooLong" };

  // Words come from the uploaded file, except for interview writing (no draft exists yet).
  const needsFile = service.unit === "words" && method !== WRITING_METHOD;
  let quantity = 1;
  if (needsFile) {
    const upload = item.uploadId
      ? await db.selectFrom("uploads").select("words").where("id", "=", item.uploadId).executeTakeFirst()
      : undefined;
    if (!upload) return { ok: false, field: "file", error: "service.error.file" };
    quantity = upload.words;
    if (quantity === 0) return { ok: false, field: "file", error: "upload.error.noWords" };
  } else if (service.unit !== "flat") {
    if (!item.units || item.units < 1)
      return { ok: false, field: "units", error: `service.error.units.${service.unit}` };
    quantity = item.units;
  }
  const currency = currencyFor(locale, selection.currency);
  const price = priceUnits(await listPriceBands(db, { currency, service: service.code, method }), quantity);
  if (price.kind === "over_range") return { ok: false, overRange: true, maxUnits: price.maxUnits };
  if (price.kind === "no_price") return { ok: false, field: "units", error: `service.error.units.${service.unit}` };

  const added: SelectionItem = {
    id: randomBytes(6).toString("hex"),
    service: service.code,
    method,
    topic: item.topic.trim(),
    units: needsFile || service.unit === "flat" ? null : quantity,
    uploadId: needsFile ? item.uploadId : null,
    rush: item.rush && service.group === "editing",
  };
  return { ok: true, selection: { currency, items: [...selection.items, added] } };
}

// ---- orders ----

/** `accessToken` opens the student's request page (features/tracking). */
export type OrderResult =
  | {
      ok: true;
      reference: string;
      currency: string;
      totalMinor: number;
      accessToken: string | undefined;
      /** the answer of an earlier sending with the same submission key */
      replayed?: true;
    }
  | { ok: false; errors: Partial<Record<OrderField | "selection", string>> };

/**
 * Stores an order from the visitor's selection and contact details. Every amount is recomputed
 * here from the price tables and the stored word counts; the order, its items and its mails are
 * written in one transaction.
 */
export async function createServiceOrder(
  db: Db,
  config: Pick<Config, "OFFICE_EMAILS" | "BANK_ACCOUNTS" | "PAYMENT_QR" | "MEDIA_BASE_URL">,
  request: {
    locale: Locale;
    selection: Selection;
    contact: OrderContactInput;
    links?: TrackingLinks;
    /** The form's submission key (features/submissions): the same key again gets the first result. */
    submissionKey?: string;
    now?: Date;
  },
): Promise<OrderResult> {
  const { locale } = request;
  const now = request.now ?? new Date();
  // The same submission key again (a retry after a network error): the first answer, nothing
  // stored; checked first, since the first answer emptied the selection cookie.
  const key = submissionSeal("order", request.submissionKey, String(request.contact.email ?? ""));
  const replay = async (first: FirstSubmission): Promise<OrderResult> => {
    const order = await db
      .selectFrom("service_orders")
      .select(["currency", "total_minor"])
      .where("reference", "=", first.reference)
      .executeTakeFirstOrThrow();
    return {
      ok: true,
      reference: first.reference,
      currency: order.currency,
      totalMinor: order.total_minor,
      accessToken: first.accessToken,
      replayed: true,
    };
  };
  const first = await findSubmission(db, key);
  if (first) return await replay(first);
  const parsed = orderContactSchema(locale).safeParse(request.contact);
  const priced = await priceSelection(db, locale, request.selection);
  const errors: Partial<Record<OrderField | "selection", string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OrderField;
      errors[field] ??= issue.message;
    }
  }
  if (priced.items.length === 0) errors.selection = "service.error.empty";
  else if (priced.items.some((i) => i.price.kind !== "priced")) errors.selection = "service.error.overRange";
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const contact = parsed.data;
  // The office the student chose among those serving their language (the first one by default).
  const offices = await listOffices(db, locale);
  const office = contact.office ? offices.find((o) => o.code === contact.office) : offices[0];
  if (!office) return { ok: false, errors: { office: "consultation.error.office" } };
  const reference = newReference("S", now);

  const store = () =>
    db.transaction().execute(async (trx) => {
      await claimSubmission(trx, key, reference, now);
      const { quote } = priced;
      const order = await trx
        .insertInto("service_orders")
        .values({
          reference,
          locale,
          currency: priced.currency,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          messenger_id: contact.messenger_id,
          message: contact.message,
          payment_method: contact.payment_method,
          // Taiwan's ATM and bank-app transfers are recognised by the payer's last five digits.
          payer_account_last5:
            locale === "tw" && priced.currency === "TWD" && contact.payment_method !== "cash"
              ? contact.payer_account_last5 || null
              : null,
          original_minor: quote.originalMinor,
          discount_minor: quote.discountMinor,
          rush_minor: quote.rushMinor,
          total_minor: quote.totalMinor,
          discount_rule: quote.discount?.code ?? null,
          office: office.code,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("service_order_items")
        .values(
          priced.items.map((item) => ({
            order_id: order.id,
            service_code: item.service,
            method_code: item.method,
            topic: item.topic,
            units: item.quantity,
            upload_id: item.uploadId,
            rush: item.rush ? 1 : 0,
            original_minor: item.price.kind === "priced" ? item.price.originalMinor : 0,
            rush_minor: item.rushMinor,
          })),
        )
        .execute();
      const access = await trackingAccess(trx, { type: "order", id: order.id }, locale, request.links, now);
      const officeEmail = config.OFFICE_EMAILS[office.code] ?? office.email;
      const mailContext = {
        reference,
        locale,
        priced,
        contact,
        bankAccount: config.BANK_ACCOUNTS[priced.currency] ?? "",
        trackingUrl: access.url,
        ...(request.links ? { leadUrl: `${request.links.addressing.origin}${adminPaths.order(order.id)}` } : {}),
        officeEmail,
        scan: scanToPay(config, {
          locale,
          reference,
          currency: priced.currency,
          totalMinor: quote.totalMinor,
          paymentMethod: contact.payment_method,
        }),
      };
      const mails = [orderConfirmation(mailContext)];
      if (officeEmail) mails.unshift(orderNotification(mailContext, officeEmail));
      await enqueueMail(trx, mails, now);
      await settleSubmission(trx, key, access.token);
      return access.token;
    });
  return await storeOnce<OrderResult>(
    db,
    key,
    async () => ({
      ok: true,
      reference,
      currency: priced.currency,
      totalMinor: priced.quote.totalMinor,
      accessToken: await store(),
    }),
    replay,
  );
}

export interface OrderSummary {
  reference: string;
  currency: string;
  paymentMethod: string;
  originalMinor: number;
  discountMinor: number;
  rushMinor: number;
  totalMinor: number;
  items: Array<{ service: string; method: string; units: number; rush: boolean; originalMinor: number }>;
}

/** What the result page shows: amounts and services, nothing personal. */
export async function getOrderSummary(db: Db, reference: string): Promise<OrderSummary | undefined> {
  if (!/^S-\d{6}-[0-9A-Z]{6}$/.test(reference)) return undefined;
  const order = await db.selectFrom("service_orders").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom("service_order_items")
    .selectAll()
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  return {
    reference: order.reference,
    currency: order.currency,
    paymentMethod: order.payment_method,
    originalMinor: Number(order.original_minor),
    discountMinor: Number(order.discount_minor),
    rushMinor: Number(order.rush_minor),
    totalMinor: Number(order.total_minor),
    items: items.map((i) => ({
      service: i.service_code,
      method: i.method_code,
      units: i.units,
      rush: i.rush === 1,
      originalMinor: Number(i.original_minor),
    })),
  };
}
