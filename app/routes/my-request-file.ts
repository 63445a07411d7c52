import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { data } from "react-router";
import { appContext } from "~/.server/context";
import { attachmentHeaders, requestFilesDir } from "~/features/tracking/request-files.server";
import { studentFile } from "~/features/tracking/student-page.server";
import type { Route } from "./+types/my-request-file";

/**
 * A file of the student's own order, through the token of their link: proofs and revision
 * attachments they sent, and delivered documents once delivered. Anything else is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const file = await studentFile(db, params.token, params.fileId);
  const notFound = () => data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!file) throw notFound();
  const path = join(requestFilesDir(config.DATA_DIR), file.stored_name);
  const size = await stat(path).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw notFound();
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: attachmentHeaders(file.kind, file.original_name, size),
  });
}
