import { type Expression, type SqlBool, sql } from "kysely";
import { type Db, engineOfDb } from "~/.server/db/database";

/**
 * One place for the difference between engines (design.md): SQLite FTS5 with the trigram
 * tokenizer, PostgreSQL pg_trgm. Both index a normalized `search_text` column: lowercase,
 * accents removed (so "Montreal" finds "Montréal" and "truong" finds "trường"), full-width
 * forms folded. Chinese and Thai need no word splitting: the match is a substring match.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "d")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Thai vowel and tone marks are combining marks: NFKD + stripping would mangle Thai, so keep them. */
export function searchKey(text: string): string {
  return text
    .split(/(\p{Script=Thai}+)/u)
    .map((part, index) => (index % 2 === 1 ? part.toLowerCase() : normalizeSearchText(part)))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern (for `ESCAPE '\\'`) that matches `text` anywhere, with % _ and \\ taken literally. */
export const likeContains = (text: string) => `%${likeEscape(text)}%`;

/**
 * A WHERE condition: `table.search_text` contains the query. On SQLite, queries of three or
 * more characters go through the FTS5 trigram index; shorter ones (e.g. "牛津"), and callers
 * whose other filters already narrow the rows (`useIndex: false`), test the folded column
 * with instr(). PostgreSQL's pg_trgm index serves LIKE directly.
 */
export function containsText(
  db: Db,
  table: "schools" | "article_translations",
  alias: string,
  query: string,
  options: { useIndex?: boolean } = {},
): Expression<SqlBool> {
  const needle = searchKey(query);
  const pattern = likeContains(needle);
  const column = sql.ref(`${alias}.search_text`);
  if (engineOfDb(db) === "sqlite") {
    if ([...needle].length >= 3 && options.useIndex !== false) {
      const fts = sql.table(`${table}_fts`);
      return sql<SqlBool>`${sql.ref(`${alias}.id`)} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${`"${needle.replace(/"/g, '""')}"`})`;
    }
    // The column is already folded, so a plain substring test does: faster than LIKE.
    return sql<SqlBool>`instr(${column}, ${needle}) > 0`;
  }
  // pg_trgm serves LIKE for three characters or more; shorter needles have no trigram, and
  // with other narrowing filters strpos() keeps the planner on their index instead.
  if (options.useIndex === false || [...needle].length < 3) return sql<SqlBool>`strpos(${column}, ${needle}) > 0`;
  return sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
}
