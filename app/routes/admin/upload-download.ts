import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { appContext } from "~/.server/context";
import { recordAudit } from "~/.server/http/audit";
import { notFound } from "~/.server/http/route-errors";
import { findUploadForDownload } from "~/features/leads/leads.server";
import { assertOrderAccess, ORDER_READERS, requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/upload-download";

const mime: Record<string, string> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  rtf: "application/rtf",
  pdf: "application/pdf",
  txt: "text/plain", // UTF-8 or UTF-16, told by its byte order mark
};

/**
 * A student's uploaded document, only through here: a staff session of the order's office, or its document editor.
 * Uploads that never became part of an order are not downloadable.
 */
export async function loader(args: Route.LoaderArgs) {
  const { session, actor } = await requireStaff(args, ORDER_READERS);
  const { db, config } = args.context.get(appContext);
  const upload = await findUploadForDownload(db, args.params.id);
  if (!upload) throw notFound();
  assertOrderAccess(session, upload.office, upload.editor_id);
  const path = join(resolve(config.DATA_DIR, "uploads"), upload.stored_name);
  const size = await stat(path).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw notFound();
  await recordAudit(db, actor, "upload.download", "upload", upload.id, { order: upload.order_id });
  const ascii = upload.original_name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      "Content-Type": mime[upload.kind] ?? "application/octet-stream",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.original_name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
