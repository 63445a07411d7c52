import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { createSqliteDialect } from "./sqlite-dialect";

export type Db = Kysely<Database>;
export type Engine = "sqlite" | "postgres";

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgres" : "sqlite";
}

export function engineOfDb(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** `file:PATH` (or a bare path, or `:memory:`) opens SQLite; `postgres://…` opens a PostgreSQL pool. */
export function createDatabase(databaseUrl: string): Db {
  if (engineOf(databaseUrl) === "postgres") {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // COUNT(*) and BIGINT arrive as strings by default; our counts fit in a double.
      types: {
        getTypeParser: (oid: number, format?: "text" | "binary") =>
          oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
      } as typeof pg.types,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = databaseUrl.replace(/^file:/, "");
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  return new Kysely<Database>({ dialect: createSqliteDialect(path) });
}
