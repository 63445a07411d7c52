import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  bodyTag,
  CACHEABLE_ROUTES,
  encodeBody,
  etagFor,
  inlineScriptHashes,
  matchingEtag,
  negotiateEncoding,
  PAGE_COOKIES,
  PageCache,
  pageKey,
  storableResponse,
  uncacheableRequest,
  wantsFreshRender,
} from "./page-cache";

const bytes = (n: number, fill = 120) => new Uint8Array(n).fill(fill);

function entry(key: string, size: number, version = 1) {
  return {
    key,
    version,
    headers: [["content-type", "text/html"]] as Array<[string, string]>,
    tag: key,
    body: bytes(size),
  };
}

describe("PageCache", () => {
  it("keeps entries within its byte budget, dropping the least recently used first", () => {
    const cache = new PageCache({ maxBytes: 40_000, maxEntryBytes: 20_000 });
    for (const key of ["a", "b", "c"]) expect(cache.set(entry(key, 10_000))).toBeDefined();
    expect(cache.get("a", 1)).toBeDefined(); // a is now the most recently used
    cache.set(entry("d", 10_000)); // over budget: b goes
    expect(cache.size.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBeDefined();
    expect(cache.get("d", 1)).toBeDefined();
  });

  it("refuses an entry larger than the per-entry limit", () => {
    const cache = new PageCache({ maxBytes: 100_000, maxEntryBytes: 5_000 });
    expect(cache.set(entry("big", 6_000))).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("counts encoded bodies in the budget", () => {
    const cache = new PageCache({ maxBytes: 30_000, maxEntryBytes: 30_000 });
    const a = cache.set(entry("a", 10_000));
    cache.set(entry("b", 10_000));
    if (!a) throw new Error("not stored");
    cache.addEncoding(a, "gzip", bytes(9_000)); // a grows past the budget with b: the older entry goes
    expect(cache.size.bytes).toBeLessThanOrEqual(30_000);
    expect(cache.size.entries).toBe(1);
  });

  it("answers only for the content version an entry was rendered at, and drops it otherwise", () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    cache.set(entry("a", 1_000, 7));
    expect(cache.get("a", 8)).toBeUndefined();
    expect(cache.get("a", 7)).toBeUndefined(); // dropped by the previous look-up
  });

  it("expires entries after its time to live", () => {
    let now = 1_000_000;
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 60_000, now: () => now });
    cache.set(entry("a", 1_000));
    now += 59_999;
    expect(cache.get("a", 1)).toBeDefined();
    now += 1;
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("lets requests for a page being rendered wait for that render (same version only)", async () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    const finish = cache.begin("a", 3);
    const waiting = cache.pending("a", 3);
    const otherVersion = cache.pending("a", 4);
    const stored = cache.set(entry("a", 1_000, 3));
    finish(stored);
    expect(await waiting).toBe(stored);
    expect(await otherVersion).toBeUndefined();
    expect(await cache.pending("a", 3)).toBeUndefined(); // nothing running any more
  });

  it("a render that stored nothing releases the waiting requests with nothing", async () => {
    const cache = new PageCache({ maxBytes: 100_000 });
    const finish = cache.begin("a", 1);
    const waiting = cache.pending("a", 1);
    finish(undefined);
    expect(await waiting).toBeUndefined();
  });
});

describe("which requests may use the cache", () => {
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Request(`http://x${path}`, { method, headers });

  it("anonymous GET and HEAD requests, whatever unknown cookies they carry", () => {
    expect(uncacheableRequest(get("/study/usa?lang=th"))).toBeNull();
    expect(uncacheableRequest(get("/", {}, "HEAD"))).toBeNull();
    expect(uncacheableRequest(get("/", { cookie: "_ga=GA1.1.1; i18n_redirected=th; globalCountry=uk" }))).toBeNull();
  });

  it("never a form post, the back office, or a request carrying a personal cookie or credentials", () => {
    expect(uncacheableRequest(get("/consultation", {}, "POST"))).toBe("method");
    expect(uncacheableRequest(get("/admin"))).toBe("admin");
    expect(uncacheableRequest(get("/admin/faq?edit=1"))).toBe("admin");
    expect(uncacheableRequest(get("/administration"))).toBeNull();
    for (const name of PAGE_COOKIES.personal) {
      expect(uncacheableRequest(get("/", { cookie: `a=1; ${name}=x` }))).toBe(`cookie ${name}`);
    }
    expect(uncacheableRequest(get("/", { authorization: "Basic eDp5" }))).toBe("authorization");
  });

  it("a hard reload asks for a fresh render", () => {
    expect(wantsFreshRender(get("/", { "cache-control": "no-cache" }))).toBe(true);
    expect(wantsFreshRender(get("/", { pragma: "no-cache" }))).toBe(true);
    expect(wantsFreshRender(get("/", { "cache-control": "max-age=0" }))).toBe(false);
  });

  it("keys pages by origin, path and query, locale and variant", () => {
    const key = (url: string, locale = "tw", variant = "", origin = "https://a.example") =>
      pageKey({ origin, url: new URL(url, origin), locale, variant });
    const keys = [
      key("/"),
      key("/", "en"),
      key("/", "tw", "uk"),
      key("/", "tw", "", "https://b.example"),
      key("/", "tw", "", "http://a.example"),
      key("/?page=2"),
      key("/search?q=visa"),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("stores only 200 responses without cookies or private directives", () => {
    const ok = (init: ResponseInit = {}) => storableResponse(new Response("x", init));
    expect(ok()).toBe(true);
    expect(ok({ headers: { "Cache-Control": "public, max-age=3600" } })).toBe(true);
    expect(ok({ status: 404 })).toBe(false);
    expect(ok({ status: 302 })).toBe(false);
    expect(ok({ headers: { "Set-Cookie": "a=1" } })).toBe(false);
    expect(ok({ headers: { "Cache-Control": "private, no-store" } })).toBe(false);
    expect(ok({ headers: { "Cache-Control": "no-cache" } })).toBe(false);
  });
});

/** Every route id declared in app/routes.ts (id, or the file without its extension). */
function routeIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (list: Array<{ id?: string; file: string; children?: unknown[] }>) => {
    for (const r of list) {
      ids.add(r.id ?? r.file.replace(/\.tsx?$/, ""));
      if (r.children) walk(r.children as typeof list);
    }
  };
  walk(routes as Array<{ id?: string; file: string; children?: unknown[] }>);
  return ids;
}

describe("cacheable routes", () => {
  it("exist, and leave out the back office, previews, results, the shortlist and errors", () => {
    const ids = routeIds();
    for (const id of CACHEABLE_ROUTES) expect(ids, id).toContain(id);
    for (const id of CACHEABLE_ROUTES)
      expect(id).not.toMatch(/admin|preview|result|submit|shortlist|not-found|error|catch-all/);
  });
});

/** Source files of the app, without tests. */
function sources(dir = "app"): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sources(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

describe("cookie policy", () => {
  it("lists every cookie the code reads or writes (a new cookie must be decided here first)", () => {
    const texts = sources().map((file) => readFileSync(file, "utf8"));
    const constants = new Map<string, string>();
    for (const text of texts) {
      for (const m of text.matchAll(/export const ([A-Z_]+) = "([^"]+)"/g)) constants.set(m[1] ?? "", m[2] ?? "");
    }
    const names = new Set<string>();
    const uses =
      /(?:readCookie\([^,()]+(?:\([^()]*\))?,\s*|serializeCookie\(|readClientCookie\(|writeClientCookie\()([A-Z_]+|"[^"]+")/g;
    for (const text of texts) {
      for (const m of text.matchAll(uses)) {
        const arg = m[1] ?? "";
        if (arg === "name") continue;
        names.add(arg.startsWith('"') ? arg.slice(1, -1) : (constants.get(arg) ?? `unresolved ${arg}`));
      }
    }
    expect(names.size).toBeGreaterThan(5);
    const decided = new Set<string>([...PAGE_COOKIES.personal, ...PAGE_COOKIES.keyed, ...PAGE_COOKIES.ignored]);
    for (const name of names) expect(decided, `cookie "${name}" has no page-cache decision`).toContain(name);
  });
});

describe("HTTP details", () => {
  it("prefers brotli, then gzip, honouring q values", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(null)).toBe("identity");
  });

  it("compressed bodies decode to the page", async () => {
    const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
    const page = new TextEncoder().encode("<!doctype html><p>héllo</p>".repeat(200));
    expect(Buffer.from(gunzipSync(encodeBody(page, "gzip")))).toEqual(Buffer.from(page));
    expect(Buffer.from(brotliDecompressSync(encodeBody(page, "br")))).toEqual(Buffer.from(page));
    expect(Buffer.from(gunzipSync(encodeBody(page, "gzip", "fast")))).toEqual(Buffer.from(page));
    expect(Buffer.from(brotliDecompressSync(encodeBody(page, "br", "fast")))).toEqual(Buffer.from(page));
  });

  it("tags a body strongly, per content coding, and matches If-None-Match weakly", () => {
    const tag = bodyTag(new TextEncoder().encode("page"));
    expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bodyTag(new TextEncoder().encode("page!"))).not.toBe(tag);
    expect(etagFor(tag, "br")).toBe(`"${tag}-br"`);
    expect(matchingEtag(`"${tag}-gz"`, tag, "br")).toBe(`"${tag}-gz"`);
    expect(matchingEtag(`W/"${tag}", "other"`, tag, "gzip")).toBe(`"${tag}"`);
    expect(matchingEtag(`"other", "${tag}-br"`, tag, "br")).toBe(`"${tag}-br"`);
    expect(matchingEtag("*", tag, "gzip")).toBe(`"${tag}-gz"`);
    // A quickly compressed copy is other bytes (its own strong tag) but the same page (304).
    expect(etagFor(tag, "br", "fast")).toBe(`"${tag}-brf"`);
    expect(etagFor(tag, "identity", "fast")).toBe(`"${tag}"`);
    expect(matchingEtag(`"${tag}-gzf"`, tag, "gzip")).toBe(`"${tag}-gzf"`);
    expect(matchingEtag(`"${tag}x"`, tag, "br")).toBeUndefined();
    expect(matchingEtag(null, tag, "br")).toBeUndefined();
  });

  it("hashes exactly the inline scripts of a document", () => {
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;
    const html = [
      "<head><script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script nonce=\"\">let s = '€';</script></head>",
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha("window.a = 1;"), sha('import "/assets/x.js";'), sha("let s = '€';")].sort(),
    );
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
    // The server hands over the document's bytes: the same hashes, multi-byte text included.
    expect(inlineScriptHashes(new TextEncoder().encode(html)).sort()).toEqual(inlineScriptHashes(html).sort());
    expect(inlineScriptHashes("<p>&lt;scripts&gt; <scripts>x</scripts></p>")).toEqual([]);
  });
});
