import type { Db } from "~/.server/db/database";
import { newReference } from "~/.server/reference";
import type { Locale } from "~/lib/locales";

/**
 * Orders and bookings written straight into the tables, for the tracking tests (the order and
 * booking forms have their own tests). Not imported by application code.
 */
export async function insertOrder(
  db: Db,
  options: {
    locale?: Locale;
    email?: string;
    office?: string;
    rush?: boolean;
    payment?: "transfer" | "cash";
    now?: Date;
    reference?: string;
    currency?: string;
    /** The total (and original price) in minor units; 20,000.00 PHP by default. */
    totalMinor?: number;
  } = {},
): Promise<{ id: number; reference: string }> {
  const now = options.now ?? new Date();
  const reference = options.reference ?? newReference("S", now);
  const original = options.totalMinor ?? 2_000_000;
  const order = await db
    .insertInto("service_orders")
    .values({
      reference,
      locale: options.locale ?? "en",
      currency: options.currency ?? "PHP",
      name: "Maria Santos",
      email: options.email ?? "maria@example.ph",
      phone: "+639171234567",
      messenger_id: "",
      message: "",
      payment_method: options.payment ?? "transfer",
      original_minor: original,
      discount_minor: 0,
      rush_minor: options.rush ? 500_000 : 0,
      total_minor: options.rush ? original + 500_000 : original,
      discount_rule: null,
      office: options.office ?? "philippines",
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("service_order_items")
    .values({
      order_id: order.id,
      service_code: "sop-ps",
      method_code: "proofreading",
      topic: "",
      units: 600,
      upload_id: null,
      rush: options.rush ? 1 : 0,
      original_minor: original,
      rush_minor: options.rush ? 500_000 : 0,
    })
    .execute();
  return { id: order.id, reference };
}

export async function insertBooking(
  db: Db,
  options: { locale?: Locale; email?: string; office?: string; now?: Date } = {},
): Promise<{ id: number; reference: string }> {
  const now = options.now ?? new Date();
  const reference = newReference("C", now);
  const row = await db
    .insertInto("consultations")
    .values({
      reference,
      locale: options.locale ?? "vi",
      name: "Nguyễn Thị Lan",
      title: "ms",
      email: options.email ?? "lan.nguyen@example.vn",
      phone: "+84901234567",
      line_id: "",
      office: options.office ?? "vietnam",
      contact_method: "zalo",
      countries: JSON.stringify(["ca"]),
      degree: "master",
      enrol_year: 2027,
      enrol_term: "fall",
      major: "",
      heard_from: "facebook",
      remark: "",
      shortlist: "[]",
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}

/** A few bytes that are a PNG by their signature. */
export const pngBytes = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
