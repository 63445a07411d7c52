import type { Db } from "~/.server/db/database";

export interface Actor {
  userId: number | null;
  ip: string;
}

/** One line of who changed what and when; written in the same transaction as the change. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | number,
  detail: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      user_id: actor.userId,
      action,
      entity,
      entity_id: String(entityId),
      detail: JSON.stringify(detail),
      ip: actor.ip,
      created_at: now.toISOString(),
    })
    .execute();
}
