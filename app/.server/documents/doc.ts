import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { type CompoundFile, readCompoundFile } from "./detect";
import { DocumentError } from "./document-error";
import { countWords } from "./word-count";

/**
 * Word count of a Word 97-2003 .doc: body, footnotes, endnotes and the body's text boxes (a .docx
 * has those in its main part too), not headers, footers or comments. The text comes from
 * word-extractor (`new WordExtractor().extract(buffer)`), whose cleaning already drops field
 * instructions (0x13 instruction 0x14 result 0x15 → result, nested fields included); normalizeDocText
 * only mops up what it leaves of damaged fields and Word's special hyphens.
 *
 * word-extractor was written for trusted files: crafted piece tables make it build gigabytes of
 * strings, and crafted formatting tables make it rewrite a long string millions of times, all
 * synchronously. So it runs in a worker thread with a heap limit and a deadline: a hostile file
 * costs one terminated worker, never the server's event loop or memory. (Its compound-file layer,
 * which could loop forever, only sees files readCompoundFile has checked, and its piece-table
 * reader only tables checkPieceTable has bounded: a worker that runs out of heap can abort the
 * whole process while it is torn down, so the heap limit is the last line, not the first.)
 *
 * Deleted text of tracked changes is dropped by word-extractor (it blanks characters formatted with
 * sprmCFRMarkDel); inserted text is counted.
 */
export interface DocLimits {
  /** The worker is terminated after this many milliseconds (default 10 s): TIMEOUT. */
  deadlineMs: number;
  /** Heap of the extraction worker (default 256 MB); running out is reported as BOMB. */
  docHeapMb: number;
}

export const defaultDocLimits: DocLimits = { deadlineMs: 10_000, docHeapMb: 256 };

export async function countDocWords(file: Uint8Array, limits: Partial<DocLimits> = {}): Promise<number> {
  const settings = { ...defaultDocLimits, ...limits };
  checkPieceTable(readCompoundFile(file));
  const parts = await extractInWorker(file, settings);
  return parts.reduce((words, part) => words + countWords(normalizeDocText(part)), 0);
}

/**
 * Refuses a piece table ([MS-DOC] 2.9.38 Clx / PlcPcd) that describes more characters than the
 * WordDocument stream can hold (every character takes at least one byte there): word-extractor
 * would build all of them as strings, and a worker that dies of that while being torn down takes
 * the whole process with it. The real text of a valid file never exceeds its stream.
 */
export function checkPieceTable(compound: CompoundFile): void {
  const word = compound.readRootStream("WordDocument");
  if (!word || word.length < FIB_CLX + 8) throw new DocumentError("CORRUPT", "The .doc has no complete FIB.");
  const fib = new DataView(word.buffer, word.byteOffset, word.byteLength);
  const tableName = (fib.getUint16(0x0a, true) & 0x0200) !== 0 ? "1Table" : "0Table";
  const table = compound.readRootStream(tableName);
  if (!table) throw new DocumentError("CORRUPT", `The .doc has no ${tableName} stream.`);
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const clxEnd = Math.min(table.length, fib.getUint32(FIB_CLX, true) + fib.getUint32(FIB_CLX + 4, true));
  let at = fib.getUint32(FIB_CLX, true);
  // Prc entries (formatting of fast-saved files) come first: 0x01, a 2-byte size, the data.
  while (at + 3 <= clxEnd && view.getUint8(at) === 0x01) at += 3 + view.getUint16(at + 1, true);
  if (at + 5 > clxEnd || view.getUint8(at) !== 0x02) throw new DocumentError("CORRUPT", "The .doc has no piece table.");
  const size = view.getUint32(at + 1, true);
  const pieces = (size - 4) / 12;
  const cps = at + 5;
  if (!Number.isInteger(pieces) || pieces < 1 || cps + size > clxEnd) {
    throw new DocumentError("CORRUPT", "The .doc's piece table is damaged.");
  }
  let characters = 0;
  for (let i = 0; i < pieces; i++) {
    const length = view.getUint32(cps + (i + 1) * 4, true) - view.getUint32(cps + i * 4, true);
    if (length < 0) throw new DocumentError("CORRUPT", "The .doc's piece table is out of order.");
    characters += length;
  }
  if (characters > word.length) {
    throw new DocumentError(
      "BOMB",
      `The .doc's piece table describes ${characters} characters in a ${word.length}-byte text stream.`,
    );
  }
}

/** Offset of fcClx in the FIB (FibRgFcLcb97); lcbClx follows. */
const FIB_CLX = 0x1a2;

/**
 * What remains of Word's control characters after word-extractor: the instruction of a field
 * without a separator or an end (a damaged file) up to the end of its paragraph, stray field
 * marks, and 0x1E / 0x1F (non-breaking and optional hyphen, which keep a word whole).
 */
export function normalizeDocText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Word's field and hyphen marks are control characters.
  return text.replace(/\x13[^\x13\x14\x15\r\n]*[\x14\x15]?|[\x14\x15]|[\x1e\x1f]/g, (match) => {
    if (match === "\x1e") return "\u2011";
    if (match === "\x1f") return "\u00ad";
    return " ";
  });
}

// Plain JavaScript, evaluated as a CommonJS worker: it must not depend on the app's bundling.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const WordExtractor = require(workerData.extractorPath);
const raw = { filterUnicode: false };
new WordExtractor().extract(Buffer.from(workerData.file)).then(
  (doc) => parentPort.postMessage({
    parts: [doc.getBody(raw), doc.getFootnotes(raw), doc.getEndnotes(raw),
      doc.getTextboxes({ ...raw, includeHeadersAndFooters: false })],
  }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
`;

let extractorPath: string | undefined;

function extractInWorker(file: Uint8Array, limits: DocLimits): Promise<string[]> {
  extractorPath ??= createRequire(import.meta.url).resolve("word-extractor");
  // A copy of exactly the file's bytes, moved (not cloned again) into the worker.
  const copy = file.slice().buffer;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { extractorPath, file: copy },
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.docHeapMb },
      execArgv: [],
      stdout: true, // word-extractor never logs; if a later version does, keep it out of the server's output
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new DocumentError("TIMEOUT", `Reading the .doc took longer than ${limits.deadlineMs} ms.`)),
        ),
      limits.deadlineMs,
    );
    worker.on("message", (message: unknown) => finish(() => settleMessage(message, resolve, reject)));
    worker.on("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new DocumentError("BOMB", `Reading the .doc needed more than ${limits.docHeapMb} MB.`)
            : new DocumentError("CORRUPT", `The .doc cannot be read: ${error.message}`),
        ),
      ),
    );
    worker.on("exit", () =>
      finish(() => reject(new DocumentError("CORRUPT", "The .doc reader stopped unexpectedly."))),
    );
  });
}

function settleMessage(message: unknown, resolve: (parts: string[]) => void, reject: (error: Error) => void): void {
  if (typeof message === "object" && message !== null) {
    if ("parts" in message && Array.isArray(message.parts) && message.parts.every((p) => typeof p === "string")) {
      resolve(message.parts);
      return;
    }
    if ("error" in message && typeof message.error === "string") {
      reject(new DocumentError("CORRUPT", `The .doc cannot be read: ${message.error}`));
      return;
    }
  }
  reject(new DocumentError("CORRUPT", "The .doc reader answered nonsense."));
}
