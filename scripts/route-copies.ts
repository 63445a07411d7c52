import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** The query that marks a route's own copy of a module: `Card.tsx?route-copy=home`. */
export const ROUTE_COPY = "route-copy";

/**
 * Every static import and export-from specifier of a source file, type-only ones too (more is
 * safer here). Dynamic imports are not followed: they load later, in chunks of their own.
 */
const SPECIFIER = /\b(?:from|import)\s*["']([^"']+)["']/g;

/** A call that makes a React context (or a React Router one): it must exist once, so never in a copy. */
const CREATES_CONTEXT = /\bcreateContext\s*[<(]/;

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** What the given modules import statically, directly or not, themselves included (dynamic imports stay lazy). */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

interface Resolver {
  resolve(source: string, importer?: string, options?: { skipSelf?: boolean }): Promise<{ id: string } | null>;
}

/**
 * Gives each public route of the client build its own copy of the app modules it imports, so
 * that a page loads one file of its own instead of a chunk per group of routes sharing a card
 * (docs/decisions/0006-client-chunks.md). Never copied: what the layout (the browser entry and
 * the root route) imports, which holds the contexts and is loaded once by every page; packages;
 * `.server` modules; route modules; the back office's routes (they keep the bundler's chunks).
 *
 * A copy is a module of its own: a module-level cache exists once per route, and a React
 * context created in a copied module would not reach another route. A context belongs in the
 * layout: the build stops when a module it would copy creates one.
 */
export function routeCopies({ appDir, layout }: { appDir: string; layout: string[] }): Plugin {
  const routesDir = `${appDir}/routes/`;
  const ownCode = (id: string) =>
    id.startsWith(`${appDir}/`) && /\.(ts|tsx)$/.test(id) && !/\.server\.|[\\/]\.server[\\/]/.test(id);
  let layoutModules: Promise<Set<string>> | undefined;

  /** What the layout imports statically within the app, read from the sources (an over-approximation). */
  async function scanLayout(resolver: Resolver): Promise<Set<string>> {
    const seen = new Set<string>();
    const queue = [...layout];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        // Server-only modules never reach the browser (the React Router plugin refuses to resolve them for it).
        if (/\.server\b/.test(specifier)) continue;
        const resolved = await resolver.resolve(specifier, file, { skipSelf: true });
        const id = resolved?.id.split("?")[0];
        if (id && ownCode(id)) queue.push(id);
      }
    }
    return seen;
  }

  /** The public route a module belongs to: a route module itself, or a copy made for it. */
  function ownerOf(importer: string): string | undefined {
    const [path, query] = importer.split("?", 2);
    if (path === undefined) return undefined;
    if (query !== undefined) return new URLSearchParams(query).get(ROUTE_COPY) ?? undefined;
    if (!path.startsWith(routesDir)) return undefined;
    const route = path.slice(routesDir.length).replace(/\.(ts|tsx)$/, "");
    return route.includes("/") ? undefined : route; // routes/admin/* and other folders: left alone
  }

  return {
    name: "studyway:route-copies",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      layoutModules = undefined;
    },
    async resolveId(source, importer) {
      if (!importer) return null;
      const owner = ownerOf(importer);
      if (owner === undefined) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.external || !ownCode(resolved.id) || resolved.id.startsWith(routesDir)) return resolved;
      layoutModules ??= scanLayout(this);
      if ((await layoutModules).has(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?${ROUTE_COPY}=${owner}` };
    },
    transform(code, id) {
      if (!id.includes(`?${ROUTE_COPY}=`) || !CREATES_CONTEXT.test(code)) return null;
      this.error(
        `${id.split("?")[0]} creates a context, and public routes each get their own copy of it: ` +
          "create it in a module the layout (entry.client.tsx, root.tsx) imports (scripts/route-copies.ts)",
      );
    },
    buildEnd(error) {
      if (error) return;
      // The source scan decided what the layout loads; the module graph now says it. A module the
      // layout loads and a route also has a copy of would exist twice (two states, two contexts).
      const loaded = staticClosure(this, layout);
      for (const id of this.getModuleIds()) {
        const [path = "", query] = id.split("?", 2);
        const owner = query === undefined ? null : new URLSearchParams(query).get(ROUTE_COPY);
        if (owner && loaded.has(path)) {
          this.error(
            `${path} is loaded by the layout and copied for the route ${owner}: the source scan of ` +
              "scripts/route-copies.ts did not see how the layout imports it (write it as a static import)",
          );
        }
      }
    },
  };
}
