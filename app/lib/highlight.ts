/** Folds one character the way search does (case and accents; Thai kept), for highlighting. */
function foldChar(ch: string): string {
  if (/\p{Script=Thai}/u.test(ch)) return ch;
  return ch
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();
}

/**
 * Splits text into plain and matching parts, matching the query case- and accent-insensitively
 * ("thi thuc" marks "thị thực"). Returns alternating segments; odd ones are matches. `foldMore`
 * folds further what search folds on the server (Traditional and Simplified Chinese: see
 * features/search), so "签证" marks "簽證".
 */
export function highlightParts(text: string, query: string, foldMore: (folded: string) => string = (f) => f): string[] {
  const needle = [...query.trim()]
    .map((ch) => foldMore(foldChar(ch)))
    .join("")
    .replace(/\s+/g, " ");
  if (!needle) return [text];
  const chars = [...text];
  let folded = "";
  const origin: number[] = [];
  chars.forEach((ch, index) => {
    const f = foldMore(foldChar(ch));
    for (let k = 0; k < f.length; k++) origin.push(index);
    folded += f;
  });
  const parts: string[] = [];
  let cursor = 0;
  let from = folded.indexOf(needle);
  while (from >= 0) {
    const start = origin[from] ?? 0;
    const end = (origin[from + needle.length - 1] ?? start) + 1;
    if (start >= cursor) {
      parts.push(chars.slice(cursor, start).join(""), chars.slice(start, end).join(""));
      cursor = end;
    }
    from = folded.indexOf(needle, from + needle.length);
  }
  parts.push(chars.slice(cursor).join(""));
  return parts;
}
