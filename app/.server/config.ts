import { z } from "zod";
import { type Locale, locales } from "~/lib/locales";

const localeSchema = z.enum(locales);

/** `tw=www.example.tw,en=www.example.ph` → { tw: "www.example.tw", en: "www.example.ph" } */
const localeDomains = z
  .string()
  .default("")
  .transform((raw, ctx) => {
    const domains: Partial<Record<Locale, string>> = {};
    for (const pair of raw
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [locale, host] = pair.split("=").map((s) => s.trim());
      const parsed = localeSchema.safeParse(locale);
      if (!parsed.success || !host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
        ctx.addIssue({
          code: "custom",
          message: `expected locale=host pairs such as tw=www.example.tw, got "${pair}"`,
        });
        return z.NEVER;
      }
      domains[parsed.data] = host.toLowerCase();
    }
    return domains;
  });

/** `taipei=taipei@agency.tw,vietnam=hcm@agency.vn` → { taipei: "taipei@agency.tw", … } */
const officeEmails = z
  .string()
  .default("")
  .transform((raw, ctx) => {
    const emails: Record<string, string> = {};
    for (const pair of raw
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [office, address] = pair.split("=").map((s) => s.trim());
      if (!office || !address || !z.email().safeParse(address).success) {
        ctx.addIssue({ code: "custom", message: `expected office=address pairs, got "${pair}"` });
        return z.NEVER;
      }
      emails[office] = address;
    }
    return emails;
  });

/**
 * Bank-transfer details shown after an order, per currency: `TWD=Bank …, account …;USD=…`.
 * The defaults are the sample accounts of this demo agency, like its sample offices.
 */
const bankAccounts = z
  .string()
  .default(
    "TWD=Cathay United Bank (013), Da'an branch · Account 123-03-004567-8 · Studyway Education Consulting Co., Ltd.;" +
      "VND=Vietcombank, Ho Chi Minh City branch · Account 0071 0012 34567 · CONG TY TNHH STUDYWAY VIET NAM;" +
      "USD=Cathay United Bank (013), SWIFT UWCBTWTP · Account 123-53-008765-4 · Studyway Education Consulting Co., Ltd.;" +
      "PHP=BDO Unibank, Makati branch · Account 0012 3456 7890 · Studyway Philippines Inc.;" +
      "THB=Kasikornbank, Silom branch · Account 012-3-45678-9 · Studyway (Thailand) Co., Ltd.",
  )
  .transform((raw, ctx) => {
    const accounts: Record<string, string> = {};
    for (const pair of raw
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)) {
      const eq = pair.indexOf("=");
      const currency = pair.slice(0, eq).trim();
      const details = pair.slice(eq + 1).trim();
      if (eq < 0 || !/^[A-Z]{3}$/.test(currency) || !details) {
        ctx.addIssue({ code: "custom", message: `expected CURRENCY=details pairs separated by ";", got "${pair}"` });
        return z.NEVER;
      }
      accounts[currency] = details;
    }
    return accounts;
  });

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .default("")
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .default("file:./data/studyway.db")
    .refine((v) => /^(file:|postgres(ql)?:\/\/)/.test(v), "must start with file: or postgres://"),
  DATA_DIR: z.string().min(1).default("./data"),
  DEFAULT_LOCALE: localeSchema.default("tw"),
  LOCALE_DOMAINS: localeDomains,
  MEDIA_BASE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CONTACT_WIDGET_URL: z.url().default("https://line.me/R/ti/p/@studyway"),
  TRUST_PROXY: booleanFlag,
  PREVIEW_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps mail in the outbox until it is set. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Studyway <no-reply@studyway.example>"),
  OFFICE_EMAILS: officeEmails,
  BANK_ACCOUNTS: bankAccounts,
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: perMinute(10),
  RATE_LIMIT_CAPTCHAS_PER_MINUTE: perMinute(30),
  LOG_REQUESTS: z
    .enum(["0", "1", "true", "false", ""])
    .default("1")
    .transform((v) => v !== "0" && v !== "false"),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start-up; every problem is listed with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
