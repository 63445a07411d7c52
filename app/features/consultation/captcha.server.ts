import { randomBytes } from "node:crypto";
import svgCaptcha from "svg-captcha";
import type { Db } from "~/.server/db/database";

/** Challenges live in the database so any server instance can check any image. */
export const CAPTCHA_COOKIE = "captcha_id";
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaImage {
  id: string;
  svg: string;
}

/** A fresh challenge: 4 characters without look-alikes, drawn as paths (no text in the SVG). */
export async function createCaptcha(db: Db, now: Date = new Date()): Promise<CaptchaImage> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: "0oO1lIiLjJ",
    noise: 2,
    color: true,
    background: "#f4f6f8",
    width: 132,
    height: 48,
    fontSize: 52,
  });
  const id = randomBytes(18).toString("base64url");
  await db
    .insertInto("captcha_challenges")
    .values({
      id,
      answer: text.toLowerCase(),
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  // Expired challenges are only clutter: drop some on the way (cheap with the expires index).
  if (Math.random() < 0.05) {
    await db
      .deleteFrom("captcha_challenges")
      .where("expires_at", "<", new Date(now.getTime() - 3_600_000).toISOString())
      .execute();
  }
  const svg = data.replace("<svg ", '<svg role="img" aria-label="captcha" ');
  return { id, svg };
}

/**
 * Uses up a challenge and says whether the answer matched (case-insensitively). A challenge
 * answers once: right or wrong, a second try with the same id fails, and so does one older than
 * five minutes. Pass the transaction of the booking so a failed insert gives the challenge back.
 */
export async function consumeCaptcha(
  db: Db,
  id: string | undefined,
  answer: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!id || id.length > 64) return false;
  const row = await db
    .updateTable("captcha_challenges")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("answer")
    .executeTakeFirst();
  return row !== undefined && row.answer === answer.trim().toLowerCase();
}
