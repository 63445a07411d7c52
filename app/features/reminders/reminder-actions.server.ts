import { data, redirect } from "react-router";
import type { AppContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { readCookie } from "~/lib/cookies";
import { isLocale, type Locale } from "~/lib/locales";
import { withLocaleMarker } from "~/lib/urls";
import { REMINDERS_COOKIE, serializeRemindersCookie } from "./reminders-cookie";
import {
  confirmSubscription,
  getSubscription,
  isReminderEmail,
  resubscribe,
  type Subscription,
  schoolNames,
  subscribeReminders,
  syncSubscriptionSchools,
  unsubscribe,
} from "./subscriptions.server";

/** What the shortlist page shows about reminders on this device. */
export interface ReminderBox {
  status: Subscription["status"] | null;
  email: string | null;
}

export async function reminderBox(db: Db, request: Request): Promise<ReminderBox> {
  const token = readCookie(request.headers.get("cookie"), REMINDERS_COOKIE);
  const subscription = token ? await getSubscription(db, token) : undefined;
  return { status: subscription?.status ?? null, email: subscription?.email ?? null };
}

export type ReminderActionData = { reminders: { error: string; email: string } };

/**
 * The shortlist page's reminder intents: `subscribe` (double opt-in, step 1) and `reminders-stop`.
 * Both end in a redirect back to the shortlist (post/redirect/get); a bad address returns 400.
 */
export async function reminderIntent(
  app: Pick<AppContext, "db" | "config" | "origin" | "rateLimits" | "clientIp" | "mail">,
  locale: Locale,
  intent: string,
  form: FormData,
  request: Request,
  shortlist: number[],
  back: string,
) {
  const secure = app.origin.startsWith("https:");
  if (intent === "reminders-stop") {
    const token = readCookie(request.headers.get("cookie"), REMINDERS_COOKIE);
    if (token) await unsubscribe(app.db, token);
    return redirect(`${back}#reminders`);
  }
  const email = String(form.get("email") ?? "").slice(0, 300);
  // Only well-formed sign-ups count against the per-address limit (a typo is not an attempt).
  if (!isReminderEmail(email)) {
    return data({ reminders: { error: "reminders.error.email", email } } satisfies ReminderActionData, {
      status: 400,
    });
  }
  const ticket = await app.rateLimits.submissions.begin(app.clientIp);
  await ticket?.settle(true);
  if (!ticket) {
    return data({ reminders: { error: "error.rateLimited", email } } satisfies ReminderActionData, {
      status: 429,
      headers: { "Retry-After": String(await app.rateLimits.submissions.retryAfter(app.clientIp)) },
    });
  }
  const result = await subscribeReminders(app.db, app.config, {
    email,
    locale,
    origin: app.origin,
    schoolIds: shortlist,
  });
  if (!result.ok)
    return data({ reminders: { error: result.error, email } } satisfies ReminderActionData, { status: 400 });
  if (result.mailed) app.mail.nudge();
  return redirect(`${back}${back.includes("?") ? "&" : "?"}reminders=sent#reminders`, {
    headers: { "Set-Cookie": serializeRemindersCookie(result.token, secure) },
  });
}

/** After the shortlist changed: the subscription of this device follows it. */
export async function followShortlist(db: Db, request: Request, shortlist: number[]): Promise<void> {
  const token = readCookie(request.headers.get("cookie"), REMINDERS_COOKIE);
  if (token) await syncSubscriptionSchools(db, token, shortlist);
}

export interface ManagePage {
  status: Subscription["status"] | "invalid";
  email: string;
  schools: string[];
  done: "confirmed" | "unsubscribed" | "resubscribed" | null;
  /** confirmed once: may subscribe again from this page without a new confirmation */
  confirmed: boolean;
}

const doneStates = ["confirmed", "unsubscribed", "resubscribed"] as const;

/**
 * `/shortlist/reminders?token=…`: the page the mails link to. `&confirm=1` confirms (double
 * opt-in, step 2) and `&unsubscribe=1` unsubscribes (one click from any mail), each followed by a
 * redirect to the plain page, so reloading it changes nothing.
 */
export async function loadManagePage(db: Db, locale: Locale, request: Request, origin: string): Promise<ManagePage> {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const lang = url.searchParams.get("lang");
  const plain = (done: string) =>
    withLocaleMarker(
      `/shortlist/reminders?token=${encodeURIComponent(token)}&done=${done}`,
      isLocale(lang) ? lang : null,
    );
  if (url.searchParams.get("confirm") === "1") {
    const confirmed = await confirmSubscription(db, token);
    if (confirmed?.status === "active") {
      // This browser now knows the subscription (the link may be opened on another device).
      throw redirect(plain("confirmed"), {
        headers: { "Set-Cookie": serializeRemindersCookie(token, origin.startsWith("https:")) },
      });
    }
  }
  if (url.searchParams.get("unsubscribe") === "1") {
    const gone = await unsubscribe(db, token);
    if (gone) throw redirect(plain("unsubscribed"));
  }
  const subscription = await getSubscription(db, token);
  if (!subscription) return { status: "invalid", email: "", schools: [], done: null, confirmed: false };
  const names = await schoolNames(db, locale, subscription.schoolIds);
  const done = url.searchParams.get("done");
  return {
    status: subscription.status,
    email: subscription.email,
    schools: subscription.schoolIds.map((id) => names.get(id) ?? "").filter(Boolean),
    done: (doneStates as readonly string[]).includes(done ?? "") ? (done as ManagePage["done"]) : null,
    confirmed: subscription.confirmedAt !== null,
  };
}

/**
 * POST to the manage page: the page's buttons, and mail programs' one-click unsubscribe
 * (RFC 8058: body `List-Unsubscribe=One-Click`, answered without a redirect).
 */
export async function manageAction(db: Db, request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const form = await request.formData();
  const lang = url.searchParams.get("lang");
  const back = (done: string) =>
    withLocaleMarker(
      `/shortlist/reminders?token=${encodeURIComponent(token)}&done=${done}`,
      isLocale(lang) ? lang : null,
    );
  if (form.get("List-Unsubscribe") === "One-Click") {
    const gone = await unsubscribe(db, token);
    return data({ ok: Boolean(gone) }, { status: gone ? 200 : 404 });
  }
  const intent = form.get("intent");
  if (intent === "unsubscribe") {
    if (await unsubscribe(db, token)) throw redirect(back("unsubscribed"));
  } else if (intent === "resubscribe") {
    const again = await resubscribe(db, token);
    if (again?.status === "active") throw redirect(back("resubscribed"));
  }
  return data({ ok: false }, { status: 400 });
}
