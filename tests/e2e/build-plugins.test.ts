import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build, type Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { routeCopies } from "../../scripts/route-copies";
import { routerTrim } from "../../scripts/router-trim";

/**
 * The two build plugins of the browser bundle (docs/decisions/0006-client-chunks.md), each on a
 * small build of its own: what they change, and the checks that stop the build when their
 * assumptions no longer hold.
 */
const root = realpathSync(mkdtempSync(join(tmpdir(), "studyway-build-plugins-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** An app of two routes sharing a card and a layout module; the chunks' code, by file name. */
async function buildApp(
  name: string,
  card: string,
  withPlugin: boolean,
  layoutSource = `import { shell } from "./components/Shell";\nexport const layout = shell;\n`,
): Promise<string[]> {
  const dir = join(root, name);
  const appDir = join(dir, "app");
  writeFiles(dir, {
    "app/components/Card.ts": card,
    "app/components/Shell.ts": `export const shell = () => "SHELL-MARK";\n`,
    "app/root.ts": layoutSource,
    "app/entry.client.ts": `import { layout } from "./root";\nconsole.log(layout());\n`,
    "app/routes/alpha.ts": `import { card } from "../components/Card";\nimport { shell } from "../components/Shell";\nexport default () => card("alpha") + shell();\n`,
    "app/routes/beta.ts": `import { card } from "../components/Card";\nimport { shell } from "../components/Shell";\nexport default () => card("beta") + shell();\n`,
  });
  const plugins: Plugin[] = withPlugin
    ? [routeCopies({ appDir, layout: [`${appDir}/entry.client.ts`, `${appDir}/root.ts`] })]
    : [];
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: {
          entry: `${appDir}/entry.client.ts`,
          alpha: `${appDir}/routes/alpha.ts`,
          beta: `${appDir}/routes/beta.ts`,
        },
        preserveEntrySignatures: "exports-only",
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((o) => ("output" in o ? o.output : [])).flatMap((c) => (c.type === "chunk" ? [c.code] : []));
}

const CARD = `export const card = (route) => "CARD-MARK-" + route;\n`;

describe("route copies (scripts/route-copies.ts)", () => {
  it("gives each public route its own copy of a shared component and keeps the layout's modules shared", async () => {
    const chunks = await buildApp("copies", CARD, true);
    expect(chunks.filter((code) => code.includes("CARD-MARK-")).length).toBe(2);
    expect(chunks.filter((code) => code.includes("SHELL-MARK")).length).toBe(1);
  });

  it("without it, the bundler would share the component in a chunk of its own (what the test above tells apart)", async () => {
    const chunks = await buildApp("plain", CARD, false);
    expect(chunks.filter((code) => code.includes("CARD-MARK-")).length).toBe(1);
  });

  it("stops the build when a module it would copy creates a context", async () => {
    const card = `const createContext = (value) => ({ value });\nexport const CardContext = createContext(null);\n${CARD}`;
    await expect(buildApp("context", card, true)).rejects.toThrow(/Card\.ts creates a context/);
  });

  it("stops the build when the layout loads a module in a way its source scan does not see", async () => {
    // Vite turns an eager glob into a static import the scan (import/from specifiers) cannot read.
    const glob = `const [shellModule] = Object.values(import.meta.glob("./components/Shell.ts", { eager: true }));\nexport const layout = shellModule.shell;\n`;
    await expect(buildApp("glob", CARD, true, glob)).rejects.toThrow(
      /Shell\.ts is loaded by the layout and copied for the route (alpha|beta)/,
    );
  });
});

describe("router trim (scripts/router-trim.ts)", () => {
  const load = routerTrim().load as (this: { error(message: string): never }, id: string) => string | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const real = "node_modules/react-router/dist/production/lib/router/instrumentation.js";

  it("replaces React Router's instrumentation module with a stand-in that exports the same names", () => {
    const standIn = load.call(context, realpathSync(real));
    expect(standIn).toContain("left out of the browser build");
    const names = (text: string) => [...text.matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1]).sort();
    const exported = /export\s*\{([^}]*)\}/
      .exec(readFileSync(real, "utf8"))?.[1]
      ?.split(",")
      .map((n) => n.trim());
    expect(names(standIn ?? "")).toEqual(exported?.sort());
  });

  it("leaves every other module alone", () => {
    expect(load.call(context, realpathSync("node_modules/react-router/dist/production/index.js"))).toBeNull();
  });

  it("stops the build when the module's exports change (a React Router upgrade)", () => {
    const changed = join(root, "node_modules/react-router/dist/production/lib/router/instrumentation.js");
    writeFiles(root, {
      "node_modules/react-router/dist/production/lib/router/instrumentation.js": readFileSync(real, "utf8").replace(
        /export\s*\{([^}]*)\}/,
        "export { $1, somethingNew }",
      ),
    });
    expect(() => load.call(context, changed)).toThrow(/update scripts\/router-trim\.ts/);
  });
});
