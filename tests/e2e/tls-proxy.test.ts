import { request as httpRequest } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createStaff } from "~/features/staff/staff.server";
import { officeEnv } from "../support/contact-settings";
import { writeDocx } from "../support/documents/write-docx";
import { type RunningNginx, startNginx } from "../support/nginx";
import { freePort, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { captchaAnswer, fillContactStep, fillStudyStep, nextStep } from "./booking";
import { type Browser, launchBrowser, waitForHydration } from "./browser";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Production as docs/deploy.md describes it: Debian's nginx ends TLS (self-signed certificate for
 * 127.0.0.1) with docs/deploy/nginx.conf in front of two app processes on one database, with
 * PUBLIC_URL=https://127.0.0.1:<port> and TRUST_PROXY=1. Everything goes through https.
 */
let database: TestDatabase;
let smtp: TestSmtpServer;
let apps: ServerProcess[] = [];
let nginx: RunningNginx | undefined;
let browser: Browser;
let noJs: Browser;
let PUBLIC = "";
let httpPort = 0;

const PASSWORD = "tls proxy staff passphrase";
const STAFF = `tls-admin-${Date.now()}@agency.test`;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const httpsPort = await freePort();
  httpPort = await freePort();
  PUBLIC = `https://127.0.0.1:${httpsPort}`;
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: "200",
    LOG_REQUESTS: "1",
    ...officeEnv,
  };
  // One after the other: the first migrates; both share the uploads directory.
  const first = await startServerProcess(env);
  apps.push(first);
  apps.push(await startServerProcess({ ...env, DATA_DIR: first.dataDir }));
  nginx = await startNginx({
    httpsPort,
    httpPort,
    apps: apps.map((app) => new URL(app.url).host) as [string, string],
  });
  await createStaff(
    database.db,
    { userId: null, ip: "e2e" },
    { email: STAFF, name: "TLS admin", password: PASSWORD, role: "admin", office: null, uiLocale: "en" },
  );
  browser = await launchBrowser({ ignoreHTTPSErrors: true });
  noJs = await launchBrowser({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await noJs?.close();
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
  await smtp?.stop();
  await database?.destroy();
});

/** On failure: what nginx and the two processes said last. */
function reportOnFailure() {
  onTestFailed(() => {
    console.error(
      `nginx error log:\n${nginx?.errorLog().slice(-3000)}\n` +
        apps.map((app, i) => `app ${i + 1} output (end):\n${app.output().slice(-3000)}`).join("\n"),
    );
  });
}

/** The link to the student's request page in a mail: it must be on the public origin. */
function trackingLink(text: string): string {
  const escaped = PUBLIC.replace(/[.]/g, "\\.");
  const link = new RegExp(`${escaped}/my_request/[A-Za-z0-9_-]{43}(?:\\?lang=en)?`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  // No other origin anywhere in the mail: not the app processes' own addresses.
  for (const app of apps) expect(text).not.toContain(new URL(app.url).host);
  return link as string;
}

async function followTrackingLink(page: Page, link: string, reference: string) {
  const res = await page.goto(link);
  expect(res?.status()).toBe(200);
  expect(page.url().startsWith(`${PUBLIC}/my_request/`)).toBe(true);
  expect(await page.locator("body").textContent()).toContain(reference);
}

describe("behind nginx with TLS (docs/deploy/nginx.conf)", () => {
  it("serves the site over https with HSTS, and plain http only redirects", async () => {
    reportOnFailure();
    const page = await browser.context.newPage();
    const res = await page.goto(`${PUBLIC}/?lang=en`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["strict-transport-security"]).toBe("max-age=31536000");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${PUBLIC}/?lang=en`);
    await page.close();
    const location = await new Promise<string | undefined>((resolve, reject) => {
      httpRequest(`http://127.0.0.1:${httpPort}/consultation`, (r) => {
        r.resume();
        resolve(r.headers.location);
      })
        .on("error", reject)
        .end();
    });
    expect(location).toBe("https://127.0.0.1/consultation");
  });

  it("signs a staff member in to the back office (a form post checked against the https origin)", async () => {
    reportOnFailure();
    const page = await browser.context.newPage();
    await page.goto(`${PUBLIC}/admin/login`);
    // A client's own X-Forwarded-For: nginx appends the address it saw, and the app takes that one.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.66" });
    await page.fill("#login-email", STAFF);
    await page.fill("#login-password", PASSWORD);
    await Promise.all([page.waitForURL(`${PUBLIC}/admin`), page.click("button[type=submit]")]);
    const session = (await browser.context.cookies(PUBLIC)).find((c) => c.name === "sw_staff");
    expect(session?.secure).toBe(true);
    const sessions = await database.db.selectFrom("staff_sessions").select("ip").execute();
    expect(sessions.map((row) => row.ip)).toEqual(["127.0.0.1"]);
    await page.close();
  });

  it("books a consultation with JavaScript and the mailed link opens the request over https", async () => {
    reportOnFailure();
    const page = await browser.context.newPage();
    await page.goto(`${PUBLIC}/consultation?lang=en`);
    await waitForHydration(page);
    await fillStudyStep(page);
    await nextStep(page);
    const email = `tls-js-${Date.now()}@example.com`;
    await fillContactStep(page, "en", email);
    const { answer } = await captchaAnswer(browser.context, database.db);
    await page.fill("#consultation-captcha", answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/\/consultation_result\?ref=/);
    expect(page.url().startsWith(PUBLIC)).toBe(true);
    const reference = ((await page.locator(".reference").textContent()) ?? "").trim();
    const mail = await smtp.waitFor(email);
    await followTrackingLink(page, trackingLink(mail.text), reference);
    await page.close();
  });

  it("books a consultation without JavaScript (plain form posts through the proxy)", async () => {
    reportOnFailure();
    const page = await noJs.context.newPage();
    await page.goto(`${PUBLIC}/consultation?lang=en`);
    await fillStudyStep(page);
    await page.click('button[value="next"]');
    await page.waitForSelector("#consultation-captcha");
    const email = `tls-nojs-${Date.now()}@example.com`;
    await fillContactStep(page, "en", email);
    const { answer } = await captchaAnswer(noJs.context, database.db);
    await page.fill("#consultation-captcha", answer);
    await page.click('button[value="submit"]');
    await page.waitForURL(/\/consultation_result\?ref=/);
    const reference = ((await page.locator(".reference").textContent()) ?? "").trim();
    expect(reference).toMatch(/^C-/);
    const mail = await smtp.waitFor(email);
    await followTrackingLink(page, trackingLink(mail.text), reference);
    await page.close();
  });

  it("orders a service with a real .docx upload and the mailed link names the public origin", async () => {
    reportOnFailure();
    const page = await browser.context.newPage();
    await page.goto(`${PUBLIC}/service_select/refine?lang=en`);
    await waitForHydration(page);
    await page.selectOption("#service-service", "sop-ps");
    await page.check('input[name="method"][value="proofreading"]');
    const words = Array.from({ length: 400 }, (_, i) => ["I", "want", "to", "study", "in", "Canada"][i % 6]).join(" ");
    const counted = page.waitForResponse((r) => r.url().includes("/api/upschools/tmpFile"));
    await page.setInputFiles("#service-file", {
      name: "statement.docx",
      mimeType: DOCX,
      buffer: Buffer.from(await writeDocx({ body: [words] })),
    });
    expect((await counted).status()).toBe(200);
    await expect.poll(() => page.locator(".file-preview").textContent()).not.toBe("");
    await page.click('.service-add button[type="submit"]');
    await expect.poll(() => page.locator(".cart-item").count()).toBe(1);
    await page.click(".service-cart a.button-primary");
    await page.waitForURL(/service_submit/);
    const email = `tls-order-${Date.now()}@example.com`;
    await page.fill("#order-name", "Maria Santos");
    await page.fill("#order-email", email);
    await page.fill("#order-phone", "0917 123 4567");
    await page.click('button[type="submit"]');
    await page.waitForURL(/service_result\?ref=S-/);
    const reference = ((await page.locator(".reference").textContent()) ?? "").trim();
    const order = await database.db
      .selectFrom("service_orders as o")
      .innerJoin("service_order_items as i", "i.order_id", "o.id")
      .select(["i.units", "i.upload_id"])
      .where("o.reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(order.units).toBe(400);
    expect(order.upload_id).not.toBeNull();
    const mail = await smtp.waitFor(email);
    await followTrackingLink(page, trackingLink(mail.text), reference);
    await page.close();
  });

  it("shared the work between the two app processes", () => {
    for (const app of apps) expect(app.output()).toMatch(/"method":"POST"/);
  });
});
