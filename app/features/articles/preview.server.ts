import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "~/.server/config";

/**
 * Draft previews are opened with a signed, expiring token: `<expiry>.<hmac>`, HMAC-SHA256 of
 * `article:<id>:<expiry>`. The key is PREVIEW_SECRET, or one generated on first use and kept in
 * DATA_DIR/preview-secret so every process of this installation agrees on it.
 */
export function previewSecret(config: Pick<Config, "PREVIEW_SECRET" | "DATA_DIR">): string {
  if (config.PREVIEW_SECRET) return config.PREVIEW_SECRET;
  const file = join(resolve(config.DATA_DIR), "preview-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

const sign = (secret: string, articleId: number, expiry: number) =>
  createHmac("sha256", secret).update(`article:${articleId}:${expiry}`).digest("base64url");

export function createPreviewToken(
  secret: string,
  articleId: number,
  ttlSeconds = 7 * 24 * 3600,
  now = Date.now(),
): string {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  return `${expiry}.${sign(secret, articleId, expiry)}`;
}

export function verifyPreviewToken(secret: string, articleId: number, token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const [expiryText, signature] = token.split(".");
  const expiry = Number(expiryText);
  if (!Number.isInteger(expiry) || !signature || expiry * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, articleId, expiry));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
