import { describe, expect, it } from "vitest";
import { adminNav } from "./nav";

describe("adminNav", () => {
  it("lists every section in menu order with its path, label key and roles", () => {
    expect(adminNav.map((i) => i.to)).toEqual([
      "/admin",
      "/admin/leads",
      "/admin/attention",
      "/admin/editing",
      "/admin/payments",
      "/admin/outbox",
      "/admin/articles",
      "/admin/facts",
      "/admin/schools",
      "/admin/rankings",
      "/admin/deadlines",
      "/admin/requirements",
      "/admin/admit-rates",
      "/admin/students",
      "/admin/testimonials",
      "/admin/faq",
      "/admin/home",
      "/admin/claims",
      "/admin/prices",
      "/admin/media",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
    ]);
    expect(adminNav[0]).toEqual({
      to: "/admin",
      label: "admin.nav.dashboard",
      roles: ["admin", "editor", "consultant", "order_editor"],
    });
    const roles = Object.fromEntries(adminNav.map((i) => [i.label, i.roles]));
    expect(roles["admin.nav.attention"]).toEqual(["admin", "consultant"]);
    expect(roles["admin.nav.payments"]).toEqual(["admin", "consultant"]);
    expect(roles["admin.nav.media"]).toEqual(["admin", "editor"]);
    expect(roles["admin.nav.claims"]).toEqual(["admin", "editor"]);
    expect(roles["admin.nav.outbox"]).toEqual(["admin"]);
    expect(roles["admin.nav.account"]).toEqual(["admin", "editor", "consultant", "order_editor"]);
    // The document editor: the orders given to them, not the leads, not the content.
    expect(roles["admin.nav.editing"]).toEqual(["admin", "consultant", "order_editor"]);
    const forEditor = adminNav.filter((i) => i.roles.includes("order_editor")).map((i) => i.to);
    expect(forEditor).toEqual(["/admin", "/admin/editing", "/admin/account"]);
  });
});
