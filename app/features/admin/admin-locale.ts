/** Languages of the back office (the staff's working languages). */
export const adminLocales = ["tw", "en"] as const;
export type AdminLocale = (typeof adminLocales)[number];

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === "string" && (adminLocales as readonly string[]).includes(value);
}

export const toAdminLocale = (value: unknown): AdminLocale => (isAdminLocale(value) ? value : "tw");

export const staffRoles = ["admin", "editor", "consultant"] as const;
export type Role = (typeof staffRoles)[number];
export const leadStatuses = ["new", "contacted", "in_progress", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Long enough for a passphrase, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
