import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createDatabase, type Db, engineOfDb } from "./database";
import { readDataVersion } from "./snapshot";

/**
 * The `content` version (migration 0017) is what the page cache trusts: every table a public
 * page shows must bump it, whoever writes. A new table must be decided here: watched (its
 * migration calls `watchTables(db, CONTENT_VERSION, […])`) or listed as never shown publicly.
 */
const NOT_SHOWN_ON_PUBLIC_PAGES = new Set([
  "data_versions",
  "seed_state",
  "kysely_migration",
  "kysely_migration_lock",
  // staff, their sessions and what they did
  "staff_users",
  "staff_sessions",
  "staff_pending_posts",
  "audit_log",
  "lead_events",
  // bookings, orders and their files: shown only on result pages, which are never cached
  "consultations",
  "service_orders",
  "service_order_items",
  "uploads",
  "captcha_challenges",
  // per-address counters shared by the processes
  "rate_limits",
  "mail_outbox",
  // the student's request page and what staff and student exchange there: private, never cached
  "lead_messages",
  "request_tokens",
  "submission_keys",
  "request_events",
  "request_files",
  "payment_proofs",
  // bank statements a consultant uploads to match payments: back office only
  "bank_statements",
  "bank_statement_lines",
  // reminder sign-ups and what the reminder job sent or must still send
  "shortlist_subscriptions",
  "shortlist_reminders",
  "school_deadline_changes",
  // uploaded images never change once written; a page changes only when a content row points to one
  "media",
]);

let test: TestDatabase;
/** A second pool on the same database: another server process. */
let other: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  other = createDatabase(test.url);
});
afterAll(async () => {
  await other.destroy();
  await test.destroy();
});

async function tablesAndWatched(db: Db): Promise<{ tables: string[]; watched: Set<string> }> {
  if (engineOfDb(db) === "postgres") {
    const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
    const triggers = await sql<{ name: string }>`SELECT DISTINCT event_object_table AS name
      FROM information_schema.triggers WHERE trigger_name LIKE '%\\_content\\_version' ESCAPE '\\'`.execute(db);
    return { tables: tables.rows.map((r) => r.name), watched: new Set(triggers.rows.map((r) => r.name)) };
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`.execute(db);
  const triggers = await sql<{ name: string }>`SELECT DISTINCT tbl_name AS name FROM sqlite_master
    WHERE type = 'trigger' AND name LIKE '%\\_content\\_version\\_%' ESCAPE '\\'`.execute(db);
  return { tables: tables.rows.map((r) => r.name), watched: new Set(triggers.rows.map((r) => r.name)) };
}

describe("content version", () => {
  it("watches every table except those never shown on public pages", async () => {
    const { tables, watched } = await tablesAndWatched(test.db);
    expect(tables.length).toBeGreaterThan(30);
    for (const table of tables) {
      // SQLite full-text indexes (and their shadow tables), kept by triggers on the watched tables they index
      if (/^(schools|article_translations)_fts/.test(table)) continue;
      if (NOT_SHOWN_ON_PUBLIC_PAGES.has(table)) expect(watched, `${table} is not public`).not.toContain(table);
      else expect(watched, `${table}: watch it or list it as never shown publicly`).toContain(table);
    }
  });

  it("moves on a direct write to home items, FAQ, prices, rankings, testimonials and admitted students", async () => {
    const writes = [
      sql`UPDATE banners SET sort = sort WHERE id = (SELECT min(id) FROM banners)`,
      sql`UPDATE faq_entries SET answer = answer WHERE id = (SELECT min(id) FROM faq_entries)`,
      sql`UPDATE price_bands SET amount_minor = amount_minor WHERE id = (SELECT min(id) FROM price_bands)`,
      sql`UPDATE schools SET rank_latest = rank_latest WHERE id = 1`,
      sql`UPDATE testimonials SET title = title WHERE id = (SELECT min(id) FROM testimonials)`,
      sql`DELETE FROM admitted_students WHERE id = (SELECT max(id) FROM admitted_students)`,
    ];
    for (const write of writes) {
      const before = (await readDataVersion(other, "content")) ?? Number.POSITIVE_INFINITY;
      await write.execute(test.db);
      // read through another pool: another process sees the new number at once
      expect(await readDataVersion(other, "content")).toBeGreaterThan(before);
    }
  });

  it("does not move on bookings, orders or staff sessions", async () => {
    const before = await readDataVersion(test.db, "content");
    await sql`DELETE FROM captcha_challenges`.execute(test.db);
    await sql`DELETE FROM staff_sessions`.execute(test.db);
    expect(await readDataVersion(test.db, "content")).toBe(before);
  });
});
