import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { enqueueMail } from "~/.server/mail/outbox";
import { newReference } from "~/.server/reference";
import { type FitProfile, fitProfileJson } from "~/features/fit/profile";
import { isReservedAddress } from "~/features/reference/reference.server";
import { getSchoolsByIds } from "~/features/schools/schools.server";
import {
  claimSubmission,
  findSubmission,
  releaseSubmission,
  settleSubmission,
  storeOnce,
  submissionSeal,
} from "~/features/submissions/submission-key.server";
import { type TrackingLinks, trackingAccess } from "~/features/tracking/access.server";
import { adminPaths } from "~/lib/admin-paths";
import { isLocale, type Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { consumeCaptcha } from "./captcha.server";
import { officeNotification, studentConfirmation } from "./consultation-mail.server";
import { type ConsultationInput, checkConsultation, type FieldErrors } from "./consultation-schema";
import { toE164 } from "./phone";

export interface BookingRequest {
  input: ConsultationInput;
  locale: Locale;
  /** From the captcha cookie set with the image. */
  captchaId: string | undefined;
  /** School ids from the shortlist cookie. */
  shortlist: number[];
  /** The hidden field only bots fill in. */
  honeypot: string;
  /** Where the link to the student's request page points (omitted: the mail has no link). */
  links?: TrackingLinks;
  /** The fit-check profile of the visitor's browser (features/fit), attached to the booking. */
  fitProfile?: FitProfile | null;
  /** The form's submission key (features/submissions): the same key again gets the first result. */
  submissionKey?: string;
  now?: Date;
}

/** `accessToken` opens the student's request page (none for a booking that was not stored). */
export type BookingResult =
  | { ok: true; reference: string; accessToken?: string /** the answer of an earlier sending */; replayed?: true }
  | { ok: false; errors: FieldErrors };

/**
 * Validates a booking, checks the captcha and stores the booking together with its two mails
 * in one transaction. When this resolves `ok`, the booking is committed: acknowledge it.
 */
export async function createConsultation(
  db: Db,
  config: Pick<Config, "OFFICE_EMAILS">,
  request: BookingRequest,
): Promise<BookingResult> {
  const now = request.now ?? new Date();
  // A filled honeypot gets a normal-looking answer and nothing is stored.
  if (request.honeypot.trim() !== "") return { ok: true, reference: newReference("C", now) };

  // The same submission key again (a retry after a network error): the first answer, nothing stored.
  const key = submissionSeal("consultation", request.submissionKey, request.input.email);
  const replay = (first: { reference: string; accessToken: string | undefined }): BookingResult => ({
    ok: true,
    reference: first.reference,
    ...(first.accessToken ? { accessToken: first.accessToken } : {}),
    replayed: true,
  });
  const first = await findSubmission(db, key);
  if (first) return replay(first);

  const checked = checkConsultation(request.input, request.locale, { phone: toE164, now });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const booking = checked.value;

  const office = await db.selectFrom("offices").selectAll().where("code", "=", booking.office).executeTakeFirst();
  const officeLocales = office ? (JSON.parse(office.locales) as string[]).filter(isLocale) : [];
  if (!office || !officeLocales.includes(request.locale)) {
    return { ok: false, errors: { office: "consultation.error.office" } };
  }
  const schools = await getSchoolsByIds(db, request.locale, request.shortlist.slice(0, 12));

  const reference = newReference("C", now);
  const store = () =>
    db.transaction().execute(async (trx) => {
      await claimSubmission(trx, key, reference, now);
      // A wrong answer spends the captcha (committed) but not the submission key.
      if (!(await consumeCaptcha(trx, request.captchaId, booking.captcha, now))) {
        await releaseSubmission(trx, key);
        return false;
      }
      const row = await trx
        .insertInto("consultations")
        .values({
          reference,
          locale: request.locale,
          name: booking.name,
          title: booking.title,
          email: booking.email,
          phone: booking.phone,
          line_id: booking.line_id,
          office: booking.office,
          contact_method: booking.contact_method,
          countries: JSON.stringify(booking.countries),
          degree: booking.degree,
          enrol_year: booking.enrol_year,
          enrol_term: booking.enrol_term,
          major: booking.major,
          heard_from: booking.heard_from,
          remark: booking.remark,
          shortlist: JSON.stringify(schools.map((s) => s.id)),
          fit_profile: request.fitProfile ? fitProfileJson(request.fitProfile) : null,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const access = await trackingAccess(
        trx,
        { type: "consultation", id: row.id },
        request.locale,
        request.links,
        now,
      );
      // An office without a real address sees the booking in the back office only.
      const stored = isReservedAddress(office.email) ? "" : office.email;
      const officeEmail = config.OFFICE_EMAILS[office.code] ?? stored;
      const mailContext = {
        reference,
        locale: request.locale,
        booking,
        officeName: (locale: Locale) => pickLocalized(office.name, locale),
        shortlist: schools.map((s) => s.name),
        trackingUrl: access.url,
        ...(request.links ? { leadUrl: `${request.links.addressing.origin}${adminPaths.booking(row.id)}` } : {}),
        officeEmail,
      };
      const mails = [studentConfirmation(mailContext)];
      if (officeEmail) mails.unshift(officeNotification(mailContext, officeEmail, officeLocales[0] ?? request.locale));
      await enqueueMail(trx, mails, now);
      await settleSubmission(trx, key, access.token);
      return access.token;
    });
  return await storeOnce(
    db,
    key,
    async (): Promise<BookingResult> => {
      const token = await store();
      if (token === false) return { ok: false, errors: { captcha: "consultation.error.captchaWrong" } };
      return { ok: true, reference, accessToken: token };
    },
    replay,
  );
}

/** Step 1 of the booking (study information) as the server checks it: errors of its own fields only. */
export function checkStudyStep(input: ConsultationInput, locale: Locale, now: Date = new Date()): FieldErrors {
  const checked = checkConsultation(input, locale, { phone: toE164, now, only: "study" });
  return checked.ok ? {} : checked.errors;
}

export interface BookingSummary {
  reference: string;
  officeName: string;
  contactMethod: string;
}

/** What the result page may show about a booking: nothing personal, only what happens next. */
export async function getBookingSummary(
  db: Db,
  locale: Locale,
  reference: string,
): Promise<BookingSummary | undefined> {
  if (!/^C-\d{6}-[0-9A-Z]{6}$/.test(reference)) return undefined;
  const row = await db
    .selectFrom("consultations")
    .innerJoin("offices", "offices.code", "consultations.office")
    .select(["consultations.reference", "consultations.contact_method", "offices.name"])
    .where("consultations.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  return { reference: row.reference, officeName: pickLocalized(row.name, locale), contactMethod: row.contact_method };
}
