import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildIfNeeded } from "./build-if-needed.ts";

/**
 * `npm test`: unit and integration tests, then a production build, then the end-to-end suite
 * in Debian's Chromium. Runs against SQLite, or against PostgreSQL when DATABASE_URL is set.
 * Prints the time of each phase (unit, build, e2e), then ends with one plain line:
 * "tests: N passed, N failed".
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

const phases: Array<[string, number]> = [];
function timed<T>(phase: string, run: () => T): T {
  const started = performance.now();
  try {
    return run();
  } finally {
    phases.push([phase, performance.now() - started]);
  }
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const unit = timed("unit", () => runSuite("unit", []));
timed("build", () => buildIfNeeded());
const e2e = timed("e2e", () => runSuite("e2e", ["--config", "vitest.e2e.config.ts"]));

const passed = (unit.summary?.numPassedTests ?? 0) + (e2e.summary?.numPassedTests ?? 0);
const failed = (unit.summary?.numFailedTests ?? 0) + (e2e.summary?.numFailedTests ?? 0);
const ok = unit.ok && e2e.ok && passed > 0;
console.log("\ntime per phase:");
for (const [phase, ms] of phases) console.log(`  ${phase.padEnd(6)}${seconds(ms).padStart(9)}`);
console.log(`  ${"total".padEnd(6)}${seconds(phases.reduce((sum, [, ms]) => sum + ms, 0)).padStart(9)}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
