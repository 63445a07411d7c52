import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * axe's violations on the page as it is now, each as "rule: targets"; by default the serious and
 * critical ones, or every one.
 *
 * axe runs in the page's own frame (Playwright's "legacy mode") and collects violations only: the
 * pages embed no frame of their own (a video's YouTube frame is a third party's and comes only
 * after a click), and the default mode opens a second page on every run to merge the results of
 * frames, which made a run two to three times slower (docs/benchmarks.md). Every rule still runs.
 */
export async function axeViolations(page: Page, impacts: "serious" | "all" = "serious"): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations
    .filter((v) => impacts === "all" || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
