import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildIfNeeded } from "./build-if-needed.ts";

/**
 * `npm test`: unit and integration tests, then a production build, then the end-to-end suite
 * in Debian's Chromium. Runs against SQLite, or against PostgreSQL when DATABASE_URL is set.
 * Ends with one plain line: "tests: N passed, N failed".
 */
const resultsDir = ".test-results";
mkdirSync(resultsDir, { recursive: true });
const vitest = join("node_modules", "vitest", "vitest.mjs");

interface Summary {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
}

function runSuite(name: string, extraArgs: string[]): { ok: boolean; summary: Summary | undefined } {
  const output = join(resultsDir, `${name}.json`);
  console.log(`\n== ${name} tests (${process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite"}) ==`);
  const result = spawnSync(
    process.execPath,
    [vitest, "run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
    { stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" } },
  );
  let summary: Summary | undefined;
  try {
    summary = JSON.parse(readFileSync(output, "utf8")) as Summary;
  } catch {
    summary = undefined;
  }
  return { ok: result.status === 0, summary };
}

const unit = runSuite("unit", []);
buildIfNeeded();
const e2e = runSuite("e2e", ["--config", "vitest.e2e.config.ts"]);

const passed = (unit.summary?.numPassedTests ?? 0) + (e2e.summary?.numPassedTests ?? 0);
const failed = (unit.summary?.numFailedTests ?? 0) + (e2e.summary?.numFailedTests ?? 0);
const ok = unit.ok && e2e.ok && passed > 0;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
