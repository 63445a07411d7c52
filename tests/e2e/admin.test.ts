import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createStaff } from "~/features/staff/staff.server";
import routes from "~/routes";
import { writeDocx } from "../support/documents/write-docx";
import { axeViolations } from "./axe";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep, testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";
import { startServerProcess } from "./server-process";
import { HtmlValidator } from "./vnu";

const PASSWORD = "e2e staff passphrase";
const stamp = Date.now();
const email = (who: string) => `${who}-${stamp}@agency.test`;
let visitor: Browser;
let staffBrowser: Browser;

beforeAll(async () => {
  const system = { userId: null, ip: "e2e" };
  const add = (who: string, role: "admin" | "editor" | "consultant", office: string | null, uiLocale: "tw" | "en") =>
    // Named as a person would be, not by an office code (back-office-offices checks no code shows as text).
    createStaff(testDb(), system, {
      email: email(who),
      name: `${who}-staff`,
      password: PASSWORD,
      role,
      office,
      uiLocale,
    });
  await add("admin", "admin", null, "en");
  await add("taipei", "consultant", "taipei", "tw");
  await add("hcm", "consultant", "vietnam", "en");
  await add("editor", "editor", null, "en");
  await add("locked", "consultant", "taipei", "en");
  visitor = await launchBrowser();
  staffBrowser = await launchBrowser({ acceptDownloads: true });
});
afterAll(async () => {
  await visitor.close();
  await staffBrowser.close();
});

async function signIn(page: Page, who: string) {
  await page.context().clearCookies();
  await page.goto(`${baseURL()}/admin/login`);
  await page.fill("#login-email", email(who));
  await page.fill("#login-password", PASSWORD);
  await Promise.all([page.waitForURL(/\/admin$/), page.click("button[type=submit]")]);
}

interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every path of routes.ts under /admin, with :params filled in. */
function adminPaths(nodes: RouteNode[], prefix = ""): string[] {
  return nodes.flatMap((node) => {
    const path = node.index ? prefix : node.path ? `${prefix}/${node.path}` : prefix;
    const own = path.startsWith("/admin") ? [path.replace(/:id/g, "1").replace(/:[a-z]+/gi, "x")] : [];
    return [...own, ...adminPaths(node.children ?? [], path)];
  });
}

describe("back office access", () => {
  const paths = [...new Set(adminPaths(routes as RouteNode[]))].filter(
    (p) => p !== "/admin/login" && !p.startsWith("/admin/login?"),
  );

  it("knows the admin routes", () => {
    expect(paths).toEqual(expect.arrayContaining(["/admin", "/admin/leads", "/admin/staff", "/admin/leads/export"]));
  });

  it("sends every signed-out page request to the sign-in page and refuses every signed-out form post", async () => {
    for (const path of paths) {
      const get = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
      expect(get.status, `GET ${path}`).toBe(302);
      expect(get.headers.get("location"), path).toMatch(/^\/admin\/login\?next=/);
      const post = await fetch(`${baseURL()}${path}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ status: "spam", _csrf: "guess" }),
      });
      expect([302, 403, 405], `POST ${path}`).toContain(post.status);
      expect(post.headers.get("location") ?? "/admin/login", path).toMatch(/^\/admin\/login/);
    }
  });

  it("refuses a signed-in form post without the CSRF token", async () => {
    const { page } = await openPage(staffBrowser, "/admin/login");
    await signIn(page, "admin");
    const res = await page.request.post(`${baseURL()}/admin/account`, {
      form: { intent: "language", locale: "tw" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    await page.close();
  });

  it("locks an account after five wrong passwords, even for the right one", async () => {
    const attempt = (password: string) =>
      fetch(`${baseURL()}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "accept-language": "en" },
        body: new URLSearchParams({ email: email("locked"), password }),
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`wrong ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const right = await attempt(PASSWORD);
    expect(right.status).toBe(423);
    expect(await right.text()).toContain("locked until");
  });

  it("limits sign-in attempts per address (429)", async () => {
    // A second server on the suite's database (already migrated and seeded) with a low limit.
    // The counts are shared through that database, and the suite's own server has signed in
    // from 127.0.0.1 already: this test's requests name an address of their own (one proxy).
    const server = await startServerProcess({
      DATABASE_URL: inject("databaseUrl"),
      RATE_LIMIT_LOGINS_PER_MINUTE: "3",
      TRUST_PROXY: "1",
    });
    const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${server.url}/admin/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "X-Forwarded-For": client },
          body: new URLSearchParams({ email: "someone@agency.test", password: "not the password" }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await server.stop();
    }
  });
});

describe("leads inbox", () => {
  let reference = "";

  it("shows a booking made on the public site to its office, with a status workflow and CSV", async () => {
    // A visitor books the Taipei office in tw.
    const { page: booking } = await openPage(visitor, localized("/consultation", "tw"));
    await fillStudyStep(booking);
    await nextStep(booking);
    await fillContactStep(booking, "tw", `lead-${stamp}@example.com`);
    await booking.fill("#consultation-name", "王小美");
    await booking.fill("#consultation-captcha", (await captchaAnswer(visitor.context)).answer);
    await booking.click('button[value="submit"]');
    await booking.waitForURL(/\/consultation_result\?ref=/);
    reference = (await booking.locator(".reference").textContent()) ?? "";
    const stored = await testDb()
      .selectFrom("consultations")
      .select(["id", "office"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(stored.office).toBe("taipei");

    // The Taipei consultant sees it, newest first, in tw.
    const { page } = await openPage(staffBrowser, "/admin/login");
    await signIn(page, "taipei");
    await page.goto(`${baseURL()}/admin/leads`);
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-Hant-TW");
    // Other test files book at the same time: find the row, then check the order is newest first.
    const row = page.locator(".admin-table tbody tr", { hasText: reference });
    expect(await row.textContent()).toContain("新進");
    const shown = await page.locator(".admin-table tbody tr td:nth-child(2)").allTextContents();
    const times = await Promise.all(
      shown.map(async (ref) => {
        const table = ref.startsWith("C-") ? "consultations" : "service_orders";
        const lead = await testDb()
          .selectFrom(table)
          .select("created_at")
          .where("reference", "=", ref)
          .executeTakeFirstOrThrow();
        return lead.created_at;
      }),
    );
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort().reverse());
    expect(await axeViolations(page, "all")).toEqual([]);

    // Opens it: everything the student sent, then a status change with a note.
    await page.click(`text=${reference}`);
    await page.waitForURL(new RegExp(`/admin/bookings/${stored.id}$`));
    const sent = (await page.locator(".admin-dl").textContent()) ?? "";
    expect(sent).toContain("王小美");
    expect(sent).toContain("Computer science");
    await page.selectOption("#lead-status", "contacted");
    await page.click("text=儲存");
    await expect.poll(() => page.locator(".admin-history li").count()).toBe(1);
    // The note goes into the contact log (issue 27).
    await page.fill("#lead-note", "已致電，週二面談");
    await page.click("form:has(#lead-note) button[type=submit]");
    await expect.poll(() => page.locator(".admin-history li").count()).toBe(2);
    expect(await page.locator(".admin-history").textContent()).toContain("已致電，週二面談");
    const after = await testDb()
      .selectFrom("consultations")
      .select("status")
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("contacted");

    // The filtered list exports as CSV with a BOM.
    await page.goto(`${baseURL()}/admin/leads?status=contacted`);
    const csv = await page.request.get(`${baseURL()}/admin/leads/export?status=contacted`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain(reference);
    expect(text).toContain("王小美");
    expect(text).toContain("已聯絡");
    expect(text).not.toMatch(/\bnew\b.*C-/);
    await page.close();
  });

  it("keeps consultants out of other offices' bookings and out of admin pages", async () => {
    const { page } = await openPage(staffBrowser, "/admin/login");
    await signIn(page, "hcm");
    const { id } = await testDb()
      .selectFrom("consultations")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const other = await page.goto(`${baseURL()}/admin/bookings/${id}`);
    expect(other?.status()).toBe(403);
    expect(await page.locator("h1").textContent()).toBe("You do not have access to this page");
    await page.goto(`${baseURL()}/admin/leads`);
    expect(await page.locator("main").textContent()).not.toContain(reference);
    for (const path of [
      "/admin/staff",
      "/admin/audit",
      "/admin/outbox",
      "/admin/articles",
      "/admin/faq",
      "/admin/claims",
      "/admin/prices",
      "/admin/schools/1",
    ]) {
      const res = await page.goto(`${baseURL()}${path}`);
      expect(res?.status(), path).toBe(403);
    }
    const csv = await page.request.get(`${baseURL()}/admin/leads/export`);
    expect((await csv.body()).toString("utf8")).not.toContain(reference);
    await page.close();
  });

  it("keeps editors out of the leads and admins see everything and the audit log", async () => {
    const { page } = await openPage(staffBrowser, "/admin/login");
    await signIn(page, "editor");
    expect((await page.goto(`${baseURL()}/admin/leads`))?.status()).toBe(403);
    await signIn(page, "admin");
    await page.goto(`${baseURL()}/admin/leads?q=${encodeURIComponent(reference)}`);
    expect(await page.locator(".admin-table tbody tr").count()).toBe(1);
    expect(await page.locator(".admin-table").textContent()).toContain(reference);
    await page.goto(`${baseURL()}/admin/audit?action=lead.update`);
    const audit = (await page.locator(".admin-table").textContent()) ?? "";
    expect(audit).toContain("lead.update");
    expect(audit).not.toContain("auth.signin");
    // Signing out ends the session on the server too.
    await page.click("text=Sign out");
    await page.waitForURL(/\/admin\/login\?signedOut=1/);
    const again = await page.goto(`${baseURL()}/admin/leads`);
    expect(again?.url()).toMatch(/\/admin\/login\?next=/);
    await page.close();
  });

  it("lets the order's office open it and download the uploaded document, and nobody else", async () => {
    const docx = await writeDocx({
      body: ["我的讀書計畫 statement of purpose for the master of data science programme"],
    });
    const form = new FormData();
    form.append("file", new File([Buffer.from(docx)], "讀書計畫.docx"));
    const uploaded = (await (
      await fetch(`${baseURL()}/api/upschools/tmpFile`, { method: "POST", body: form, headers: { lang: "tw" } })
    ).json()) as { upload_id: string };
    const ordered = await fetch(`${baseURL()}/api/Home/add_inq_server`, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "tw" },
      body: JSON.stringify({
        currency: "TWD",
        items: [{ service: "sop-ps", method: "proofreading", upload_id: uploaded.upload_id }],
        name: "陳大文",
        email: `order-${stamp}@example.com`,
        phone: "0912 345 678",
      }),
    });
    expect(ordered.status).toBe(200);
    const { reference: orderRef } = (await ordered.json()) as { reference: string };
    const order = await testDb()
      .selectFrom("service_orders")
      .select(["id", "office"])
      .where("reference", "=", orderRef)
      .executeTakeFirstOrThrow();
    expect(order.office).toBe("taipei");

    const signedOut = await fetch(`${baseURL()}/admin/uploads/${uploaded.upload_id}`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);

    const { page } = await openPage(staffBrowser, "/admin/login");
    await signIn(page, "taipei");
    await page.goto(`${baseURL()}/admin/orders/${order.id}`);
    expect(await page.locator("main").textContent()).toContain("陳大文");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("text=讀書計畫.docx")]);
    expect(download.suggestedFilename()).toBe("讀書計畫.docx");
    const path = await download.path();
    expect(Buffer.compare(readFileSync(path), Buffer.from(docx))).toBe(0);

    await signIn(page, "hcm");
    expect((await page.goto(`${baseURL()}/admin/orders/${order.id}`))?.status()).toBe(403);
    const refused = await page.request.get(`${baseURL()}/admin/uploads/${uploaded.upload_id}`);
    expect(refused.status()).toBe(403);
    await page.close();
  });

  /**
   * Every back-office page through axe (serious and critical findings) and the Nu HTML checker,
   * one test per page so each is reported and timed on its own; the HTML checker runs once over
   * all of them at the end (one JVM start).
   */
  describe("valid, accessible HTML on every back-office page", () => {
    const validator = new HtmlValidator();
    let page: Page;
    let bookingId = 0;
    let orderId = 0;
    beforeAll(async () => {
      ({ page } = await openPage(staffBrowser, "/admin/login?lang=en"));
      validator.add("/admin/login", await page.content());
      bookingId = (
        await testDb()
          .selectFrom("consultations")
          .select("id")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow()
      ).id;
      orderId = (
        await testDb().selectFrom("service_orders").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()
      ).id;
      await signIn(page, "admin");
    });
    afterAll(async () => {
      await page?.close();
    });

    /** Loads `path` (200), hands its HTML to the checker and expects no serious axe finding. */
    async function check(path: string, response?: Awaited<ReturnType<Page["goto"]>>) {
      const loaded = response ?? (await page.goto(`${baseURL()}${path}`));
      expect(loaded?.status(), path).toBe(200);
      validator.add(path, (await loaded?.text()) ?? "");
      expect((await axeViolations(page)).map((v) => `${path}: ${v}`)).toEqual([]);
    }

    /**
     * `/admin/resume` as staff meet it: the session ends, a form is posted (kept), and the sign-in
     * lands on the kept change.
     */
    async function keptChange(
      path: string,
      form: {
        form?: Record<string, string>;
        multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
      },
    ) {
      const admin = await testDb()
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", email("admin"))
        .executeTakeFirstOrThrow();
      await testDb()
        .updateTable("staff_sessions")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("user_id", "=", admin.id)
        .execute();
      const kept = await page.request.post(`${baseURL()}${path}`, { ...form, maxRedirects: 0 });
      expect(kept.status()).toBe(302);
      expect(kept.headers()["set-cookie"]).toContain("sw_pending=");
      // Signed in by a plain form post (as without JavaScript), so the resume page is then loaded
      // as a document: the HTML checker gets the server's HTML.
      const signedIn = await page.request.post(`${baseURL()}/admin/login`, {
        form: { email: email("admin"), password: PASSWORD },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      expect(new URL(signedIn.headers().location ?? "", baseURL()).pathname).toBe("/admin/resume");
      return await page.goto(`${baseURL()}/admin/resume`);
    }

    const pages = [
      "/admin",
      "/admin/leads",
      "/admin/bookings/:id",
      "/admin/outbox",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
      "/admin/articles",
      "/admin/articles/1",
      "/admin/articles/new",
      "/admin/media",
      "/admin/schools",
      "/admin/schools/1",
      "/admin/rankings",
      "/admin/students",
      "/admin/testimonials",
      "/admin/faq",
      "/admin/home",
      "/admin/claims",
      "/admin/claims?edit=1",
      "/admin/prices",
      "/admin/editing",
    ];
    it.each(pages)("%s", async (path) => {
      await check(path.replace(":id", String(bookingId)));
    });

    it("/admin/resume (a contact-log note)", async () => {
      const response = await keptChange(`/admin/bookings/${bookingId}`, {
        form: {
          intent: "log",
          kind: "call",
          outcome: "reached",
          note: "Call back on Friday",
          next_action_at: "2026-12-04",
        },
      });
      await check("/admin/resume", response);
    });

    it("/admin/resume (files to choose again)", async () => {
      const docx = Buffer.from(await writeDocx({ body: ["The edited statement."] }));
      const response = await keptChange(`/admin/orders/${orderId}`, {
        multipart: {
          intent: "add_files",
          files: {
            name: "statement-edited.docx",
            mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            buffer: docx,
          },
        },
      });
      expect(await page.locator('main input[type="file"][name="files"]').count()).toBe(1);
      await check("/admin/resume (files)", response);
    });

    it("the HTML checker finds no error on any of them", async () => {
      expect(await validator.errors()).toEqual([]);
    }, 120_000);
  });
});
