import { gzipSync } from "node:zlib";

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsFiles: number;
  jsGzipBytes: number;
  /** What the browser really downloads: the build's brotli copies (scripts/precompress.ts). */
  jsTransferBytes: number;
  cssGzipBytes: number;
}

/** What a first visit downloads: the document, its scripts and module preloads, its styles. */
export async function measurePageWeight(url: string): Promise<PageWeight> {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = m[0];
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (/^<script/.test(tag) || /rel="modulepreload"/.test(tag)) js.add(src);
    else if (/rel="stylesheet"/.test(tag)) css.add(src);
  }
  // Entry modules imported from the inline bootstrap script.
  for (const m of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) if (m[1]) js.add(m[1]);
  const gzipSize = async (path: string) =>
    gzipSync(Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer())).length;
  const transferSize = async (path: string) => {
    const response = await fetch(new URL(path, origin), { headers: { "accept-encoding": "br, gzip" } });
    const body = await response.arrayBuffer();
    return Number(response.headers.get("content-length") ?? body.byteLength);
  };
  let jsGzipBytes = 0;
  let jsTransferBytes = 0;
  for (const path of js) {
    jsGzipBytes += await gzipSize(path);
    jsTransferBytes += await transferSize(path);
  }
  let cssGzipBytes = 0;
  for (const path of css) cssGzipBytes += await gzipSize(path);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    jsFiles: js.size,
    jsGzipBytes,
    jsTransferBytes,
    cssGzipBytes,
  };
}
