import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from "kysely";

/** node:sqlite only binds null, numbers, bigints, strings and bytes. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/** Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects. */
export function createSqliteDialect(path: string): SqliteDialect {
  const database = new DatabaseSync(path);
  if (path !== ":memory:") database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL");
  // The default 2 MB page cache makes filtered school lists re-read pages from the OS on every
  // query; 64 MB of cache and memory-mapped reads keep a realistic catalogue hot (bench figures).
  database.exec("PRAGMA cache_size = -65536; PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY");
  // Compiling a statement costs more than running most of ours; the SQL texts repeat.
  const statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  const prepareCached = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size >= 500) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
    }
    return statement;
  };
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = prepareCached(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters.map(toSqlite)),
        run: (parameters) => {
          const result = statement.run(...parameters.map(toSqlite));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...parameters.map(toSqlite)),
      };
    },
  };
  return new ImmediateSqliteDialect({ database: adapter });
}

/**
 * Transactions take the write lock when they begin (`begin immediate`). Kysely's `begin` is
 * deferred: a transaction that reads, then writes, fails at once with "database is locked" if
 * another connection (a second server process, a script) committed in between, whatever the
 * busy timeout; an immediate one waits for the other writer instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
