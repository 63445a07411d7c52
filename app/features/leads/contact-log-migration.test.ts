import { expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrations";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";

const test = scopedTestDatabase({ upTo: "0017-data-versions-content" });

it("keeps the notes written before the contact log as note entries of the log (migration 0022)", async () => {
  const at = "2026-11-20T02:00:00.000Z";
  await test.db
    .insertInto("staff_users")
    .values({
      email: "a@agency.tw",
      name: "A",
      password_hash: "x",
      role: "consultant",
      office: "taipei",
      created_at: at,
      password_changed_at: at,
    })
    .execute();
  const user = await test.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow();
  const event = (note: string, to: string) => ({
    lead_type: "consultation" as const,
    lead_id: 1,
    user_id: user.id,
    status_from: "new",
    status_to: to,
    assigned_to: null,
    note,
    created_at: at,
  });
  // Written with the columns of the old schema only.
  await test.db
    .insertInto("lead_events")
    .values([event("Called, meeting Tuesday", "contacted"), event("", "closed")])
    .execute();
  await migrateToLatest(test.db);
  const rows = await test.db
    .selectFrom("lead_events")
    .select(["note", "kind", "outcome", "next_step"])
    .orderBy("id")
    .execute();
  expect(rows).toEqual([
    { note: "Called, meeting Tuesday", kind: "note", outcome: "", next_step: "" },
    { note: "", kind: "status", outcome: "", next_step: "" },
  ]);
});
