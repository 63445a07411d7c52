import type { Locale } from "~/lib/locales";

export type SubscriptionStatus = "pending" | "active" | "unsubscribed";

/** A shortlist's deadline-reminder subscription (features/reminders). */
export interface Subscription {
  id: number;
  token: string;
  email: string;
  locale: Locale;
  /** scheme and host of the site the student subscribed on */
  origin: string;
  schoolIds: number[];
  status: SubscriptionStatus;
  confirmedAt: string | null;
}
