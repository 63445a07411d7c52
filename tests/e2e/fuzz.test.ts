import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { apiPaths } from "~/lib/api-paths";
import { crawlRoutes } from "./routes";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * A bounded, seeded fuzz of everything a client can send: every public page and form of
 * routes.ts, every API path of api-paths.ts, with mutated methods, content types, bodies,
 * multipart boundaries, query strings and headers. Nothing may answer 5xx (or fail to answer),
 * and nothing may be stored. The same seed sends the same requests: a failure prints the seed
 * and the request, and FUZZ_SEED=<seed> replays the run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 6;

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    // High limits: the fuzz should reach the validation behind them (limits have their own tests).
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
    RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: "1000000",
    RATE_LIMIT_CAPTCHAS_PER_MINUTE: "1000000",
    RATE_LIMIT_LOGINS_PER_MINUTE: "1000000",
    RATE_LIMIT_UPLOADS_PER_MINUTE: "1000000",
    TRUST_PROXY: "1",
  });
});
afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof prng>;

const FORM_PATHS = [
  "/consultation",
  "/service_submit",
  "/service_select",
  "/service_select/refine",
  "/service_select/application",
  "/find_my_request",
  "/shortlist",
  "/shortlist/reminders",
  "/admin/login",
  "/admin/logout",
  `/my_request/${"a".repeat(43)}`,
  "/consultation.data",
  "/service_select.data",
];
const EXTRA_PAGES = [
  "/sitemap.xml",
  "/robots.txt",
  "/rss.xml",
  "/tags/visa",
  "/admin",
  "/admin/leads",
  "/admin/uploads/x",
];
const PAGE_PATHS = [...new Set(crawlRoutes.filter((r) => r.status !== 500).map((r) => r.path.split("?")[0] ?? "/"))];
const QUERIES = crawlRoutes.map((r) => r.path.split("?")[1]).filter((q): q is string => q !== undefined);
const API_PATHS = Object.entries(apiPaths).flatMap(([name, path]) =>
  name === "admin" ? [path("leads"), path("orders/1/status"), path("x")] : [(path as () => string)()],
);
const FIELDS = [
  "email",
  "name",
  "phone",
  "password",
  "intent",
  "captcha",
  "website",
  "reference",
  "token",
  "service",
  "method",
  "units",
  "topic",
  "rush",
  "item",
  "currency",
  "upload_id",
  "kept_upload_id",
  "file",
  "office",
  "countries",
  "degree",
  "school",
  "schools",
  "lang",
  "items",
  "q",
  "page",
  "mode",
];
const INTENTS = [
  "submit",
  "next",
  "back",
  "refresh",
  "add",
  "remove",
  "rush",
  "currency",
  "subscribe",
  "unsubscribe",
  "x",
];
const QUERY_KEYS = ["page", "q", "mode", "enrollments", "hots", "cities", "school", "deadline_within", "ref", "key"];
const QUERY_KEYS_MORE = [
  "token",
  "lang",
  "sort",
  "country",
  "currency",
  "service",
  "method",
  "_data",
  "index",
  "_routes",
];

/** Percent-encodes, lone surrogates (which a browser could not send either) made U+FFFD first. */
const enc = (s: string) => encodeURIComponent(s.toWellFormed());

/** Strings a form or query might meet: empty, long, odd Unicode, numbers at the edges, escapes. */
function value(r: Random): string {
  switch (r.int(14)) {
    case 0:
      return "";
    case 1:
      return "x".repeat(r.pick([101, 300, 5000, 70_000]));
    case 2:
      return String(r.pick([-1, 0, 1, 2, 3, 99, 2 ** 31, 2 ** 53 + 1, 1e308, Number.NaN]));
    case 3:
      return "履歷\u202Efdp.docx\u0000\u200f";
    case 4:
      return "' OR 1=1 --";
    case 5:
      return "<script>alert(1)</script>";
    case 6:
      return "a@b.c";
    case 7:
      return r.pick(INTENTS);
    case 8:
      return "\ud800";
    case 9:
      return "../../etc/passwd";
    case 10:
      return JSON.stringify({ items: [{ service: "essay", upload_id: "0".repeat(32) }] });
    case 11:
      return r.pick(["tw", "cn", "en", "vi", "th", "zz", "zh_cn", "en-US"]);
    case 12:
      return r.pick(["usa", "uk", "1,2", "true", "null", "[]", "{}", "%", "%zz", "%E0%A4%A"]);
    default:
      return Array.from({ length: r.int(20) }, () => String.fromCharCode(32 + r.int(95))).join("");
  }
}

/** A query string: from routes.ts, mutated, or random keys with odd values and raw escapes. */
function query(r: Random): string {
  if (r.chance(0.3)) return "";
  if (r.chance(0.3)) return `?${r.pick(QUERIES)}`;
  const parts = Array.from({ length: 1 + r.int(4) }, () => {
    const key = r.chance(0.8) ? r.pick([...QUERY_KEYS, ...QUERY_KEYS_MORE]) : value(r).slice(0, 20);
    if (r.chance(0.1)) return enc(key);
    // Raw (not escaped) odd input now and then: broken %-escapes, brackets, repeated keys.
    const v = value(r);
    return `${enc(key)}=${r.chance(0.2) ? v.replace(/[^\x21-\x7e]/g, "").replace(/[#&]/g, "") : enc(v)}`;
  });
  return `?${parts.join("&")}`;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

function multipart(r: Random, boundary: string): string {
  const parts = Array.from({ length: r.int(4) }, () => {
    const name = r.pick(FIELDS);
    const file = r.chance(0.4);
    const disposition = file
      ? `form-data; name="${name}"; filename="${r.pick(["a.docx", "b.doc", "", "履歷.docx", 'x".docx'])}"`
      : `form-data; name="${name}"`;
    const type = file
      ? `\r\nContent-Type: ${r.pick(["application/octet-stream", "text/plain", "application/msword"])}`
      : "";
    const content = file ? r.pick(["PK\u0003\u0004garbage", "\xd0\xcf\x11\xe0", "", "x".repeat(2000)]) : value(r);
    return `--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${content}\r\n`;
  });
  const body = `${parts.join("")}--${boundary}--\r\n`;
  switch (r.int(6)) {
    case 0:
      return body.slice(0, r.int(body.length + 1)); // cut off
    case 1:
      return body.replaceAll(boundary, `${boundary}x`); // the boundary of the header never appears
    case 2:
      return `junk before\r\n${body}`;
    default:
      return body;
  }
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function request(r: Random): FuzzRequest {
  const kind = r.int(10);
  // Forms and the API get most requests: a page rendered for a mutated query costs the most time.
  const path = kind < 4 ? r.pick(FORM_PATHS) : kind < 8 ? r.pick(API_PATHS) : r.pick([...PAGE_PATHS, ...EXTRA_PAGES]);
  const method = r.pick(METHODS);
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    switch (r.int(9)) {
      case 0:
        break; // no content type, maybe a body
      case 1:
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = Array.from({ length: r.int(6) }, () => `${enc(r.pick(FIELDS))}=${enc(value(r))}`).join("&");
        break;
      case 2:
      case 3:
        headers["content-type"] = `multipart/form-data; boundary=${BOUNDARY}`;
        body = multipart(r, BOUNDARY);
        break;
      case 4:
        headers["content-type"] = r.pick([
          "multipart/form-data",
          "multipart/form-data; boundary=",
          'multipart/form-data; boundary="unterminated',
          `multipart/form-data; boundary=${"b".repeat(300)}`,
          "multipart/mixed; boundary=x",
        ]);
        body = multipart(r, r.pick(["", "x", BOUNDARY]));
        break;
      case 5:
        headers["content-type"] = r.pick(["application/json", "application/json; charset=latin1", "text/json"]);
        body = r.pick([
          "{",
          "[]",
          "null",
          '"x"',
          "1e999",
          JSON.stringify({ [r.pick(FIELDS)]: value(r) }),
          JSON.stringify({
            items: [{ service: value(r), words: r.int(1e6), upload_id: value(r) }],
            currency: value(r),
          }),
          JSON.stringify({ documents: value(r), captcha: value(r), countries: value(r) }),
          '{"__proto__":{"x":1}}',
        ]);
        break;
      case 6:
        headers["content-type"] = r.pick(["text/plain", "application/xml", "image/png", "*/*", "garbage", ";;;"]);
        body = value(r);
        break;
      default:
        headers["content-type"] = "application/x-www-form-urlencoded; charset=utf-8";
        body = r.pick(["%", "%zz=1", "a=%E0%A4%A", "=", "&&&", "a=1&a=2&a=3", `intent=${r.pick(INTENTS)}&email=x`]);
    }
    if (r.chance(0.15) && body === undefined) body = value(r);
  }
  if (r.chance(0.5)) headers.Lang = r.pick(["zh_tw", "zh_cn", "en", "vi", "th", "xx", "", "../"]);
  if (r.chance(0.4)) {
    const cookies = [
      `i18n_redirected=${r.pick(["tw", "cn", "en", "vi", "th", "zz", ""])}`,
      `captcha_id=${enc(value(r))}`,
      `service_selection=${enc(value(r))}`,
      `shortlist=${enc(value(r))}`,
      `consultation_draft=${enc(value(r))}`,
      `staff_session=${enc(value(r))}`,
      "%%%=;;",
    ];
    headers.cookie = Array.from({ length: 1 + r.int(3) }, () => r.pick(cookies)).join("; ");
  }
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, "");
  if (r.chance(0.2)) headers["accept-language"] = ascii(r.pick(["vi", "zh-CN,zh;q=0.9", "*", ";q=", value(r)]));
  if (r.chance(0.15)) headers.origin = r.pick(["http://evil.example", "null", server.url, "https://x"]);
  if (r.chance(0.1)) headers["x-forwarded-for"] = r.pick(["1.2.3.4", "", "garbage, , ::1", "999.1.1.1"]);
  if (r.chance(0.1)) headers["x-forwarded-proto"] = r.pick(["https", "ftp", ""]);
  if (r.chance(0.1)) headers["if-none-match"] = ascii(r.pick(['"x"', "*", "W/", value(r)]));
  if (r.chance(0.1)) headers["accept-encoding"] = r.pick(["br", "gzip;q=0", "identity;q=0, *;q=0", "zstd"]);
  if (r.chance(0.05)) headers.range = r.pick(["bytes=0-1", "bytes=x", "bytes=-0"]);
  if (r.chance(0.05)) headers.accept = r.pick(["application/json", "text/x-script", "*/*;q=0"]);
  if (r.chance(0.05)) headers["sec-fetch-mode"] = "navigate";
  return { method, url: `${path}${query(r)}`, headers, body };
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = ["consultations", "service_orders", "service_order_items", "uploads", "shortlist_subscriptions"];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table as "uploads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe("fuzz", () => {
  it(`${REQUESTS} malformed requests (seed ${SEED}): no 5xx, nothing stored`, { timeout: 180_000 }, async () => {
    const before = await rowCounts();
    const r = prng(SEED);
    const requests = Array.from({ length: REQUESTS }, () => request(r));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const index = next++;
          const req = requests[index] as FuzzRequest;
          const describe = () =>
            `#${index} ${req.method} ${req.url} ${JSON.stringify(req.headers)} ${req.body?.slice(0, 300) ?? ""}`;
          try {
            const res = await fetch(`${server.url}${req.url}`, {
              method: req.method,
              headers: req.headers,
              body: req.body,
              redirect: "manual",
              signal: AbortSignal.timeout(30_000),
            });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status >= 500) failures.push(`${res.status} ${describe()}`);
          } catch (error) {
            failures.push(`no answer (${String(error)}) ${describe()}`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz seed ${SEED}: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${(REQUESTS / seconds).toFixed(0)}/s); statuses ${JSON.stringify(statuses)}`,
    );
    expect(failures, `seed ${SEED}; server output:\n${server.output().slice(-3000)}`).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // The server is still well.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
