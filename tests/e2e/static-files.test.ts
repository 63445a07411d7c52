import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress";
import { baseURL } from "./browser";

/** The build's files as the browser gets them: compressed once at build time, cached for good when hashed. */
async function assetOf(path: string): Promise<string> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  // React, React Router and the layout share the browser entry's file (vite.config.ts).
  const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  if (!asset) throw new Error("no entry chunk in the page");
  return asset;
}

describe("static files", () => {
  it("send a hashed script as brotli or gzip written at build time, cached immutably", async () => {
    const asset = await assetOf("/?lang=en");
    const plain = Buffer.from(
      await (await fetch(`${baseURL()}${asset}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    const onDisk = readFileSync(join("build/client", asset));
    expect(plain.equals(onDisk)).toBe(true);

    const br = await fetch(`${baseURL()}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    // fetch decodes the body: it is the same script, and the wire size is the brotli file's.
    expect(Buffer.from(await br.arrayBuffer()).equals(onDisk)).toBe(true);
    expect(Number(br.headers.get("content-length"))).toBe(readFileSync(join("build/client", `${asset}.br`)).byteLength);

    const gz = await fetch(`${baseURL()}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("cache other public files for an hour, and never a missing asset", async () => {
    const manifest = await fetch(`${baseURL()}/site.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=3600");
    const missing = await fetch(`${baseURL()}/assets/entry.client-missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});

describe("precompressDir", () => {
  const dir = mkdtempSync(join(tmpdir(), "studyway-precompress-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies of text files worth compressing, and nothing else", async () => {
    const script = "export const greeting = 'สวัสดี';\n".repeat(200);
    writeFileSync(join(dir, "app.js"), script);
    writeFileSync(join(dir, "tiny.css"), "a{color:red}");
    writeFileSync(join(dir, "photo.webp"), Buffer.alloc(4096, 7));
    const totals = await precompressDir(dir);
    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "app.js.gz"))).toString()).toBe(script);
    expect(() => readFileSync(join(dir, "tiny.css.br"))).toThrow();
    expect(() => readFileSync(join(dir, "photo.webp.br"))).toThrow();
  });
});
