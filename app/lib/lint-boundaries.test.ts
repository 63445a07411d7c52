import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The import rules of docs/decisions/0010 fire on a wrong-way import (run Biome on scratch files). */
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function lint(folder: string, source: string): string {
  const dir = mkdtempSync(join(folder, "lint-scratch-"));
  scratch.push(dir);
  const file = join(dir, "wrong-way.ts");
  writeFileSync(file, source);
  const result = spawnSync(join("node_modules", ".bin", "biome"), ["lint", file], { encoding: "utf8" });
  return `${result.stdout}${result.stderr}`;
}

describe("import boundaries", () => {
  it("refuses a feature import in the shared layer", () => {
    const out = lint("app/lib", 'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n');
    expect(out).toContain("noRestrictedImports");
  });
  it("refuses a feature import in the ground floor", () => {
    const out = lint(
      "app/.server/db",
      'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n',
    );
    expect(out).toContain("noRestrictedImports");
  });
  it("refuses a feature import in the ground floor's http folder, where the server was assembled once", () => {
    const out = lint(
      "app/.server/http",
      'import { listFaq } from "~/features/faq/faq.server";\nexport const x = listFaq;\n',
    );
    expect(out).toContain("noRestrictedImports");
  });
  it("refuses an entry-layer import in a feature", () => {
    const out = lint(
      "app/features/faq",
      'import { createServer } from "~/entry/server";\nexport const x = createServer;\n',
    );
    expect(out).toContain("noRestrictedImports");
  });
  it("lets a feature import the ground floor", () => {
    const out = lint(
      "app/features/faq",
      'import { notFound } from "~/.server/http/route-errors";\nexport const x = notFound;\n',
    );
    expect(out).not.toContain("noRestrictedImports");
  });
});
