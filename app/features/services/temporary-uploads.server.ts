import { unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import type { Config } from "~/.server/config";
import type { Db } from "~/.server/db/database";
import { AppError } from "~/.server/http/errors";
import { clockFromFile, type JobLog, type PollingJob, startPollingJob, stdoutLog } from "~/.server/jobs";

/**
 * A document counted for a price is kept for the order it may become part of. One that no order
 * names a day after it arrived is deleted, file and row (the job below): an order takes minutes,
 * and the page keeps the upload's id only as long as the visitor's selection cookie.
 */
export const TEMPORARY_UPLOAD_TTL_MS = 24 * 3_600_000;

/**
 * Bidirectional controls (U+202A–202E, U+2066–2069, U+200E/200F, U+061C) and C0/C1 controls:
 * `履歷\u202Efdp.docx` would show to staff as `履歷xcod.pdf`.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The name an upload is stored and shown under: no hidden characters, no path separators, 120 at most. */
export function uploadName(original: string): string {
  return original.replace(HIDDEN_CHARACTERS, "").replace(/[\\/]/g, "_").trim().slice(0, 120);
}

/** No order item names the upload (the index of migration 0018 answers it). */
const notInAnOrder = sql<boolean>`not exists (select 1 from service_order_items i where i.upload_id = uploads.id)`;

/** The temporary uploads together: bytes, and when the oldest of them arrived. */
export async function temporaryUploads(db: Db): Promise<{ bytes: number; oldest: string | null }> {
  const row = await db
    .selectFrom("uploads")
    .select((eb) => [eb.fn.sum<number>("bytes").as("bytes"), eb.fn.min<string>("created_at").as("oldest")])
    .where(notInAnOrder)
    .executeTakeFirst();
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}

/**
 * Refuses a new upload when it would take the temporary uploads past UPLOAD_TEMP_MAX_MB: a 503
 * whose Retry-After is when the oldest of them is deleted (one minute at least).
 */
export async function assertRoomForUpload(
  db: Db,
  config: Pick<Config, "UPLOAD_TEMP_MAX_MB">,
  size: number,
  now: Date,
): Promise<void> {
  const used = await temporaryUploads(db);
  if (used.bytes + size <= config.UPLOAD_TEMP_MAX_MB * 1024 * 1024) return;
  const freedAt = used.oldest ? Date.parse(used.oldest) + TEMPORARY_UPLOAD_TTL_MS : now.getTime();
  const retryAfter = Math.min(86_400, Math.max(60, Math.ceil((freedAt - now.getTime()) / 1000)));
  throw new AppError("UNAVAILABLE", "upload.error.storageFull", {
    fields: { file: "upload.error.storageFull" },
    retryAfter,
  });
}

/**
 * Deletes the uploads that arrived more than a day before `now` and that no order names: the
 * rows in one statement (whichever process deletes a row is the one that removes its file, so
 * two processes running this at once remove each file once), then the files.
 */
export async function deleteExpiredUploads(db: Db, dataDir: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - TEMPORARY_UPLOAD_TTL_MS).toISOString();
  const deleted = await db
    .deleteFrom("uploads")
    .where("created_at", "<", before)
    .where(notInAnOrder)
    // (SQLite's RETURNING names columns of the table itself, not of an alias)
    .returning("stored_name")
    .execute();
  const directory = resolve(dataDir, "uploads");
  await Promise.all(
    deleted.map((row) =>
      unlink(join(directory, row.stored_name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      }),
    ),
  );
  return deleted.length;
}

/** "Now" for the job: the real time, or in tests the instant written in UPLOAD_CLOCK_FILE. */
export function uploadClock(config: Pick<Config, "UPLOAD_CLOCK_FILE">): () => Date {
  return clockFromFile(config.UPLOAD_CLOCK_FILE);
}

export type UploadCleanupJob = PollingJob<number>;

/**
 * Runs `deleteExpiredUploads` in the server process every UPLOAD_CLEANUP_POLL_MS (first pass soon
 * after start), like the reminder job. Every process of a deployment may run it.
 */
export function startUploadCleanupJob(options: {
  db: Db;
  config: Pick<Config, "DATA_DIR" | "UPLOAD_CLEANUP_POLL_MS" | "UPLOAD_CLOCK_FILE">;
  log?: JobLog;
  clock?: () => Date;
}): UploadCleanupJob {
  const { db, config } = options;
  const log = options.log ?? stdoutLog;
  const clock = options.clock ?? uploadClock(config);
  return startPollingJob({
    run: async () => {
      const deleted = await deleteExpiredUploads(db, config.DATA_DIR, clock());
      if (deleted)
        log({ time: new Date().toISOString(), level: "info", message: "temporary uploads deleted", deleted });
      return deleted;
    },
    intervalMs: config.UPLOAD_CLEANUP_POLL_MS,
    firstDelayMs: Math.min(1000, config.UPLOAD_CLEANUP_POLL_MS),
    failed: 0,
    failureMessage: "upload cleanup failed",
    log,
  });
}
