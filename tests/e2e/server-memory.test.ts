import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Memory the server takes without being asked (docs/benchmarks.md, "Memory"). sharp (libvips:
 * about 30 MB and 4 threads) serves only the back office's image uploads: serving pages must
 * not load it. (The launcher's flags and language: start-flags.test.ts.)
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
