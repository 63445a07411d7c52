import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";

/**
 * A fresh database for the calling file or `describe` block: made (a copy of the run's template)
 * before its tests, dropped after them. Read `db` and `url` inside tests and hooks, not at
 * collection time, when the database does not exist yet.
 */
export function scopedTestDatabase(options?: Parameters<typeof createTestDatabase>[0]): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const current = (): TestDatabase => {
    if (!database) throw new Error("the test database is made in beforeAll: read it inside a test or hook");
    return database;
  };
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    destroy: () => current().destroy(),
  };
}
