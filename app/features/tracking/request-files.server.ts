import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "~/.server/db/database";
import { DocumentError, defaultDocumentLimits } from "~/.server/documents/count-document";
import { detectDocumentKind } from "~/.server/documents/detect";
import { TrackingError } from "./tracking-error";

/**
 * Payment proofs, delivered documents and revision attachments. The type is decided from the
 * bytes, never from the name or the browser's MIME type; files live in DATA_DIR/request-files
 * under random names and are only ever sent as attachments, to their own student or to staff of
 * the request's office.
 */
export type RequestFileKind = "pdf" | "jpeg" | "png" | "webp" | "doc" | "docx";
export type RequestFilePurpose = "proof" | "delivery" | "revision";

export const PROOF_KINDS: readonly RequestFileKind[] = ["pdf", "jpeg", "png", "webp"];
export const DOCUMENT_KINDS: readonly RequestFileKind[] = ["doc", "docx", "pdf"];

export const fileMime: Record<RequestFileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const starts = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file is by its first bytes (images and PDF) or its container (Word). */
export async function detectRequestFile(
  bytes: Uint8Array,
  allowed: readonly RequestFileKind[],
): Promise<RequestFileKind | undefined> {
  let kind: RequestFileKind | undefined;
  if (starts(bytes, ascii("%PDF-"))) kind = "pdf";
  else if (starts(bytes, [0xff, 0xd8, 0xff])) kind = "jpeg";
  else if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) kind = "png";
  else if (starts(bytes, ascii("RIFF")) && starts(bytes, ascii("WEBP"), 8)) kind = "webp";
  else if (allowed.includes("doc") || allowed.includes("docx")) {
    try {
      const detected = await detectDocumentKind(bytes, defaultDocumentLimits);
      // Delivered and revision documents are Word files (or PDF, found above) only.
      if (detected === "doc" || detected === "docx") kind = detected;
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
    }
  }
  return kind && allowed.includes(kind) ? kind : undefined;
}

export interface CheckedFile {
  bytes: Uint8Array;
  kind: RequestFileKind;
  name: string;
}

/** Reads and checks one uploaded file; a wrong type or size is a TrackingError naming `field`. */
export async function checkUpload(
  file: File,
  allowed: readonly RequestFileKind[],
  maxBytes: number,
  field: string,
  keys: { empty: string; tooLarge: string; type: string },
): Promise<CheckedFile> {
  if (file.size === 0) throw new TrackingError(keys.empty, field);
  if (file.size > maxBytes) throw new TrackingError(keys.tooLarge, field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await detectRequestFile(bytes, allowed);
  if (!kind) throw new TrackingError(keys.type, field);
  const name = file.name.replace(/[\\/\p{Cc}]/gu, "_").slice(0, 120) || `file.${kind}`;
  return { bytes, kind, name };
}

export const requestFilesDir = (dataDir: string) => resolve(dataDir, "request-files");

/**
 * Writes a checked file to disk, then records it with the caller's transaction: a rolled-back
 * transaction leaves an unreferenced file behind, never a row without its file.
 */
export async function storeRequestFile(
  db: Db,
  dataDir: string,
  file: CheckedFile,
  meta: { orderId: number; purpose: RequestFilePurpose; round: number; uploadedBy: number | null; now: Date },
): Promise<string> {
  const id = randomBytes(16).toString("hex");
  const storedName = `${id}.${file.kind}`;
  const directory = requestFilesDir(dataDir);
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, storedName), file.bytes, { mode: 0o600 });
  await db
    .insertInto("request_files")
    .values({
      id,
      order_id: meta.orderId,
      purpose: meta.purpose,
      round: meta.round,
      kind: file.kind,
      original_name: file.name,
      stored_name: storedName,
      bytes: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      uploaded_by: meta.uploadedBy,
      created_at: meta.now.toISOString(),
    })
    .execute();
  return id;
}

/** A stored file by id (32 hex characters), with its order; undefined for anything else. */
export async function findRequestFile(db: Db, fileId: string) {
  if (!/^[0-9a-f]{32}$/.test(fileId)) return undefined;
  return await db
    .selectFrom("request_files as f")
    .innerJoin("service_orders as o", "o.id", "f.order_id")
    .select([
      "f.id",
      "f.order_id",
      "f.purpose",
      "f.round",
      "f.kind",
      "f.original_name",
      "f.stored_name",
      "f.bytes",
      "f.created_at",
      "o.office",
      "o.editor_id",
    ])
    .where("f.id", "=", fileId)
    .executeTakeFirst();
}

/** Response headers that make a browser save the file, never render it. */
export function attachmentHeaders(kind: string, name: string, bytes: number): Record<string, string> {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Type": fileMime[kind as RequestFileKind] ?? "application/octet-stream",
    "Content-Length": String(bytes),
    "Content-Disposition": `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
