import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of docs/decisions/0010 fire on a wrong-way import: Biome runs once on scratch
 * files written into the folders the rules are about, and each case reads its file's diagnostics.
 */
const cases = {
  shared: {
    folder: "app/lib",
    source: 'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n',
  },
  groundFloor: {
    folder: "app/.server/db",
    source: 'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n',
  },
  groundFloorHttp: {
    folder: "app/.server/http",
    source: 'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n',
  },
  featureImportsEntry: {
    folder: "app/features/home",
    source: 'import { createServer } from "~/entry/server";\nexport const x = createServer;\n',
  },
  feature: {
    folder: "app/features/faq",
    source: 'import { notFound } from "~/.server/http/route-errors";\nexport const x = notFound;\n',
  },
} as const;
type Case = keyof typeof cases;

const scratch: Array<{ dir: string; folder: string; mtime: Date; atime: Date }> = [];
const rules = new Map<Case, string[]>();

beforeAll(() => {
  const files = new Map<string, Case>();
  for (const [name, { folder, source }] of Object.entries(cases) as Array<[Case, (typeof cases)[Case]]>) {
    const { mtime, atime } = statSync(folder);
    const dir = mkdtempSync(join(folder, "lint-scratch-"));
    scratch.push({ dir, folder, mtime, atime });
    const file = join(dir, "wrong-way.ts");
    writeFileSync(file, source);
    files.set(resolve(file), name);
    rules.set(name, []);
  }
  const result = spawnSync(join("node_modules", ".bin", "biome"), ["lint", "--reporter=github", ...files.keys()], {
    encoding: "utf8",
  });
  // One line per diagnostic: ::error title=lint/style/noRestrictedImports,file=/abs/path,line=…::message
  for (const line of result.stdout.split("\n")) {
    const match = /^::\w+ title=([^,]+),file=([^,]+),/.exec(line);
    const name = match && files.get(resolve(match[2] as string));
    if (name) rules.get(name)?.push(match[1] as string);
  }
  if (result.status !== 0 && ![...rules.values()].some((found) => found.length))
    throw new Error(`biome lint failed: ${result.stdout}${result.stderr}`);
});
afterAll(() => {
  for (const { dir, folder, mtime, atime } of scratch) {
    rmSync(dir, { recursive: true, force: true });
    // The folder's time as it was: a scratch file is no source change (scripts/build-if-needed.ts).
    utimesSync(folder, atime, mtime);
  }
});

describe("import boundaries", () => {
  it("refuses a feature import in the shared layer", () => {
    expect(rules.get("shared")).toContain("lint/style/noRestrictedImports");
  });
  it("refuses a feature import in the ground floor", () => {
    expect(rules.get("groundFloor")).toContain("lint/style/noRestrictedImports");
  });
  it("refuses a feature import in the ground floor's http folder, where the server was assembled once", () => {
    expect(rules.get("groundFloorHttp")).toContain("lint/style/noRestrictedImports");
  });
  it("refuses an entry-layer import in a feature", () => {
    expect(rules.get("featureImportsEntry")).toContain("lint/style/noRestrictedImports");
  });
  it("lets a feature import the ground floor", () => {
    expect(rules.get("feature")).toEqual([]);
  });
});
