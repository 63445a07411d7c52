import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_GLIBC_TUNABLES, SERVER_LAUNCHER, SERVER_NODE_FLAGS } from "./server-process";

/**
 * The tests and the benchmark start the server as `npm start` does: the memory figures of
 * docs/benchmarks.md hold for the command a deployment runs only if both use the same flags.
 */
describe("the server's start flags", () => {
  const start: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;

  it("npm start uses the launcher's node flags and malloc tunables", () => {
    expect(start).toContain(`GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES} `);
    const command = `node ${SERVER_NODE_FLAGS.join(" ")} ${SERVER_LAUNCHER}`;
    expect(start.slice(-command.length)).toBe(command);
  });

  it("the launcher is plain JavaScript that imports no TypeScript (Node would keep its type stripper loaded)", () => {
    expect(SERVER_LAUNCHER).toMatch(/\.mjs$/);
    expect(readFileSync(SERVER_LAUNCHER, "utf8")).not.toMatch(/(from|import\()\s*["'][^"']+\.tsx?["']/);
  });

  it("the README names the same settings", () => {
    const readme = readFileSync("README.md", "utf8").replace(/\s+/g, " ");
    expect(readme).toContain(`GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}`);
    expect(readme).toContain(SERVER_NODE_FLAGS.join(" "));
  });
});
