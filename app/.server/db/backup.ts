import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

/*
 * `npm run backup` / `npm run restore` (scripts/backup.ts, scripts/restore.ts). Plain Node and
 * relative imports only, so the scripts run without a build. A backup is one directory:
 *   manifest.json    what is inside: engine, row count of every table, every file with its SHA-256
 *   database.sqlite  SQLite: an online copy (VACUUM INTO, consistent while the server writes)
 *   database.dump    PostgreSQL: pg_dump's custom format, taken in the snapshot the counts were read in
 *   files/           DATA_DIR (uploads, media, the preview key), without the SQLite database itself
 * The database is copied first, then the files: a file written in between is kept without a row
 * pointing to it, never the other way round (files are only added, and removed only after their row).
 */

export interface BackupManifest {
  format: "studyway-backup";
  version: 1;
  createdAt: string;
  engine: "sqlite" | "postgres";
  database: "database.sqlite" | "database.dump";
  tables: Record<string, number>;
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);
const sqlitePath = (url: string) => resolve(url.replace(/^file:/, ""));
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** The connection for pg_dump / pg_restore: the URL without its password, which goes in PGPASSWORD. */
function pgTool(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) => reject(new Error(`${command}: ${error.message} (install postgresql-client)`)));
    child.on("close", (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

function sqliteCounts(db: DatabaseSync): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      Number((db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number | bigint }).n),
    ]),
  );
}

async function pgCounts(client: pg.Client | pg.PoolClient): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** Row count of every table of a database (what a restore is checked against). */
export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  if (isPostgres(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await pgCounts(client);
    } finally {
      await client.end();
    }
  }
  const db = new DatabaseSync(sqlitePath(databaseUrl), { readOnly: true });
  try {
    return sqliteCounts(db);
  } finally {
    db.close();
  }
}

/** Every regular file under `dir`, relative paths with `/`, leaving out `skip` (absolute paths). */
function listFiles(dir: string, skip: Set<string>): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !skip.has(path)) found.push(relative(dir, path).split(sep).join("/"));
    }
  };
  walk(resolve(dir));
  return found.sort();
}

/** Writes a backup of the database and DATA_DIR into `out` (a new or empty directory). */
export async function backup(options: { databaseUrl: string; dataDir: string; out: string }): Promise<BackupManifest> {
  const out = resolve(options.out);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(join(out, "files"), { recursive: true });
  const engine = isPostgres(options.databaseUrl) ? "postgres" : "sqlite";
  let tables: Record<string, number>;
  const skip = new Set<string>();
  if (engine === "postgres") {
    // The counts and the dump see the same snapshot: pg_dump joins this transaction's.
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]?.id ?? "";
      tables = await pgCounts(client);
      const tool = pgTool(options.databaseUrl);
      await run(
        "pg_dump",
        [
          "--format=custom",
          `--snapshot=${snapshot}`,
          "--no-owner",
          "--no-privileges",
          `--file=${join(out, "database.dump")}`,
          `--dbname=${tool.dbname}`,
        ],
        tool.env,
      );
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
  } else {
    const path = sqlitePath(options.databaseUrl);
    for (const suffix of ["", "-wal", "-shm", "-journal"]) skip.add(`${path}${suffix}`);
    const live = new DatabaseSync(path);
    try {
      live.exec("PRAGMA busy_timeout = 5000");
      live.prepare("VACUUM INTO ?").run(join(out, "database.sqlite"));
    } finally {
      live.close();
    }
    const copy = new DatabaseSync(join(out, "database.sqlite"), { readOnly: true });
    try {
      tables = sqliteCounts(copy);
    } finally {
      copy.close();
    }
  }
  const dataDir = resolve(options.dataDir);
  const files = listFiles(dataDir, skip).map((path) => {
    const target = join(out, "files", path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(dataDir, path), target);
    return { path, bytes: lstatSync(target).size, sha256: sha256(target) };
  });
  const manifest: BackupManifest = {
    format: "studyway-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    engine,
    database: engine === "postgres" ? "database.dump" : "database.sqlite",
    tables,
    files,
  };
  writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const manifest = JSON.parse(readFileSync(join(resolve(from), "manifest.json"), "utf8")) as BackupManifest;
  if (manifest.format !== "studyway-backup" || manifest.version !== 1) {
    throw new Error(`${from} is not a Studyway backup (manifest.json)`);
  }
  return manifest;
}

/**
 * Restores a backup into an empty database of the same engine and into DATA_DIR, checking every
 * file's SHA-256 first and every table's row count after. Refuses a database that has tables
 * and a file that exists with other content.
 */
export async function restore(options: {
  databaseUrl: string;
  dataDir: string;
  from: string;
}): Promise<{ tables: Record<string, number>; files: number }> {
  const from = resolve(options.from);
  const manifest = readManifest(from);
  const engine = isPostgres(options.databaseUrl) ? "postgres" : "sqlite";
  if (engine !== manifest.engine) throw new Error(`the backup is of ${manifest.engine}, DATABASE_URL is ${engine}`);
  for (const file of manifest.files) {
    if (sha256(join(from, "files", file.path)) !== file.sha256)
      throw new Error(`${file.path} is damaged in the backup`);
  }
  const dataDir = resolve(options.dataDir);
  for (const file of manifest.files) {
    const target = join(dataDir, file.path);
    if (existsSync(target) && sha256(target) !== file.sha256) throw new Error(`${target} exists with other content`);
  }
  if (engine === "postgres") {
    const existing = await tableCounts(options.databaseUrl);
    if (Object.keys(existing).length > 0) throw new Error("the database is not empty: restore into a new database");
    const tool = pgTool(options.databaseUrl);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${tool.dbname}`,
        join(from, manifest.database),
      ],
      tool.env,
    );
  } else {
    const path = sqlitePath(options.databaseUrl);
    if (existsSync(path) && Object.keys(await tableCounts(options.databaseUrl)).length > 0) {
      throw new Error(`${path} is not empty: restore into a new database file`);
    }
    mkdirSync(dirname(path), { recursive: true });
    copyFileSync(join(from, manifest.database), path);
  }
  for (const file of manifest.files) {
    const target = join(dataDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(from, "files", file.path), target);
  }
  const tables = await tableCounts(options.databaseUrl);
  for (const [name, count] of Object.entries(manifest.tables)) {
    if (tables[name] !== count)
      throw new Error(`table ${name}: ${tables[name] ?? "missing"} rows, the backup has ${count}`);
  }
  return { tables, files: manifest.files.length };
}
