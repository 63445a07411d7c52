import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrations";
import type { Actor } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { homeContent } from "~/features/home/home-content";
import { getPagesCopy } from "~/features/pages/pages.server";
import { locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { listClaimsForAdmin, parseClaimForm, updateClaim } from "./claim-editing.server";
import { claimValues, foundingYear, listClaims, seedClaimBasis } from "./claims.server";

let test: TestDatabase;
const actor: Actor = { userId: 3, ip: "203.0.113.4" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const claimForm = (o: Record<string, string> = {}) =>
  formOf({
    format: "count",
    amount: "1250",
    value: "",
    at_least: "1",
    basis_year: "2026",
    is_active: "1",
    ...Object.fromEntries(
      locales.flatMap((l) => [
        [`label_${l}`, `label ${l}`],
        [`basis_${l}`, `basis ${l}`],
      ]),
    ),
    ...o,
  });

describe("key figures with their basis", () => {
  it("shows each figure in the locale's formatting with what it counts and its year", async () => {
    const en = Object.fromEntries((await listClaims(test.db, "en")).map((c) => [c.key, c]));
    expect(en["admission-rate"]).toMatchObject({ value: "100%", year: "2025" });
    expect(en["admission-rate"]?.basis).toMatch(/full application service/);
    expect(en["admission-rate"]?.label).not.toMatch(/admission rate/i);
    expect(en.students?.value).toBe("1,000+");
    expect(en.founded).toMatchObject({ value: "2006", year: null });
    const vi = Object.fromEntries((await listClaims(test.db, "vi")).map((c) => [c.key, c]));
    expect(vi.students?.value).toBe("1.000+");
    const th = Object.fromEntries((await listClaims(test.db, "th")).map((c) => [c.key, c]));
    expect(th.founded?.value).toBe("2549");
    expect(th["admission-rate"]?.year).toBe("2568");
    for (const locale of locales) {
      for (const claim of await listClaims(test.db, locale)) expect(claim.basis, `${locale} ${claim.key}`).not.toBe("");
    }
  });

  it("fills the about page's copy from the database: an edit shows there, in every locale", async () => {
    const before = getPagesCopy("en", await claimValues(test.db, "en"), new Date("2026-11-26T00:00:00Z")).about;
    expect(before.story[0]).toContain("helped 1,000+ students");
    expect(before.lead).toContain("Since 2006");
    const students = (await listClaimsForAdmin(test.db)).find((c) => c.key === "students");
    const parsed = parseClaimForm(claimForm());
    expect(parsed.ok).toBe(true);
    if (!students || !parsed.ok) return;
    expect(await updateClaim(test.db, actor, students.id, parsed.value)).toBe(true);
    const after = getPagesCopy("en", await claimValues(test.db, "en")).about;
    expect(after.story[0]).toContain("helped 1,250+ students");
    expect(getPagesCopy("vi", await claimValues(test.db, "vi")).about.story[0]).toContain("1.250+ học viên");
    const en = (await listClaims(test.db, "en")).find((c) => c.key === "students");
    expect(en).toMatchObject({ value: "1,250+", basis: "basis en", year: "2026" });
    const audit = await test.db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("entity", "=", "key_figure")
      .executeTakeFirst();
    expect(audit?.entity_id).toBe(String(students.id));
  });

  it("counts the years of experience from the founding year staff set", async () => {
    const tw = (today: string) => getPagesCopy("tw", { founded: 2006, values: {} }, new Date(today)).about.story[0];
    expect(tw("2026-11-26T00:00:00Z")).toContain("成立至今 20 年");
    expect(tw("2031-06-01T00:00:00Z")).toContain("成立至今 25 年");
    const founded = (await listClaimsForAdmin(test.db)).find((c) => c.key === "founded");
    const parsed = parseClaimForm(claimForm({ format: "year", amount: "2008", at_least: "", basis_year: "" }));
    if (!founded || !parsed.ok) throw new Error("no founded figure");
    await updateClaim(test.db, actor, founded.id, parsed.value);
    expect(await foundingYear(test.db)).toBe(2008);
    const th = getPagesCopy("th", await claimValues(test.db, "th"), new Date("2026-11-26T00:00:00Z")).about;
    expect(th.lead).toContain("ตั้งแต่ปี 2551");
  });

  it("refuses a figure without its basis, a percentage above 100 and a fraction", () => {
    const noBasis = parseClaimForm(claimForm({ basis_th: "" }));
    expect(noBasis.ok ? null : noBasis.errors.basis_th?.key).toBe("admin.form.required");
    const tooMuch = parseClaimForm(claimForm({ format: "percent", amount: "120" }));
    expect(tooMuch.ok ? null : tooMuch.errors.amount?.key).toBe("admin.claims.badAmount");
    const fraction = parseClaimForm(claimForm({ amount: "12.5" }));
    expect(fraction.ok ? null : fraction.errors.amount?.key).toBe("admin.claims.badAmount");
  });
});

describe("a database seeded before the figures had a basis (migration 0027)", () => {
  const old = scopedTestDatabase({ upTo: "0026-exchange-rates" });

  it("gets the basis and year of the four figures once, and keeps a figure staff changed", async () => {
    await old.db
      .insertInto("customizes")
      .values(
        homeContent.keyFigures.map((f, i) => ({
          key: f.key,
          sort: i + 1,
          value: f.key === "students" ? "1200+" : f.value,
          label: JSON.stringify({ en: `old ${f.key}` }),
        })),
      )
      .execute();
    await migrateToLatest(old.db);
    await seedClaimBasis(old.db);
    const en = Object.fromEntries((await listClaims(old.db, "en")).map((c) => [c.key, c]));
    expect(en["admission-rate"]).toMatchObject({ value: "100%", year: "2025" });
    expect(en["admission-rate"]?.basis).not.toBe("");
    // Changed by staff before: kept as typed, and no basis invented for it.
    expect(en.students).toMatchObject({ value: "1200+", basis: "", label: "old students" });
  });
});
