import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "~/locales/en.json";
import vi from "~/locales/vi.json";
import type { ReceivedMail } from "../support/smtp";
import { insertBooking, insertOrder } from "../support/tracking";
import { testDb } from "./booking";
import { type Browser, launchBrowser, localized } from "./browser";

/**
 * "Find my request" by e-mail address alone (issue 30), as a student without JavaScript uses it,
 * against the built server, its mail worker and the real SMTP server of the e2e setup.
 */
const stamp = Date.now();
let noJs: Browser;

beforeAll(async () => {
  noJs = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await noJs.close();
});

/** Every mail the test SMTP server saved for `recipient`, oldest first. */
function mailsTo(recipient: string): ReceivedMail[] {
  const dir = inject("mailDir");
  const order = (name: string) => name.split(/[-.]/).slice(0, 2).map(Number) as [number, number];
  return readdirSync(dir)
    .sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1])
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as ReceivedMail)
    .filter((m) => m.to.includes(recipient));
}

const sent = (days: string) => en["tracking.find.sent"].replace("{days}", days);
const links = (text: string) =>
  [...text.matchAll(/https?:\/\/\S+\/my_request\/[A-Za-z0-9_-]{43}\S*/g)].map((m) => m[0]);

async function findByEmail(email: string, locale = "en"): Promise<string> {
  const page = await noJs.context.newPage();
  try {
    await page.goto(localized("/find_my_request", locale));
    await page.fill("#find-email", email);
    await page.click('button[type="submit"]');
    await page.waitForLoadState();
    return (await page.locator(".request-notice, .form-alert").allTextContents()).join(" ").trim();
  } finally {
    await page.close();
  }
}

describe("find my request by e-mail alone", () => {
  it("mails a known address one message with a link to each of its requests, each opening its page", async () => {
    const email = `lost-${stamp}@example.ph`;
    const order = await insertOrder(testDb(), { locale: "en", email, now: new Date(Date.now() - 3_600_000) });
    const booking = await insertBooking(testDb(), { locale: "en", office: "philippines", email });

    expect(await findByEmail(email.toUpperCase())).toBe(sent("30"));
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo(email)[0] as ReceivedMail;
    expect(mail.subject).toBe(en["mail.tracking.links.subject"]);
    const urls = links(mail.text);
    expect(urls).toHaveLength(2);
    // Newest first: the booking, then the order; each link opens the page of its request.
    const pages = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
    expect(pages[0]).toContain(booking.reference);
    expect(pages[0]).not.toContain(order.reference);
    expect(pages[1]).toContain(order.reference);
  });

  it("mails nothing to an unknown address and shows the same page", async () => {
    const unknown = `nobody-${stamp}@example.ph`;
    const known = `marker-${stamp}@example.ph`;
    await insertOrder(testDb(), { locale: "vi", office: "vietnam", email: known });
    expect(await findByEmail(unknown)).toBe(sent("30"));
    // Sent after the unknown one: once its mail is there, the unknown one would be too.
    expect(await findByEmail(known, "vi")).toBe(vi["tracking.find.sent"].replace("{days}", "30"));
    await expect.poll(() => mailsTo(known).length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo(known)[0]?.subject).toBe(vi["mail.tracking.links.subject"]);
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it("answers 429 past the per-address limit (3 an hour), known or not", async () => {
    const email = `flood-${stamp}@example.ph`;
    await insertOrder(testDb(), { email });
    const post = () =>
      fetch(localized("/find_my_request", "en"), { method: "POST", body: new URLSearchParams({ email }) });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(en["tracking.find.error.limited"]);
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(3);
    // The form's answer for a limited address, seen by a student.
    expect(await findByEmail(email)).toBe(en["tracking.find.error.limited"]);
    expect(mailsTo(email)).toHaveLength(3);
  });
});
