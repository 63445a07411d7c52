import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { layoutMessages } from "~/.server/messages";
import { type LayoutCatalog, LayoutCatalogProvider } from "~/lib/i18n";
import type { SiteData } from "~/lib/site-data";

export { createPreviewToken, previewSecret } from "~/features/articles/preview.server";
export { loadConfig } from "./.server/config";
export { createServer } from "./entry/server";
// The server build is the only module graph at run time: the launcher reaches the HTTP
// server through these exports (see docs/decisions/0002-one-bundle.md).
export { createFirstAdmin, prepareDatabase, startServer } from "./entry/start";

export const streamTimeout = 5_000;

/**
 * Renders the whole document into one buffer. Pages have no deferred data, so nothing would
 * arrive earlier by streaming, and the server compresses each document in one call, computes
 * the hashes of its inline scripts for the Content-Security-Policy, and may keep it in the page
 * cache (docs/decisions/0012-page-cache.md). Documents carry no nonce for the same reason.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const site = routerContext.staticHandlerContext.loaderData.root as SiteData | null | undefined;
    const catalog: LayoutCatalog | null = site ? { locale: site.locale, messages: layoutMessages(site.locale) } : null;
    const document = (
      <LayoutCatalogProvider value={catalog}>
        <ServerRouter context={routerContext} url={request.url} />
      </LayoutCatalogProvider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
