import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";
import CFB from "cfb";
import { describe, expect, it } from "vitest";
import WordExtractor from "word-extractor";
import { writeDoc } from "../../../tests/support/documents/write-doc";
import { docxParts, writeDocx, writeZip } from "../../../tests/support/documents/write-docx";
import { countDocumentWords, DocumentError, type DocumentErrorCode, maxUploadBytes } from "./count-document";
import { normalizeDocText } from "./doc";

/**
 * Real .docx and .doc files, written by the project's own fixture writers, counted end to end.
 * Every expected count is counted by hand (word by word in the comments).
 */

interface Sample {
  paragraphs: [string, string];
  footnote: string;
  words: number;
}

const samples: Record<"tw" | "cn" | "en" | "vi" | "th", Sample> = {
  tw: {
    paragraphs: [
      "我希望進入國立臺灣大學資訊工程研究所就讀。", // 20 ideographs
      "大學期間，我的GPA為3.85，並通過TOEFL 100分。", // 大學期間 4, 我的 2, GPA, 為, 3.85, 並通過 3, TOEFL, 100, 分 = 15
    ],
    footnote: "詳見附件「成績單」。", // 詳見附件 4, 成績單 3 = 7
    words: 42,
  },
  cn: {
    paragraphs: [
      "我计划在英国攻读计算机科学硕士学位。", // 17 ideographs
      "本科期间我参与了2个研究项目，发表论文1篇。", // 8 + 2 + 5 + 4 + 1 + 篇 = 20
    ],
    footnote: "数据来源：学校官网。", // 4 + 4 = 8
    words: 45,
  },
  en: {
    paragraphs: [
      // I am applying to the Master of Science in Computer Science program at the University of Toronto = 17
      "I am applying to the Master of Science in Computer Science program at the University of Toronto.",
      // My GPA is 3.85 and I've completed a well-known 2,000-hour internship see <url> or email <address> = 16
      "My GPA is 3.85, and I've completed a well-known 2,000-hour internship; see https://example.com/a-b?x=1 or email a.b@example.com.",
    ],
    footnote: "Transcript attached as Appendix A.", // 5
    words: 38,
  },
  vi: {
    paragraphs: [
      // Tôi muốn theo học chương trình thạc sĩ tại Trường Đại học Quốc gia Singapore = 15
      "Tôi muốn theo học chương trình thạc sĩ tại Trường Đại học Quốc gia Singapore.",
      "Điểm trung bình của tôi là 3,6/4 và IELTS 7.0.", // Điểm trung bình của tôi là 3,6/4 và IELTS 7.0 = 10
    ],
    footnote: "Xem bảng điểm đính kèm.", // 5
    words: 30,
  },
  th: {
    paragraphs: [
      "ฉันต้องการศึกษาต่อระดับปริญญาโทที่มหาวิทยาลัยเชียงใหม่", // ฉัน|ต้องการ|ศึกษา|ต่อ|ระดับ|ปริญญา|โท|ที่|มหาวิทยาลัย|เชียงใหม่ = 10
      "เกรดเฉลี่ยของฉันคือ 3.85 และได้คะแนน IELTS 7.0", // เกรด|เฉลี่ย|ของ|ฉัน|คือ 3.85 และ|ได้|คะแนน IELTS 7.0 = 11
    ],
    footnote: "อ้างอิงจากเว็บไซต์ของมหาวิทยาลัย", // อ้างอิง|จาก|เว็บไซต์|ของ|มหาวิทยาลัย = 5
    words: 26,
  },
};

async function expectRefused(
  file: Uint8Array | Promise<Uint8Array>,
  code: DocumentErrorCode,
  limits?: Parameters<typeof countDocumentWords>[1],
) {
  const error = await countDocumentWords(await file, limits).then(
    (result) => result,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DocumentError);
  expect((error as DocumentError).code).toBe(code);
}

describe("countDocumentWords on .docx", () => {
  for (const [language, sample] of Object.entries(samples)) {
    it(`counts a ${language} study plan with its footnote, not its header, footer or app.xml figure`, async () => {
      const file = await writeDocx({
        body: [sample.paragraphs[0], { runs: [sample.paragraphs[1], { footnote: sample.footnote }] }],
        header: "Statement of Purpose 讀書計畫 แผนการศึกษา",
        footer: "Page 1 of 2",
        declaredWords: 9_999,
      });
      expect(await countDocumentWords(file)).toEqual({ kind: "docx", words: sample.words });
    });
  }

  it("counts a word split across runs once", async () => {
    const file = await writeDocx({
      body: [{ runs: ["Univ", "ersity of ", "Tor", "onto"] }, { runs: ["well-", "known ", "大", "學"] }],
    });
    expect((await countDocumentWords(file)).words).toBe(6); // University of Toronto + well-known 大 學
  });

  it("separates words at tabs, line breaks and paragraph ends", async () => {
    const file = await writeDocx({
      body: [{ runs: ["Name", { break: "tab" }, "Lin", { break: "line" }, "Taipei"] }, "One", "Two"],
    });
    expect((await countDocumentWords(file)).words).toBe(5); // Name Lin Taipei One Two
  });

  it("ignores headers, footers and docProps/app.xml", async () => {
    const body = ["Three words here"];
    const plain = await countDocumentWords(await writeDocx({ body }));
    const decorated = await countDocumentWords(
      await writeDocx({ body, header: "A long running header text", footer: "Page 1 of 9", declaredWords: 1_234 }),
    );
    expect(plain.words).toBe(3);
    expect(decorated.words).toBe(3);
  });

  it("counts field results but not field instructions", async () => {
    const file = await writeDocx({
      body: [
        {
          runs: [
            "See ",
            {
              field: 'HYPERLINK "https://example.com/admissions" \\o "Open the admissions office page"',
              result: "the admissions page",
            },
            ", by ",
            { simpleField: "AUTHOR \\* MERGEFORMAT", result: "Lin" },
          ],
        },
      ],
    });
    expect((await countDocumentWords(file)).words).toBe(6); // See the admissions page by Lin
  });

  it("counts inserted revisions but not deleted ones", async () => {
    const file = await writeDocx({
      body: [{ runs: ["I studied ", { deleted: "very very very " }, "hard", { inserted: " every day" }] }],
    });
    expect((await countDocumentWords(file)).words).toBe(5); // I studied hard every day
  });

  it("counts moved text once, at its new place", async () => {
    const file = await writeDocx({
      body: [
        { runs: ["Research ", { movedTo: "in Taipei " }, "matters"] },
        { runs: [{ movedFrom: "in Taipei " }, "Done"] },
      ],
    });
    expect((await countDocumentWords(file)).words).toBe(5); // Research in Taipei matters Done
  });

  it("ignores text between a field's begin and separate even in w:t", async () => {
    const parts = docxParts({ body: [{ runs: [{ field: "AUTHOR", result: "Lin Mei" }, " wrote this"] }] });
    const document = parts.get("word/document.xml") ?? "";
    // Some generators put (part of) the instruction in w:t instead of w:instrText.
    parts.set(
      "word/document.xml",
      document.replace("</w:instrText></w:r>", "</w:instrText></w:r><w:r><w:t>MERGEFORMAT switch words</w:t></w:r>"),
    );
    expect(parts.get("word/document.xml")).toContain("MERGEFORMAT switch words");
    expect((await countDocumentWords(await writeZip(parts))).words).toBe(4); // Lin Mei wrote this
  });

  it("does not count automatic list numbers", async () => {
    const file = await writeDocx({
      body: [
        { runs: ["First goal"], numbered: true },
        { runs: ["Second goal"], numbered: true },
      ],
    });
    expect((await countDocumentWords(file)).words).toBe(4);
  });

  it("counts tables cell by cell", async () => {
    const file = await writeDocx({
      body: [
        {
          table: [
            ["Course", "Grade"],
            ["Machine Learning", "A+"],
            ["機器學習", "甲"],
          ],
        },
      ],
    });
    expect((await countDocumentWords(file)).words).toBe(10); // Course Grade Machine Learning A 機 器 學 習 甲
  });

  it("counts footnotes and endnotes", async () => {
    const file = await writeDocx({
      body: [{ runs: ["One two three", { footnote: "Four five" }, { endnote: "Six" }] }],
    });
    expect((await countDocumentWords(file)).words).toBe(6);
  });

  it("skips the separator pseudo-footnotes even when they hold text", async () => {
    const parts = docxParts({ body: [{ runs: ["One two", { footnote: "three" }] }] });
    const footnotes = parts.get("word/footnotes.xml") ?? "";
    parts.set(
      "word/footnotes.xml",
      footnotes.replace("<w:separator/></w:r>", "<w:separator/></w:r><w:r><w:t>hidden separator words</w:t></w:r>"),
    );
    expect(parts.get("word/footnotes.xml")).toContain("hidden separator words");
    expect((await countDocumentWords(await writeZip(parts))).words).toBe(3);
  });

  it("counts a text box once, not again in its VML fallback", async () => {
    const file = await writeDocx({ body: [{ runs: ["Intro", { textBox: "Words in a box" }] }] });
    expect((await countDocumentWords(file)).words).toBe(5);
  });

  it("counts paragraphs longer than the parser's buffer exactly", async () => {
    // 300,000 words in 3.9 M characters, in runs that cut words in two (as Word does).
    const text = "study abroad ".repeat(150_000);
    const english = Array.from({ length: Math.ceil(text.length / 7_001) }, (_, i) =>
      text.slice(i * 7_001, (i + 1) * 7_001),
    );
    const chinese = Array.from({ length: 100 }, () => "留學計畫".repeat(3_000)); // 1,200,000 ideographs, no spaces
    const file = await writeDocx({ body: [{ runs: english }, { runs: chinese }] });
    expect((await countDocumentWords(file)).words).toBe(1_500_000);
  });

  it("does not depend on the w: prefix", async () => {
    const parts = docxParts({ body: ["Prefix free counting works"] });
    const document = (parts.get("word/document.xml") ?? "")
      .replace(/(<\/?|\s)w:/g, "$1x:")
      .replace("xmlns:w=", "xmlns:x=");
    expect(document).toContain("<x:t ");
    expect(document).not.toContain("w:");
    parts.set("word/document.xml", document);
    expect((await countDocumentWords(await writeZip(parts))).words).toBe(4);
  });
});

describe("countDocumentWords on .doc", () => {
  for (const [language, sample] of Object.entries(samples)) {
    it(`counts a ${language} study plan with its footnote`, async () => {
      const file = writeDoc({
        paragraphs: [sample.paragraphs[0], [sample.paragraphs[1], { footnote: sample.footnote }]],
      });
      expect(await countDocumentWords(file)).toEqual({ kind: "doc", words: sample.words });
    });
  }

  it("writes .doc files that word-extractor reads back", async () => {
    const file = writeDoc({ paragraphs: ["First paragraph.", ["Second", { footnote: "A note." }]] });
    const document = await new WordExtractor().extract(Buffer.from(file));
    expect(document.getBody()).toBe("First paragraph.\nSecond\n");
    expect(document.getFootnotes()).toBe(" A note.\n");
  });

  it("counts field results but not field instructions", async () => {
    const file = writeDoc({
      paragraphs: [
        [
          "See ",
          {
            field: 'HYPERLINK "https://example.com/admissions" \\o "Open the admissions office page"',
            result: "the admissions page",
          },
          ".",
        ],
      ],
    });
    expect((await countDocumentWords(file)).words).toBe(4); // See the admissions page
  });

  it("mops up damaged fields and Word's special hyphens", () => {
    expect(normalizeDocText("See \x13 HYPERLINK x \x14the page\x15 now")).toBe("See  the page  now");
    expect(normalizeDocText("cut \x13 PAGE unterminated\rnext")).toBe("cut  \rnext");
    expect(normalizeDocText("well\x1eknown")).toBe("well\u2011known");
  });
});

// --- Files that are not (countable) Word documents ------------------------------------------------

/** A real 1×1 PNG. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1×1, 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 0x1f, 0x6f, 0xb4]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Deterministic pseudo-random bytes. */
function randomBytes(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = state >>> 16;
  }
  return bytes;
}

interface RawEntry {
  name: string;
  /** Deflated (raw) data, written as is. */
  deflated: Buffer;
  /** What the central directory declares (a bomb may lie). */
  uncompressedSize: number;
}

/** A ZIP written by hand, to store deflate data yazl would never produce (and sizes that lie). */
function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, uncompressedSize } of entries) {
    const fileName = Buffer.from(name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(uncompressedSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(uncompressedSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, deflated);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = (xml: string) => deflateRawSync(Buffer.from(xml, "utf8"));

/**
 * A deflate stream of `head` then `megabytes` MiB of one repeated byte: one MiB is deflated once
 * (full flush: byte-aligned, no back-references across it) and its ~1 KB repeated, then an empty
 * final block ends the stream. Building a 2 GiB bomb this way takes milliseconds.
 */
function deflateBomb(head: string, fill: number, megabytes: number): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const start = deflateRawSync(Buffer.from(head, "utf8"), flush);
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, fill), flush);
  return Buffer.concat([start, ...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
}

const BOMB_HEAD =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';

describe("countDocumentWords refuses", () => {
  it("an empty file", async () => {
    await expectRefused(new Uint8Array(0), "EMPTY");
  });

  it("a file over the upload limit, before reading it", async () => {
    await expectRefused(new Uint8Array(maxUploadBytes + 1), "TOO_LARGE");
  });

  it("a PNG named .docx", async () => {
    await expectRefused(png(), "UNSUPPORTED_TYPE");
  });

  it("random bytes", async () => {
    await expectRefused(randomBytes(4096), "UNSUPPORTED_TYPE");
  });

  it("a ZIP that is not a document", async () => {
    await expectRefused(writeZip(new Map([["notes.txt", "just some notes"]])), "UNSUPPORTED_TYPE");
  });

  it("an .xlsx-like ZIP", async () => {
    const sheet =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Words in a cell</t></is></c></row></sheetData></worksheet>';
    const xlsx = new Map([
      ["[Content_Types].xml", '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
      ["xl/workbook.xml", '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'],
      ["xl/worksheets/sheet1.xml", sheet],
    ]);
    await expectRefused(writeZip(xlsx), "UNSUPPORTED_TYPE");
  });

  it("an OLE2 file without a WordDocument stream (a spreadsheet)", async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, "/Workbook", Buffer.alloc(5000, 1));
    await expectRefused(new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer), "UNSUPPORTED_TYPE");
  });

  it("a truncated .docx", async () => {
    const file = await writeDocx({ body: ["Some words that will be cut off"] });
    await expectRefused(file.slice(0, Math.floor(file.length / 2)), "CORRUPT");
  });

  it("a .docx whose document.xml is not XML", async () => {
    await expectRefused(writeZip(new Map([["word/document.xml", "<w:document><w:body><w:p>&bogus;"]])), "CORRUPT");
  });

  it("a .docx whose deflate data is damaged", async () => {
    const broken = Buffer.from(deflated(`${BOMB_HEAD}words</w:t></w:r></w:p></w:body></w:document>`));
    broken.fill(0xff, 4, 12);
    await expectRefused(rawZip([{ name: "word/document.xml", deflated: broken, uncompressedSize: 200 }]), "CORRUPT");
  });

  it("ZIP magic followed by garbage", async () => {
    await expectRefused(Buffer.concat([Buffer.from("PK\x03\x04"), randomBytes(2000)]), "CORRUPT");
  });

  it("OLE2 magic followed by garbage", async () => {
    const file = Buffer.from(randomBytes(4096));
    Buffer.from("d0cf11e0a1b11ae1", "hex").copy(file);
    await expectRefused(file, "CORRUPT");
  });

  it("a .doc whose allocation table loops, without hanging", async () => {
    const file = Buffer.from(writeDoc({ paragraphs: ["A loop in the FAT"] }));
    const fatSector = file.readInt32LE(76);
    const directorySector = file.readInt32LE(48);
    const fat = (fatSector + 1) * 512;
    // directory → FAT sector → directory → …
    file.writeInt32LE(fatSector, fat + directorySector * 4);
    file.writeInt32LE(directorySector, fat + fatSector * 4);
    await expectRefused(file, "CORRUPT");
  });

  it("a .doc whose WordDocument stream is garbage", async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, "/WordDocument", Buffer.from(randomBytes(6000)));
    CFB.utils.cfb_add(container, "/1Table", Buffer.from(randomBytes(6000, 3)));
    await expectRefused(new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer), "CORRUPT");
  });

  it("a .doc whose piece table would make word-extractor exhaust memory, before extracting", async () => {
    // 4,000 pieces that all point at the same 40 KB of text: 160 MB of strings for 50 KB of table.
    // (A worker that ran out of memory could take the whole process down while being torn down.)
    const file = Buffer.from(writeDoc({ paragraphs: ["x".repeat(20_000)] }));
    const container = CFB.read(file, { type: "buffer" });
    const word = Buffer.from(CFB.find(container, "/WordDocument")?.content ?? []);
    const table = Buffer.from(CFB.find(container, "/1Table")?.content ?? []);
    const pieces = 4_000;
    const clx = Buffer.alloc(5 + (pieces + 1) * 4 + pieces * 8);
    clx.writeUInt8(2, 0);
    clx.writeUInt32LE(clx.length - 5, 1);
    for (let i = 0; i <= pieces; i++) clx.writeUInt32LE(i * 20_000, 5 + i * 4);
    for (let i = 0; i < pieces; i++) clx.writeUInt32LE(0x400, 5 + (pieces + 1) * 4 + i * 8 + 2);
    word.writeUInt32LE(table.length, 0x1a2); // fcClx
    word.writeUInt32LE(clx.length, 0x1a6); // lcbClx
    const hostile = CFB.utils.cfb_new();
    CFB.utils.cfb_add(hostile, "/WordDocument", word);
    CFB.utils.cfb_add(hostile, "/1Table", Buffer.concat([table, clx]));
    const refused = await countDocumentWords(new Uint8Array(CFB.write(hostile, { type: "buffer" }) as Buffer)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DocumentError);
    expect(refused).toMatchObject({ code: "BOMB", message: expect.stringContaining("piece table describes 80000000") });
  });

  it("a ZIP with too many entries", async () => {
    const entries = new Map<string, string>([
      ["word/document.xml", `${BOMB_HEAD}x</w:t></w:r></w:p></w:body></w:document>`],
    ]);
    for (let i = 0; i < 2_000; i++) entries.set(`word/media/image${i}.txt`, "x");
    await expectRefused(writeZip(entries), "BOMB");
  });

  it("a parse that outlives its deadline", async () => {
    const paragraphs = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} of a long statement of purpose.`);
    await expectRefused(writeDocx({ body: paragraphs }), "TIMEOUT", { deadlineMs: 0 });
    await expectRefused(writeDoc({ paragraphs }), "TIMEOUT", { deadlineMs: 1 });
  });
});

describe("countDocumentWords refuses decompression bombs", () => {
  // 2 GiB of spaces in document.xml: about 2 MB of ZIP.
  const spaces = deflateBomb(BOMB_HEAD, 0x20, 2048);

  it("a document.xml inflating to 2 GiB (the time it takes is measured by the bench)", async () => {
    await expectRefused(rawZip([{ name: "word/document.xml", deflated: spaces, uncompressedSize: 2 ** 31 }]), "BOMB");
  });

  it("a bomb whose ZIP directory lies about its size", async () => {
    const zeros = deflateBomb(BOMB_HEAD, 0x00, 2048);
    await expectRefused(rawZip([{ name: "word/document.xml", deflated: zeros, uncompressedSize: 4096 }]), "BOMB");
    await expectRefused(
      rawZip([{ name: "word/document.xml", deflated: spaces, uncompressedSize: 15_000_000 }]),
      "BOMB",
    );
  });

  it("a bomb hidden in word/footnotes.xml", async () => {
    const document = `${BOMB_HEAD}Fine words</w:t></w:r></w:p></w:body></w:document>`;
    const footnotes = deflateBomb(
      '<?xml version="1.0"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:footnote w:id="1"><w:p><w:r><w:t>',
      0x20,
      2048,
    );
    await expectRefused(
      rawZip([
        { name: "word/document.xml", deflated: deflated(document), uncompressedSize: Buffer.byteLength(document) },
        { name: "word/footnotes.xml", deflated: footnotes, uncompressedSize: 2 ** 31 },
      ]),
      "BOMB",
    );
  });

  it("a text run too long to hold", async () => {
    // 17 MB of random letters in one w:t: not a bomb (it barely compresses), but too long to hold.
    const block = Buffer.from(randomBytes(64 * 1024).map((b) => 0x61 + (b % 26))).toString("latin1");
    const document = `${BOMB_HEAD}${block.repeat(17 * 16)}</w:t></w:r></w:p></w:body></w:document>`;
    await expectRefused(writeZip(new Map([["word/document.xml", document]])), "TOO_LARGE");
  });

  it("a document inflating beyond the total limit", async () => {
    const file = await writeDocx({ body: ["A small document that inflates past a tiny limit"] });
    await expectRefused(file, "TOO_LARGE", { maxDecompressedBytes: 100 });
  });
});
