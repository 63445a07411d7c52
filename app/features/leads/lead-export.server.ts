import type { Db } from "~/.server/db/database";
import { serverTranslator } from "~/.server/messages";
import type { AdminLocale } from "~/features/admin/admin-locale";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { chatIdLabelKey } from "~/features/consultation/consultation-options";
import { currencyDigits } from "~/features/services/pricing";
import type { StaffSession } from "~/features/staff/sessions.server";
import { officeTimeZone } from "~/features/tracking/time";
import { isLocale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { stageFilterOf } from "./lead-list";
import { allLeads, type LeadFilters, toCsv } from "./leads.server";
import { phoneAsDialled } from "./office-phone";

const zoneTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the office's wall clock, "2026-11-28 14:09", and its zone with the offset,
 * "Asia/Bangkok (UTC+07:00)": a form Excel reads as a date and time in every language.
 */
export function officeLocalTime(iso: string, office: string): { time: string; zone: string } {
  const zone = officeTimeZone(office);
  let format = zoneTimes.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    zoneTimes.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const offset = (parts.timeZoneName ?? "GMT").replace(/^GMT$/, "GMT+00:00").replace("GMT", "UTC");
  return {
    time: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    zone: `${zone} (${offset})`,
  };
}

/**
 * The filtered leads as the CSV an office manager opens in Excel: times in the office's zone,
 * phones as the office dials them, offices, countries and degrees named in the staff's language,
 * and every field of the lead page (chat ID, remark, major, intake, services, stage, the contact
 * log and the next action).
 */
export async function leadsCsv(
  db: Db,
  session: StaffSession,
  filters: LeadFilters,
  locale: AdminLocale,
): Promise<{ csv: string; rows: number }> {
  const rows = await allLeads(db, session, filters);
  const t = adminTranslator(locale).t;
  const label = serverTranslator(locale).t;
  const bookingIds = rows.filter((r) => r.type === "consultation").map((r) => r.id);
  const orderIds = rows.filter((r) => r.type === "order").map((r) => r.id);
  const chunks = <T>(ids: number[], read: (part: number[]) => Promise<T[]>) =>
    Promise.all(
      Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) => read(ids.slice(i * 500, i * 500 + 500))),
    ).then((parts) => parts.flat());
  const [offices, bookings, items, services, events] = await Promise.all([
    db.selectFrom("offices").select(["code", "name"]).execute(),
    chunks(bookingIds, (part) =>
      db
        .selectFrom("consultations")
        .select(["id", "title", "contact_method", "enrol_year", "enrol_term", "major", "heard_from", "remark"])
        .where("id", "in", part)
        .execute(),
    ),
    chunks(orderIds, (part) =>
      db
        .selectFrom("service_order_items")
        .select(["order_id", "service_code", "units", "rush", "topic"])
        .where("order_id", "in", part)
        .orderBy("id")
        .execute(),
    ),
    db.selectFrom("services").select(["code", "name"]).execute(),
    Promise.all(
      (["consultation", "order"] as const).map((type) =>
        chunks(type === "order" ? orderIds : bookingIds, (part) =>
          db
            .selectFrom("lead_events as e")
            .innerJoin("staff_users as u", "u.id", "e.user_id")
            .select([
              "e.lead_type",
              "e.lead_id",
              "e.kind",
              "e.outcome",
              "e.note",
              "e.next_step",
              "e.status_from",
              "e.status_to",
              "e.created_at",
              "u.name",
            ])
            .where("e.lead_type", "=", type)
            .where("e.lead_id", "in", part)
            .orderBy("e.id")
            .execute(),
        ),
      ),
    ).then((parts) => parts.flat().sort((x, y) => x.created_at.localeCompare(y.created_at))),
  ]);
  const officeName = new Map(offices.map((o) => [o.code, pickLocalized(o.name, locale)]));
  const serviceName = new Map(services.map((s) => [s.code, pickLocalized(s.name, locale)]));
  const booking = new Map(bookings.map((b) => [b.id, b]));
  const itemsOf = new Map<number, string[]>();
  for (const i of items) {
    const text = [
      serviceName.get(i.service_code) ?? i.service_code,
      `× ${i.units}`,
      i.rush ? t("admin.csv.rush") : "",
      i.topic,
    ]
      .filter(Boolean)
      .join(" ");
    itemsOf.set(i.order_id, [...(itemsOf.get(i.order_id) ?? []), text]);
  }
  const officeOf = new Map(rows.map((r) => [`${r.type}:${r.id}`, r.office]));
  const logOf = new Map<string, string[]>();
  for (const e of events) {
    const key = `${e.lead_type}:${e.lead_id}`;
    const when = officeLocalTime(e.created_at, officeOf.get(key) ?? "");
    const what =
      e.kind === "status"
        ? e.status_from === e.status_to
          ? t(`admin.status.${e.status_to}`)
          : t("admin.lead.statusChange", {
              from: t(`admin.status.${e.status_from}`),
              to: t(`admin.status.${e.status_to}`),
            })
        : t(`admin.log.kind.${e.kind}`);
    const line = [
      `${when.time} ${e.name}: ${what}`,
      e.outcome ? t(`admin.log.outcome.${e.outcome}`) : "",
      e.note,
      e.next_step ? t("admin.log.nextStepIs", { step: e.next_step }) : "",
    ]
      .filter(Boolean)
      .join(" · ");
    logOf.set(key, [...(logOf.get(key) ?? []), line]);
  }
  const header = [
    "admin.leads.reference",
    "admin.leads.type",
    "admin.leads.received",
    "admin.csv.timeZone",
    "admin.leads.status",
    "admin.leads.stage",
    "admin.leads.name",
    "admin.lead.email",
    "admin.lead.phone",
    "admin.csv.chatApp",
    "admin.leads.chat",
    "admin.leads.office",
    "admin.leads.locale",
    "admin.lead.contactMethod",
    "admin.lead.countries",
    "admin.lead.degree",
    "admin.lead.enrolment",
    "admin.lead.major",
    "admin.lead.heardFrom",
    "admin.lead.remark",
    "admin.csv.services",
    "admin.order.total",
    "admin.csv.currency",
    "admin.leads.assigned",
    "admin.log.nextActionAt",
    "admin.log.nextActionType",
    "admin.log.title",
  ].map((key) => t(key));
  const lines = rows.map((r) => {
    const local = officeLocalTime(r.createdAt, r.office);
    const b = r.type === "consultation" ? booking.get(r.id) : undefined;
    const digits = currencyDigits[r.currency as keyof typeof currencyDigits] ?? 0;
    const stage = stageFilterOf(r.stage);
    return [
      r.reference,
      t(`admin.leads.type.${r.type}`),
      local.time,
      local.zone,
      t(`admin.status.${r.status}`),
      stage ? t(`admin.leads.stage.${stage}`) : r.stage,
      [b?.title ? label(`consultation.title.${b.title}`) : "", r.name].filter(Boolean).join(" "),
      r.email,
      phoneAsDialled(r.phone, r.office),
      r.chat ? label(chatIdLabelKey(isLocale(r.locale) ? r.locale : "tw")) : "",
      r.chat,
      officeName.get(r.office) ?? r.office,
      t(`admin.locale.${r.locale}`),
      b?.contact_method ? label(`consultation.contact.${b.contact_method}`) : "",
      (r.countries ?? []).map((c) => label(`consultation.country.${c}`)).join(", "),
      r.degree ? label(`consultation.degree.${r.degree}`) : "",
      b
        ? [b.enrol_year ?? "", b.enrol_term ? label(`consultation.term.${b.enrol_term}`) : ""].filter(Boolean).join(" ")
        : "",
      b?.major ?? "",
      b?.heard_from ? label(`consultation.heard.${b.heard_from}`) : "",
      b?.remark ?? "",
      (itemsOf.get(r.id) ?? []).join("\n"),
      r.totalMinor === undefined ? "" : (r.totalMinor / 10 ** digits).toFixed(digits),
      r.currency ?? "",
      r.assignedName ?? "",
      r.nextActionAt ?? "",
      r.nextActionType ? t(`admin.log.type.${r.nextActionType}`) : "",
      (logOf.get(`${r.type}:${r.id}`) ?? []).join("\n"),
    ];
  });
  return { csv: toCsv(header, lines), rows: rows.length };
}
