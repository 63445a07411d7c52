import { data, redirect } from "react-router";
import type { AppContext } from "~/.server/context";
import { fitIntent } from "~/features/fit/fit-actions.server";
import { followShortlist, reminderIntent } from "~/features/reminders/reminder-actions.server";
import { readCookie } from "~/lib/cookies";
import { isLocale } from "~/lib/locales";
import { withLocaleMarker } from "~/lib/urls";
import {
  applyShortlistIntent,
  parseShortlist,
  SHORTLIST_COOKIE,
  type ShortlistIntent,
  serializeShortlist,
} from "./shortlist-cookie";

const listIntents: ShortlistIntent[] = ["add", "remove", "up", "down"];

/**
 * Every form of the shortlist page and the save buttons of other pages post here: list changes
 * (add, remove, up, down), the fit check (`fit`, `fit-clear`) and reminders (`subscribe`,
 * `reminders-stop`).
 */
export async function shortlistAction(app: AppContext, request: Request) {
  const { db, origin } = app;
  const secure = origin.startsWith("https:");
  const form = await request.formData();
  const requested = String(form.get("intent"));
  const current = parseShortlist(readCookie(request.headers.get("cookie"), SHORTLIST_COOKIE));
  // Redirects stay in the language of the page that posted.
  const lang = new URL(request.url).searchParams.get("lang");
  const page = withLocaleMarker("/shortlist", isLocale(lang) ? lang : null);
  if (requested === "subscribe" || requested === "reminders-stop") {
    return reminderIntent(app, app.localeResolution.locale, requested, form, request, current, page);
  }
  if (requested === "fit" || requested === "fit-clear") return fitIntent(requested, form, secure, page);

  const intent = requested as ShortlistIntent;
  const id = Number(form.get("id"));
  if (!listIntents.includes(intent) || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  if (intent === "add") {
    const exists = await db.selectFrom("schools").select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) throw data(null, { status: 400 });
  }
  const next = applyShortlistIntent(current, intent, id);
  const full = next === "full";
  const headers = new Headers();
  if (!full) {
    headers.append("Set-Cookie", serializeShortlist(next, secure));
    await followShortlist(db, request, next);
  }
  // Without JavaScript the form carries where to go back to (an internal path only).
  const back = String(form.get("redirectTo") ?? "");
  if (back.startsWith("/") && !back.startsWith("//")) throw redirect(back, { headers });
  return data({ ok: !full, full }, { headers });
}
