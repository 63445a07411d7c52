import yauzl from "yauzl";
import { DocumentError } from "./document-error";
import { textEncoding } from "./text";

/**
 * Decides what an upload is from its bytes, never from its name or MIME type (both are the
 * client's word): a .docx is a ZIP holding `word/document.xml`; an .odt is a ZIP whose `mimetype`
 * entry says OpenDocument text; a .doc is an OLE2 compound file holding a `WordDocument` stream;
 * a PDF has `%PDF-` in its first kilobyte; an .rtf starts with `{\rtf`; plain text is UTF-8 or
 * UTF-16 with a byte order mark (text.ts). Anything else is UNSUPPORTED_TYPE; a file that has the
 * magic bytes of one of these containers but cannot be read is CORRUPT.
 */
export type DocumentKind = "doc" | "docx" | "odt" | "rtf" | "pdf" | "txt";

export interface DetectOptions {
  /** ZIPs with more entries are refused (as BOMB) before anything is listed. */
  maxEntries: number;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
export const DOCX_MAIN_PART = "word/document.xml";
const ODT_MIMETYPES = new Set([
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.text-template",
]);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

export async function detectDocumentKind(file: Uint8Array, options: DetectOptions): Promise<DocumentKind> {
  if (startsWith(file, ZIP_MAGIC)) {
    const zip = await openZip(file, options.maxEntries);
    try {
      const entries = await readZipEntries(zip);
      if (entries.has(DOCX_MAIN_PART)) return "docx";
      const mimetype = entries.get("mimetype");
      if (mimetype && entries.has("content.xml")) {
        const declared = (await readSmallEntry(zip, mimetype, 100)).trim();
        if (ODT_MIMETYPES.has(declared)) return "odt";
      }
    } finally {
      zip.close();
    }
    throw new DocumentError("UNSUPPORTED_TYPE", "The ZIP file is neither a Word document nor an OpenDocument text.");
  }
  if (startsWith(file, OLE_MAGIC)) {
    const compound = readCompoundFile(file);
    if (compound.rootStreams.has("WordDocument")) return "doc";
    throw new DocumentError("UNSUPPORTED_TYPE", "The OLE2 file is not a Word document (no WordDocument stream).");
  }
  if (findMagic(file, PDF_MAGIC, 1024)) return "pdf";
  if (startsWith(file, RTF_MAGIC)) return "rtf";
  if (textEncoding(file)) return "txt";
  throw new DocumentError("UNSUPPORTED_TYPE", "The file is not a document of a kind that can be counted.");
}

/** Whether `magic` starts within the first `within` bytes (PDF readers allow junk before %PDF-). */
function findMagic(bytes: Uint8Array, magic: readonly number[], within: number): boolean {
  const end = Math.min(within, bytes.length - magic.length + 1);
  for (let at = 0; at < end; at++) if (magic.every((byte, i) => bytes[at + i] === byte)) return true;
  return false;
}

/** The first `max` bytes of a ZIP entry as Latin-1 text (for `mimetype`). */
function readSmallEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(new DocumentError("CORRUPT", `${entry.fileName} cannot be read: ${error?.message ?? "no stream"}`));
        return;
      }
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= max) stream.destroy();
      });
      stream.on("close", () => resolve(Buffer.concat(chunks).subarray(0, max).toString("latin1")));
      stream.on("error", (e: Error) =>
        reject(new DocumentError("CORRUPT", `${entry.fileName} cannot be read: ${e.message}`)),
      );
    });
  });
}

/** Buffer view of the upload without copying it (yauzl wants a Buffer). */
export function asBuffer(file: Uint8Array): Buffer {
  return Buffer.isBuffer(file) ? file : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
}

/** Opens a ZIP held in memory; yauzl reports every structural problem as an error, which is CORRUPT. */
export function openZip(file: Uint8Array, maxEntries: number): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(asBuffer(file), { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) {
        reject(new DocumentError("CORRUPT", `The ZIP file cannot be read: ${error?.message ?? "unknown error"}`));
      } else if (zip.entryCount > maxEntries) {
        zip.close();
        reject(new DocumentError("BOMB", `The ZIP file has ${zip.entryCount} entries (at most ${maxEntries}).`));
      } else {
        resolve(zip);
      }
    });
  });
}

/** Reads the central directory: every entry, by name (only metadata, nothing is inflated). */
export function readZipEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", (error: Error) =>
      reject(new DocumentError("CORRUPT", `The ZIP file cannot be read: ${error.message}`)),
    );
    zip.readEntry();
  });
}

// --- OLE2 compound files ([MS-CFB]) -------------------------------------------------------------
//
// word-extractor's own compound-file reader trusts the file: a FAT chain that loops makes it spin
// forever (synchronously, freezing the server), a directory whose siblings are shared makes it
// recurse exponentially, and sector counts from the header size its buffers. So a .doc goes to it
// only after this reader has checked every structure it will follow: sector sizes, FAT and mini FAT
// chains (in range, no cycles), and a directory that is a proper tree.

const FREE_OR_END = -1; // every negative sector id (FREESECT, ENDOFCHAIN, FATSECT, DIFSECT) ends a chain
const NO_STREAM = 0xffffffff;
const ENTRY_SIZE = 128;
const MAX_TREE_DEPTH = 64;

export interface CompoundFile {
  /** Names of the streams directly in the root storage (WordDocument, 1Table, ...). */
  rootStreams: Set<string>;
  /** The bytes of a stream of the root storage (chains already checked), or undefined if there is none. */
  readRootStream(name: string): Uint8Array | undefined;
}

function corrupt(reason: string): DocumentError {
  return new DocumentError("CORRUPT", `The OLE2 file is damaged: ${reason}.`);
}

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

/** Validates an OLE2 compound file and lists its root streams; throws CORRUPT on any inconsistency. */
export function readCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < 512) throw corrupt("shorter than its header");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const majorVersion = view.getUint16(26, true);
  const sectorShift = view.getUint16(30, true);
  if (view.getUint16(28, true) !== 0xfffe) throw corrupt("bad byte order mark");
  if (!((majorVersion === 3 && sectorShift === 9) || (majorVersion === 4 && sectorShift === 12))) {
    throw corrupt("unsupported sector size");
  }
  if (view.getUint16(32, true) !== 6) throw corrupt("unsupported mini sector size");
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  // A file cut inside its last sector: pad it, as readers do, so that every sector is whole.
  if (bytes.length % sectorSize !== 0) {
    const padded = new Uint8Array((sectorCount + 1) * sectorSize);
    padded.set(bytes);
    return readCompoundFile(padded);
  }
  const miniCutoff = view.getUint32(56, true);
  const sector = (id: number) => bytes.subarray(sectorSize * (id + 1), sectorSize * (id + 2));
  const idsPerSector = sectorSize / 4;

  const fat = readFat(view, sector, sectorCount, idsPerSector);

  const directorySectors = followChain(view.getInt32(48, true), fat, sectorCount, "directory");
  const entries = readDirectory(directorySectors.map(sector));
  const root = entries[0];
  if (root?.type !== 5) throw corrupt("no root entry");

  const miniFatSectors = followChain(view.getInt32(60, true), fat, sectorCount, "mini FAT");
  if (miniFatSectors.length !== view.getUint32(64, true)) throw corrupt("mini FAT size mismatch");
  const miniFat = toIdTable(miniFatSectors.map(sector));
  const miniStreamSectors = followChain(root.start, fat, sectorCount, "mini stream");
  const miniSectorCount = (miniStreamSectors.length * sectorSize) / 64;

  const rootStreams = new Set<string>();
  const rootChains = new Map<string, { size: number; mini: boolean; sectors: number[] }>();
  walkTree(entries, root.child, (entry, depth) => {
    if (entry.type !== 2) return;
    const mini = entry.size < miniCutoff;
    const sectors =
      entry.size === 0
        ? []
        : mini
          ? followChain(entry.start, miniFat, miniSectorCount, `stream ${entry.name}`)
          : followChain(entry.start, fat, sectorCount, `stream ${entry.name}`);
    if (depth === 0) {
      rootStreams.add(entry.name);
      rootChains.set(entry.name, { size: entry.size, mini, sectors });
    }
  });
  const miniSector = (id: number) => {
    const at = id * 64;
    const base = sector(miniStreamSectors[Math.floor(at / sectorSize)] as number);
    return base.subarray(at % sectorSize, (at % sectorSize) + 64);
  };
  const readRootStream = (name: string): Uint8Array | undefined => {
    const stream = rootChains.get(name);
    if (!stream) return undefined;
    const unit = stream.mini ? 64 : sectorSize;
    // A size beyond what the chain holds is cut to the chain (readers pad the same way).
    const bytes = new Uint8Array(Math.min(stream.size, stream.sectors.length * unit));
    stream.sectors.forEach((id, i) => {
      const data = stream.mini ? miniSector(id) : sector(id);
      bytes.set(data.subarray(0, Math.max(0, Math.min(unit, bytes.length - i * unit))), i * unit);
    });
    return bytes;
  };
  return { rootStreams, readRootStream };
}

function readFat(
  view: DataView,
  sector: (id: number) => Uint8Array,
  sectorCount: number,
  idsPerSector: number,
): Int32Array {
  const fatSectorCount = view.getUint32(44, true);
  const difatSectorCount = view.getUint32(72, true);
  if (fatSectorCount > sectorCount || difatSectorCount > sectorCount) throw corrupt("bad FAT size");
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(view.getInt32(76 + i * 4, true));
  // The DIFAT continues in a chain of sectors, each ending with the id of the next one.
  let next = view.getInt32(68, true);
  for (let n = 0; n < difatSectorCount && fatSectors.length < fatSectorCount; n++) {
    if (next < 0 || next >= sectorCount) throw corrupt("bad DIFAT chain");
    const bytes = sector(next);
    const ids = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(ids.getInt32(i * 4, true));
    next = ids.getInt32((idsPerSector - 1) * 4, true);
  }
  if (fatSectors.length !== fatSectorCount) throw corrupt("FAT sectors missing");
  for (const id of fatSectors) if (id < 0 || id >= sectorCount) throw corrupt("FAT sector out of range");
  return toIdTable(fatSectors.map(sector));
}

function toIdTable(sectors: Uint8Array[]): Int32Array {
  const table = new Int32Array(sectors.reduce((sum, s) => sum + s.length, 0) / 4);
  let at = 0;
  for (const s of sectors) {
    const view = new DataView(s.buffer, s.byteOffset, s.byteLength);
    for (let i = 0; i < s.length; i += 4) table[at++] = view.getInt32(i, true);
  }
  return table;
}

/** The sector ids of a chain; throws when it leaves the file or the table, or loops. */
function followChain(start: number, table: Int32Array, limit: number, what: string): number[] {
  const ids: number[] = [];
  let id = start;
  while (id > FREE_OR_END) {
    if (id >= limit || id >= table.length) throw corrupt(`${what} chain leaves the file`);
    if (ids.length >= limit) throw corrupt(`${what} chain loops`);
    ids.push(id);
    id = table[id] ?? FREE_OR_END;
  }
  return ids;
}

function readDirectory(sectors: Uint8Array[]): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  for (const s of sectors) {
    const view = new DataView(s.buffer, s.byteOffset, s.byteLength);
    for (let offset = 0; offset + ENTRY_SIZE <= s.length; offset += ENTRY_SIZE) {
      const nameBytes = Math.min(64, Math.max(0, view.getUint16(offset + 64, true) - 2));
      entries.push({
        name: Buffer.from(s.buffer, s.byteOffset + offset, nameBytes).toString("utf16le"),
        type: view.getUint8(offset + 66),
        left: view.getUint32(offset + 68, true),
        right: view.getUint32(offset + 72, true),
        child: view.getUint32(offset + 76, true),
        start: view.getInt32(offset + 116, true),
        size: view.getUint32(offset + 120, true),
      });
    }
  }
  return entries;
}

/** Visits every entry under the root once; shared or cyclic links mean a damaged (or hostile) file. */
function walkTree(
  entries: DirectoryEntry[],
  firstChild: number,
  visit: (entry: DirectoryEntry, depth: number) => void,
): void {
  const seen = new Set<number>([0]);
  const pending: Array<{ id: number; depth: number }> = [{ id: firstChild, depth: 0 }];
  while (pending.length > 0) {
    const { id, depth } = pending.pop() as { id: number; depth: number };
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || seen.has(id)) throw corrupt("directory is not a tree");
    if (depth > MAX_TREE_DEPTH) throw corrupt("directory nested too deeply");
    seen.add(id);
    visit(entry, depth);
    pending.push({ id: entry.left, depth }, { id: entry.right, depth });
    if (entry.type === 1) pending.push({ id: entry.child, depth: depth + 1 });
  }
}
