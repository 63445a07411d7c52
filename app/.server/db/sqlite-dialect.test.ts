import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { createSqliteDialect } from "./sqlite-dialect";

const dir = mkdtempSync(join(tmpdir(), "studyway-sqlite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process writing one row to the same file, as a second server or the back office would. */
function otherProcessWrites(path: string) {
  const code = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(${JSON.stringify(path)});
    db.exec("PRAGMA busy_timeout = 5000");
    console.log("ready");
    db.prepare("insert into counter (n) values (2)").run();
    db.close();`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const ready = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { ready, exit: once(child, "exit").then(([status]) => status as number) };
}

it("a transaction that reads before it writes is not refused when another process writes meanwhile", async () => {
  const path = join(dir, "two-writers.db");
  const db = new Kysely<{ counter: { n: number } }>({ dialect: createSqliteDialect(path) });
  await sql`create table counter (n integer not null)`.execute(db);
  let other: ReturnType<typeof otherProcessWrites> | undefined;
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom("counter").select("n").execute();
    other = otherProcessWrites(path);
    await other.ready;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A deferred transaction ("begin") fails here with "database is locked" at once: its snapshot
    // is older than the other process's commit, and no busy timeout helps.
    await trx.insertInto("counter").values({ n: 1 }).execute();
  });
  expect(await other?.exit).toBe(0);
  const rows = await db.selectFrom("counter").select("n").orderBy("n").execute();
  expect(rows.map((r) => r.n)).toEqual([1, 2]);
  await db.destroy();
});
