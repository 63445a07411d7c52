import type { Readable } from "node:stream";
import type { SaxesTagNS } from "saxes";
import type yauzl from "yauzl";
import { DOCX_MAIN_PART, openZip, readZipEntries } from "./detect";
import { DocumentError } from "./document-error";
import { SaxWordCounter, type XmlPartCounter } from "./sax-word-counter";

/**
 * Word count of a .docx: the text of the main document (paragraphs, tables, text boxes) plus the
 * footnotes and endnotes, i.e. what Word's status bar counts. Not counted: headers and footers
 * (other parts), automatic list numbers (not text in the XML), field instructions (w:instrText,
 * w:fldSimple's attribute, anything between a field's begin and separate), deleted or moved-away
 * revisions, the fallback copy of text boxes (mc:Fallback), and the separator "footnotes".
 * docProps/app.xml has a <Words> figure too, but it is whatever the last editor wrote, so it is
 * never read.
 *
 * Each part is streamed out of the ZIP through a byte counter into a SAX parser, and words are
 * counted paragraph by paragraph, so memory stays bounded whatever the document's size, and a
 * decompression bomb is refused after at most `bombMinBytes` of inflating.
 */
export interface DocxLimits {
  /** Most bytes inflated from all the parts read, together (default 200 MB): TOO_LARGE beyond. */
  maxDecompressedBytes: number;
  /** A part inflating beyond this many bytes (default 20 MB)… */
  bombMinBytes: number;
  /** …and beyond this many times its compressed size (default 100) is a decompression bomb: BOMB. */
  bombRatio: number;
  /** ZIPs with more entries are refused as BOMB (default 2,000). */
  maxEntries: number;
  /** Parsing is abandoned after this many milliseconds (default 10 s): TIMEOUT. */
  deadlineMs: number;
}

export const defaultDocxLimits: DocxLimits = {
  maxDecompressedBytes: 200 * 1024 * 1024,
  bombMinBytes: 20 * 1024 * 1024,
  bombRatio: 100,
  maxEntries: 2_000,
  deadlineMs: 10_000,
};

type PartKind = "document" | "notes";

/** What one count() has used so far, across its parts. */
interface Budget {
  inflated: number;
  deadline: number;
}

/** Longest stretch of XML without a tag that is parsed (a whole novel in one run is 1-2 MB). */
const MAX_TEXT_NODE_BYTES = 16 * 1024 * 1024;

// Read in this order; only the main document part is required.
const COUNTED_PARTS: Array<{ name: string; kind: PartKind }> = [
  { name: DOCX_MAIN_PART, kind: "document" },
  { name: "word/footnotes.xml", kind: "notes" },
  { name: "word/endnotes.xml", kind: "notes" },
];

/**
 * Counts the words of chosen XML parts of a ZIP (a .docx, an .odt) within the limits: the parts
 * are streamed out one after the other, through the byte, bomb and deadline checks, into a counter.
 */
export class ZipXmlWordCounter {
  readonly limits: DocxLimits;

  constructor(limits: Partial<DocxLimits> = {}) {
    this.limits = { ...defaultDocxLimits, ...limits };
  }

  /**
   * The words of `parts` (those present), after checking that `mainPart` is there (else
   * UNSUPPORTED_TYPE with `missing` as the message). Throws DocumentError. Safe to call concurrently.
   */
  protected async countParts(
    file: Uint8Array,
    mainPart: string,
    missing: string,
    parts: ReadonlyArray<{ name: string; counter: () => XmlPartCounter }>,
  ): Promise<number> {
    const budget: Budget = { inflated: 0, deadline: performance.now() + this.limits.deadlineMs };
    const zip = await openZip(file, this.limits.maxEntries);
    try {
      const entries = await readZipEntries(zip);
      if (!entries.has(mainPart)) throw new DocumentError("UNSUPPORTED_TYPE", missing);
      const present = parts.flatMap(({ name, counter }) => {
        const entry = entries.get(name);
        return entry ? [{ entry, counter }] : [];
      });
      // The central directory declares every size: refuse an obvious bomb before inflating a byte.
      // (The declared sizes can lie; the streaming checks below hold whatever they say.)
      for (const { entry } of present) this.checkInflated(entry, entry.uncompressedSize);
      if (present.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0) > this.limits.maxDecompressedBytes) {
        throw this.tooLarge();
      }
      let words = 0;
      for (const { entry, counter } of present) words += await this.countPart(zip, entry, counter(), budget);
      return words;
    } finally {
      zip.close();
    }
  }

  private async countPart(
    zip: yauzl.ZipFile,
    entry: yauzl.Entry,
    counter: XmlPartCounter,
    budget: Budget,
  ): Promise<number> {
    const stream = await openEntry(zip, entry);
    const decoder = new TextDecoder("utf-8");
    let bytes = 0;
    let sinceTag = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        budget.inflated += chunk.length;
        this.checkInflated(entry, bytes);
        if (budget.inflated > this.limits.maxDecompressedBytes) throw this.tooLarge();
        if (performance.now() > budget.deadline) {
          throw new DocumentError("TIMEOUT", `Counting took longer than ${this.limits.deadlineMs} ms.`);
        }
        // saxes holds a text node (or attribute) whole until its end: bound that too.
        const lastTag = chunk.lastIndexOf(0x3c); // "<"
        sinceTag = lastTag < 0 ? sinceTag + chunk.length : chunk.length - 1 - lastTag;
        if (sinceTag > MAX_TEXT_NODE_BYTES) {
          throw new DocumentError(
            "TOO_LARGE",
            `${entry.fileName} has a text run of more than ${MAX_TEXT_NODE_BYTES} bytes.`,
          );
        }
        counter.write(decoder.decode(chunk, { stream: true }));
      }
      counter.write(decoder.decode());
      return counter.finish();
    } catch (error) {
      throw toPartError(error, entry.fileName);
    } finally {
      stream.destroy();
    }
  }

  private checkInflated(entry: yauzl.Entry, bytes: number): void {
    const ratio = bytes / Math.max(1, entry.compressedSize);
    if (bytes > this.limits.bombMinBytes && ratio > this.limits.bombRatio) {
      throw new DocumentError(
        "BOMB",
        `${entry.fileName} inflates to more than ${bytes} bytes from ${entry.compressedSize} (a decompression bomb).`,
      );
    }
  }

  private tooLarge(): DocumentError {
    return new DocumentError(
      "TOO_LARGE",
      `The document inflates to more than ${this.limits.maxDecompressedBytes} bytes.`,
    );
  }
}

export class DocxWordCounter extends ZipXmlWordCounter {
  /** The number of words of a .docx; throws DocumentError. Safe to call concurrently. */
  async count(file: Uint8Array): Promise<number> {
    return await this.countParts(
      file,
      DOCX_MAIN_PART,
      "The ZIP file is not a Word document (no word/document.xml).",
      COUNTED_PARTS.map(({ name, kind }) => ({ name, counter: () => new PartWordCounter(kind) })),
    );
  }
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(new DocumentError("CORRUPT", `${entry.fileName} cannot be read: ${error.message}`));
      else resolve(stream);
    });
  });
}

function toPartError(error: unknown, part: string): DocumentError {
  if (error instanceof DocumentError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // yauzl's validateEntrySizes: more bytes than the directory declared is the lying-header bomb.
  if (message.includes("too many bytes")) {
    return new DocumentError("BOMB", `${part} inflates to more than it declares (a decompression bomb).`);
  }
  return new DocumentError("CORRUPT", `${part} cannot be read: ${message}`, { cause: error });
}

// --- WordprocessingML -------------------------------------------------------------------------

const W_NAMESPACES = new Set([
  "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  "http://purl.oclc.org/ooxml/wordprocessingml/main", // Strict OOXML
]);
const MC_NAMESPACE = "http://schemas.openxmlformats.org/markup-compatibility/2006";

/** Elements whose whole content is not counted (in the w: namespace). */
const SKIPPED_W = new Set(["del", "moveFrom"]);
/** Footnote and endnote types that are the separator lines, not notes. */
const SEPARATOR_NOTES = new Set(["separator", "continuationSeparator", "continuationNotice"]);

/**
 * Counts the words of one WordprocessingML part from SAX events. Text of the w:t elements of one
 * paragraph is concatenated (Word splits words across runs freely); tabs, breaks and paragraph ends
 * separate words.
 */
class PartWordCounter extends SaxWordCounter {
  private inText = false;
  /** Depth inside a skipped element (0 = counting). */
  private skipDepth = 0;
  /** Open complex fields, innermost last: true while in the field's instruction part. */
  private readonly fields: boolean[] = [];
  private instructionDepth = 0;

  constructor(private readonly kind: PartKind) {
    super();
  }

  protected openTag(tag: SaxesTagNS): void {
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    if (tag.uri === MC_NAMESPACE) {
      // The Fallback repeats the Choice's content (a text box as VML): count it once.
      if (tag.local === "Fallback") this.skip();
      return;
    }
    if (!W_NAMESPACES.has(tag.uri)) return;
    switch (tag.local) {
      case "t":
        this.inText = true;
        break;
      case "p":
        this.flush();
        break;
      case "tab":
      case "ptab":
      case "br":
      case "cr":
        this.append("\n");
        break;
      case "noBreakHyphen":
        this.append("\u2011");
        break;
      case "softHyphen":
        this.append("\u00ad");
        break;
      case "fldChar":
        this.fieldChar(wAttribute(tag, "fldCharType"));
        break;
      case "footnote":
      case "endnote":
        if (this.kind === "notes" && SEPARATOR_NOTES.has(wAttribute(tag, "type") ?? "")) this.skip();
        break;
      default:
        if (SKIPPED_W.has(tag.local)) this.skip();
    }
  }

  protected closeTag(tag: SaxesTagNS): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    if (!W_NAMESPACES.has(tag.uri)) return;
    if (tag.local === "t") this.inText = false;
    else if (tag.local === "p") this.flush();
  }

  private skip(): void {
    this.skipDepth = 1;
  }

  private fieldChar(type: string | undefined): void {
    if (type === "begin") {
      this.fields.push(true);
      this.instructionDepth++;
    } else if (type === "separate") {
      if (this.fields.at(-1) === true) {
        this.fields[this.fields.length - 1] = false;
        this.instructionDepth--;
      }
    } else if (type === "end") {
      if (this.fields.pop() === true) this.instructionDepth--;
    }
  }

  protected addText(text: string): void {
    if (this.inText && this.skipDepth === 0 && this.instructionDepth === 0) this.append(text);
  }
}

/** The value of a w:-namespaced attribute, whatever prefix the document binds to it. */
function wAttribute(tag: SaxesTagNS, local: string): string | undefined {
  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.local === local && W_NAMESPACES.has(attribute.uri)) return attribute.value;
  }
  return undefined;
}
