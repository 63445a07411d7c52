import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.ts";

/**
 * `npm run preview-link -- <article id> [hours]`: prints a signed link that shows a draft
 * article (valid 7 days by default). PUBLIC_URL sets the origin of the printed link.
 */
const id = Number(process.argv[2]);
const hours = Number(process.argv[3] ?? 24 * 7);
if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(hours) || hours <= 0) {
  console.error("usage: npm run preview-link -- <article id> [hours valid, default 168]");
  process.exit(2);
}
buildIfNeeded();
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
const { loadConfig, previewSecret, createPreviewToken } = build.entry.module;
const config = loadConfig(process.env);
const token = createPreviewToken(previewSecret(config), id, Math.round(hours * 3600));
const origin: string = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
console.log(`${origin.replace(/\/$/, "")}/articles/${id}/preview?token=${token}`);
