import { z } from "zod";
import {
  type ChatChannel,
  chatTargetProblem,
  marketChatChannels,
  marketSocialNetworks,
  type SocialNetwork,
} from "~/lib/contact-channels";
import { isLocale, type Locale, locales } from "~/lib/locales";
import { parsePaymentQr } from "~/lib/payees";
import { isLoopbackHost } from "./http/public-origin";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";

const localeSchema = z.enum(locales);

/**
 * A list of `key=value` pairs split by `separator`. `accept` turns a valid pair into the stored
 * entry, or refuses it: undefined gives a message naming what was expected, a string says what
 * that pair's value should have been.
 */
function pairList<K extends string>(options: {
  separator: string;
  expected: string;
  accept: (key: string, value: string) => [K, string] | string | undefined;
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
        if (!Array.isArray(entry)) {
          const expected = typeof entry === "string" ? entry : options.expected;
          ctx.addIssue({ code: "custom", message: `expected ${expected}, got "${pair}"` });
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
 * None by default (decision 0019): a currency without an account shows no number at all, only
 * that the office sends the details, and the back office warns until every currency has one.
 */
const bankAccounts = pairList<string>({
  separator: ";",
  expected: 'CURRENCY=details pairs separated by ";"',
  accept: (currency, details) => (/^[A-Z]{3}$/.test(currency) && details ? [currency, details] : undefined),
});

/**
 * Each office's public phone, `taipei=+886 2 1234 5678,vietnam=+84 28 …`. The seed has none
 * (decision 0019): an office without one shows that its number is not published yet.
 */
const officePhones = pairList<string>({
  separator: ",",
  expected: "office=phone pairs such as taipei=+886 2 1234 5678",
  accept: (office, phone) =>
    /^[a-z][a-z0-9-]*$/.test(office) && /^\+?[0-9][0-9 ()-]{5,24}$/.test(phone) ? [office, phone] : undefined,
});

/** `tw.line=…` → ["tw", "line"] when the locale is known and `allowed` lists the name for it. */
function localeKey<N extends string>(key: string, allowed: Record<Locale, readonly N[]>): [Locale, N] | undefined {
  const [locale, name, ...rest] = key.split(".");
  if (rest.length || !isLocale(locale)) return undefined;
  return (allowed[locale] as readonly string[]).includes(name ?? "") ? [locale, name as N] : undefined;
}

/** `{ "tw.line": "…" }` → `{ tw: { line: "…" } }` */
function byLocale<N extends string>(
  flat: Partial<Record<string, string>>,
): Partial<Record<Locale, Partial<Record<N, string>>>> {
  const nested: Partial<Record<Locale, Partial<Record<N, string>>>> = {};
  for (const [key, value] of Object.entries(flat)) {
    const [locale, name] = key.split(".") as [Locale, N];
    nested[locale] = { ...nested[locale], [name]: value } as Partial<Record<N, string>>;
  }
  return nested;
}

const marketList = (allowed: Record<Locale, readonly string[]>) =>
  locales.map((l) => `${l}.${allowed[l].join("|")}`).join(", ");

/**
 * The chat apps of each market, `locale.channel=target`:
 * `tw.line=https://line.me/R/ti/p/@agency,en.viber=viber://chat?number=%2B63…,cn.wechat=agency_cn`.
 * Only the market's own apps are accepted (cn WeChat, en Messenger/Viber/WhatsApp, vi Zalo, tw/th LINE).
 */
const chatLinks = pairList<string>({
  separator: ",",
  expected: `locale.channel=link pairs, one of ${marketList(marketChatChannels)}`,
  accept: (key, target) => {
    const parsed = localeKey<ChatChannel>(key, marketChatChannels);
    if (!parsed) return undefined;
    return chatTargetProblem(parsed[1], target) ?? [key, target];
  },
}).transform((flat) => byLocale<ChatChannel>(flat));

/** `en.facebook=https://www.facebook.com/agency.ph,cn.xiaohongshu=https://…`: no blocked network for cn. */
const socialLinks = pairList<string>({
  separator: ",",
  expected: `locale.network=https://… pairs, one of ${marketList(marketSocialNetworks)}`,
  accept: (key, url) =>
    localeKey<SocialNetwork>(key, marketSocialNetworks) && /^https:\/\/\S+$/.test(url) ? [key, url] : undefined,
}).transform((flat) => byLocale<SocialNetwork>(flat));

/** A site path (`/images/qr/line-tw.png`), a media path (`uploads/qr.png`, under MEDIA_BASE_URL) or an https URL. */
const imagePath = (v: string) => /^(?:\/(?!\/)|https:\/\/|[\w-]+\/)\S*$/.test(v);

/** `cn.wechat=/images/qr/wechat.png,tw.line=/images/qr/line.png`: the QR code of a market's chat app. */
const chatQrImages = pairList<string>({
  separator: ",",
  expected: `locale.channel=image path pairs such as cn.wechat=/images/qr/wechat.png, one of ${marketList(marketChatChannels)}`,
  accept: (key, path) => (localeKey<ChatChannel>(key, marketChatChannels) && imagePath(path) ? [key, path] : undefined),
}).transform((flat) => byLocale<ChatChannel>(flat));

/** The two sister sites the cn footer links to (spec § 2): `grad=https://…,camp=https://…`. */
const sisterSites = pairList<"grad" | "camp">({
  separator: ",",
  expected: "grad=https://… and camp=https://…",
  accept: (name, url) =>
    (name === "grad" || name === "camp") && /^https:\/\/\S+$/.test(url) ? [name, url] : undefined,
});

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * `2026-11-26;USD=1;TWD=31.5;…`: the day the rates were set, then units of each currency per
 * 1 USD (features/costs converts school costs into the visitor's currency with them).
 */
export interface ExchangeRates {
  setOn: string;
  perUsd: Record<string, number>;
}

const exchangeRates = z
  .string()
  .default(
    // Approximate rates of 30 June 2025, for development; production sets its own (README).
    "2025-06-30;USD=1;TWD=29.2;CNY=7.17;PHP=56.4;VND=26100;THB=32.5;GBP=0.73;EUR=0.853;CAD=1.365;AUD=1.53",
  )
  .transform((raw, ctx): ExchangeRates => {
    const [setOn = "", ...pairs] = raw.split(";").map((p) => p.trim());
    const perUsd: Record<string, number> = {};
    for (const pair of pairs.filter(Boolean)) {
      const [code = "", value = ""] = pair.split("=").map((p) => p.trim());
      const rate = Number(value);
      if (!/^[A-Z]{3}$/.test(code) || !(rate > 0)) {
        ctx.addIssue({ code: "custom", message: `expected CURRENCY=units per USD, got "${pair}"` });
        return z.NEVER;
      }
      perUsd[code] = rate;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(setOn) || Number.isNaN(Date.parse(setOn))) {
      ctx.addIssue({ code: "custom", message: "must start with the date the rates were set (YYYY-MM-DD;)" });
      return z.NEVER;
    }
    return { setOn, perUsd };
  });

/** Scan-to-pay payees per currency and receive codes per market (lib/payees.ts, README). */
const paymentQr = z
  .string()
  .default("")
  .transform((raw, ctx) => {
    const parsed = parsePaymentQr(raw);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * The site's public origin (`https://www.example.tw`): the only source of absolute URLs (mail
 * links, canonical, hreflang, sitemap, RSS) and of the hosts the server answers for.
 */
const publicUrl = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
      ctx.addIssue({ code: "custom", message: "must be an http:// or https:// origin such as https://www.example.tw" });
      return z.NEVER;
    }
    if (url.pathname !== "/") {
      ctx.addIssue({
        code: "custom",
        message: "must be the site's origin only, without a path (the site is served at /)",
      });
      return z.NEVER;
    }
    return url.origin;
  });

const trustProxy = z
  .string()
  .default("")
  .transform((raw, ctx): TrustProxy => {
    const parsed = parseTrustProxy(raw);
    if (typeof parsed === "string") {
      ctx.addIssue({ code: "custom", message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

const envSchema = z
  .object({
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
    /** tw's floating contact widget when it is a channel of its own (unset: the LINE button takes its place). */
    CONTACT_WIDGET_URL: optionalUrl,
    CHAT_LINKS: chatLinks,
    CHAT_QR_IMAGES: chatQrImages,
    SOCIAL_LINKS: socialLinks,
    SISTER_SITES: sisterSites,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: trustProxy,
    PREVIEW_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /** smtp://user:pass@host:587 or smtps://…; unset keeps mail in the outbox until it is set. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default("Studyway <no-reply@studyway.example>"),
    OFFICE_EMAILS: officeEmails,
    OFFICE_PHONES: officePhones,
    BANK_ACCOUNTS: bankAccounts,
    PAYMENT_QR: paymentQr,
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    MAIL_POLL_MS: z.coerce.number().int().min(10).default(5_000),
    /** How many mails are sent at once, each over its own pooled SMTP connection. */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    /** Deadline for the SMTP server to accept the connection, and then to greet. */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
    /** Longest silence of the SMTP server in the middle of sending one mail. */
    MAIL_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** How often the deadline-reminder job looks for reminders to send (features/reminders). */
    REMINDER_POLL_MS: z.coerce.number().int().min(10).default(600_000),
    /**
     * Tests only: a file holding an ISO date-time that the reminder job takes as "now" (read on
     * every pass), so a test can move the clock past a reminder mark without waiting.
     */
    REMINDER_CLOCK_FILE: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    EXCHANGE_RATES: exchangeRates,
    EXCHANGE_RATE_URLS: z
      .string()
      .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml,https://open.er-api.com/v6/latest/USD")
      .transform((raw, ctx) => {
        const urls = raw
          .split(",")
          .map((u) => u.trim())
          .filter(Boolean);
        for (const url of urls) {
          if (!/^https?:\/\/[^\s/]+/.test(url)) {
            ctx.addIssue({ code: "custom", message: `expected http(s) URLs separated by commas, got "${url}"` });
            return z.NEVER;
          }
        }
        return urls;
      }),
    EXCHANGE_RATE_REFRESH_MS: z.coerce.number().int().min(10).default(86_400_000),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: perMinute(10),
    /** Refused bookings and orders (wrong captcha, invalid fields): a separate, higher ceiling. */
    RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: perMinute(30),
    RATE_LIMIT_CAPTCHAS_PER_MINUTE: perMinute(30),
    RATE_LIMIT_LOGINS_PER_MINUTE: perMinute(10),
    /** Word files sent to be counted (tmpFile, upload_file, the service-selection page). */
    RATE_LIMIT_UPLOADS_PER_MINUTE: perMinute(20),
    /** "Find my request" sends per e-mail address per hour, known or not (against mail flooding). */
    FIND_REQUEST_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(3),
    /** All temporary uploads (not yet part of an order) together; past it new ones get a 503. */
    UPLOAD_TEMP_MAX_MB: z.coerce.number().min(1).max(1_000_000).default(500),
    /** How often the job deleting temporary uploads older than 24 hours runs. */
    UPLOAD_CLEANUP_POLL_MS: z.coerce.number().int().min(10).default(900_000),
    /** Tests only: like REMINDER_CLOCK_FILE, "now" for the temporary-upload job. */
    UPLOAD_CLOCK_FILE: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Failed sign-ins in a row that lock a staff account, and for how long. */
    LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** A staff session ends after this many hours without a request. */
    STAFF_SESSION_HOURS: z.coerce
      .number()
      .min(0.1)
      .max(24 * 30)
      .default(8),
    /** How many days a link to the student's request page works (each status mail brings a fresh one). */
    REQUEST_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Business hours (Mon–Fri 09:00–18:00, office time) before a lead without a first reply needs attention. */
    FIRST_REPLY_BUSINESS_HOURS: z.coerce.number().min(0.5).max(200).default(8),
    /** Memory for whole pages served to anonymous visitors (docs/decisions/0012-page-cache.md); 0 turns the cache off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    LOG_REQUESTS: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((v) => v !== "0" && v !== "false"),
  })
  .superRefine((config, ctx) => {
    // Without PUBLIC_URL only loopback hosts are answered: a server reachable from elsewhere needs it.
    if (!config.PUBLIC_URL && !isLoopbackHost(config.HOST) && config.HOST !== "::1") {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: `must be set (e.g. https://www.example.tw) when HOST (${config.HOST}) is not a loopback address`,
      });
    }
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
