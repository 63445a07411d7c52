import CFB from "cfb";

/**
 * Writes real, minimal Word 97-2003 (.doc) files for tests and benchmarks ([MS-DOC]), so that no
 * binary fixture is committed. The compound file holds a `WordDocument` stream (FIB, the text as
 * one Unicode piece, character and paragraph property pages) and a `1Table` stream (the CLX
 * piece table, footnote and field tables, bin tables, section table, a one-style stylesheet, a
 * one-font table and document properties): enough for word-extractor and LibreOffice to open it.
 */

export type DocRun =
  | string
  /** A field: 0x13 instruction 0x14 result 0x15. Only the result is text. */
  | { field: string; result: string }
  /** A footnote reference here (0x02) and the note in the footnote document. */
  | { footnote: string };

export interface DocSpec {
  /** Body paragraphs; a string is a paragraph of plain text. */
  paragraphs: Array<string | DocRun[]>;
}

// Control characters of Word's text ([MS-DOC] 2.8.26 and 2.8.25).
const PARAGRAPH_END = "\r";
const NOTE_REFERENCE = "\x02";
const FIELD_BEGIN = "\x13";
const FIELD_SEPARATOR = "\x14";
const FIELD_END = "\x15";
const FLT_HYPERLINK = 0x58;

const FIB_SIZE = 0x384; // FibBase + FibRgW97 + FibRgLw97 + FibRgFcLcb97 + cswNew, for nFib 0x00C1
const TEXT_START = 0x400;
const PAGE = 512;
const CHPX_RUNS_PER_PAGE = 64;
const PAPX_RUNS_PER_PAGE = 29; // [MS-DOC] 2.9.175: crun MUST be at most 0x1D

/** Indexes of the (fc, lcb) pairs of FibRgFcLcb97 this writer fills. */
const FC_LCB = {
  stshf: 1,
  plcffndRef: 2,
  plcffndTxt: 3,
  plcfSed: 6,
  plcfBteChpx: 12,
  plcfBtePapx: 13,
  sttbfFfn: 15,
  plcfFldMom: 16,
  dop: 31,
  clx: 33,
} as const;

/** The whole text stream, with the positions that need tables. */
interface Layout {
  text: string;
  ccpText: number;
  ccpFtn: number;
  /** CPs of characters with fSpec (note references, field marks). */
  special: number[];
  /** CPs of footnote references in the main document. */
  noteReferences: number[];
  /** Start CPs of each footnote in the footnote document. */
  noteStarts: number[];
  fieldMarks: Array<{ cp: number; mark: string }>;
}

function layOut(spec: DocSpec): Layout {
  let main = "";
  const special: number[] = [];
  const noteReferences: number[] = [];
  const notes: string[] = [];
  const fieldMarks: Array<{ cp: number; mark: string }> = [];
  const mark = (ch: string) => {
    special.push(main.length);
    if (ch !== NOTE_REFERENCE) fieldMarks.push({ cp: main.length, mark: ch });
    main += ch;
  };
  for (const paragraph of spec.paragraphs) {
    for (const run of typeof paragraph === "string" ? [paragraph] : paragraph) {
      if (typeof run === "string") {
        main += run;
      } else if ("field" in run) {
        mark(FIELD_BEGIN);
        main += ` ${run.field} `;
        mark(FIELD_SEPARATOR);
        main += run.result;
        mark(FIELD_END);
      } else {
        noteReferences.push(main.length);
        notes.push(run.footnote);
        mark(NOTE_REFERENCE);
      }
    }
    main += PARAGRAPH_END;
  }
  const ccpText = main.length;
  // The footnote document: each note starts with its reference mark and ends with a paragraph
  // mark, and the document ends with one more paragraph mark ([MS-DOC] 2.8.20).
  let footnotes = "";
  const noteStarts: number[] = [];
  for (const note of notes) {
    noteStarts.push(footnotes.length);
    special.push(ccpText + footnotes.length);
    footnotes += `${NOTE_REFERENCE} ${note}${PARAGRAPH_END}`;
  }
  if (notes.length > 0) footnotes += PARAGRAPH_END;
  // When any story follows the main document, the text ends with an extra paragraph mark.
  const text = main + footnotes + (footnotes.length > 0 ? PARAGRAPH_END : "");
  return { text, ccpText, ccpFtn: footnotes.length, special, noteReferences, noteStarts, fieldMarks };
}

/** A little-endian byte builder. */
class Bytes {
  private readonly chunks: Buffer[] = [];
  length = 0;

  push(buffer: Buffer): number {
    const at = this.length;
    this.chunks.push(buffer);
    this.length += buffer.length;
    return at;
  }

  u8(...values: number[]): void {
    this.push(Buffer.from(values));
  }

  u16(...values: number[]): void {
    const b = Buffer.alloc(values.length * 2);
    values.forEach((v, i) => {
      b.writeUInt16LE(v, i * 2);
    });
    this.push(b);
  }

  u32(...values: number[]): void {
    const b = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => {
      b.writeUInt32LE(v >>> 0, i * 4);
    });
    this.push(b);
  }

  padTo(multiple: number): void {
    const rest = this.length % multiple;
    if (rest) this.push(Buffer.alloc(multiple - rest));
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** A PLC: n+1 positions, then n data items of a fixed size ([MS-DOC] 2.2.2). */
function plc(positions: number[], data: Buffer[] = []): Buffer {
  const out = new Bytes();
  out.u32(...positions);
  for (const item of data) out.push(item);
  return out.toBuffer();
}

function u16Buffer(...values: number[]): Buffer {
  const b = new Bytes();
  b.u16(...values);
  return b.toBuffer();
}

/**
 * Character property pages ([MS-DOC] 2.9.37 ChpxFkp): runs split at every special character,
 * which get sprmCFSpec = 1; the other runs have no properties. Returns the pages and their FCs.
 */
function chpxPages(layout: Layout, fcOf: (cp: number) => number): { pages: Buffer[]; firstFcs: number[] } {
  const boundaries = new Set<number>([0, layout.text.length]);
  for (const cp of layout.special) boundaries.add(cp).add(cp + 1);
  const cps = [...boundaries].sort((a, b) => a - b);
  const special = new Set(layout.special);
  const runs = cps.slice(0, -1).map((cp, i) => ({ start: cp, end: cps[i + 1] as number, special: special.has(cp) }));
  const pages: Buffer[] = [];
  const firstFcs: number[] = [];
  for (let i = 0; i < runs.length; i += CHPX_RUNS_PER_PAGE) {
    const chunk = runs.slice(i, i + CHPX_RUNS_PER_PAGE);
    const page = Buffer.alloc(PAGE);
    chunk.forEach((run, j) => {
      page.writeUInt32LE(fcOf(run.start), j * 4);
      // The Chpx at byte 504: cb = 3, sprmCFSpec (0x0855) = 1.
      page.writeUInt8(run.special ? 504 / 2 : 0, (chunk.length + 1) * 4 + j);
    });
    page.writeUInt32LE(fcOf((chunk.at(-1) as { end: number }).end), chunk.length * 4);
    page.set([3, 0x55, 0x08, 0x01], 504);
    page.writeUInt8(chunk.length, 511);
    pages.push(page);
    firstFcs.push(fcOf((chunk[0] as { start: number }).start));
  }
  return { pages, firstFcs };
}

/** Paragraph property pages ([MS-DOC] 2.9.175 PapxFkp): one entry per paragraph mark, style 0 (Normal). */
function papxPages(layout: Layout, fcOf: (cp: number) => number): { pages: Buffer[]; firstFcs: number[] } {
  const ends: number[] = [];
  for (let cp = 0; cp < layout.text.length; cp++) if (layout.text[cp] === PARAGRAPH_END) ends.push(cp + 1);
  const paragraphs = ends.map((end, i) => ({ start: i === 0 ? 0 : (ends[i - 1] as number), end }));
  const pages: Buffer[] = [];
  const firstFcs: number[] = [];
  for (let i = 0; i < paragraphs.length; i += PAPX_RUNS_PER_PAGE) {
    const chunk = paragraphs.slice(i, i + PAPX_RUNS_PER_PAGE);
    const page = Buffer.alloc(PAGE);
    chunk.forEach((paragraph, j) => {
      page.writeUInt32LE(fcOf(paragraph.start), j * 4);
      page.writeUInt8(500 / 2, (chunk.length + 1) * 4 + j * 13); // BxPap.bOffset; the PHE stays 0
    });
    page.writeUInt32LE(fcOf((chunk.at(-1) as { end: number }).end), chunk.length * 4);
    // PapxInFkp at byte 500: cb = 0, cb' = 1, then GrpPrlAndIstd = istd 0 and no sprms.
    page.set([0, 1, 0, 0], 500);
    page.writeUInt8(chunk.length, 511);
    pages.push(page);
    firstFcs.push(fcOf((chunk[0] as { start: number }).start));
  }
  return { pages, firstFcs };
}

/** A bin table ([MS-DOC] 2.8.6 PlcBteChpx / 2.8.7 PlcBtePapx): FC ranges to page numbers. */
function binTable(firstFcs: number[], lastFc: number, firstPage: number): Buffer {
  const out = new Bytes();
  out.u32(...firstFcs, lastFc, ...firstFcs.map((_, i) => firstPage + i));
  return out.toBuffer();
}

/** A stylesheet with the Normal paragraph style only ([MS-DOC] 2.9.271 STSH). */
function stylesheet(): Buffer {
  const reservedStyles = 15; // istdMaxFixedWhenSaved: the fixed slots, empty except Normal
  const out = new Bytes();
  const stshi = new Bytes();
  // Stshif: cstd, cbSTDBaseInFile, fStdStylenamesWritten, stiMaxWhenSaved, istdMaxFixedWhenSaved,
  // nVerBuiltInNamesWhenSaved, rgftcStandardChpStsh[3] (font 0); then ftcBi.
  stshi.u16(reservedStyles, 0x000a, 0x0001, 0x005b, reservedStyles, 0, 0, 0, 0, 0);
  out.u16(stshi.length);
  out.push(stshi.toBuffer());
  // STD of "Normal": StdfBase, the name (Xstz), then the UPXs, each padded to an even length.
  const rest = new Bytes();
  const name = "Normal";
  rest.u16(name.length, ...[...name].map((c) => c.charCodeAt(0)), 0);
  rest.u16(2, 0); // LPUpxPapx: cbUpx = 2, istd = 0
  rest.u16(0); // LPUpxChpx: cbUpx = 0
  const std = new Bytes();
  const stdSize = 10 + rest.length;
  // sti = 0 (Normal); stk = 1 (paragraph), istdBase = 0xFFF (none); cupx = 2, istdNext = 0;
  // bchUpe = size of the STD; grfstd = 0.
  std.u16(0x0000, 1 | (0x0fff << 4), 2 | (0 << 4), stdSize, 0x0000);
  std.push(rest.toBuffer());
  out.u16(std.length);
  out.push(std.toBuffer());
  for (let i = 1; i < reservedStyles; i++) out.u16(0); // empty LPStd
  return out.toBuffer();
}

/** A font table with Times New Roman only ([MS-DOC] 2.9.274 SttbfFfn, 2.9.81 FFN). */
function fontTable(): Buffer {
  const name = "Times New Roman";
  const ffn = new Bytes();
  ffn.u8(0x16); // prq = variable pitch, fTrueType, ff = roman
  ffn.u16(400); // wWeight
  ffn.u8(0, 0); // chs = ANSI, ixchSzAlt
  ffn.push(Buffer.alloc(10)); // panose
  ffn.push(Buffer.alloc(24)); // fs (FONTSIGNATURE)
  ffn.u16(...[...name].map((c) => c.charCodeAt(0)), 0);
  const out = new Bytes();
  out.u16(1, 0); // cData, cbExtra
  out.u8(ffn.length); // cchData: the FFN's size in bytes
  out.push(ffn.toBuffer());
  return out.toBuffer();
}

/** The piece table ([MS-DOC] 2.9.38 Clx): one piece, all the text, Unicode (fCompressed = 0). */
function clx(cpCount: number, fc: number): Buffer {
  const pcd = new Bytes();
  pcd.u16(0); // fNoParaLast etc.
  pcd.u32(fc); // FcCompressed: fc, fCompressed (bit 30) = 0
  pcd.u16(0); // prm
  const plcPcd = plc([0, cpCount], [pcd.toBuffer()]);
  const out = new Bytes();
  out.u8(0x02); // clxt of a Pcdt
  out.u32(plcPcd.length);
  out.push(plcPcd);
  return out.toBuffer();
}

function fib(fields: {
  fcMin: number;
  fcMac: number;
  cbMac: number;
  ccpText: number;
  ccpFtn: number;
  fcLcb: Map<number, { fc: number; lcb: number }>;
}): Buffer {
  const b = Buffer.alloc(FIB_SIZE);
  b.writeUInt16LE(0xa5ec, 0x00); // wIdent
  b.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  b.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  b.writeUInt16LE(0x0200 | 0x1000, 0x0a); // fWhichTblStm (1Table) | fExtChar
  b.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  b.writeUInt32LE(fields.fcMin, 0x18);
  b.writeUInt32LE(fields.fcMac, 0x1c);
  b.writeUInt16LE(14, 0x20); // csw
  b.writeUInt16LE(0x6a62, 0x22); // FibRgW97: wMagicCreated etc. ("jb", as Word writes)
  b.writeUInt16LE(22, 0x3e); // cslw
  b.writeUInt32LE(fields.cbMac, 0x40);
  b.writeUInt32LE(fields.ccpText, 0x4c);
  b.writeUInt32LE(fields.ccpFtn, 0x50);
  b.writeUInt16LE(0x5d, 0x98); // cbRgFcLcb: the 93 pairs of FibRgFcLcb97
  for (const [index, { fc, lcb }] of fields.fcLcb) {
    b.writeUInt32LE(fc, 0x9a + index * 8);
    b.writeUInt32LE(lcb, 0x9a + index * 8 + 4);
  }
  return b; // cswNew (0x382) = 0
}

/** A Word 97 .doc for `spec`. */
export function writeDoc(spec: DocSpec): Uint8Array {
  const layout = layOut(spec);
  const fcOf = (cp: number) => TEXT_START + cp * 2;
  const textEnd = fcOf(layout.text.length);

  // WordDocument: FIB, text, then the property pages on 512-byte page boundaries.
  const word = new Bytes();
  word.push(Buffer.alloc(TEXT_START)); // the FIB, written last
  word.push(Buffer.from(layout.text, "utf16le"));
  word.padTo(PAGE);
  const chpx = chpxPages(layout, fcOf);
  const firstChpxPage = word.length / PAGE;
  for (const page of chpx.pages) word.push(page);
  const papx = papxPages(layout, fcOf);
  const firstPapxPage = word.length / PAGE;
  for (const page of papx.pages) word.push(page);

  // 1Table: every table, recorded in the FIB as (fc, lcb).
  const table = new Bytes();
  const fcLcb = new Map<number, { fc: number; lcb: number }>();
  const put = (index: number, data: Buffer) => {
    fcLcb.set(index, { fc: table.push(data), lcb: data.length });
    table.padTo(2);
  };
  put(FC_LCB.stshf, stylesheet());
  if (layout.noteReferences.length > 0) {
    const frds = layout.noteReferences.map(() => u16Buffer(1)); // FRD.nAuto: auto-numbered
    put(FC_LCB.plcffndRef, plc([...layout.noteReferences, layout.ccpText], frds));
    put(FC_LCB.plcffndTxt, plc([...layout.noteStarts, layout.ccpFtn - 1, layout.ccpFtn]));
  }
  // One section over the main document, with default properties (fcSepx = 0xFFFFFFFF: no SEPX).
  const sed = new Bytes();
  sed.u16(0);
  sed.u32(0xffffffff);
  sed.u16(0);
  sed.u32(0xffffffff);
  put(FC_LCB.plcfSed, plc([0, layout.ccpText], [sed.toBuffer()]));
  if (layout.fieldMarks.length > 0) {
    const flds = layout.fieldMarks.map(({ mark }) =>
      Buffer.from([mark.charCodeAt(0), mark === FIELD_BEGIN ? FLT_HYPERLINK : mark === FIELD_END ? 0x80 : 0]),
    );
    put(FC_LCB.plcfFldMom, plc([...layout.fieldMarks.map(({ cp }) => cp), layout.ccpText], flds));
  }
  put(FC_LCB.plcfBteChpx, binTable(chpx.firstFcs, textEnd, firstChpxPage));
  put(FC_LCB.plcfBtePapx, binTable(papx.firstFcs, textEnd, firstPapxPage));
  put(FC_LCB.sttbfFfn, fontTable());
  put(FC_LCB.dop, Buffer.alloc(500)); // Dop97, all defaults
  put(FC_LCB.clx, clx(layout.text.length, TEXT_START));

  const wordDocument = word.toBuffer();
  fib({
    fcMin: TEXT_START,
    fcMac: textEnd,
    cbMac: wordDocument.length,
    ccpText: layout.ccpText,
    ccpFtn: layout.ccpFtn,
    fcLcb,
  }).copy(wordDocument, 0);

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", wordDocument);
  CFB.utils.cfb_add(container, "/1Table", table.toBuffer());
  const written: unknown = CFB.write(container, { type: "buffer" });
  if (!(written instanceof Uint8Array)) throw new Error("cfb did not return bytes");
  return new Uint8Array(written.buffer, written.byteOffset, written.byteLength);
}
