import { crawlLocale } from "./crawl";

// Every route in one locale (tests/e2e/crawl.ts); one file per locale so the e2e workers share the crawl.
crawlLocale("tw");
