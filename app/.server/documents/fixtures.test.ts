import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { countDocumentWords } from "./count-document";

/**
 * Documents written by a real word processor (LibreOffice Writer, from the sources in
 * tests/fixtures/documents/src), not by the project's own writers: their XML and binary layout is
 * what students upload. Every expected count is counted by hand from the rule in word-count.ts,
 * paragraph by paragraph in tests/fixtures/documents/README.md; the .docx and the .doc of one
 * source hold the same text, so they must agree.
 */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/documents/${name}`, import.meta.url)));

const expected: Array<{ name: string; words: number; what: string }> = [
  { name: "en-cv", words: 102, what: "an English CV with bullets, a numbered list, a table, a header and a footer" },
  {
    name: "en-tricky",
    words: 84,
    what: "abbreviations, slashes, dashes, symbols, punctuation-only runs, a footnote, date and page fields",
  },
  {
    name: "tw-en-cv",
    words: 98,
    what: "a Traditional Chinese / English CV with bullets, a table, a header and a footer",
  },
  { name: "th-paragraph", words: 28, what: "a Thai paragraph with an endnote and a header" },
  { name: "tracked-changes", words: 12, what: "tracked insertions and deletions" },
];

describe("countDocumentWords on documents saved by LibreOffice Writer", () => {
  for (const { name, words, what } of expected) {
    for (const kind of ["docx", "doc"] as const) {
      it(`counts ${name}.${kind}: ${what}`, async () => {
        expect(await countDocumentWords(fixture(`${name}.${kind}`))).toEqual({ kind, words });
      });
    }
  }
});

// The counts above only prove something if the files hold what they are said to hold.

/** The text of one part of a .docx (a small, trusted fixture: a plain ZIP reader is enough). */
function docxPart(file: Uint8Array, name: string): string | undefined {
  const bytes = Buffer.from(file);
  for (let at = bytes.lastIndexOf(Buffer.from("PK\x01\x02", "latin1")); at >= 0; at--) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString("utf8", at + 46, at + 46 + nameLength) !== name) continue;
    const local = bytes.readUInt32LE(at + 42);
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
  }
  return undefined;
}

/** The text stream of a .doc as UTF-16, with Word's control characters (fields, cell marks) left in. */
function docStreams(file: Uint8Array): { main: string; all: string } {
  const container = CFB.read(Buffer.from(file), { type: "buffer" });
  const main = Buffer.from(CFB.find(container, "/WordDocument")?.content ?? []);
  return { main: main.toString("utf16le"), all: main.toString("utf16le") + main.toString("latin1") };
}

describe("the LibreOffice fixtures", () => {
  it("have headers and footers, lists, tables, notes, fields and deletions in the .docx", () => {
    const cv = fixture("en-cv.docx");
    expect(docxPart(cv, "word/header1.xml")).toContain("Curriculum Vitae");
    expect(docxPart(cv, "word/footer1.xml")).toContain("PAGE");
    expect(docxPart(cv, "word/numbering.xml")).toContain('w:numFmt w:val="bullet"');
    expect(docxPart(cv, "word/numbering.xml")).toContain('w:lvlText w:val="%1."');
    expect(docxPart(cv, "word/document.xml")).toContain("<w:numPr>");
    expect(docxPart(cv, "word/document.xml")).toContain("<w:tbl>");
    const tricky = docxPart(fixture("en-tricky.docx"), "word/document.xml");
    expect(tricky).toContain("<w:instrText");
    expect(tricky).toMatch(/ DATE /);
    expect(docxPart(fixture("en-tricky.docx"), "word/footnotes.xml")).toContain("Department of Education");
    expect(docxPart(fixture("th-paragraph.docx"), "word/endnotes.xml")).toContain("อ้างอิง");
    expect(docxPart(fixture("tracked-changes.docx"), "word/document.xml")).toContain("<w:delText");
  });

  it("have field codes, headers, footers and deleted text in the .doc", () => {
    const tricky = docStreams(fixture("en-tricky.doc"));
    // field begin, code, separator, result, end
    expect(tricky.main).toContain('\u0013 DATE \\@"yyyy\\-MM\\-dd" \u00142026-11-26\u0015');
    expect(tricky.main).toContain("Draft – not for submission");
    expect(docStreams(fixture("en-cv.doc")).main).toContain("Curriculum Vitae");
    expect(docStreams(fixture("tracked-changes.doc")).all).toContain("very very very");
  });
});
