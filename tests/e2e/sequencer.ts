import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (files that failed or took longest in the last run first; on a fresh clone,
 * whose cache is empty, the largest files first), with the crawl of every locale
 * (crawl-*.test.ts: the longest files, though among the smallest) always at the front, so that
 * the two workers share them and no long file starts last.
 */
export class CrawlFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isCrawl = (spec: TestSpecification) => /[/\\]crawl-[\w-]+\.test\.ts$/.test(spec.moduleId);
    return [...sorted.filter(isCrawl), ...sorted.filter((spec) => !isCrawl(spec))];
  }
}
