import type { Role as StaffRole } from "./admin-locale";

export interface NavItem {
  to: string;
  label: string;
  roles: readonly StaffRole[];
}

const leads: readonly StaffRole[] = ["admin", "consultant"];
const content: readonly StaffRole[] = ["admin", "editor"];

/** The back office's sections; each route checks the same roles again on the server. */
export const adminNav: NavItem[] = [
  { to: "/admin", label: "admin.nav.dashboard", roles: ["admin", "editor", "consultant"] },
  { to: "/admin/leads", label: "admin.nav.leads", roles: leads },
  { to: "/admin/attention", label: "admin.nav.attention", roles: leads },
  { to: "/admin/outbox", label: "admin.nav.outbox", roles: ["admin"] },
  { to: "/admin/articles", label: "admin.nav.articles", roles: content },
  { to: "/admin/facts", label: "admin.nav.facts", roles: content },
  { to: "/admin/schools", label: "admin.nav.schools", roles: content },
  { to: "/admin/rankings", label: "admin.nav.rankings", roles: content },
  { to: "/admin/deadlines", label: "admin.nav.deadlines", roles: content },
  { to: "/admin/requirements", label: "admin.nav.requirements", roles: content },
  { to: "/admin/students", label: "admin.nav.students", roles: content },
  { to: "/admin/testimonials", label: "admin.nav.testimonials", roles: content },
  { to: "/admin/faq", label: "admin.nav.faq", roles: content },
  { to: "/admin/home", label: "admin.nav.home", roles: content },
  { to: "/admin/prices", label: "admin.nav.prices", roles: content },
  { to: "/admin/media", label: "admin.nav.media", roles: content },
  { to: "/admin/staff", label: "admin.nav.staff", roles: ["admin"] },
  { to: "/admin/audit", label: "admin.nav.audit", roles: ["admin"] },
  { to: "/admin/account", label: "admin.nav.account", roles: ["admin", "editor", "consultant"] },
];
