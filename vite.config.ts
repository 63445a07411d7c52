import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
/** The modules every document loads: the browser entry and the root route (the site's layout). */
const EVERY_PAGE = ["entry.client.tsx", "root.tsx"].map((file) =>
  fileURLToPath(new URL(`./app/${file}`, import.meta.url)),
);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** What the entry and the root route import statically, directly or not (dynamic imports stay lazy). */
function staticClosure(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [...EVERY_PAGE];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let everyPage: Set<string> | undefined;
/** Each build computes its own closure (the config object outlives a build under `vite build --watch`). */
const forgetClosure = {
  name: "studyway:every-page-closure",
  buildStart() {
    everyPage = undefined;
  },
};

export default defineConfig({
  plugins: [reactRouter(), forgetClosure, precompress()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Two chunks every page loads: React and React Router, and the site's layout (what the
            // entry and the root route import). Everything else stays with the routes that use it:
            // a page downloads only its own components (docs/decisions/0006-client-chunks.md).
            manualChunks(id: string, graph: ModuleGraph) {
              if (FRAMEWORK.test(id)) return "framework";
              everyPage ??= staticClosure(graph);
              return everyPage.has(id) ? "shared" : undefined;
            },
          },
        },
      },
    },
  },
});
