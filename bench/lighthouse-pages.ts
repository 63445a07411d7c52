import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { startServerProcess } from "../tests/e2e/server-process.ts";
import { auditMs, type LighthouseResult, lighthouseReport, scoresOf } from "./lighthouse.ts";
import { benchPages, finalPath } from "./pages.ts";

/**
 * Lighthouse on some pages of `bench/pages.ts`, several runs each, with the figures that make
 * the performance score and the load average of the machine:
 * `node bench/lighthouse-pages.ts [runs] [page names…]` (all Lighthouse pages, 3 runs by default).
 * LIGHTHOUSE_OUT=<dir> keeps every report's JSON there; LIGHTHOUSE_SKIP_BUILD=1 measures build/ as it is
 * (to compare two kept builds).
 */
const [runsArg, ...names] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const pages = benchPages.filter((p) => p.lighthouse && (names.length === 0 || names.includes(p.name)));
if (process.env.LIGHTHOUSE_SKIP_BUILD !== "1") buildIfNeeded();
const server = await startServerProcess({
  DATABASE_URL:
    process.env.DATABASE_URL ?? `file:${join(mkdtempSync(join(tmpdir(), "studyway-lighthouse-")), "lh.db")}`,
});
const out = process.env.LIGHTHOUSE_OUT;
if (out) mkdirSync(out, { recursive: true });

/** The scores, and the figures the performance score is made of that the bench does not print. */
function summary(lhr: LighthouseResult) {
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details;
  const lcpNode =
    lcpElement?.type === "list" ? JSON.stringify(lcpElement.items[0]).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] : "";
  return {
    ...scoresOf(lhr),
    fcpMs: auditMs(lhr, "first-contentful-paint"),
    siMs: auditMs(lhr, "speed-index"),
    lcpNode,
  };
}

try {
  for (const listed of pages) {
    const path = await finalPath(server.url, listed.path);
    for (let run = 1; run <= runs; run++) {
      const load = (loadavg()[0] ?? 0).toFixed(2);
      // Lighthouse now and then loses the navigation in its trace (NO_NAVSTART): one more try.
      const lhr = await lighthouseReport(`${server.url}${path}`).catch((error: unknown) => {
        console.error(String(error));
        return lighthouseReport(`${server.url}${path}`);
      });
      if (out) writeFileSync(join(out, `${listed.name}-${run}.json`), JSON.stringify(lhr));
      console.log(JSON.stringify({ page: listed.name, run, load, ...summary(lhr) }));
    }
  }
} finally {
  await server.stop();
}
