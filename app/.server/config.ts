import { z } from "zod";
import { type Locale, locales } from "~/lib/locales";

const localeSchema = z.enum(locales);

/**
 * A list of `key=value` pairs split by `separator`. `accept` turns a valid pair into the stored
 * entry, or returns undefined to refuse it with a message naming what was expected.
 */
function pairList<K extends string>(options: {
  separator: string;
  expected: string;
  accept: (key: string, value: string) => [K, string] | undefined;
  fallback?: string;
}) {
  return z
    .string()
    .default(options.fallback ?? "")
    .transform((raw, ctx) => {
      const entries: Partial<Record<K, string>> = {};
      for (const pair of raw
        .split(options.separator)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const eq = pair.indexOf("=");
        const entry = eq < 0 ? undefined : options.accept(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
        if (!entry) {
          ctx.addIssue({ code: "custom", message: `expected ${options.expected}, got "${pair}"` });
          return z.NEVER;
        }
        entries[entry[0]] = entry[1];
      }
      return entries;
    });
}

/** `tw=www.example.tw,en=www.example.ph` → { tw: "www.example.tw", en: "www.example.ph" } */
const localeDomains = pairList<Locale>({
  separator: ",",
  expected: "locale=host pairs such as tw=www.example.tw",
  accept: (locale, host) => {
    const parsed = localeSchema.safeParse(locale);
    return parsed.success && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? [parsed.data, host.toLowerCase()] : undefined;
  },
});

/** `taipei=taipei@agency.tw,vietnam=hcm@agency.vn` → { taipei: "taipei@agency.tw", … } */
const officeEmails = pairList<string>({
  separator: ",",
  expected: "office=address pairs",
  accept: (office, address) => (office && z.email().safeParse(address).success ? [office, address] : undefined),
});

/**
 * Bank-transfer details shown after an order, per currency: `TWD=Bank …, account …;USD=…`.
 * The defaults are the sample accounts of this demo agency, like its sample offices.
 */
const bankAccounts = pairList<string>({
  separator: ";",
  expected: 'CURRENCY=details pairs separated by ";"',
  accept: (currency, details) => (/^[A-Z]{3}$/.test(currency) && details ? [currency, details] : undefined),
  fallback:
    "TWD=Cathay United Bank (013), Da'an branch · Account 123-03-004567-8 · Studyway Education Consulting Co., Ltd.;" +
    "VND=Vietcombank, Ho Chi Minh City branch · Account 0071 0012 34567 · CONG TY TNHH STUDYWAY VIET NAM;" +
    "USD=Cathay United Bank (013), SWIFT UWCBTWTP · Account 123-53-008765-4 · Studyway Education Consulting Co., Ltd.;" +
    "PHP=BDO Unibank, Makati branch · Account 0012 3456 7890 · Studyway Philippines Inc.;" +
    "THB=Kasikornbank, Silom branch · Account 012-3-45678-9 · Studyway (Thailand) Co., Ltd.",
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
  RATE_LIMIT_LOGINS_PER_MINUTE: perMinute(10),
  /** Failed sign-ins in a row that lock a staff account, and for how long. */
  LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** A staff session ends after this many hours without a request. */
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(8),
  /** Memory for whole pages served to anonymous visitors (docs/decisions/0011-page-cache.md); 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
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
