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
    // globals or the environment; each makes its own database), and both cores run files.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
