import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { validBooking } from "../support/consultation";
import { baseURL } from "./browser";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * The public origin comes from configuration only (PUBLIC_URL, LOCALE_DOMAINS): a forged Host or
 * X-Forwarded-Host never reaches a mail, a canonical link, the sitemap, robots.txt or RSS.
 */
const PUBLIC = "https://www.studyway.example";
const VI = "https://www.studyway.vn";
const EVIL = "evil.example";

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    PUBLIC_URL: PUBLIC,
    LOCALE_DOMAINS: "vi=www.studyway.vn",
    // The test talks to the server from 127.0.0.1, which is not the proxy: its X-Forwarded-* are
    // the client's own word, as an attacker's would be.
    TRUST_PROXY: "10.0.0.0/8",
  });
});
afterAll(async () => {
  await server?.stop();
  await database?.destroy();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, not fetch: fetch does not let a caller choose the Host header. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const publicHost = { host: "www.studyway.example" };
/** A legitimate Host, with the forwarded headers an attacker adds. */
const forged = { ...publicHost, "x-forwarded-host": EVIL, "x-forwarded-proto": "http", "x-forwarded-for": "10.0.0.1" };

async function captcha(headers: Record<string, string>) {
  const res = await send(`${server.url}/api/upschools/verify-image`, { headers });
  const cookie = String(res.headers["set-cookie"] ?? "");
  const id = /captcha_id=([^;]+)/.exec(cookie)?.[1] ?? "";
  const { answer } = await database.db
    .selectFrom("captcha_challenges")
    .select("answer")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { cookie: `captcha_id=${id}`, answer, setCookie: cookie, res };
}

/** A booking from the Philippines, in English (the public host's language here). */
const englishBooking = (captcha: string, email: string) =>
  validBooking({ captcha, email, office: "philippines", phone: "0917 123 4567", contact_method: "phone" });

const mailsTo = (email: string) =>
  database.db
    .selectFrom("mail_outbox")
    .select(["topic", "text_body", "html_body"])
    .where("recipient", "=", email)
    .orderBy("id")
    .execute();

describe("behind an https proxy (PUBLIC_URL=https://…)", () => {
  it("accepts a sign-in form posted from the https page (the issue's curl: was 400) and still refuses a foreign Origin", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const body = "email=a%40b.c&password=x";
    const signIn = (origin: string) =>
      send(`${server.url}/admin/login`, {
        method: "POST",
        headers: {
          ...form,
          ...publicHost,
          "x-forwarded-proto": "https",
          "x-forwarded-host": "www.studyway.example",
          origin,
        },
        body,
      });
    // Wrong password: the action ran and refused the credentials.
    expect((await signIn(PUBLIC)).status).toBe(401);
    expect((await signIn("https://evil.example")).status).toBe(400);
    expect((await signIn("http://www.studyway.example")).status).toBe(400);
  });

  it("marks cookies Secure and sends Strict-Transport-Security", async () => {
    const { setCookie, res } = await captcha(publicHost);
    expect(setCookie).toMatch(/; Secure/);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("takes the client address from the proxy only: a rotating X-Forwarded-For does not escape the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(`${server.url}/admin/login`, {
        method: "POST",
        headers: {
          ...publicHost,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `198.51.100.${i}`,
        },
        body: "email=rotate%40b.c&password=x",
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("a host that is not configured", () => {
  it("is sent to the public origin, never echoed", async () => {
    for (const path of [
      "/",
      "/sitemap.xml",
      "/robots.txt",
      "/rss.xml",
      "/consultation?lang=en",
      "/api/Home/countries",
    ]) {
      const res = await send(`${server.url}${path}`, { headers: { host: EVIL } });
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(`${PUBLIC}${path}`);
      expect(res.body).not.toContain(EVIL);
    }
  });

  it("cannot book or ask for a request link: refused, nothing stored or mailed", async () => {
    const email = `forged-host-${Date.now()}@example.com`;
    const { cookie, answer } = await captcha(publicHost);
    const booking = await send(`${server.url}/api/Home/add_inq`, {
      method: "POST",
      headers: { host: EVIL, "content-type": "application/json", cookie, lang: "en" },
      body: JSON.stringify(englishBooking(answer, email)),
    });
    expect(booking.status).toBe(400);
    expect(booking.body).not.toContain(EVIL);
    const find = await send(`${server.url}/find_my_request`, {
      method: "POST",
      headers: { host: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: `reference=C-1&email=${encodeURIComponent(email)}`,
    });
    expect(find.status).toBe(400);
    const stored = await database.db.selectFrom("consultations").select("id").where("email", "=", email).execute();
    expect(stored).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("without PUBLIC_URL is refused (the shared test server on 127.0.0.1)", async () => {
    const res = await send(`${baseURL()}/`, { headers: { host: EVIL } });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain(EVIL);
    expect((await send(`${baseURL()}/healthz`, { headers: { host: EVIL } })).status).toBe(200);
  });
});

describe("forged X-Forwarded-Host from a client that is not the proxy", () => {
  it("the mails of a booking and of find_my_request name the public origin", async () => {
    const email = `forged-forwarded-${Date.now()}@example.com`;
    const { cookie, answer } = await captcha(forged);
    const booking = await send(`${server.url}/api/Home/add_inq`, {
      method: "POST",
      headers: { ...forged, "content-type": "application/json", cookie, lang: "en" },
      body: JSON.stringify(englishBooking(answer, email)),
    });
    expect(booking.status, booking.body).toBe(200);
    const { reference } = JSON.parse(booking.body) as { reference: string };
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.text_body).toMatch(new RegExp(`${PUBLIC}/my_request/[A-Za-z0-9_-]{43}`));
    expect(`${confirmation?.text_body}${confirmation?.html_body}`).not.toContain(EVIL);

    const find = await send(`${server.url}/find_my_request?lang=en`, {
      method: "POST",
      headers: { ...forged, "content-type": "application/x-www-form-urlencoded", origin: PUBLIC },
      body: `reference=${reference}&email=${encodeURIComponent(email)}`,
    });
    expect(find.status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const link = mails[1];
    expect(link?.text_body).toMatch(new RegExp(`${PUBLIC}/my_request/[A-Za-z0-9_-]{43}`));
    expect(`${link?.text_body}${link?.html_body}`).not.toContain(EVIL);
  });

  it("canonical, hreflang, structured data, sitemap, robots and RSS name only the configured hosts", async () => {
    const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/([a-z0-9.-]+(?::\d+)?)/gi)].map((m) => m[1]);
    const configured = new Set(["www.studyway.example", "www.studyway.vn"]);
    for (const path of ["/?lang=en", "/sitemap.xml", "/robots.txt", "/rss.xml"]) {
      const res = await send(`${server.url}${path}`, { headers: forged });
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toContain(EVIL);
      const ours = urlsIn(res.body).filter((host) => host?.includes("studyway"));
      expect(ours.length, path).toBeGreaterThan(0);
      for (const host of ours) expect(configured.has(host ?? ""), `${path}: ${host}`).toBe(true);
    }
    const home = await send(`${server.url}/?lang=en`, { headers: forged });
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC}/?lang=en"`);
    expect(home.body).toContain(`hrefLang="vi" href="${VI}/"`);
    expect(home.body).not.toMatch(/http:\/\/www\.studyway/);
  });
});
