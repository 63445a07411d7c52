import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/features/staff/staff.server";
import { axeViolations } from "./axe";
import { testDb } from "./booking";
import { type Browser, baseURL, launchBrowser } from "./browser";

const stamp = Date.now();
const email = `languages-${stamp}@agency.test`;
const password = "e2e languages passphrase";
let thaiBrowser: Browser;

beforeAll(async () => {
  await createStaff(
    testDb(),
    { userId: null, ip: "e2e" },
    { email, name: "Languages Admin", password, role: "admin", office: null, uiLocale: "tw" },
  );
  // A browser set to Thai: Accept-Language th-TH.
  thaiBrowser = await launchBrowser({ locale: "th-TH" });
});
afterAll(async () => {
  await thaiBrowser?.close();
});

describe("back office in the offices' languages", () => {
  it("the sign-in page follows Accept-Language, then ?lang= (remembered in a cookie)", async () => {
    const page = await thaiBrowser.context.newPage();
    await page.goto(`${baseURL()}/admin/login`);
    expect(await page.getAttribute("html", "lang")).toBe("th");
    expect(await page.textContent("h1")).toBe("เข้าสู่ระบบสำหรับพนักงาน");

    await page.click('a[href^="?lang=vi"]');
    await page.waitForURL(/lang=vi/);
    expect(await page.getAttribute("html", "lang")).toBe("vi");
    expect(await page.textContent("h1")).toBe("Đăng nhập nhân viên");
    await page.goto(`${baseURL()}/admin/login`);
    expect(await page.textContent("h1")).toBe("Đăng nhập nhân viên");
    await page.close();
  });

  it("a staff member switches to Thai under My account; dates then show the Buddhist era", async () => {
    const page = await thaiBrowser.context.newPage();
    await page.goto(`${baseURL()}/admin/login?lang=tw&next=/admin/account`);
    await page.fill("#login-email", email);
    await page.fill("#login-password", password);
    await page.click("button[type=submit]");
    await page.waitForURL((url) => url.pathname === "/admin/account");
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hant-TW");
    expect(await page.locator("#ui-locale option").allTextContents()).toEqual([
      "繁體中文",
      "English",
      "Tiếng Việt",
      "ภาษาไทย",
    ]);

    await page.selectOption("#ui-locale", "th");
    await page.click('form:has(#ui-locale) button[type="submit"]');
    await expect.poll(() => page.textContent("h1")).toBe("บัญชีของฉัน");
    await page.reload();
    expect(await page.getAttribute("html", "lang")).toBe("th");
    expect(await page.textContent(".admin-nav")).toContain("บันทึกการใช้งาน");

    await page.goto(`${baseURL()}/admin/audit`);
    expect(await page.textContent("h1")).toBe("บันทึกการใช้งาน");
    const year = new Date().getUTCFullYear();
    // The newest entry is this staff member's own sign-in or language change: a time of today.
    const time = (await page.locator("main tbody tr td").first().textContent()) ?? "";
    expect(time).toContain(String(year + 543));
    expect(time).not.toContain(String(year));

    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
