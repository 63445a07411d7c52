import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}"],
    // One migrated and seeded template database per run, copied by each file's createTestDatabase.
    globalSetup: ["./tests/global-setup-unit.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    // A worker keeps its module graph from one file to the next (no test file stubs modules,
    // globals or the environment; each makes its own database). Three files at a time on the two
    // cores: a file waits on its database part of the time (PostgreSQL: 31.8 s against 35.9 s with
    // two; SQLite 18.0 s against 21.5 s; docs/benchmarks.md, session 35).
    isolate: false,
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
