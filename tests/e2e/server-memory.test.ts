import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Memory the server takes without being asked (docs/benchmarks.md, "Memory"). sharp (libvips:
 * about 30 MB and 4 threads) serves only the back office's image uploads: serving pages must
 * not load it. The launcher is plain JavaScript: the first TypeScript file Node runs loads its
 * type stripper (12-16 MB) for the life of the process.
 */
const linux = existsSync("/proc/self/maps");
let tmp: string;
let server: ServerProcess;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "studyway-memory-"));
  server = await startServerProcess({ DATABASE_URL: `file:${join(tmp, "memory.db")}` });
});
afterAll(async () => {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe("server launcher", () => {
  it("starts the server from plain JavaScript that imports no TypeScript", () => {
    const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string;
    expect(start).toMatch(/ scripts\/start\.mjs$/);
    expect(readFileSync("tests/e2e/server-process.ts", "utf8")).toContain('"scripts/start.mjs"');
    const launcher = readFileSync("scripts/start.mjs", "utf8");
    expect(launcher).not.toMatch(/(from|import\()\s*["'][^"']+\.tsx?["']/);
  });
});

describe.runIf(linux)("server memory", () => {
  it("serves public pages without loading the image library", async () => {
    for (const path of ["/?lang=tw", "/study/usa?lang=en", "/countries/all/schools?lang=vi", "/consultation?lang=th"]) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
    }
    const maps = readFileSync(`/proc/${server.child.pid}/maps`, "utf8");
    expect(maps).not.toMatch(/libvips/);
  });
});
