import { restore } from "../app/.server/db/backup.ts";

/**
 * `npm run restore -- DIR`: a backup made by `npm run backup` into the empty database of
 * DATABASE_URL (same engine) and into DATA_DIR; checks each file's SHA-256 before and each
 * table's row count after (app/.server/db/backup.ts).
 */
const from = process.argv[2];
if (!from) {
  console.error("usage: npm run restore -- <backup directory>");
  process.exit(2);
}
try {
  const result = await restore({
    databaseUrl: process.env.DATABASE_URL || "file:./data/studyway.db",
    dataDir: process.env.DATA_DIR || "./data",
    from,
  });
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(`restore: ${from} (${Object.keys(result.tables).length} tables, ${rows} rows, ${result.files} files)`);
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
