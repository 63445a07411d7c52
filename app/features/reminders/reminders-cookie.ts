import { serializeCookie, YEAR_SECONDS } from "~/lib/cookies";

/**
 * The device that subscribed keeps the subscription's token, so the shortlist page can show the
 * reminders' state and the reminders follow later changes of the shortlist.
 */
export const REMINDERS_COOKIE = "shortlist_reminders";

export const serializeRemindersCookie = (token: string, secure: boolean) =>
  serializeCookie(REMINDERS_COOKIE, token, { maxAge: YEAR_SECONDS, httpOnly: true, secure });
