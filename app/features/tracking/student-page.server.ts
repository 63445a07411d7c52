import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { serverTranslator } from "~/.server/messages";
import { payerAccountView } from "~/features/payments/payer-account.server";
import { type ScanToPay, scanToPay } from "~/features/payments/scan-to-pay.server";
import { contactMethodInTextKey } from "~/lib/contact-channels";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { paths } from "~/lib/paths";
import { findRequestFile } from "./request-files.server";
import { loadRequest } from "./requests.server";
import { formatDateTime, localeTimeZone, timeZoneLabel } from "./time";
import { type RequestRef, resolveRequestToken } from "./tokens.server";
import { moneyText } from "./tracking-mail.server";
import { type FileView, studentView } from "./views.server";

/**
 * What the student's page shows, with every date, amount and sentence already formatted on the
 * server in the page's language (the browser only adds the time in its own time zone).
 */
export interface StudentPage {
  token: string;
  type: "order" | "consultation";
  reference: string;
  stage: string;
  receivedOn: string;
  steps: Array<{ key: string; state: "done" | "current" | "upcoming" | "skipped"; date: string | null }>;
  next: string;
  due: string | null;
  editor: string | null;
  payment: {
    amount: string;
    method: string;
    bankAccount: string | null;
    /** A transfer is due but no account is configured for the currency: the office sends it (decision 0019). */
    bankPending: string | null;
    scan: ScanToPay | null;
  } | null;
  /** tw TWD transfers awaiting payment: the last five digits of the payer's account (null before given) */
  payerAccount: { last5: string | null } | null;
  currency: string;
  proofs: Array<{
    id: number;
    fileName: string;
    url: string;
    amount: string;
    paidOn: string;
    status: "pending" | "confirmed" | "rejected";
    reason: string;
  }>;
  canSendProof: boolean;
  deliveries: Array<{ round: number; files: Array<{ name: string; url: string; size: string }> }>;
  revision: { date: string; message: string; file: { name: string; url: string } | null } | null;
  canRequestRevision: boolean;
  appointment: { iso: string; text: string; zone: string } | null;
}

const kb = (bytes: number) => String(Math.max(1, Math.round(bytes / 1024)));

function nextStep(
  locale: Locale,
  view: Awaited<ReturnType<typeof studentView>>,
  values: { amount: string; office: string; editor: string; appointment: string },
): string {
  const { t } = serverTranslator(locale);
  if (view.type === "consultation") {
    const method = t(contactMethodInTextKey(view.contactMethod));
    return t(`tracking.next.booking.${view.stage}`, { office: values.office, method, appointment: values.appointment });
  }
  if (view.stage === "payment_pending") {
    const variant =
      view.paymentMethod === "cash"
        ? "cash"
        : view.proofs.some((p) => p.status === "pending")
          ? "checking"
          : "transfer";
    return t(`tracking.next.order.payment_pending.${variant}`, { amount: values.amount, reference: view.reference });
  }
  return t(`tracking.next.order.${view.stage}`, { editor: values.editor });
}

/** The page behind a token, in `locale`; undefined when the token opens nothing (unknown, forged, expired). */
export async function loadStudentPage(
  db: Db,
  config: Pick<Config, "BANK_ACCOUNTS" | "PAYMENT_QR" | "MEDIA_BASE_URL">,
  token: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<StudentPage | undefined> {
  const ref = await resolveRequestToken(db, token, now);
  const request = ref && (await loadRequest(db, ref));
  if (!request || !token) return undefined;
  const view = await studentView(db, request);
  const { t } = serverTranslator(locale);
  const zone = localeTimeZone[locale];
  const date = (iso: string) => formatDateTime(locale, iso, zone, "date");
  const dateTime = (iso: string) => formatDateTime(locale, iso, zone);
  const office = await db.selectFrom("offices").select("name").where("code", "=", request.office).executeTakeFirst();
  const amount = request.type === "order" ? moneyText(locale, request.totalMinor, request.currency) : "";
  const fileUrl = (f: Pick<FileView, "id">) => paths.myRequestFile(token, f.id);
  const appointment = view.appointmentAt
    ? {
        iso: view.appointmentAt,
        text: dateTime(view.appointmentAt),
        zone: timeZoneLabel(locale, zone, view.appointmentAt),
      }
    : null;
  let due: string | null = null;
  if (
    view.type === "order" &&
    !["delivered", "revision_requested", "revision_delivered", "closed"].includes(view.stage)
  ) {
    if (view.dueAt) due = t(view.rush ? "tracking.due.rush" : "tracking.due.promised", { due: dateTime(view.dueAt) });
    else if (view.rush) due = t("tracking.due.rushPending");
  }
  const rounds = [1, 2]
    .map((round) => ({
      round,
      files: view.deliveries
        .filter((f) => f.round === round)
        .map((f) => ({ name: f.name, url: fileUrl(f), size: kb(f.bytes) })),
    }))
    .filter((r) => r.files.length > 0);
  return {
    token,
    type: view.type,
    reference: view.reference,
    stage: view.stage,
    receivedOn: date(view.createdAt),
    steps: view.steps.map((s) => ({ key: s.key, state: s.state, date: s.at ? date(s.at) : null })),
    next: nextStep(locale, view, {
      amount,
      office: office ? pickLocalized(office.name, locale) : "",
      editor: view.editor ?? "",
      appointment: appointment ? `${appointment.text} (${appointment.zone})` : "",
    }),
    due,
    editor: view.editor,
    payment:
      view.type === "order"
        ? {
            amount,
            method: view.paymentMethod,
            bankAccount:
              view.paymentMethod !== "cash" && view.stage === "payment_pending"
                ? (config.BANK_ACCOUNTS[view.currency] ?? null)
                : null,
            bankPending:
              view.paymentMethod !== "cash" && view.stage === "payment_pending" && !config.BANK_ACCOUNTS[view.currency]
                ? view.currency
                : null,
            scan:
              view.stage === "payment_pending"
                ? scanToPay(config, {
                    locale,
                    reference: view.reference,
                    currency: view.currency,
                    totalMinor: request.type === "order" ? request.totalMinor : 0,
                    paymentMethod: view.paymentMethod,
                  })
                : null,
          }
        : null,
    payerAccount: request.type === "order" ? await payerAccountView(db, { id: request.id }) : null,
    currency: view.currency,
    proofs: view.proofs.map((p) => ({
      id: p.id,
      fileName: p.fileName,
      url: fileUrl({ id: p.fileId }),
      amount: moneyText(locale, p.amountMinor, view.currency),
      paidOn: formatDateTime(locale, `${p.paidOn}T12:00:00Z`, "UTC", "date"),
      status: p.status,
      reason: p.reason,
    })),
    canSendProof: view.canSendProof,
    deliveries: rounds,
    revision: view.revision
      ? {
          date: date(view.revision.at),
          message: view.revision.message,
          file: view.revision.file ? { name: view.revision.file.name, url: fileUrl(view.revision.file) } : null,
        }
      : null,
    canRequestRevision: view.canRequestRevision,
    appointment,
  };
}

/**
 * A file the token's student may download: a file of their own order (proofs and revision
 * attachments they sent, delivered documents once delivered). Anything else is undefined.
 */
export async function studentFile(db: Db, token: string | undefined, fileId: string, now = new Date()) {
  const ref: RequestRef | undefined = await resolveRequestToken(db, token, now);
  if (ref?.type !== "order") return undefined;
  const file = await findRequestFile(db, fileId);
  if (!file || file.order_id !== ref.id) return undefined;
  if (file.purpose === "delivery") {
    const request = await loadRequest(db, ref);
    if (!request) return undefined;
    const view = await studentView(db, request);
    if (!view.deliveries.some((d) => d.id === file.id)) return undefined;
  }
  return file;
}
