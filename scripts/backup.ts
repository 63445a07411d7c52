import { parseArgs } from "node:util";
import { backup } from "../app/.server/db/backup.ts";

/**
 * `npm run backup -- [--out DIR]`: the database of DATABASE_URL (SQLite online copy or pg_dump)
 * and DATA_DIR into one directory with a manifest (app/.server/db/backup.ts). Default DIR:
 * ./backups/studyway-<date-time>.
 */
const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ?? `backups/studyway-${new Date().toISOString().replace(/[:.]/g, "-")}`;
try {
  const manifest = await backup({
    databaseUrl: process.env.DATABASE_URL || "file:./data/studyway.db",
    dataDir: process.env.DATA_DIR || "./data",
    out,
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `backup: ${out} (${manifest.engine}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files.length} files)`,
  );
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
