import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import thCatalog from "~/locales/th.json";
import { createServer } from "./server";

let test: TestDatabase;
let app: ReturnType<typeof createServer>;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  test = await createTestDatabase();
  const config = loadConfig({ LOG_REQUESTS: "1" });
  app = createServer({
    build: async () => {
      throw new Error("the page renderer itself failed");
    },
    db: test.db,
    config,
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await test.destroy();
});

describe("JSON API", () => {
  it("answers in the language of the Lang header", async () => {
    const res = await app.request("/api/Home/countries", { headers: { Lang: "zh_cn" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { countries: Array<{ id: number; name: string }> };
    expect(body.countries.find((c) => c.id === 3)?.name).toBe("澳大利亚");
  });

  it("serves enrollments, colleges and classifications under their spec names", async () => {
    const enrollments = (await (await app.request("/api/Home/enrollments?country=1")).json()) as {
      school_enrollments: unknown[];
    };
    expect(enrollments.school_enrollments.length).toBeGreaterThan(0);
    const colleges = (await (await app.request("/api/Home/school_colleges")).json()) as { school_colleges: unknown[] };
    expect(colleges.school_colleges.length).toBeGreaterThan(30);
    for (const path of ["/api/Home/article_classifications", "/api/Home/classifications"]) {
      const body = (await (await app.request(path, { headers: { Lang: "th" } })).json()) as {
        classifications: Array<{ id: number; name: string }>;
      };
      expect(body.classifications.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(body.classifications[4]?.name).toBe("วีซ่า");
    }
  });

  it("rejects a bad parameter with a translated 400", async () => {
    const res = await app.request("/api/Home/enrollments?country=abc", { headers: { Lang: "en" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid value for “country”." });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await app.request("/api/Home/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("refuses oversized bodies", async () => {
    const res = await app.request("/api/Home/countries", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 10),
      headers: { Lang: "th" },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: thCatalog["error.payloadTooLarge"] });
  });
});

describe("server", () => {
  it("reports health once migrated", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends security headers; outside documents no inline script is allowed", async () => {
    const res = await app.request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("falls back to plain HTML with a link home when the error page cannot render", async () => {
    const res = await app.request("/anything", { headers: { cookie: "i18n_redirected=en" } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("An error occurred while showing the error page");
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain("the page renderer itself failed");
  });

  it("logs one line per request with status and duration", async () => {
    lines.length = 0;
    await app.request("/healthz");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
    expect(typeof lines[0]?.ms).toBe("number");
  });
});

describe("page form posts", () => {
  const forms = ["/consultation", "/service_submit", "/service_select", "/find_my_request", "/shortlist"];
  const more = ["/shortlist/reminders", "/admin/login", "/service_select/refine", "/consultation.data"];

  it("answers a post with no or another content type with a translated 415, before any page code runs", async () => {
    for (const path of [...forms, ...more]) {
      const none = await app.request(path, { method: "POST", headers: { cookie: "i18n_redirected=th" } });
      expect(none.status, `${path} without a content type`).toBe(415);
      expect(await none.text()).toBe(thCatalog["error.unsupportedMediaType"]);
      for (const type of ["text/plain", "application/json", "application/xml", "multipart/form-data", "x"]) {
        const res = await app.request(path, { method: "POST", headers: { "content-type": type }, body: "{}" });
        expect(res.status, `${path} as ${type}`).toBe(415);
      }
    }
  });

  it("answers a multipart body that does not parse with a translated 400", async () => {
    for (const path of forms) {
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=XYZ", cookie: "i18n_redirected=th" },
        body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\nabc',
      });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toBe(thCatalog["error.badRequest"]);
    }
  });

  it("lets form bodies through to the page (here: the renderer that fails)", async () => {
    const form = new FormData();
    form.append("email", "a@b.c");
    for (const body of [new URLSearchParams({ email: "a@b.c" }), form]) {
      const res = await app.request("/find_my_request", {
        method: "POST",
        body,
        headers: { cookie: "i18n_redirected=en" },
      });
      expect(res.status).toBe(500);
      expect(await res.text()).toContain("An error occurred while showing the error page");
    }
  });
});
