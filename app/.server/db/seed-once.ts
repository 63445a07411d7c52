import type { Db } from "./database";

/**
 * Runs a content seed once per database. Content (schools, articles…) is seeded on first
 * start only, so staff can later edit or delete rows without a restart bringing them back.
 */
export async function seedOnce(db: Db, name: string, seed: (trx: Db) => Promise<void>): Promise<boolean> {
  const done = await db.selectFrom("seed_state").select("name").where("name", "=", name).executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    await seed(trx);
    await trx.insertInto("seed_state").values({ name, applied_at: new Date().toISOString() }).execute();
  });
  return true;
}
