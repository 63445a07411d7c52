import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { type ModuleGraph, routeCopies, staticClosure } from "./scripts/route-copies.ts";
import { routerTrim } from "./scripts/router-trim.ts";

const APP = fileURLToPath(new URL("./app", import.meta.url));
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/** The modules every document loads: the browser entry and the root route (the site's layout). */
const EVERY_PAGE = ["entry.client.tsx", "root.tsx"].map((file) => `${APP}/${file}`);

let everyPage: Set<string> | undefined;
/** Each build computes its own closure (the config object outlives a build under `vite build --watch`). */
const forgetClosure = {
  name: "studyway:every-page-closure",
  buildStart() {
    everyPage = undefined;
  },
};

export default defineConfig({
  plugins: [
    routerTrim(),
    routeCopies({ appDir: APP, layout: EVERY_PAGE }),
    reactRouter(),
    forgetClosure,
    precompress(),
  ],
  resolve: { alias: { "~": APP } },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // One chunk every page loads: React, React Router and the site's layout (what the entry
            // and the root route import). Everything else stays with the route that uses it, each
            // public route with its own copy of the components it shares with others
            // (scripts/route-copies.ts): a page loads three files (docs/decisions/0006-client-chunks.md).
            manualChunks(id: string, graph: ModuleGraph) {
              everyPage ??= staticClosure(graph, EVERY_PAGE);
              return FRAMEWORK.test(id) || everyPage.has(id) ? "framework" : undefined;
            },
          },
        },
      },
    },
  },
});
