import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 27: the contact log (each lead event is a call, chat, e-mail, meeting, note or status
 * change, with an outcome and the next step) and every lead's next action (a day and a type).
 * Earlier events that carry a note become notes of the log; the others stay status changes.
 */
export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("lead_events")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("status"))
      .execute();
    await db.schema
      .alterTable("lead_events")
      .addColumn("outcome", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("lead_events")
      .addColumn("next_step", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.updateTable("lead_events").set({ kind: "note" }).where("note", "<>", "").execute();
    for (const table of ["consultations", "service_orders"]) {
      await db.schema.alterTable(table).addColumn("next_action_at", "text").execute();
      await db.schema
        .alterTable(table)
        .addColumn("next_action_type", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex(`${table}_next_action_idx`).on(table).column("next_action_at").execute();
    }
  },
} satisfies Migration;
