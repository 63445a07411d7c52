import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text formats the server sends (fonts and images other than SVG are already compressed). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of a
 * built client directory, once at build time: the server sends them as they are
 * (serveStatic's `precompressed`), instead of compressing the same script on every request.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = async (path: string): Promise<void> => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (COMPRESSIBLE.test(entry.name) && (await stat(full)).size >= MIN_BYTES) {
        const body = await readFile(full);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        // A copy that is not smaller is not worth a Content-Encoding.
        if (br.byteLength < body.byteLength) await writeFile(`${full}.br`, br);
        if (gzipped.byteLength < body.byteLength) await writeFile(`${full}.gz`, gzipped);
        totals.files += 1;
        totals.bytes += body.byteLength;
        totals.brotliBytes += Math.min(br.byteLength, body.byteLength);
      }
    }
  };
  await walk(dir);
  return totals;
}

/** Vite plugin: precompresses the client build when it is written. */
export function precompress() {
  return {
    name: "studyway:precompress",
    apply: "build" as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    async writeBundle(options: { dir?: string }) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
