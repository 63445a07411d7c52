import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { DocumentError } from "./document-error";
import { countWords } from "./word-count";

/**
 * Word count of a PDF's text layer, read by PDF.js (Mozilla's reader, in the `unpdf` package's
 * build, which has no native parts). Each text item is taken as the PDF draws it, items ending a
 * line end a word, pages are separated: so a PDF saved from Word or Writer gives the count of its
 * document, as long as it has no header, footer or list numbers (a PDF no longer tells them from
 * the body; they are counted). A PDF whose pages hold no text at all is a scan or a picture:
 * NO_TEXT, and the student is asked for the document or its text instead.
 *
 * PDF.js runs in a child process with a capped heap and address space and a deadline: a hostile
 * PDF costs one killed process, never the server's event loop or memory. Nothing is fetched: no
 * CMap or font URL is given, and the child's fetch refuses.
 */
export interface PdfLimits {
  /** The worker is terminated after this many milliseconds (default 10 s): TIMEOUT. */
  deadlineMs: number;
  /** Heap of the reader (default 256 MB, as for .doc); running out of it or of memory is BOMB. */
  docHeapMb: number;
  /** PDFs with more pages are TOO_LARGE (default 2,000). */
  maxPdfPages: number;
}

export const defaultPdfLimits: PdfLimits = { deadlineMs: 10_000, docHeapMb: 256, maxPdfPages: 2_000 };

export async function countPdfWords(file: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<number> {
  const settings = { ...defaultPdfLimits, ...limits };
  const result = await oneAtATime(() => extractInChild(file, settings));
  if (result.pages > settings.maxPdfPages) {
    throw new DocumentError("TOO_LARGE", `The PDF has ${result.pages} pages (at most ${settings.maxPdfPages}).`);
  }
  const words = result.texts.reduce((sum, text) => sum + countWords(text), 0);
  if (words === 0) throw new DocumentError("NO_TEXT", "The PDF has no text layer (a scan or an image).");
  return words;
}

// Plain JavaScript run by `node -e` in a child process: it must not depend on the app's bundling.
// The PDF arrives on standard input; the text leaves as one JSON line on standard output.
const CHILD_SOURCE = `
globalThis.fetch = () => Promise.reject(new Error("no network for PDF.js"));
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", async () => {
  try {
    const pdfjs = await import(process.env.PDFJS_URL);
    const maxPages = Number(process.env.PDF_MAX_PAGES);
    const task = pdfjs.getDocument({
      data: new Uint8Array(Buffer.concat(chunks)),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      useWorkerFetch: false,
      disableAutoFetch: true,
      disableStream: true,
      verbosity: 0,
    });
    const pdf = await task.promise;
    const pages = pdf.numPages;
    const texts = [];
    if (pages <= maxPages) {
      for (let n = 1; n <= pages; n++) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        let text = "";
        for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\\n" : "");
        texts.push(text);
        page.cleanup();
      }
    }
    await task.destroy();
    process.stdout.write(JSON.stringify({ pages, texts }) + "\\n");
  } catch (error) {
    process.stdout.write(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }) + "\\n");
  }
});
`;

let pdfjsUrl: string | undefined;

/**
 * At most this many PDF readers run at once in a process (each may take a few hundred MB before
 * its cap stops it); more uploads wait their turn, and their deadline starts when they run.
 */
const MAX_READERS = 2;
let readers = 0;
const waiting: Array<() => void> = [];

/** How many PDF readers run now, and how many uploads wait (for tests). */
export const pdfReaders = () => ({ running: readers, waiting: waiting.length });

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (readers >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else readers++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else readers--;
  }
}

interface Extracted {
  pages: number;
  texts: string[];
}

/** Most bytes of text taken back from the reader (a 10 MB PDF of text holds far less). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Runs PDF.js in a child process whose address space is capped with `ulimit -v` (the POSIX shell's
 * setrlimit): the buffers PDF.js inflates streams into live outside V8's heap, so a worker
 * thread's heap limit would not hold a deflate bomb (measured: 1.6 GB resident for 1.5 MB of
 * deflated spaces), while a process that reaches its cap just dies, alone.
 */
function extractInChild(file: Uint8Array, limits: PdfLimits): Promise<Extracted> {
  // unpdf's package exports its PDF.js build only to `import`; it sits beside the CommonJS entry.
  pdfjsUrl ??= pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("unpdf")), "pdfjs.mjs")).href;
  // Address space: Node reserves about 1.2 GB of it before running a line; then the heap, and
  // room for the buffers PDF.js decodes streams into (a deflate bomb dies at this cap).
  const addressSpaceKb = (limits.docHeapMb + 1536) * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(
      "/bin/sh",
      [
        "-c",
        // Past a lower hard limit set for the server, ulimit fails and that lower limit holds.
        `ulimit -v ${addressSpaceKb} 2>/dev/null; exec "$0" --max-old-space-size=${limits.docHeapMb} -e "$1"`,
        process.execPath,
        CHILD_SOURCE,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          PDFJS_URL: pdfjsUrl,
          PDF_MAX_PAGES: String(limits.maxPdfPages),
        },
        stdio: ["pipe", "pipe", "ignore"], // PDF.js warns on damaged files: keep that out of the server's output
      },
    );
    const output: Buffer[] = [];
    let outputBytes = 0;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new DocumentError("TIMEOUT", `Reading the PDF took longer than ${limits.deadlineMs} ms.`))),
      limits.deadlineMs,
    );
    child.stdout.on("data", (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) {
        finish(() => reject(new DocumentError("TOO_LARGE", "The PDF holds too much text.")));
      } else output.push(chunk);
    });
    child.on("error", (error) =>
      finish(() => reject(new DocumentError("CORRUPT", `The PDF reader did not start: ${error.message}`))),
    );
    child.on("close", (code, signal) =>
      finish(() => {
        if (code !== 0) {
          reject(
            new DocumentError("BOMB", `Reading the PDF needed more memory than allowed (${signal ?? `exit ${code}`}).`),
          );
          return;
        }
        let message: unknown;
        try {
          message = JSON.parse(Buffer.concat(output).toString("utf8"));
        } catch {
          message = undefined;
        }
        settle(message, resolve, reject);
      }),
    );
    // A reader that dies before reading all its input closes the pipe: that is reported by "close".
    child.stdin.on("error", () => {});
    child.stdin.end(file);
  });
}

function settle(message: unknown, resolve: (result: Extracted) => void, reject: (error: Error) => void): void {
  if (typeof message === "object" && message !== null) {
    if (
      "pages" in message &&
      typeof message.pages === "number" &&
      "texts" in message &&
      Array.isArray(message.texts) &&
      message.texts.every((t) => typeof t === "string")
    ) {
      resolve({ pages: message.pages, texts: message.texts });
      return;
    }
    if ("error" in message && typeof message.error === "string") {
      // PDF.js names a password-protected file PasswordException: it cannot be read either.
      reject(new DocumentError("CORRUPT", `The PDF cannot be read: ${message.error}`));
      return;
    }
  }
  reject(new DocumentError("CORRUPT", "The PDF reader answered nonsense."));
}
