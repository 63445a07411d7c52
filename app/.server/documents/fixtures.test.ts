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

/**
 * Short texts in each language the site serves, saved by LibreOffice Writer 7.4 from
 * tests/fixtures/documents/src/plain-*.fodt as .docx, .odt, .rtf, .pdf, UTF-8 .txt (with a BOM, as
 * Writer writes it) and UTF-16 .txt (`build.sh`). Plain paragraphs only: a PDF no longer tells a
 * header, a footer or a list number from the body. Each count is by hand, word by word by the rule
 * of word-count.ts (a run between spaces with a letter, digit or symbol is one word, punctuation
 * alone none; each CJK character one word, CJK punctuation separates; Thai as ICU's dictionary
 * splits it), paragraph by paragraph:
 */
const plain: Array<{ name: string; words: number; paragraphs: string[] }> = [
  {
    name: "plain-en",
    words: 42,
    paragraphs: [
      "Statement of Purpose = 3",
      // I want to study data science in the U.K. because my GPA of 3.85/4.00 and two internships, e.g. at Acme Corp., prepared me well.
      "I|want|to|study|data|science|in|the|U.K.|because|my|GPA|of|3.85/4.00|and|two|internships,|e.g.|at|Acme|Corp.,|prepared|me|well. = 24",
      // Between 2021–2023 I led a 3-person team — we cut costs by 40% & won an award.
      "Between|2021–2023|I|led|a|3-person|team|(— none)|we|cut|costs|by|40%|(& none)|won|an|award. = 15",
    ],
  },
  {
    name: "plain-tw",
    words: 49,
    paragraphs: [
      "讀書計畫: 讀|書|計|畫 = 4",
      "我希望進入國立臺灣大學資訊工程研究所就讀。: 20 ideographs, 。 separates = 20",
      "大學期間，我的GPA為3.85，並通過TOEFL 100分。: 大|學|期|間|我|的|GPA|為|3.85|並|通|過|TOEFL|100|分 = 15",
      "聯絡方式：mei.lin@example.com（週一至週五）: 聯|絡|方|式|address|週|一|至|週|五 = 10",
    ],
  },
  {
    name: "plain-vi",
    words: 45,
    paragraphs: [
      "Kế|hoạch|học|tập = 4",
      "Tôi|muốn|theo|học|chương|trình|thạc|sĩ|tại|Trường|Đại|học|Quốc|gia|Singapore. = 15",
      "Điểm|trung|bình|của|tôi|là|3,6/4|và|IELTS|7.0. = 10",
      "Tôi|đã|làm|việc|2|năm|ở|TP.|Hồ|Chí|Minh|(– none)|một|thành|phố|năng|động! = 16",
    ],
  },
  {
    name: "plain-th",
    words: 28,
    paragraphs: [
      "สวัสดี|ครับ = 2",
      "ฉัน|ต้องการ|ศึกษา|ต่อ|ระดับ|ปริญญา|โท|ที่|มหาวิทยาลัย|เชียงใหม่ = 10",
      "เกรด|เฉลี่ย|ของ|ฉัน|คือ|3.85|และ|ได้|คะแนน|IELTS|7.0 = 11",
      "อ้างอิง|จาก|เว็บไซต์|ของ|มหาวิทยาลัย = 5",
    ],
  },
  {
    name: "plain-mixed",
    words: 30,
    paragraphs: [
      "Hello 你好 Xin chào สวัสดีครับ: Hello|你|好|Xin|chào|สวัสดี|ครับ = 7",
      "I scored IELTS 7.5分 and 托福100分 in 2024年。: I|scored|IELTS|7.5|分|and|托|福|100|分|in|2024|年 = 13",
      "Tôi học Python工程 ở Đài Bắc (臺北).: Tôi|học|Python|工|程|ở|Đài|Bắc|臺|北 ('(' and ').' none) = 10",
    ],
  },
];

describe("countDocumentWords on every format LibreOffice saves the same text in", () => {
  for (const { name, words, paragraphs } of plain) {
    it(`${name}: the hand count adds up`, () => {
      const sum = paragraphs.reduce((total, p) => total + Number(p.split("= ").at(-1)), 0);
      expect(sum).toBe(words);
    });
    for (const [file, kind] of [
      [`${name}.docx`, "docx"],
      [`${name}.odt`, "odt"],
      [`${name}.rtf`, "rtf"],
      [`${name}.pdf`, "pdf"],
      [`${name}.txt`, "txt"],
      [`${name}.utf16.txt`, "txt"],
    ] as const) {
      it(`counts ${file} as ${words} words, as the .docx of the same text`, async () => {
        expect(await countDocumentWords(fixture(file))).toEqual({ kind, words });
      });
    }
  }

  it("refuses a scanned PDF (a picture of a page, no text layer) as NO_TEXT", async () => {
    const scanned = fixture("scanned.pdf");
    expect(Buffer.from(scanned).toString("latin1")).toContain("/Subtype/Image");
    await expect(countDocumentWords(scanned)).rejects.toMatchObject({ code: "NO_TEXT" });
  });
});

describe("the plain-text fixtures", () => {
  it("are what their names say: an OpenDocument ZIP, RTF with \\u escapes, a tagged PDF, UTF-8 and UTF-16 with a BOM", () => {
    const odt = Buffer.from(fixture("plain-tw.odt")).toString("latin1");
    expect(odt.slice(30, 38)).toBe("mimetype");
    expect(odt).toContain("application/vnd.oasis.opendocument.text");
    expect(Buffer.from(fixture("plain-tw.rtf")).toString("latin1")).toMatch(/^\{\\rtf1[\s\S]*\\u35712\\'3f/);
    expect(Buffer.from(fixture("plain-th.pdf")).toString("latin1")).toMatch(/^%PDF-1\.\d/);
    expect([...fixture("plain-vi.txt").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...fixture("plain-vi.utf16.txt").subarray(0, 2)]).toEqual([0xff, 0xfe]);
  });
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
