import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import type { Locale } from "~/lib/locales";
import { paths } from "~/lib/paths";
import type { LocaleAddressing } from "~/lib/urls";
import { DEFAULT_LINK_DAYS } from "./stages";
import { issueRequestToken, type RequestRef, resolveRequestToken } from "./tokens.server";
import { requestUrl } from "./tracking-mail.server";

/** How links to a student's page are made: the addressing of the site and how long they work. */
export interface TrackingLinks {
  addressing: LocaleAddressing;
  days: number;
}

/** The addressing of this request's site: its origin and the configured locale domains. */
export function addressingOf(app: { origin: string; config: Pick<Config, "LOCALE_DOMAINS"> }): LocaleAddressing {
  return { origin: app.origin, domains: app.config.LOCALE_DOMAINS, protocol: new URL(app.origin).protocol };
}

export function trackingLinks(app: {
  origin: string;
  config: Pick<Config, "LOCALE_DOMAINS" | "REQUEST_LINK_DAYS">;
}): TrackingLinks {
  return { addressing: addressingOf(app), days: app.config.REQUEST_LINK_DAYS };
}

/**
 * The first link to a new request's page, issued in the transaction that stores the request
 * (its confirmation mail carries it, the result page shows it).
 */
export async function trackingAccess(
  trx: Db,
  ref: RequestRef,
  locale: Locale,
  links: TrackingLinks | undefined,
  now: Date,
): Promise<{ token: string; url: string | undefined }> {
  const token = await issueRequestToken(trx, ref, links?.days ?? DEFAULT_LINK_DAYS, now);
  return { token, url: links ? requestUrl(links.addressing, locale, token) : undefined };
}

/**
 * The result page's link to the student's page: only when the key in its address opens the
 * request named by `reference` (a key for another request, or a forged one, shows nothing).
 */
export async function resultPageLink(db: Db, reference: string, key: string | null): Promise<string | null> {
  const ref = await resolveRequestToken(db, key);
  if (!ref || !key) return null;
  const row = await db
    .selectFrom(ref.type === "order" ? "service_orders" : "consultations")
    .select("reference")
    .where("id", "=", ref.id)
    .executeTakeFirst();
  return row?.reference === reference ? paths.myRequest(key) : null;
}
