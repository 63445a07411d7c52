import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { appContext } from "~/.server/context";
import { recordAudit } from "~/.server/http/audit";
import { forbidden, notFound } from "~/.server/http/route-errors";
import { assertOrderAccess, canSeeOffice, ORDER_READERS, requireStaff } from "~/features/staff/guard.server";
import { attachmentHeaders, findRequestFile, requestFilesDir } from "~/features/tracking/request-files.server";
import type { Route } from "./+types/request-file";

/** A payment proof, delivered document or revision attachment: staff of the order's office, or its document editor. */
export async function loader(args: Route.LoaderArgs) {
  const { session, actor } = await requireStaff(args, ORDER_READERS);
  const { db, config } = args.context.get(appContext);
  const file = await findRequestFile(db, args.params.id);
  if (!file) throw notFound();
  assertOrderAccess(session, file.office, file.editor_id);
  // A document editor gets the documents, not the payment proofs.
  if (!canSeeOffice(session, file.office) && file.purpose === "proof") throw forbidden();
  const path = join(requestFilesDir(config.DATA_DIR), file.stored_name);
  const size = await stat(path).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw notFound();
  await recordAudit(db, actor, "request-file.download", "request_file", file.id, { order: file.order_id });
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: attachmentHeaders(file.kind, file.original_name, size),
  });
}
