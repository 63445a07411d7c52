import { randomInt } from "node:crypto";

// Crockford's base32 without look-alikes, so a reference can be read over the phone.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `C-261121-7KQ4M2`: a prefix (C booking, S order), the UTC date and 30 random bits. */
export function newReference(prefix: string, now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${date}-${suffix}`;
}
