import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminLocale, adminLocales, formatAdminDateTime } from "~/features/admin/admin-locale";
import { createStaff } from "~/features/staff/staff.server";
import { pickLocalized } from "~/lib/localized";
import { insertBooking } from "../support/tracking";
import { testDb } from "./booking";
import { type Browser, baseURL, launchBrowser, waitForHydration } from "./browser";

/**
 * Issue 27, part one: offices are the agency's, not a language's. Every staff page lists every
 * office, named in the interface language, and the staff forms accept that same list: an admin
 * creates, edits, unlocks and deactivates a consultant of every office in every interface
 * language (the browser for one office per language, plain form posts with the CSRF token for the
 * others). Each office's times are in its own time zone, and names carry their title in the
 * order of the interface language.
 */
const PASSWORD = "e2e offices passphrase";
const stamp = Date.now();
const email = (who: string) => `${who}-${stamp}@agency.test`;
let browser: Browser;
let offices: Array<{ code: string; name: string }>;

beforeAll(async () => {
  const db = testDb();
  offices = await db.selectFrom("offices").select(["code", "name"]).orderBy("sort").execute();
  for (const locale of adminLocales) {
    await createStaff(
      db,
      { userId: null, ip: "e2e" },
      {
        email: email(`admin-${locale}`),
        name: `Admin ${locale}`,
        password: PASSWORD,
        role: "admin",
        office: null,
        uiLocale: locale,
      },
    );
    await createStaff(
      db,
      { userId: null, ip: "e2e" },
      {
        email: email(`thai-${locale}`),
        name: `Thai ${locale}`,
        password: PASSWORD,
        role: "consultant",
        office: "thailand",
        uiLocale: locale,
      },
    );
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in with a plain form post; returns the session cookie. */
async function httpSignIn(who: string): Promise<string> {
  const response = await fetch(`${baseURL()}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email: email(who), password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sw_staff="));
  if (!cookie) throw new Error(`no session for ${who}`);
  return cookie.split(";")[0] as string;
}

async function getHtml(path: string, cookie: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
/** The options of the select with this attribute (`id="office-new"`, `name="office"`). */
const optionsOf = (html: string, attribute: string) => {
  const select = new RegExp(`<select[^>]*${attribute}[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({
    value: m[1] as string,
    label: m[2] as string,
  }));
};
const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

async function postStaff(cookie: string, csrf: string, fields: Record<string, string>) {
  const response = await fetch(`${baseURL()}/admin/staff`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ _csrf: csrf, ...fields }),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

const staffRow = (mail: string) =>
  testDb()
    .selectFrom("staff_users")
    .select(["id", "name", "office", "role", "is_active", "locked_until", "failed_logins"])
    .where("email", "=", mail)
    .executeTakeFirst();

describe("offices are the agency's, in every interface language", () => {
  it("the seed has the eight offices the test covers", () => {
    expect(offices.map((o) => o.code)).toEqual([
      "taipei",
      "hsinchu",
      "taichung",
      "tainan",
      "kaohsiung",
      "vietnam",
      "philippines",
      "thailand",
    ]);
  });

  for (const locale of adminLocales) {
    it(`${locale}: a consultant of each of the 8 offices is created, edited, unlocked and deactivated`, async () => {
      const names = offices.map((o) => ({ value: o.code, label: pickLocalized(o.name, locale) }));
      // One office in the browser: the form as a person uses it.
      await browser.context.clearCookies();
      const page = await browser.context.newPage();
      await page.goto(`${baseURL()}/admin/login`);
      await page.fill("#login-email", email(`admin-${locale}`));
      await page.fill("#login-password", PASSWORD);
      await Promise.all([page.waitForURL(/\/admin$/), page.click("button[type=submit]")]);
      await page.goto(`${baseURL()}/admin/staff`);
      await waitForHydration(page);
      const shown = await page
        .locator("#office-new option")
        .evaluateAll((options) =>
          options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? "" })),
        );
      expect(shown.slice(1)).toEqual(names);
      const inBrowser = offices[(adminLocales.indexOf(locale) * 2) % offices.length]?.code as string;
      const browserMail = email(`c-${locale}-${inBrowser}`);
      await page.fill("#new-name", `Consultant ${locale} ${offices.findIndex((o) => o.code === inBrowser)}`);
      await page.fill("#new-email", browserMail);
      await page.fill("#new-password", "a consultant passphrase");
      await page.selectOption("#role-new", "consultant");
      await page.selectOption("#office-new", inBrowser);
      await page.locator('form:has(#new-name) button[type="submit"]').click();
      await expect.poll(async () => (await staffRow(browserMail))?.office).toBe(inBrowser);
      await page.close();

      // The other offices with form posts, the session and CSRF token of the same admin.
      const cookie = await httpSignIn(`admin-${locale}`);
      const first = await getHtml("/admin/staff", cookie);
      const csrf = csrfOf(first.html);
      expect(
        optionsOf(first.html, 'id="office-new"')
          .slice(1)
          .map((o) => ({ ...o, label: decode(o.label) })),
      ).toEqual(names);
      for (const [index, office] of offices.entries()) {
        const mail = email(`c-${locale}-${office.code}`);
        if (office.code !== inBrowser) {
          const created = await postStaff(cookie, csrf, {
            intent: "create",
            name: `Consultant ${locale} ${index}`,
            email: mail,
            password: "a consultant passphrase",
            role: "consultant",
            office: office.code,
            ui_locale: locale,
          });
          expect(created.status, `create ${office.code} in ${locale}`).toBe(200);
        }
        const row = await staffRow(mail);
        expect(row?.office).toBe(office.code);
        const id = String(row?.id);
        const update = (fields: Record<string, string>) =>
          postStaff(cookie, csrf, { intent: "update", id, role: "consultant", office: office.code, ...fields });

        const edited = await update({ name: `Edited ${locale} ${index}`, active: "1" });
        expect(edited.status, `edit ${office.code} in ${locale}`).toBe(200);
        expect((await staffRow(mail))?.name).toBe(`Edited ${locale} ${index}`);

        await testDb()
          .updateTable("staff_users")
          .set({ locked_until: new Date(Date.now() + 600_000).toISOString(), failed_logins: 0 })
          .where("id", "=", Number(id))
          .execute();
        const unlocked = await update({ name: `Edited ${locale} ${index}`, active: "1", unlock: "1" });
        expect(unlocked.status, `unlock ${office.code} in ${locale}`).toBe(200);
        expect((await staffRow(mail))?.locked_until).toBeNull();

        const deactivated = await update({ name: `Edited ${locale} ${index}`, active: "0" });
        expect(deactivated.status, `deactivate ${office.code} in ${locale}`).toBe(200);
        const last = await staffRow(mail);
        expect(last?.is_active).toBe(0);
        expect(last?.office).toBe(office.code);
      }

      // The list shows every consultant's own office (never "All offices" for a Taipei one), by name.
      const list = await getHtml("/admin/staff", cookie);
      for (const office of offices) {
        const row = await staffRow(email(`c-${locale}-${office.code}`));
        const selected = new RegExp(
          `<select[^>]*id="office-${row?.id}"[^>]*>.*?<option value="${office.code}" selected=""`,
          "s",
        );
        expect(list.html, `${office.code} selected for its consultant in ${locale}`).toMatch(selected);
      }
    });
  }

  it("no staff page shows an office code; the leads filter offers every office by name", async () => {
    const db = testDb();
    const booking = await insertBooking(db, { locale: "th", office: "thailand" });
    for (const locale of adminLocales) {
      const cookie = await httpSignIn(`admin-${locale}`);
      const leads = await getHtml("/admin/leads", cookie);
      expect(
        optionsOf(leads.html, 'name="office"')
          .slice(1)
          .map((o) => decode(o.label)),
      ).toEqual(offices.map((o) => pickLocalized(o.name, locale)));
      for (const path of ["/admin/leads", `/admin/bookings/${booking.id}`, "/admin/staff", "/admin/attention"]) {
        const { html } = await getHtml(path, cookie);
        // What the page shows: its text, not the data of its scripts.
        const text = html.replace(/<script[^>]*>.*?<\/script>/gs, " ").replace(/<[^>]+>/g, " ");
        for (const code of offices.map((o) => o.code)) {
          expect(text, `${code} as text on ${path} in ${locale}`).not.toMatch(new RegExp(`(^|\\s)${code}(\\s|$)`));
        }
      }
    }
  });
});

describe("each office in its own time zone", () => {
  const at = "2026-11-20T07:09:00.000Z";
  for (const locale of adminLocales) {
    it(`${locale}: a Thai booking received at 07:09Z shows 14:09 Bangkok time, list and page`, async () => {
      const db = testDb();
      const booking = await insertBooking(db, { locale: "th", office: "thailand", now: new Date(at) });
      const cookie = await httpSignIn(`thai-${locale}`);
      const bangkok = formatAdminDateTime(locale, at, "full", "Asia/Bangkok");
      const taipei = formatAdminDateTime(locale, at, "full", "Asia/Taipei");
      // zh-Hant and en-PH write 12-hour times (下午2:09, 2:09 PM); vi and th 14:09.
      expect(bangkok).toMatch(locale === "en" || locale === "tw" ? /\b2:09/ : /14:09/);
      const page = await getHtml(`/admin/bookings/${booking.id}`, cookie);
      expect(page.status).toBe(200);
      expect(page.html).toContain(bangkok);
      expect(page.html).not.toContain(taipei);
      const list = await getHtml(`/admin/leads?q=${booking.reference}`, cookie);
      expect(list.html).toContain(bangkok);
      expect(list.html).not.toContain(taipei);
    });
  }

  it("the lockout message gives the end of the lock in the account's office time", async () => {
    for (const locale of adminLocales) {
      const until = new Date(Date.now() + 30 * 60_000);
      until.setUTCSeconds(0, 0);
      await testDb()
        .updateTable("staff_users")
        .set({ locked_until: until.toISOString() })
        .where("email", "=", email(`thai-${locale}`))
        .execute();
      const response = await fetch(`${baseURL()}/admin/login?lang=${locale}`, {
        method: "POST",
        headers: { cookie: `sw_admin_lang=${locale}` },
        body: new URLSearchParams({ email: email(`thai-${locale}`), password: PASSWORD }),
      });
      expect(response.status).toBe(423);
      const html = await response.text();
      expect(html).toContain(formatAdminDateTime(locale as AdminLocale, until, "time", "Asia/Bangkok"));
      expect(html).not.toContain(formatAdminDateTime(locale as AdminLocale, until, "time", "Asia/Taipei"));
      await testDb()
        .updateTable("staff_users")
        .set({ locked_until: null })
        .where("email", "=", email(`thai-${locale}`))
        .execute();
    }
  });
});

describe("names with a title", () => {
  it("read in the order of the interface language", async () => {
    const booking = await insertBooking(testDb(), { locale: "vi", office: "thailand" });
    const expected: Record<AdminLocale, string> = {
      tw: "Nguyễn Thị Lan 小姐",
      en: "Ms. Nguyễn Thị Lan",
      vi: "Chị Nguyễn Thị Lan",
      th: "นางสาว Nguyễn Thị Lan",
    };
    for (const locale of adminLocales) {
      const cookie = await httpSignIn(`thai-${locale}`);
      const { html } = await getHtml(`/admin/bookings/${booking.id}`, cookie);
      expect(html, locale).toContain(expected[locale]);
    }
  });
});
