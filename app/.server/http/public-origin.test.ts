import { describe, expect, it } from "vitest";
import { loadConfig } from "~/.server/config";
import { publicRequest, siteOrigin } from "./public-origin";

const at = (host: string, extra: { forwardedHost?: string; forwardedProto?: string } = {}) => ({
  url: new URL(`http://${host}/consultation`),
  host,
  ...extra,
});

describe("PUBLIC_URL", () => {
  const config = loadConfig({
    PUBLIC_URL: "https://www.studyway.example",
    LOCALE_DOMAINS: "vi=www.studyway.vn,en=www.studyway.ph:8443",
  });

  it("gives every request on a configured host the public scheme", () => {
    expect(siteOrigin(config, at("www.studyway.example"))).toEqual({
      origin: "https://www.studyway.example",
      host: "www.studyway.example",
    });
    expect(siteOrigin(config, at("WWW.STUDYWAY.VN"))?.origin).toBe("https://www.studyway.vn");
    expect(siteOrigin(config, at("www.studyway.ph:8443"))?.origin).toBe("https://www.studyway.ph:8443");
    // A default port is the same host.
    expect(siteOrigin(config, at("www.studyway.example:443"))?.origin).toBe("https://www.studyway.example");
  });

  it("answers no other host, loopback and forged forwarded hosts included", () => {
    for (const host of ["evil.example", "127.0.0.1:3000", "localhost", "www.studyway.example.evil.example"]) {
      expect(siteOrigin(config, at(host)), host).toBeUndefined();
    }
    expect(siteOrigin(config, at("www.studyway.example", { forwardedHost: "evil.example" }))).toBeUndefined();
    expect(siteOrigin(config, at("www.studyway.example@evil.example"))).toBeUndefined();
    expect(siteOrigin(config, at("www.studyway.example/evil"))).toBeUndefined();
  });

  it("keeps its scheme whatever X-Forwarded-Proto says", () => {
    expect(siteOrigin(config, at("www.studyway.example", { forwardedProto: "http" }))?.origin).toBe(
      "https://www.studyway.example",
    );
  });

  it("is validated at start-up", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.studyway.example/" }).PUBLIC_URL).toBe("https://www.studyway.example");
    expect(loadConfig({ PUBLIC_URL: "https://127.0.0.1:8443" }).PUBLIC_URL).toBe("https://127.0.0.1:8443");
    for (const bad of ["www.studyway.example", "ftp://x.example", "https://x.example/site", "https://u:p@x.example"]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
    // A server listening beyond this machine must know its public origin.
    expect(() => loadConfig({ HOST: "0.0.0.0" })).toThrow(/PUBLIC_URL: must be set/);
    expect(loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "https://x.example" }).HOST).toBe("0.0.0.0");
  });
});

describe("without PUBLIC_URL (npm start, tests)", () => {
  const config = loadConfig({ LOCALE_DOMAINS: "vi=www.studyway.vn" });

  it("answers loopback hosts and locale domains in the request's own scheme", () => {
    expect(siteOrigin(config, at("127.0.0.1:3000"))?.origin).toBe("http://127.0.0.1:3000");
    expect(siteOrigin(config, at("localhost:5173"))?.origin).toBe("http://localhost:5173");
    expect(siteOrigin(config, at("[::1]:3000"))?.origin).toBe("http://[::1]:3000");
    expect(siteOrigin(config, at("www.studyway.vn"))?.origin).toBe("http://www.studyway.vn");
    expect(siteOrigin(config, at("127.0.0.1:3000", { forwardedProto: "https" }))?.origin).toBe(
      "https://127.0.0.1:3000",
    );
  });

  it("refuses any other host", () => {
    expect(siteOrigin(config, at("evil.example"))).toBeUndefined();
    expect(siteOrigin(config, at("127.0.0.1:3000", { forwardedHost: "evil.example" }))).toBeUndefined();
    expect(siteOrigin(config, at("127.0.0.1.evil.example"))).toBeUndefined();
  });
});

describe("publicRequest", () => {
  it("moves the request to the public origin with its method, headers and body", async () => {
    const request = new Request("http://www.studyway.example/admin/login?lang=en", {
      method: "POST",
      headers: { origin: "https://www.studyway.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    const moved = publicRequest(request, "https://www.studyway.example");
    expect(moved.url).toBe("https://www.studyway.example/admin/login?lang=en");
    expect(moved.method).toBe("POST");
    expect(moved.headers.get("origin")).toBe("https://www.studyway.example");
    expect(await moved.text()).toBe("email=a%40b.c&password=x");
    const same = new Request("https://www.studyway.example/");
    expect(publicRequest(same, "https://www.studyway.example")).toBe(same);
  });
});
