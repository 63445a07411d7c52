import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createPreviewToken, previewSecret, verifyPreviewToken } from "./preview.server";

describe("preview tokens", () => {
  const secret = "test-secret";
  it("accepts a fresh token for its article only", () => {
    const token = createPreviewToken(secret, 7);
    expect(verifyPreviewToken(secret, 7, token)).toBe(true);
    expect(verifyPreviewToken(secret, 8, token)).toBe(false);
    expect(verifyPreviewToken("other", 7, token)).toBe(false);
  });

  it("refuses expired, tampered and missing tokens", () => {
    const old = createPreviewToken(secret, 7, 60, Date.now() - 3600_000);
    expect(verifyPreviewToken(secret, 7, old)).toBe(false);
    const token = createPreviewToken(secret, 7);
    const [expiry, sig] = token.split(".");
    expect(verifyPreviewToken(secret, 7, `${Number(expiry) + 1000}.${sig}`)).toBe(false);
    expect(verifyPreviewToken(secret, 7, null)).toBe(false);
    expect(verifyPreviewToken(secret, 7, "garbage")).toBe(false);
  });

  it("keeps a generated secret in DATA_DIR so every process agrees", () => {
    const dir = mkdtempSync(join(tmpdir(), "studyway-preview-"));
    const first = previewSecret({ DATA_DIR: dir, PREVIEW_SECRET: undefined });
    expect(first.length).toBeGreaterThan(30);
    expect(previewSecret({ DATA_DIR: dir, PREVIEW_SECRET: undefined })).toBe(first);
    expect(previewSecret({ DATA_DIR: dir, PREVIEW_SECRET: "from-env" })).toBe("from-env");
  });
});
