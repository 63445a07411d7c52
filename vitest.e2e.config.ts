import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { CrawlFirstSequencer } from "./tests/e2e/sequencer.ts";
import { CHROMIUM_GONE } from "./tests/support/chromium.ts";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    setupFiles: ["./tests/e2e/setup.ts"],
    // A test that met a Chromium crash (the process died; tests/e2e/setup.ts starts a new one)
    // runs once more. Any other failure, a crash of our page's renderer included, is not retried.
    retry: { count: 1, condition: CHROMIUM_GONE },
    // One server is shared. A worker keeps its module graph from one file to the next (no e2e
    // file stubs modules, globals or the environment). Three files at a time on a 2-core machine:
    // a browser test waits on the server and on Chromium's other processes a good part of its
    // time, and with two workers the cores were idle for that part (docs/benchmarks.md).
    isolate: false,
    maxWorkers: 3,
    sequence: { sequencer: CrawlFirstSequencer },
    testTimeout: 60_000,
    // A poll waits for what a page or the server does next; with three workers on two cores a
    // form's answer took longer than Vitest's default of 5 s (request-tracking's revision notice,
    // once). A poll that never succeeds still fails, 15 s later. A test that must see a thing
    // quickly gives its own timeout.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
