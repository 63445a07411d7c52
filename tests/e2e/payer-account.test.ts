import { afterAll, beforeAll, describe, expect, it } from "vitest";
import tw from "~/locales/tw.json";
import { writeDocx } from "../support/documents/write-docx";
import { axeViolations } from "./axe";
import { type Browser, baseURL, launchBrowser, localized, openPage } from "./browser";

/**
 * Taiwan (issue 31): a tw student paying a TWD order by transfer gives the last five digits of
 * the account they pay from on the result page, without JavaScript; the request page keeps them.
 */
let noJs: Browser;
let browser: Browser;
beforeAll(async () => {
  noJs = await launchBrowser({ javaScriptEnabled: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await noJs.close();
  await browser.close();
});

async function placeTwOrder(email: string) {
  const form = new FormData();
  const docx = await writeDocx({ body: [Array.from({ length: 500 }, () => "study").join(" ")] });
  form.append("file", new File([Buffer.from(docx)], "sop.docx"));
  const uploaded = (await (
    await fetch(`${baseURL()}/api/upschools/tmpFile`, { method: "POST", body: form, headers: { lang: "tw" } })
  ).json()) as { upload_id: string };
  const res = await fetch(`${baseURL()}/api/Home/add_inq_server`, {
    method: "POST",
    headers: { "content-type": "application/json", lang: "tw" },
    body: JSON.stringify({
      currency: "TWD",
      items: [{ service: "sop-ps", method: "proofreading", upload_id: uploaded.upload_id }],
      name: "陳大文",
      email,
      phone: "0912 345 678",
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { reference: string; currency: string; redirect: string };
}

describe("the last five digits of the payer's account (tw)", () => {
  it("are given on the result page without JavaScript, checked, and kept on the request page", async () => {
    const order = await placeTwOrder(`last5-${Date.now()}@example.com`);
    expect(order.currency).toBe("TWD");
    const page = await noJs.context.newPage();
    await page.goto(localized(order.redirect, "tw"));
    expect(await page.locator("label[for=payer-last5]").textContent()).toBe(tw["pay.account.label"]);

    // Four digits: refused with the message tied to the field, nothing stored.
    await page.fill("#payer-last5", "1234");
    await page.locator("form.payer-account button[type=submit]").click();
    await page.waitForURL(/\/my_request\//);
    expect(await page.locator("#payer-last5-error").textContent()).toBe(tw["pay.account.error"]);
    expect(await page.locator("#payer-last5").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("[data-payer-last5]").count()).toBe(0);

    await page.fill("#payer-last5", "24680");
    await page.locator("form.payer-account button[type=submit]").click();
    await page.waitForURL(/sent=account/);
    expect(await page.locator(".request-notice").textContent()).toBe(tw["pay.account.sent"]);
    expect(await page.locator("[data-payer-last5]").textContent()).toBe(
      tw["pay.account.saved"].replace("{last5}", "24680"),
    );
    expect(await page.locator("#payer-last5").inputValue()).toBe("24680");
    const requestUrl = page.url();
    await page.close();

    // axe runs as a script: a browser with JavaScript, on both pages with the form.
    for (const url of [localized(order.redirect, "tw"), requestUrl]) {
      const { page: checked } = await openPage(browser, url);
      const violations = await axeViolations(checked);
      await checked.close();
      expect(violations).toEqual([]);
    }
  }, 120_000);
});
