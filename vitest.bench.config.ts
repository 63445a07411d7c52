import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Runs bench/*.task.ts with the app's module resolution (used by `npm run bench`). */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["bench/**/*.task.ts"], testTimeout: 600_000, hookTimeout: 600_000 },
});
