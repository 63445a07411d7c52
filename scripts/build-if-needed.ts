import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "public",
  "vite.config.ts",
  "scripts/precompress.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the app when there is no build or a source file is newer than it. */
export function buildIfNeeded(root = process.cwd()): void {
  const output = join(root, "build/server/index.js");
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built >= changed) return;
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  const cli = join(root, "node_modules/@react-router/dev/bin.cjs");
  // Always a production build: under Vitest NODE_ENV is "test", which would ship React's
  // development build to the browser.
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: root,
    // Build output goes to stderr: scripts such as preview-link print their result on stdout.
    stdio: ["ignore", 2, 2],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `node scripts/build-if-needed.ts`: what `npm start` runs before it starts the server (scripts/start.mjs).
if (import.meta.main) buildIfNeeded();
