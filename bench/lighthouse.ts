import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

/** The whole report (lhr) of one run. */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Lighthouse's default (mobile, simulated throttling) run in Debian's Chromium: the whole report. */
export async function lighthouseReport(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (runWarnings.length) console.error(`Lighthouse warnings for ${url}: ${runWarnings.join("; ")}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The scores `npm run bench` prints for a page, read from a report. */
export function scoresOf({ categories, audits }: LighthouseResult): LighthouseScores {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: auditMs({ audits }, "largest-contentful-paint"),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: auditMs({ audits }, "total-blocking-time"),
  };
}

/** An audit's measured value in whole milliseconds (0 when the run did not measure it). */
export function auditMs({ audits }: Pick<LighthouseResult, "audits">, id: string): number {
  return Math.round(audits[id]?.numericValue ?? 0);
}

/** One run's scores for a page. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  return scoresOf(await lighthouseReport(url));
}
