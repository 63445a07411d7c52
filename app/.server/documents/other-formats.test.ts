import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { writeZip } from "../../../tests/support/documents/write-docx";
import { countDocumentWords, type DocumentErrorCode, type DocumentLimits } from "./count-document";
import { pdfReaders } from "./pdf";

/**
 * .odt, .rtf, .txt and PDF files built here to reach what the LibreOffice fixtures
 * (fixtures.test.ts) do not: notes, tracked changes, comments, fields, code pages, encodings,
 * and hostile files. Every expected count is by hand from the rule in word-count.ts.
 */
async function refused(
  file: Uint8Array | Promise<Uint8Array>,
  code: DocumentErrorCode,
  limits?: Partial<DocumentLimits>,
) {
  await expect(countDocumentWords(await file, limits)).rejects.toMatchObject({ name: "DocumentError", code });
}

const words = async (file: Uint8Array | Promise<Uint8Array>) => (await countDocumentWords(await file)).words;

// --- OpenDocument ----------------------------------------------------------------------------

const ODT_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"';

function odt(body: string, mimetype = "application/vnd.oasis.opendocument.text"): Promise<Uint8Array> {
  return writeZip(
    new Map([
      ["mimetype", mimetype],
      [
        "content.xml",
        `<?xml version="1.0"?><office:document-content ${ODT_NS}><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
      ],
      [
        "styles.xml",
        `<?xml version="1.0"?><office:document-styles ${ODT_NS}><office:master-styles><style:master-page style:name="Standard"><style:header><text:p>Header words never counted</text:p></style:header></style:master-page></office:master-styles></office:document-styles>`,
      ],
    ]),
  );
}

describe("countDocumentWords on .odt", () => {
  it("counts headings, paragraphs, tables, frames and notes, not the header, note numbers, deletions or comments", async () => {
    const file = odt(
      [
        "<text:h>Study Plan</text:h>", // 2
        // I studied hard every day: the deleted "very very" is kept apart in text:tracked-changes = 5
        '<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>very very</text:p></text:deletion></text:changed-region></text:tracked-changes>',
        '<text:p>I studied <text:change text:change-id="c1"/>hard every day<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>See the transcript.</text:p></text:note-body></text:note></text:p>', // 5 + note 3
        "<text:p>Name<text:tab/>Lin<text:line-break/>Taipei<text:s/>臺北</text:p>", // Name Lin Taipei 臺 北 = 5
        "<text:list><text:list-item><text:number>1.</text:number><text:p>First goal</text:p></text:list-item></text:list>", // 2
        "<text:p>Comment here<office:annotation><dc:creator>Lin</dc:creator><text:p>not counted at all</text:p></office:annotation></text:p>", // 2
        "<text:p><draw:frame><svg:title>A photo title</svg:title><draw:text-box><text:p>Words in a box</text:p></draw:text-box></draw:frame></text:p>", // 4
      ].join(""),
    );
    expect(await countDocumentWords(await file)).toEqual({ kind: "odt", words: 2 + 5 + 3 + 5 + 2 + 2 + 4 });
  });

  it("refuses another OpenDocument file (a spreadsheet) and a ZIP without content.xml", async () => {
    await refused(odt("<text:p>Cells</text:p>", "application/vnd.oasis.opendocument.spreadsheet"), "UNSUPPORTED_TYPE");
    await refused(writeZip(new Map([["mimetype", "application/vnd.oasis.opendocument.text"]])), "UNSUPPORTED_TYPE");
  });

  it("refuses a content.xml that is not XML, and a decompression bomb", async () => {
    await refused(odt("<text:p>broken</text:q>"), "CORRUPT");
    // 30 MB of spaces inside a paragraph deflate about 1,000 to 1: a bomb by the .docx rules.
    await refused(odt(`<text:p>${" ".repeat(30 * 1024 * 1024)}</text:p>`), "BOMB");
  });
});

// --- RTF ---------------------------------------------------------------------------------------

const rtf = (body: string, head = "\\ansi\\ansicpg1252") =>
  Buffer.from(`{\\rtf1${head}{\\fonttbl{\\f0 Times New Roman;}}{\\info{\\title Not Counted Title}}${body}}`, "latin1");

describe("countDocumentWords on .rtf", () => {
  it("counts the body and footnotes, not tables of fonts, info, headers, field codes, pictures or list numbers", async () => {
    const file = rtf(
      [
        "{\\header Page header words}{\\footer Page footer}",
        "\\pard Caf\\'e9 cr\\'e8me\\par ", // Café crème = 2
        "{\\listtext 1.\\tab}Goal one\\par ", // Goal one = 2
        'See {\\field{\\*\\fldinst HYPERLINK "https://example.com/a b c"}{\\fldrslt the page}}.\\par ', // See the page. = 3
        "Note{\\super\\chftn}{\\footnote\\pard {\\super\\chftn} Two words}\\par ", // Note + Two words = 3
        "{\\pict\\pngblip 89504e470d0a1a0a}{\\*\\bkmkstart x}Tab\\tab separated\\line words\\par ", // 3
        "{\\object{\\*\\objdata 0102}}Bin {\\pict\\bin4 {}}}} end\\par ", // Bin end = 2
        "\\{braces\\} and a back\\\\slash\\par ", // {braces} and a back\\slash = 4
      ].join(""),
    );
    expect(await countDocumentWords(file)).toEqual({ kind: "rtf", words: 2 + 2 + 3 + 3 + 3 + 2 + 4 });
  });

  it("reads \\uN with its fallback characters, and \\'hh in the document's code page", async () => {
    // 留學計畫 = 4 (each \u with one fallback "?" per \uc1), 中文 in Big5 (\ansicpg950) = 2
    expect(await words(rtf("\\uc1\\u30041?\\u23416?\\u35336\\'3f\\u30059?\\par"))).toBe(4);
    expect(await words(rtf("\\'a4\\'a4\\'a4\\'e5\\par", "\\ansi\\ansicpg950"))).toBe(2);
    // \uc2: two fallback characters dropped; Vietnamese "Trường" = 1 word
    expect(await words(rtf("Tr\\uc2\\u432 u*\\u7901 o*ng\\par"))).toBe(1);
  });

  it("refuses groups nested too deeply, without recursion", async () => {
    await refused(rtf(`${"{".repeat(5_000)}deep${"}".repeat(5_000)}`), "CORRUPT");
  });
});

// --- Plain text --------------------------------------------------------------------------------

describe("countDocumentWords on .txt", () => {
  const text = "我想申請碩士 I want to apply\nภาษาEnglish"; // 6 + 4 + 2 = 12

  it("reads UTF-8 with or without a BOM and UTF-16 with one, in either byte order", async () => {
    const utf8 = Buffer.from(text, "utf8");
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const be = Buffer.from(le);
    be.swap16();
    for (const file of [utf8, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), le, be]) {
      expect(await countDocumentWords(file)).toEqual({ kind: "txt", words: 12 });
    }
  });

  it("takes neither a legacy 8-bit text nor binary data for text", async () => {
    await refused(Buffer.from("Caf\xe9 cr\xe8me", "latin1"), "UNSUPPORTED_TYPE");
    await refused(Buffer.from("words\x00\x01\x02 more words"), "UNSUPPORTED_TYPE");
  });
});

// --- PDF ---------------------------------------------------------------------------------------

/** A PDF with one object per entry and a correct cross-reference table. */
function pdf(objects: Array<string | Buffer>): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(at);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n")]);
    parts.push(chunk);
    at += chunk.length;
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const stream = (data: Buffer, filter = "") =>
  Buffer.concat([Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`), data, Buffer.from("\nendstream")]);

/** Pages whose content streams are given; Helvetica is one of PDF's standard fonts (nothing embedded). */
function pdfWithPages(contents: Buffer[]): Uint8Array {
  const pageIds = contents.map((_, i) => 4 + i * 2);
  return pdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${contents.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...contents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      stream(content),
    ]),
  ]);
}

const textPage = (line: string) => Buffer.from(`BT /F1 12 Tf 72 720 Td (${line}) Tj ET`);

describe("countDocumentWords on PDF", () => {
  it("counts the text layer of every page, with nothing fetched for a standard font", async () => {
    const file = pdfWithPages([textPage("I want to study abroad."), textPage("Page two, e.g. U.S.A.")]);
    expect(await countDocumentWords(file)).toEqual({ kind: "pdf", words: 5 + 4 });
  });

  it("finds %PDF- after junk at the start, as readers do", async () => {
    const file = Buffer.concat([Buffer.from("junk\n"), pdfWithPages([textPage("Three more words")])]);
    // The offsets are off by the junk: PDF.js rebuilds the cross-reference table.
    expect(await countDocumentWords(file)).toEqual({ kind: "pdf", words: 3 });
  });

  it("refuses pages without text (a scan) as NO_TEXT, and too many pages as TOO_LARGE", async () => {
    await refused(pdfWithPages([Buffer.from("0 0 1 rg 0 0 100 100 re f")]), "NO_TEXT");
    await refused(pdfWithPages([textPage("one"), textPage("two"), textPage("three")]), "TOO_LARGE", {
      maxPdfPages: 2,
    });
  });

  it("refuses a damaged PDF as CORRUPT and a slow one as TIMEOUT", async () => {
    await refused(Buffer.from("%PDF-1.7\nnot a PDF at all"), "CORRUPT");
    await refused(pdfWithPages([textPage("Fine words")]), "TIMEOUT", { deadlineMs: 1 });
  });

  it("refuses a deflate bomb in a content stream without the server's memory growing", async () => {
    // 1.5 GiB of spaces, about 1.5 MB deflated: one MiB deflated once, its full-flush block repeated.
    const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
    const zlib = Buffer.concat([
      Buffer.from([0x78, 0x9c]),
      ...Array(1536).fill(block),
      Buffer.from([3, 0, 0, 0, 0, 0]),
    ]);
    const file = pdfWithPages([]);
    const bomb = pdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
      stream(zlib, " /Filter /FlateDecode"),
    ]);
    expect(file.length).toBeGreaterThan(0);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await refused(bomb, "BOMB", { deadlineMs: 30_000 });
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});

describe("PDF readers", () => {
  it("run two at a time: eight PDFs sent together wait their turn and are all counted", async () => {
    const files = Array.from({ length: 8 }, (_, i) => pdfWithPages([textPage(`Document number ${i} here`)]));
    const seen: Array<{ running: number; waiting: number }> = [];
    const sampler = setInterval(() => seen.push(pdfReaders()), 10);
    const results = await Promise.all(files.map((file) => countDocumentWords(file)));
    clearInterval(sampler);
    expect(results.map((r) => r.words)).toEqual(Array(8).fill(4));
    expect(Math.max(...seen.map((s) => s.running))).toBe(2);
    expect(Math.max(...seen.map((s) => s.waiting))).toBeGreaterThan(0);
    expect(pdfReaders()).toEqual({ running: 0, waiting: 0 });
  }, 60_000);
});
