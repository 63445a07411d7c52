import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { forgetSamplePhones } from "~/entry/seed";
import { listOffices } from "~/features/reference/reference.server";
import { SAMPLE_OFFICE_PHONES } from "~/features/reference/reference-data";
import { locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { listPlaceholders } from "./placeholders.server";

const test = scopedTestDatabase();

describe("sample bank accounts and office phones (decision 0019)", () => {
  it("the seed publishes no phone and the default configuration no bank account, and the back office says so", async () => {
    for (const locale of locales) {
      for (const office of await listOffices(test.db, locale)) expect(office.phone, office.code).toBe("");
    }
    const config = loadConfig({});
    expect(config.BANK_ACCOUNTS).toEqual({});
    const open = await listPlaceholders(test.db, config, "en");
    expect(open.bankCurrencies).toEqual(["TWD", "VND", "USD", "PHP", "THB"]);
    expect(open.officesWithoutPhone).toHaveLength(8);
    expect(open.officesWithoutPhone[0]).toBe("Taipei head office");
  });

  it("no longer warns once the agency configured its accounts and phones", async () => {
    const offices = await test.db.selectFrom("offices").select("code").execute();
    const config = loadConfig({
      BANK_ACCOUNTS: "TWD=A 1;VND=B 2;USD=C 3;PHP=D 4",
      OFFICE_PHONES: offices.map((o, i) => `${o.code}=+886 2 0000 000${i}`).join(","),
    });
    expect(await listPlaceholders(test.db, config, "tw")).toEqual({ bankCurrencies: ["THB"], officesWithoutPhone: [] });
  });

  it("forgets the real-looking numbers of the first seed in a database that has them", async () => {
    await test.db.updateTable("offices").set({ phone: SAMPLE_OFFICE_PHONES[0] }).where("code", "=", "taipei").execute();
    await test.db.updateTable("offices").set({ phone: "+886 2 5555 0100" }).where("code", "=", "hsinchu").execute();
    expect((await listPlaceholders(test.db, loadConfig({}), "en")).officesWithoutPhone).toHaveLength(7);
    await test.db.deleteFrom("seed_state").where("name", "=", "office-sample-phones-v1").execute();
    await forgetSamplePhones(test.db);
    const phones = await test.db.selectFrom("offices").select(["code", "phone"]).where("phone", "!=", "").execute();
    expect(phones).toEqual([{ code: "hsinchu", phone: "+886 2 5555 0100" }]);
  });
});
