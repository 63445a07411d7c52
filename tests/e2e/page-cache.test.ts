import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "~/.server/db/database";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createStaff } from "~/features/staff/staff.server";

/**
 * The page cache (docs/decisions/0012-page-cache.md) through the production build, in process:
 * its own database (SQLite, or PostgreSQL with DATABASE_URL), a second pool on it standing for
 * another server process, and `app.request` instead of a socket.
 */
type App = { request(path: string, init?: RequestInit): Promise<Response> };
interface BuildModule {
  entry: { module: { createServer(options: object): App; loadConfig(env: Record<string, string>): object } };
}

let build: ServerBuild & BuildModule;
let test: TestDatabase;
let other: Db;
let dataDir: string;
let config: object;
let app: App;

beforeAll(async () => {
  build = await import(pathToFileURL(resolve("build/server/index.js")).href);
  test = await createTestDatabase();
  other = createDatabase(test.url);
  dataDir = mkdtempSync(join(tmpdir(), "studyway-page-cache-"));
  config = build.entry.module.loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: test.url,
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
  });
  app = build.entry.module.createServer({ build, db: test.db, config });
});
afterAll(async () => {
  await other?.destroy();
  await test?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}, server = app) {
  const response = await server.request(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, text: bytes.toString(), cache: response.headers.get("x-page-cache") };
}

describe("page cache", () => {
  it("renders a page once, then serves it from memory with a strong ETag; If-None-Match gives 304", async () => {
    // A returning visitor: the language cookie is already set (a first visit's response sets it and stays private).
    const en = { cookie: "i18n_redirected=en" };
    const first = await get("/study/uk?lang=en", { ...en, "accept-encoding": "br" });
    expect(first.cache).toBe("miss");
    const second = await get("/study/uk?lang=en", { ...en, "accept-encoding": "br" });
    expect(second.cache).toBe("hit");
    // Sent once, the rendered page was compressed quickly (its own tag); the cache compresses it
    // well on first reuse and keeps that copy.
    expect(first.response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{22}-brf"$/);
    expect(brotliDecompressSync(second.bytes).toString()).toBe(brotliDecompressSync(first.bytes).toString());
    expect(second.bytes.byteLength).toBeLessThan(first.bytes.byteLength);
    const third = await get("/study/uk?lang=en", { ...en, "accept-encoding": "br" });
    expect(third.bytes).toEqual(second.bytes);
    const etag = second.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}-br"$/);
    expect(third.response.headers.get("etag")).toBe(etag);
    expect(second.response.headers.get("content-encoding")).toBe("br");
    expect(second.response.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    // The URL names the locale: the page varies on cookies (personal ones bypass), not on Accept-Language.
    expect(second.response.headers.get("vary")).toBe("Accept-Encoding, Cookie");

    const notModified = await get("/study/uk?lang=en", { ...en, "accept-encoding": "br", "if-none-match": etag });
    expect(notModified.response.status).toBe(304);
    expect(notModified.text).toBe("");
    expect(notModified.response.headers.get("etag")).toBe(etag);
    // Browsers merge a 304's headers into their copy: the page's script hashes must come along.
    expect(notModified.response.headers.get("content-security-policy")).toBe(
      second.response.headers.get("content-security-policy"),
    );

    const gzip = await get("/study/uk?lang=en", { ...en, "accept-encoding": "gzip" });
    const gzipTag = gzip.response.headers.get("etag") ?? "";
    expect(gzipTag).toBe(etag.replace(/-br"$/, '-gz"'));
    const weak = await get("/study/uk?lang=en", {
      ...en,
      "accept-encoding": "gzip",
      "if-none-match": `W/${gzipTag}, "x"`,
    });
    expect(weak.response.status).toBe(304);
    const changed = await get("/study/uk?lang=en", { ...en, "if-none-match": '"not-this-page"' });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get("etag")).toBe(etag.replace(/-br"$/, '"'));
    expect(changed.text).toMatch(/^<!DOCTYPE html><html lang="en-PH"/);
  });

  it("allows exactly the page's inline scripts by hash, without a nonce", async () => {
    const { response, text } = await get("/faq/1?lang=th");
    const policy = response.headers.get("content-security-policy") ?? "";
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
    expect(text).not.toContain("nonce=");
    const inline = [
      ...text.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = scripts.split(" ").filter((s) => s.startsWith("'sha256-"));
    expect(hashes.length).toBe(new Set(inline.map((m) => m[1])).size);
  });

  it("shows a direct SQL write from another process on the next request", async () => {
    const row = await other
      .selectFrom("faq_entries")
      .select(["id", "answer"])
      .where("group_id", "=", 2)
      .orderBy("sort")
      .executeTakeFirstOrThrow();
    await get("/faq/2?lang=vi");
    expect((await get("/faq/2?lang=vi")).cache).toBe("hit");
    const answer = JSON.parse(row.answer) as Record<string, string>;
    const edited = { ...answer, vi: "<p>Câu trả lời mới từ một tiến trình khác.</p>" };
    await other
      .updateTable("faq_entries")
      .set({ answer: JSON.stringify(edited) })
      .where("id", "=", row.id)
      .execute();
    const next = await get("/faq/2?lang=vi");
    expect(next.cache).toBe("miss");
    expect(next.text).toContain("Câu trả lời mới từ một tiến trình khác.");
    await other.updateTable("faq_entries").set({ answer: row.answer }).where("id", "=", row.id).execute();
    expect((await get("/faq/2?lang=vi")).text).not.toContain("Câu trả lời mới từ một tiến trình khác.");
  });

  it("shows a back-office edit on the next request", async () => {
    const email = "page-cache-editor@example.test";
    const password = "a long editor passphrase for the cache test";
    await createStaff(
      test.db,
      { userId: null, ip: "127.0.0.1" },
      { email, name: "Cache Editor", password, role: "editor", office: null, uiLocale: "en" },
    );
    const signIn = await app.request("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email, password }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const session = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(session).toMatch(/^sw_staff=./);

    const entry = await test.db
      .selectFrom("faq_entries")
      .selectAll()
      .where("group_id", "=", 3)
      .orderBy("sort")
      .executeTakeFirstOrThrow();
    await get("/faq/3?lang=en");
    expect((await get("/faq/3?lang=en")).cache).toBe("hit");

    const editor = await (await app.request(`/admin/faq?edit=${entry.id}`, { headers: { cookie: session } })).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(editor)?.[1] ?? "";
    expect(csrf).not.toBe("");
    const question = JSON.parse(entry.question) as Record<string, string>;
    const answer = JSON.parse(entry.answer) as Record<string, string>;
    const form = new URLSearchParams({ _csrf: csrf, intent: "update", id: String(entry.id), group_id: "3" });
    for (const locale of ["tw", "cn", "en", "vi", "th"]) {
      form.set(`question_${locale}`, question[locale] ?? "");
      form.set(
        `answer_${locale}`,
        locale === "en" ? "<p>Edited in the back office a moment ago.</p>" : (answer[locale] ?? ""),
      );
    }
    const saved = await app.request(`/admin/faq?edit=${entry.id}`, {
      method: "POST",
      body: form,
      headers: { cookie: session, "content-type": "application/x-www-form-urlencoded" },
    });
    expect([302, 303]).toContain(saved.status);

    const next = await get("/faq/3?lang=en");
    expect(next.text).toContain("Edited in the back office a moment ago.");
    // The back office itself is never cached.
    const admin = await app.request("/admin/faq", { headers: { cookie: session } });
    expect(admin.headers.get("x-page-cache")).toBe("bypass");
    expect(admin.headers.get("cache-control")).toBe("no-store");
  });

  it("never stores a response that sets a cookie", async () => {
    // The same build, with a page that sets a cookie on every GET.
    const about = build.routes["routes/about"];
    if (!about) throw new Error("no about route");
    const cookieBuild = {
      ...build,
      routes: {
        ...build.routes,
        "routes/about": { ...about, module: { ...about.module, headers: () => ({ "Set-Cookie": "seen=1; Path=/" }) } },
      },
    };
    const cookieApp = build.entry.module.createServer({ build: cookieBuild, db: test.db, config });
    for (let i = 0; i < 3; i++) {
      const { response, cache } = await get("/about?lang=en", {}, cookieApp);
      expect(response.headers.get("set-cookie")).toContain("seen=1");
      expect(cache).toBe("bypass");
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("cache-control")).toMatch(/private/);
    }
  });

  it("adds the locale cookie per request, never from the cache, and keeps such responses private", async () => {
    const first = await get("/testimonials?lang=th"); // no cookie yet: the marker is remembered
    expect(first.response.headers.get("set-cookie")).toMatch(/^i18n_redirected=th;/);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");
    const again = await get("/testimonials?lang=th", { cookie: "i18n_redirected=th" });
    expect(again.cache).toBe("hit");
    expect(again.response.headers.get("set-cookie")).toBeNull();
    expect(again.response.headers.get("cache-control")).toMatch(/^public/);
    const switched = await get("/testimonials?lang=th", { cookie: "i18n_redirected=en" });
    expect(switched.cache).toBe("hit");
    expect(switched.response.headers.get("set-cookie")).toMatch(/^i18n_redirected=th;/);
  });

  it("two locales never see each other's page", async () => {
    const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
    const cases: Array<[Record<string, string>, string]> = [
      [{ "accept-language": "th-TH,th;q=0.9" }, "th"],
      [{ "accept-language": "vi" }, "vi"],
      [{ "accept-language": "zh-TW" }, "zh-Hant-TW"],
      [{ "accept-language": "zh-CN" }, "zh-Hans-CN"],
      [{ cookie: "i18n_redirected=en", "accept-language": "th" }, "en-PH"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [headers, expected] of cases) {
        const { response, text, cache } = await get("/ranking_list", headers);
        expect(lang(text), JSON.stringify(headers)).toBe(expected);
        if (round === 1) expect(cache).toBe("hit");
        // Without a marker in the URL the page varies on Accept-Language too.
        expect(response.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
      }
    }
    const vi = await get("/study/usa?lang=vi");
    const th = await get("/study/usa?lang=th");
    expect(lang(vi.text)).toBe("vi");
    expect(lang(th.text)).toBe("th");
  });

  it("renders for the visitor alone when a cookie changes the page", async () => {
    await get("/countries/all/schools?lang=en");
    const anonymous = await get("/countries/all/schools?lang=en");
    expect(anonymous.cache).toBe("hit");
    const withShortlist = await get("/countries/all/schools?lang=en", { cookie: "shortlist=1.2" });
    expect(withShortlist.cache).toBe("bypass");
    expect(withShortlist.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(withShortlist.text).not.toBe(anonymous.text);
    // …and the next anonymous visitor still gets the anonymous page
    expect((await get("/countries/all/schools?lang=en")).text).toBe(anonymous.text);
  });

  it("answers HEAD from the cache with the headers of GET", async () => {
    await get("/search?lang=en", { "accept-encoding": "gzip" });
    const head = await app.request("/search?lang=en", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("etag")).toMatch(/-gz"$/);
    expect(await head.text()).toBe("");
  });
});
