import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readCookie } from "~/lib/cookies";

/**
 * Whole pages kept in memory for anonymous visitors (docs/decisions/0012-page-cache.md).
 *
 * An entry is one rendered 200 response of an allow-listed route for one (origin, path and
 * query, locale, variant) key, stamped with the `content` data version read before it was
 * rendered. It is used only while that version is current (every write to a table a public page
 * shows bumps it, from any process) and for at most `ttlMs` (pages that depend on today's date).
 * Memory is bounded by bytes (least recently used entries go first).
 */

export type Encoding = "br" | "gzip" | "identity";

/** Response headers an entry keeps; the rest (Vary, Cache-Control, Set-Cookie…) is decided per request. */
export type StoredHeaders = Array<[string, string]>;

export interface PageEntry {
  key: string;
  version: number;
  storedAt: number;
  headers: StoredHeaders;
  /** Opaque tag (without quotes) of the identity body; encoded bodies append `-br` / `-gz`. */
  tag: string;
  body: Uint8Array;
  encoded: Partial<Record<"br" | "gzip", Uint8Array>>;
  size: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** An entry larger than this is not stored (default: an eighth of maxBytes). */
  maxEntryBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

// Per-entry bookkeeping (key, headers, Map slot), counted so many tiny pages cannot exceed the bound.
const ENTRY_OVERHEAD = 1024;
const DEFAULT_TTL_MS = 5 * 60_000;

export class PageCache {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, PageEntry>();
  private readonly rendering = new Map<string, { version: number; done: Promise<PageEntry | undefined> }>();
  private bytes = 0;

  constructor(options: PageCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The entry for `key` if it was rendered at `version` and is not too old (and marks it recently used). */
  get(key: string, version: number): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt >= this.ttlMs) {
      this.remove(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an entry (replacing the key's previous one); undefined when it is too large to keep. */
  set(
    entry: Omit<PageEntry, "size" | "storedAt" | "encoded"> & Partial<Pick<PageEntry, "encoded">>,
  ): PageEntry | undefined {
    const full: PageEntry = { ...entry, encoded: { ...entry.encoded }, storedAt: this.now(), size: 0 };
    full.size = entrySize(full);
    const previous = this.entries.get(entry.key);
    if (previous) this.remove(previous);
    if (full.size > this.maxEntryBytes || full.size > this.maxBytes) return undefined;
    this.entries.set(full.key, full);
    this.bytes += full.size;
    this.evict();
    return full;
  }

  /** Keeps an encoded body on an entry that is still cached. */
  addEncoding(entry: PageEntry, encoding: "br" | "gzip", body: Uint8Array): void {
    if (this.entries.get(entry.key) !== entry || entry.encoded[encoding]) return;
    entry.encoded[encoding] = body;
    entry.size += body.byteLength;
    this.bytes += body.byteLength;
    this.evict();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(entry);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Coalesces renders: the first request for a missing key renders; requests for the same key
   * and version arriving meanwhile wait for it instead of rendering the same page again.
   */
  async pending(key: string, version: number): Promise<PageEntry | undefined> {
    const running = this.rendering.get(key);
    if (!running || running.version !== version) return undefined;
    const entry = await running.done;
    return entry && entry.version === version ? entry : undefined;
  }

  /** Announces a render of `key`; call the returned function with its entry (or nothing) when done. */
  begin(key: string, version: number): (entry: PageEntry | undefined) => void {
    let finish: (entry: PageEntry | undefined) => void = () => {};
    const done = new Promise<PageEntry | undefined>((resolve) => {
      finish = resolve;
    });
    const slot = { version, done };
    this.rendering.set(key, slot);
    return (entry) => {
      if (this.rendering.get(key) === slot) this.rendering.delete(key);
      finish(entry);
    };
  }

  private remove(entry: PageEntry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.size;
  }

  private evict(): void {
    for (const entry of this.entries.values()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(entry);
    }
  }
}

function entrySize(entry: PageEntry): number {
  let size = ENTRY_OVERHEAD + entry.key.length * 2 + entry.body.byteLength;
  for (const [name, value] of entry.headers) size += (name.length + value.length) * 2;
  for (const body of Object.values(entry.encoded)) size += body?.byteLength ?? 0;
  return size;
}

// ---- which requests may be answered from the cache ----

/**
 * Cookies, by what they do to a page (decided per cookie; a test checks that every cookie the
 * server reads is listed here):
 * - `personal`: the page shows something of this visitor (shortlist, service selection, a staff
 *   session, a captcha in progress): the request is rendered for itself and never stored.
 * - `keyed`: chooses among a few versions of a page; it takes part in the key (the locale
 *   cookie through the resolved locale, `globalCountry` through the normalized country).
 * - `ignored`: read only by the browser, or only by routes that are never cached.
 * Any other cookie (analytics and the like) is never read by the server, so it cannot change a page.
 */
export const PAGE_COOKIES = {
  personal: [
    "shortlist",
    "service_selection",
    "sw_staff",
    "captcha_id",
    // the booking form's draft (no-JS steps), the fit-check profile and the reminder sign-up shape those pages
    "consultation_draft",
    "fit_profile",
    "shortlist_reminders",
  ],
  keyed: ["i18n_redirected", "globalCountry"],
  // sw_pending (a post kept across a staff sign-in) has path /admin: public pages never see it
  ignored: ["checkedList", "sw_admin_lang", "sw_pending"],
} as const;

/** Why a request is rendered for itself: `null` when it may use the cache. */
export function uncacheableRequest(request: Request): string | null {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return "method";
  const { pathname } = new URL(request.url);
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "admin";
  if (request.headers.has("authorization")) return "authorization";
  const cookies = request.headers.get("cookie");
  if (cookies) {
    for (const name of PAGE_COOKIES.personal) if (readCookie(cookies, name) !== undefined) return `cookie ${name}`;
  }
  return null;
}

/** A request that asks for a fresh render (a browser's hard reload): render, and store the result. */
export function wantsFreshRender(request: Request): boolean {
  return (
    /\bno-cache\b/i.test(request.headers.get("cache-control") ?? "") ||
    /\bno-cache\b/i.test(request.headers.get("pragma") ?? "")
  );
}

export function pageKey(parts: { origin: string; url: URL; locale: string; variant: string }): string {
  return `${parts.origin}${parts.url.pathname}${parts.url.search}\n${parts.locale}\n${parts.variant}`;
}

/**
 * Routes whose 200 responses may be stored: public pages that are the same for every anonymous
 * visitor of a locale. Absent on purpose: result pages (a booking's or order's details), the
 * shortlist (the visitor's cookie), article previews (signed, private), the back office, error
 * pages, the render check, and any route added later until someone checks it and lists it here.
 */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  "routes/home",
  "routes/about",
  "routes/consultation",
  "routes/our-services",
  "routes/service-select",
  "routes/service-select-named",
  "routes/service-package",
  "routes/guide",
  "routes/schools",
  "routes/school",
  "routes/ranking",
  "routes/student-list",
  "routes/testimonials",
  "routes/article-category",
  "routes/article",
  "routes/tag",
  "routes/search",
  "routes/faq",
  "routes/sitemap",
  "routes/robots",
  "routes/rss",
]);

/** Whether a rendered response may be stored: a 200 with no cookie and no private or no-store directive. */
export function storableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

// ---- HTTP details ----

const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "vary",
  "etag",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
]);

export function storedHeaders(headers: Headers): StoredHeaders {
  const kept: StoredHeaders = [];
  headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name.toLowerCase())) kept.push([name, value]);
  });
  return kept;
}

/** The coding to send: brotli, then gzip, else none (`q=0` refuses one). */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (token === "br") br = weight;
    else if (token === "gzip" || token === "x-gzip") gz = weight;
    else if (token === "*") any = weight;
  }
  br ??= any ?? 0;
  gz ??= any ?? 0;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * How hard to compress. `best`: what the page cache keeps and serves many times (about 1 ms of
 * gzip and 1.5 ms of brotli CPU for an 80 KB page, against 1.3 and 75 ms at the highest levels
 * for 0.2% and 10% fewer bytes). `fast`: a page sent once (rendered for one visitor, or before
 * its first reuse from the cache): gzip 1 and brotli 3 take 0.7 and 0.6 ms for 10% and 19% more bytes.
 */
export type Effort = "best" | "fast";
const LEVELS: Record<Effort, { brotli: number; gzip: number }> = {
  best: { brotli: 5, gzip: 5 },
  fast: { brotli: 3, gzip: 1 },
};

/**
 * Compresses a whole body in one synchronous call: for documents of tens of kilobytes this is
 * cheaper than a stream (or the thread pool) per response, whose set-up costs more than the work.
 */
export function encodeBody(body: Uint8Array, encoding: "br" | "gzip", effort: Effort = "best"): Uint8Array {
  const level = LEVELS[effort];
  if (encoding === "gzip") return gzipSync(body, { level: level.gzip });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

export function bodyTag(body: Uint8Array): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
}

const CODING_SUFFIX: Record<Encoding, Record<Effort, string>> = {
  identity: { best: "", fast: "" },
  br: { best: "-br", fast: "-brf" },
  gzip: { best: "-gz", fast: "-gzf" },
};

/** A strong tag per coding and effort: the same page compressed another way is other bytes. */
export function etagFor(tag: string, encoding: Encoding, effort: Effort = "best"): string {
  return `"${tag}${CODING_SUFFIX[encoding][effort]}"`;
}

/**
 * The entity tag of `If-None-Match` that names this body in any coding (weak comparison, as
 * RFC 9110 § 13.1.2 asks), or undefined.
 */
export function matchingEtag(
  ifNoneMatch: string | null | undefined,
  tag: string,
  encoding: Encoding,
): string | undefined {
  if (!ifNoneMatch) return undefined;
  const ours = new Set(
    Object.values(CODING_SUFFIX).flatMap((byEffort) => Object.values(byEffort).map((suffix) => `"${tag}${suffix}"`)),
  );
  for (const raw of ifNoneMatch.split(",")) {
    const candidate = raw.trim().replace(/^W\//, "");
    if (candidate === "*") return etagFor(tag, encoding);
    if (ours.has(candidate)) return candidate;
  }
  return undefined;
}

// ---- Content-Security-Policy for documents ----

const JAVASCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);
const OPEN = Buffer.from("<script");
const CLOSE = Buffer.from("</script");
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f, 0x3e]); // space, tab, LF, FF, CR, "/", ">"

/**
 * `'sha256-…'` sources for every inline script of a document. Documents carry no nonce: the
 * same bytes can then be served to everyone (and revalidated with a strong ETag), and the
 * policy still allows exactly the scripts the server wrote.
 *
 * Works on the document's bytes (a script's hash is over its UTF-8 text, which is those bytes),
 * so a page is never decoded to a string only to find its few scripts. Tags are matched as
 * React writes them (lower case); a script written otherwise gets no hash and is blocked.
 */
export function inlineScriptHashes(html: Uint8Array | string): string[] {
  const bytes =
    typeof html === "string" ? Buffer.from(html) : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  let at = 0;
  for (;;) {
    const open = bytes.indexOf(OPEN, at);
    if (open < 0) break;
    at = open + OPEN.length;
    if (!AFTER_NAME.has(bytes[at] ?? 0)) continue; // <scripts…>, not a script element
    const tagEnd = bytes.indexOf(0x3e, at);
    if (tagEnd < 0) break;
    const close = bytes.indexOf(CLOSE, tagEnd + 1);
    if (close < 0) break;
    at = close + CLOSE.length;
    const attributes = bytes.toString("latin1", open + OPEN.length, tagEnd);
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(bytes.subarray(tagEnd + 1, close))
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
