import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { adminApi } from "~/entry/api/admin";
import { createServer } from "~/entry/server";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { hashPassword, passwordProblem, verifyPassword } from "~/features/staff/passwords.server";
import { createSession, csrfMatches, readSession, STAFF_COOKIE } from "~/features/staff/sessions.server";
import { createStaff, setPassword, signIn, updateStaff } from "~/features/staff/staff.server";
import { validBooking } from "../../../tests/support/consultation";
import { csvField, LeadAccessError, listLeads, toCsv, updateLead } from "./leads.server";
import { retryMail } from "./outbox-view.server";

let test: TestDatabase;
const system = { userId: null, ip: "test" };
const policy = { attempts: 3, minutes: 15 };
let adminId: number;
let taipeiId: number;
let vietnamId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const staff = (email: string, role: "admin" | "consultant", office: string | null) =>
    createStaff(test.db, system, {
      email,
      name: email.split("@")[0] ?? email,
      password: "a long enough secret",
      role,
      office,
      uiLocale: "en",
    });
  adminId = await staff("Admin@Agency.tw", "admin", null);
  taipeiId = await staff("taipei@agency.tw", "consultant", "taipei");
  vietnamId = await staff("hcm@agency.vn", "consultant", "vietnam");
});
afterAll(async () => {
  await test.destroy();
});

const cookieOf = (token: string) => `${STAFF_COOKIE}=${token}`;

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });

  it("refuses short passwords and the email itself", () => {
    expect(passwordProblem("short", "a@b.c")).toBe("admin.password.tooShort");
    expect(passwordProblem("someone@agency.tw", "Someone@agency.tw")).toBe("admin.password.sameAsEmail");
    expect(passwordProblem("x".repeat(201), "a@b.c")).toBe("admin.password.tooLong");
    expect(passwordProblem("twelve chars", "a@b.c")).toBeUndefined();
  });
});

describe("sign-in and lockout", () => {
  it("signs in case-insensitively by email", async () => {
    const result = await signIn(
      test.db,
      { email: " admin@agency.TW ", password: "a long enough secret", ip: "1" },
      policy,
    );
    expect(result).toEqual({ ok: true, userId: adminId });
  });

  it("treats an unknown email like a wrong password", async () => {
    expect(await signIn(test.db, { email: "nobody@agency.tw", password: "whatever it is", ip: "1" }, policy)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("locks after repeated failures, refuses the right password while locked, and opens again later", async () => {
    const now = new Date("2026-11-21T02:00:00Z");
    const attempt = (password: string, at = now) =>
      signIn(test.db, { email: "taipei@agency.tw", password, ip: "1" }, policy, at);
    expect((await attempt("wrong 1")).ok).toBe(false);
    expect((await attempt("wrong 2")).ok).toBe(false);
    const third = await attempt("wrong 3");
    expect(third).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt("a long enough secret")).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt("a long enough secret", new Date(now.getTime() + 16 * 60_000))).toEqual({
      ok: true,
      userId: taipeiId,
    });
    const audit = await test.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(taipeiId))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["auth.failed", "auth.locked", "auth.signin"]));
  });
});

describe("sessions", () => {
  it("reads a session from its cookie only while it lives", async () => {
    const now = new Date("2026-11-21T03:00:00Z");
    const { token, csrfToken } = await createSession(test.db, adminId, "1", 8, now);
    const session = await readSession(test.db, cookieOf(token), 8, now);
    expect(session?.user).toMatchObject({ id: adminId, role: "admin", email: "admin@agency.tw" });
    expect(session && csrfMatches(session, csrfToken)).toBe(true);
    expect(session && csrfMatches(session, `${csrfToken.slice(0, -1)}x`)).toBe(false);
    expect(await readSession(test.db, cookieOf(`${token}x`), 8, now)).toBeUndefined();
    expect(await readSession(test.db, cookieOf(token), 8, new Date(now.getTime() + 9 * 3_600_000))).toBeUndefined();
    // The token itself is not what the table stores.
    const stored = await test.db.selectFrom("staff_sessions").select("id").execute();
    expect(stored.some((s) => s.id === token)).toBe(false);
  });

  it("ends every session of a deactivated user and other sessions on a password change", async () => {
    const a = await createSession(test.db, vietnamId, "1", 8);
    const b = await createSession(test.db, vietnamId, "1", 8);
    const kept = await readSession(test.db, cookieOf(a.token), 8);
    await setPassword(test.db, system, vietnamId, "another long secret", kept?.id);
    expect(await readSession(test.db, cookieOf(a.token), 8)).toBeDefined();
    expect(await readSession(test.db, cookieOf(b.token), 8)).toBeUndefined();
    await updateStaff(test.db, system, vietnamId, {
      name: "hcm",
      role: "consultant",
      office: "vietnam",
      active: false,
      unlock: false,
    });
    expect(await readSession(test.db, cookieOf(a.token), 8)).toBeUndefined();
    await updateStaff(test.db, system, vietnamId, {
      name: "hcm",
      role: "consultant",
      office: "vietnam",
      active: true,
      unlock: false,
    });
  });
});

describe("leads", () => {
  const config = loadConfig({ LOG_REQUESTS: "0", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000" });
  const server = () =>
    createServer({
      build: async () => {
        throw new Error("no pages in this test");
      },
      db: test.db,
      config,
    });

  async function book(office: string, name: string) {
    const app = server();
    const res = await app.request("/api/upschools/verify-image");
    const id = /captcha_id=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
    const { answer } = await test.db
      .selectFrom("captcha_challenges")
      .select("answer")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const locale = office === "vietnam" ? "vi" : "tw";
    const local = locale === "tw" ? { phone: "0912 345 678", contact_method: "line" as const } : {};
    const booked = await app.request("/api/Home/add_inq", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `captcha_id=${id}`, lang: locale },
      body: JSON.stringify(validBooking({ ...local, office, name, captcha: answer })),
    });
    expect(booked.status).toBe(200);
    return await test.db
      .selectFrom("consultations")
      .select(["id", "office"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
  }

  it("shows consultants their office only, whatever the filter asks", async () => {
    const taipei = await book("taipei", "林小明");
    const vietnam = await book("vietnam", "Nguyễn Văn An");
    const session = async (userId: number) => {
      const { token } = await createSession(test.db, userId, "1", 8);
      const s = await readSession(test.db, cookieOf(token), 8);
      if (!s) throw new Error("no session");
      return s;
    };
    const taipeiStaff = await session(taipeiId);
    const admin = await session(adminId);
    const seen = await listLeads(test.db, taipeiStaff, { office: "vietnam" }, 1);
    expect(seen.rows.map((r) => r.id)).toContain(taipei.id);
    expect(seen.rows.every((r) => r.office === "taipei")).toBe(true);
    const all = await listLeads(test.db, admin, { type: "consultation" }, 1);
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining([taipei.id, vietnam.id]));
    expect((await listLeads(test.db, admin, { q: "nguyễn" }, 1)).rows.map((r) => r.id)).toEqual([vietnam.id]);
    expect((await listLeads(test.db, admin, { q: "%" }, 1)).rows).toEqual([]);

    await expect(
      updateLead(test.db, system, taipeiStaff, "consultation", vietnam.id, {
        status: "spam",
        note: "",
        assignedTo: null,
      }),
    ).rejects.toBeInstanceOf(LeadAccessError);
    await updateLead(test.db, system, taipeiStaff, "consultation", taipei.id, {
      status: "contacted",
      note: "Called, meeting Tuesday",
      assignedTo: taipeiId,
    });
    const row = await test.db
      .selectFrom("consultations")
      .select(["status", "assigned_to"])
      .where("id", "=", taipei.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "contacted", assigned_to: taipeiId });
    const filtered = await listLeads(test.db, admin, { status: "contacted", assigned: String(taipeiId) }, 1);
    expect(filtered.rows.map((r) => r.id)).toEqual([taipei.id]);
  });

  it("writes CSV with a BOM, CRLF, quoting and no formulas", () => {
    const csv = toCsv(
      ["名前", "ชื่อ"],
      [
        ["a,b", '=HYPERLINK("x")'],
        ["line\nbreak", 5],
      ],
    );
    expect(csv.startsWith("\uFEFF名前,ชื่อ\r\n")).toBe(true);
    expect(csv).toContain('"a,b","\'=HYPERLINK(""x"")"');
    expect(csv).toContain('"line\nbreak",5\r\n');
    expect(csvField("+8869")).toBe("'+8869");
  });
});

describe("admin API", () => {
  const config = loadConfig({ LOG_REQUESTS: "0" });
  const app = () =>
    createServer({
      build: async () => {
        throw new Error("no pages in this test");
      },
      db: test.db,
      config,
    });
  const routes = adminApi()
    .routes.filter((r) => r.method !== "ALL")
    .map((r) => ({
      method: r.method,
      path: `/api/admin${r.path.replace(/:type/, "consultation").replace(/:id/, "1")}`,
    }));

  it("has routes to check", () => {
    expect(routes.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses every admin API route without a session (401)", async () => {
    for (const route of routes) {
      const res = await app().request(route.path, {
        method: route.method,
        headers: { "content-type": "application/json" },
        body: route.method === "GET" ? undefined : "{}",
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("refuses a state change without the CSRF header, and a consultant on admin routes", async () => {
    const { token, csrfToken } = await createSession(test.db, taipeiId, "1", 8);
    const headers = { cookie: cookieOf(token), "content-type": "application/json" };
    const body = JSON.stringify({ status: "closed" });
    const noCsrf = await app().request("/api/admin/leads/consultation/1/status", { method: "POST", headers, body });
    expect(noCsrf.status).toBe(403);
    const retry = await app().request("/api/admin/outbox/1/retry", {
      method: "POST",
      headers: { ...headers, "x-csrf-token": csrfToken },
    });
    expect(retry.status).toBe(403);
    const me = await app().request("/api/admin/session", { headers });
    expect(await me.json()).toMatchObject({ role: "consultant", office: "taipei" });
  });
});

describe("mail outbox", () => {
  it("puts a failed mail back in the queue with fresh attempts, and leaves sent mail alone", async () => {
    const now = new Date("2026-11-21T05:00:00Z").toISOString();
    const base = {
      topic: "test",
      subject: "s",
      text_body: "t",
      html_body: "<p>t</p>",
      next_attempt_at: now,
      created_at: now,
    };
    const failed = await test.db
      .insertInto("mail_outbox")
      .values({
        ...base,
        recipient: "a@example.com",
        attempts: 12,
        failed_at: now,
        last_error: "550 mailbox unavailable",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sent = await test.db
      .insertInto("mail_outbox")
      .values({ ...base, recipient: "b@example.com", sent_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const later = new Date("2026-11-21T06:00:00Z");
    expect(await retryMail(test.db, system, failed.id, later)).toBe(true);
    expect(await retryMail(test.db, system, sent.id, later)).toBe(false);
    const row = await test.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", failed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      failed_at: null,
      attempts: 0,
      next_attempt_at: later.toISOString(),
      last_error: "550 mailbox unavailable",
    });
  });
});
