import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Fewer, larger shared chunks compress better than a dozen tiny ones: one for
            // React and React Router, one for the components every page shares
            // (docs/decisions/0006-client-chunks.md).
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id))
                return "framework";
              // Search highlighting serves one page: it stays with that route.
              if (/[Hh]ighlight/.test(id)) return undefined;
              // RouteMessages serves only the form routes; the home page budget has no room for it.
              if (/\/app\/(components|lib)\//.test(id) && !id.includes("RouteMessages")) return "shared";
              // Feature components shown on many pages (cards, blocks); the search popup stays lazy,
              // and the forms (with zod and the phone metadata) stay with their own routes.
              if (
                /\/app\/features\/.*\.tsx$/.test(id) &&
                !/SearchPopup|\/features\/(consultation|services|admin)\//.test(id)
              )
                return "shared";
              return undefined;
            },
          },
        },
      },
    },
  },
});
