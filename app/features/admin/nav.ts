import type { Role as StaffRole } from "./admin-locale";

export interface NavItem {
  to: string;
  label: string;
  roles: readonly StaffRole[];
}

const everyone: readonly StaffRole[] = ["admin", "editor", "consultant", "order_editor"];
const documentEditors: readonly StaffRole[] = ["admin", "consultant", "order_editor"];
const leads: readonly StaffRole[] = ["admin", "consultant"];
const content: readonly StaffRole[] = ["admin", "editor"];
const admins: readonly StaffRole[] = ["admin"];

/** The sections in menu order, by who may open them: `/admin/<section>`, labelled `admin.nav.<section>`. */
const sections: ReadonlyArray<readonly [section: string, roles: readonly StaffRole[]]> = [
  ["dashboard", everyone],
  ["leads", leads],
  ["attention", leads],
  ["editing", documentEditors],
  ["payments", leads],
  ["outbox", admins],
  ...[
    "articles",
    "facts",
    "schools",
    "rankings",
    "deadlines",
    "requirements",
    "admit-rates",
    "students",
    "testimonials",
    "faq",
    "home",
    "claims",
    "prices",
    "media",
  ].map((section) => [section, content] as const),
  ["staff", admins],
  ["audit", admins],
  ["account", everyone],
];

/** The back office's sections; each route checks the same roles again on the server. */
export const adminNav: NavItem[] = sections.map(([section, roles]) => ({
  to: section === "dashboard" ? "/admin" : `/admin/${section}`,
  label: `admin.nav.${section}`,
  roles,
}));
