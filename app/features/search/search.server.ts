import { type Expression, type SqlBool, sql } from "kysely";
import { type Db, engineOfDb } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { highlightParts } from "~/lib/highlight";
import { hanFoldPairs } from "./han-fold.data";

/**
 * One place for the difference between engines (design.md): SQLite FTS5 with the trigram
 * tokenizer, PostgreSQL pg_trgm. Both index a normalized `search_text` column: lowercase,
 * accents removed (so "Montreal" finds "Montréal" and "truong" finds "trường"), full-width
 * forms folded, Traditional and Simplified Chinese folded into one. Chinese and Thai need no word
 * splitting: the match is a substring match.
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

const hanFold = new Map<string, string>();
{
  const chars = [...hanFoldPairs];
  for (let i = 0; i + 1 < chars.length; i += 2) hanFold.set(chars[i] as string, chars[i + 1] as string);
}
const escapeClass = (ch: string) => (/[\\\]^-]/.test(ch) ? `\\${ch}` : ch);
const foldableHan = new RegExp(`[${[...hanFold.keys()].map(escapeClass).join("")}]`, "gu");

/**
 * Traditional and Simplified Chinese in one form (the simplified one), so 簽證 finds 签证 and
 * 留学 finds 留學: a character-by-character table from the Unicode Han Database (han-fold.data.ts,
 * made by han-fold.build.ts). Folding twice changes nothing.
 */
export const foldHan = (text: string) => text.replace(foldableHan, (ch) => hanFold.get(ch) ?? ch);

/** Text split into plain and matching parts (see highlightParts), folding as search does. */
export const markMatches = (text: string, query: string) => highlightParts(text, query, foldHan);

/**
 * The folded form every search column stores and every query is compared in. Thai vowel and tone
 * marks are combining marks: NFKD + stripping would mangle Thai, so keep them. When this changes,
 * stored keys must be recomputed (see refoldSearchKeys).
 */
export function searchKey(text: string): string {
  return foldHan(
    text
      .split(/(\p{Script=Thai}+)/u)
      .map((part, index) => (index % 2 === 1 ? part.toLowerCase() : normalizeSearchText(part)))
      .join("")
      .replace(/\s+/g, " ")
      .trim(),
  );
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

/**
 * Recomputes the stored search keys (school and article search texts, article title keys, tag
 * keys) once per database after searchKey began to fold Traditional and Simplified Chinese
 * (issue 14). Each stored key k becomes searchKey(k): the same as searchKey of the original
 * text, because the new step only folds further. Writes only rows that change.
 */
export async function refoldSearchKeys(db: Db): Promise<boolean> {
  return await seedOnce(db, "search-keys-han-fold", async (trx) => {
    const translations = await trx
      .selectFrom("article_translations")
      .select(["id", "title_search", "search_text"])
      .execute();
    for (const row of translations) {
      const title_search = searchKey(row.title_search);
      const search_text = searchKey(row.search_text);
      if (title_search === row.title_search && search_text === row.search_text) continue;
      await trx
        .updateTable("article_translations")
        .set({ title_search, search_text })
        .where("id", "=", row.id)
        .execute();
    }
    const schools = await trx.selectFrom("schools").select(["id", "search_text"]).execute();
    for (const row of schools) {
      const search_text = searchKey(row.search_text);
      if (search_text !== row.search_text)
        await trx.updateTable("schools").set({ search_text }).where("id", "=", row.id).execute();
    }
    // A translation tagged both 簽證 and 签证 keeps one of them (the key is part of the primary key).
    const tags = await trx.selectFrom("article_tags").select(["translation_id", "tag_key"]).execute();
    const keys = new Set(tags.map((t) => `${t.translation_id}|${t.tag_key}`));
    for (const tag of tags) {
      const tag_key = searchKey(tag.tag_key);
      if (tag_key === tag.tag_key) continue;
      keys.delete(`${tag.translation_id}|${tag.tag_key}`);
      if (keys.has(`${tag.translation_id}|${tag_key}`)) {
        await trx
          .deleteFrom("article_tags")
          .where("translation_id", "=", tag.translation_id)
          .where("tag_key", "=", tag.tag_key)
          .execute();
      } else {
        await trx
          .updateTable("article_tags")
          .set({ tag_key })
          .where("translation_id", "=", tag.translation_id)
          .where("tag_key", "=", tag.tag_key)
          .execute();
        keys.add(`${tag.translation_id}|${tag_key}`);
      }
    }
  });
}
