import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { SAMPLE_OFFICE_PHONES } from "~/features/reference/reference-data";
import { type CurrencyCode, currencyCodes } from "~/features/services/pricing";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";

/** What is still a placeholder of the demo agency rather than the agency's own facts (decision 0019). */
export interface Placeholders {
  /** Currencies a student can pay in that have no bank account configured (BANK_ACCOUNTS) */
  bankCurrencies: CurrencyCode[];
  /** Offices (named in `locale`) without a published phone, or with a sample number of the first seed */
  officesWithoutPhone: string[];
}

export async function listPlaceholders(
  db: Db,
  config: Pick<Config, "BANK_ACCOUNTS" | "OFFICE_PHONES">,
  locale: Locale,
): Promise<Placeholders> {
  const offices = await db.selectFrom("offices").select(["code", "name", "phone"]).orderBy("sort").execute();
  return {
    bankCurrencies: currencyCodes.filter((c) => !config.BANK_ACCOUNTS[c]?.trim()),
    officesWithoutPhone: offices
      .filter((o) => {
        const phone = (config.OFFICE_PHONES[o.code] ?? o.phone).trim();
        return !phone || SAMPLE_OFFICE_PHONES.includes(phone);
      })
      .map((o) => pickLocalized(o.name, locale)),
  };
}
