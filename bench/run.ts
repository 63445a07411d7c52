import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { startServerProcess } from "../tests/e2e/server-process.ts";
import { measureBookingLoad } from "./booking-load.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measurePageWeight } from "./page-weight.ts";
import { benchPages, finalPath, loadPages } from "./pages.ts";
import { measureCacheMemory, measureSsrAb } from "./ssr-ab.ts";

/**
 * `npm run bench`: starts the production build on 127.0.0.1 with a fresh database (SQLite, or
 * the PostgreSQL of DATABASE_URL) and prints one JSON line per measurement.
 * BENCH_SECONDS sets the load duration (default 10); BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse;
 * BENCH_SKIP_DATA_SCALE=1 skips the 20,000-school / 5,000-article query figures;
 * BENCH_SKIP_BOOKINGS=1 skips the booking load test (BENCH_BOOKING_SECONDS sets its length);
 * BENCH_SKIP_MAIL=1 skips the mail drain and hanging-SMTP figures (BENCH_MAILS, BENCH_HANG_SECONDS).
 */
buildIfNeeded();
const tmp = mkdtempSync(join(tmpdir(), "studyway-bench-"));
const databaseUrl = process.env.DATABASE_URL ?? `file:${join(tmp, "bench.db")}`;
// Every bench client comes from 127.0.0.1: the per-address limits would turn the booking load
// test into a 429 test.
const server = await startServerProcess({
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
  RATE_LIMIT_FAILED_SUBMISSIONS_PER_MINUTE: "1000000",
  RATE_LIMIT_CAPTCHAS_PER_MINUTE: "1000000",
});
const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
const engine = databaseUrl.startsWith("postgres") ? "postgres" : "sqlite";

try {
  const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
  for (const listed of benchPages) {
    const page = { ...listed, path: await finalPath(server.url, listed.path) };
    const url = `${server.url}${page.path}`;
    const weight = await measurePageWeight(url);
    let lighthouse: unknown;
    if (page.lighthouse && !skipLighthouse) {
      lighthouse = await runLighthouse(url).catch((error: unknown) => ({ error: String(error) }));
    }
    print({ kind: "page", page: page.name, path: page.path, ...weight, ...(lighthouse ? { lighthouse } : {}) });
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const underLoad = await Promise.all(
    loadPages.map(async (p) => ({ ...p, path: await finalPath(server.url, p.path) })),
  );
  await measureSsrAb(server.url, underLoad, seconds, print, { engine, seconds, connections: 20 });
  await measureCacheMemory(server.url, server.child.pid, print, { engine });
  // Issue 6: 50 visitors booking consultations for 20 s (BENCH_BOOKING_SECONDS).
  if (process.env.BENCH_SKIP_BOOKINGS !== "1") {
    const bookingSeconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 20);
    print({ kind: "booking-load", engine, ...(await measureBookingLoad(server.url, databaseUrl, 50, bookingSeconds)) });
  }
} catch (error) {
  // A failed measurement: say whether the server died, and what it said last.
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    console.error(
      `server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-4000)}`,
    );
  }
  throw error;
} finally {
  await server.stop();
}

// Data scale: 20,000 schools and 5,000 articles, measured on the same engine (see the task), and
// the mail outbox's drain rate and recovery from a hanging SMTP server (bench/mail-drain.task.ts).
const tasks = [
  ...(process.env.BENCH_SKIP_DATA_SCALE !== "1" ? ["bench/data-scale.task.ts", "bench/word-count.task.ts"] : []),
  ...(process.env.BENCH_SKIP_MAIL !== "1" ? ["bench/mail-drain.task.ts"] : []),
];
if (tasks.length > 0) {
  const out = join(tmp, "tasks.jsonl");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.bench.config.ts", "--reporter=dot", ...tasks],
    { env: { ...process.env, BENCH_OUT: out }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) console.error("data-scale or mail-drain benchmark failed");
  else for (const line of readFileSync(out, "utf8").split("\n").filter(Boolean)) console.log(line);
}
rmSync(tmp, { recursive: true, force: true });
