import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Metadata } from "sharp";
import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";

/** Widths generated for every upload (never wider than the original). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif"]);
const MAX_SIDE = 12_000;
const MAX_PIXELS = 60_000_000;
const MIN_SIDE = 16;
export const MEDIA_MAX_BYTES = 9 * 1024 * 1024;

export const MEDIA_ID = /^[a-f0-9]{16}$/;
export const MEDIA_FILE = /^(\d{2,4})\.webp$/;

/** An expected refusal of an upload; `messageKey` is an admin catalog id. */
export class MediaError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

export interface MediaItem {
  id: string;
  originalName: string;
  width: number;
  height: number;
  bytes: number;
  widths: number[];
  createdAt: string;
}

export const mediaDir = (dataDir: string) => join(resolve(dataDir), "media");
export const mediaPath = (id: string, width: number) => `/media/${id}/${width}.webp`;

/** The largest generated width not above `target`, for a default `src`. */
export function mediaSrc(item: Pick<MediaItem, "id" | "widths">, target = 960): string {
  const fitting = item.widths.filter((w) => w <= target);
  return mediaPath(item.id, fitting.length ? Math.max(...fitting) : Math.min(...item.widths));
}

export const mediaSrcset = (item: Pick<MediaItem, "id" | "widths">) =>
  item.widths.map((w) => `${mediaPath(item.id, w)} ${w}w`).join(", ");

/** Widths to generate for an image `width` pixels wide: the standard ones below it, then its own (capped). */
export function widthsFor(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 1600;
  return [...new Set([...MEDIA_WIDTHS.filter((w) => w < width), Math.min(width, largest)])];
}

/**
 * sharp (libvips) is loaded on the first upload, not when the server starts: loading it costs
 * about 30 MB of memory and 4 threads, and only the back office's image uploads use it. Its
 * operation cache (50 MB by default) is off: each upload is decoded once.
 */
type Sharp = typeof import("sharp").default;
let sharpModule: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** The type is decided by the content, never by the name or the browser's claim. */
export async function inspectImage(bytes: Uint8Array): Promise<{ format: string; width: number; height: number }> {
  if (bytes.byteLength === 0) throw new MediaError("admin.media.error.empty");
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new MediaError("admin.media.error.tooLarge");
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new MediaError("admin.media.error.type");
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new MediaError("admin.media.error.type");
  if (!width || !height) throw new MediaError("admin.media.error.type");
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS || width < MIN_SIDE || height < MIN_SIDE) {
    throw new MediaError("admin.media.error.dimensions");
  }
  return { format, width, height };
}

/**
 * Checks an upload, writes WebP copies at the responsive widths under DATA_DIR/media/<id>/ and
 * records it (with an audit line). The files are removed again if the row cannot be written.
 */
export async function storeMedia(
  db: Db,
  dataDir: string,
  actor: Actor,
  upload: { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<MediaItem> {
  await inspectImage(upload.bytes);
  const sharp = await loadSharp();
  const id = randomBytes(8).toString("hex");
  const dir = join(mediaDir(dataDir), id);
  await mkdir(dir, { recursive: true });
  try {
    // EXIF orientation applied; animated GIFs keep their first frame.
    const oriented = await sharp(upload.bytes, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer({
      resolveWithObject: true,
    });
    const width = oriented.info.width;
    const height = oriented.info.height;
    const widths = widthsFor(width);
    for (const w of widths) {
      await sharp(oriented.data)
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(join(dir, `${w}.webp`));
    }
    const item: MediaItem = {
      id,
      originalName: upload.name.replace(/[\\/]/g, "_").slice(0, 200) || "image",
      width,
      height,
      bytes: upload.bytes.byteLength,
      widths,
      createdAt: now.toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("media")
        .values({
          id,
          original_name: item.originalName,
          width,
          height,
          bytes: item.bytes,
          widths: JSON.stringify(widths),
          uploaded_by: actor.userId,
          created_at: item.createdAt,
        })
        .execute();
      await recordAudit(trx, actor, "media.upload", "media", id, { name: item.originalName, width, height }, now);
    });
    return item;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function listMedia(
  db: Db,
  options: { page?: number; pageSize?: number } = {},
): Promise<{ rows: MediaItem[]; hasNext: boolean }> {
  const page = Math.max(1, options.page ?? 1);
  const pageSize = options.pageSize ?? 48;
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    rows: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      originalName: r.original_name,
      width: r.width,
      height: r.height,
      bytes: r.bytes,
      widths: JSON.parse(r.widths) as number[],
      createdAt: r.created_at,
    })),
    hasNext: rows.length > pageSize,
  };
}
