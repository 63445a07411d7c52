import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const INSTRUMENTATION = /[\\/]react-router[\\/]dist[\\/][a-z]+[\\/]lib[\\/]router[\\/]instrumentation\.js$/;
/** What the module exports in react-router 8.4: the stand-in below must provide exactly these. */
const EXPORTS = [
  "consumeInstrumentationClientResultMetaReceiver",
  "getRouteInstrumentationUpdates",
  "instrumentClientSideRouter",
  "instrumentHandler",
  "instrumentationResultMetaContext",
];

const STAND_IN = `import { createContext } from "./utils.js";
const unused = () => {
  throw new Error("React Router instrumentations are left out of the browser build (scripts/router-trim.ts)");
};
export const instrumentationResultMetaContext = createContext();
export function consumeInstrumentationClientResultMetaReceiver() {}
export const getRouteInstrumentationUpdates = unused;
export const instrumentClientSideRouter = unused;
export const instrumentHandler = unused;
`;

/**
 * Leaves React Router's instrumentation code (`unstable_instrumentations`: ~1.2 KB of gzipped
 * JavaScript on every page) out of the browser build. The site passes no instrumentations to
 * `<HydratedRouter>`, so the router never calls it: it only checks that none were given. Were
 * some passed one day, the stand-in throws at start-up instead of ignoring them. The server build
 * keeps the real module. The build stops when the module's exports change (a React Router
 * upgrade): check the stand-in against the new version then.
 */
export function routerTrim(): Plugin {
  return {
    name: "studyway:router-trim",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (!INSTRUMENTATION.test(id)) return null;
      const source = readFileSync(id, "utf8");
      const exported =
        /export\s*\{([^}]*)\}/
          .exec(source)?.[1]
          ?.split(",")
          .map((name) => name.trim()) ?? [];
      if (exported.filter(Boolean).sort().join() !== [...EXPORTS].sort().join()) {
        this.error(`react-router's ${id} exports ${exported.join(", ")}: update scripts/router-trim.ts`);
      }
      return STAND_IN;
    },
  };
}
