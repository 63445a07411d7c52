import { appendFileSync } from "node:fs";
import { expect, it } from "vitest";
import { countDocumentWords } from "~/.server/documents/count-document";
import { countWords } from "~/.server/documents/word-count";
import { writeDoc } from "../tests/support/documents/write-doc";
import { type DocxBlock, writeDocx, writeZip } from "../tests/support/documents/write-docx";

/**
 * Word-count throughput of uploaded documents: a 2,000,000-word .docx (4,000 pages of 500 words)
 * and a 200,000-word .doc, both mixed English / Traditional Chinese, written by the project's own
 * fixture writers. Run with
 *   vitest run --config vitest.bench.config.ts bench/word-count.task.ts
 * Appends one JSON line per format to BENCH_OUT (default bench-word-count.jsonl):
 *   { kind: "word-count", format, words, seconds, pagesPerSecond, peakRssMb, peakHeapUsedMb }
 * where the memory figures are the peak growth over the figures just before the count, sampled
 * every 10 ms while it runs.
 */
const WORDS_PER_PAGE = 500;
const DOCX_WORDS = Number(process.env.BENCH_DOCX_WORDS ?? 2_000_000);
const DOC_WORDS = Number(process.env.BENCH_DOC_WORDS ?? 200_000);
const OUT = process.env.BENCH_OUT ?? "bench-word-count.jsonl";

// A deterministic pseudo-random sequence, so every run builds the same document.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// Sentences are assembled from these parts, so that the ~20 base pages are varied text (not a
// few sentences over and over, which would compress unrealistically well).
const EN = {
  opening: [
    "During my undergraduate studies",
    "In my third year",
    "While working as a teaching assistant",
    "At my internship",
    "In the research lab",
    "Outside the classroom",
    "Over the past two years",
    "As a volunteer tutor",
  ],
  subject: ["I", "our team", "my advisor and I", "a small group of students", "my classmates and I"],
  verb: [
    "designed",
    "measured",
    "analysed",
    "built",
    "evaluated",
    "documented",
    "improved",
    "presented",
    "compared",
    "tested",
  ],
  object: [
    "a distributed storage system",
    "the latency of cloud services",
    "machine-learning models for traffic data",
    "an open-source library",
    "the energy use of data centres",
    "a course project on compilers",
    "survey data from 2,000 students",
    "a prototype with a GPA of 3.85 in mind",
  ],
  purpose: [
    "to understand real-world trade-offs",
    "so that researchers could share resources",
    "which taught me to explain difficult ideas",
    "and learned how much I still want to learn",
    "because reliable infrastructure matters",
    "to prepare for graduate study abroad",
  ],
};
const ZH = [
  "我在大學期間",
  "參與了研究計畫",
  "主題是分散式系統",
  "以及機器學習的應用",
  "這些經驗讓我",
  "確定了未來的研究方向",
  "為了準備出國留學",
  "我利用課餘時間",
  "加強英文能力",
  "並在托福考試中",
  "取得一百分的成績",
  "我希望在研究所階段",
  "深入學習雲端運算",
  "的理論與實務",
  "並將所學應用於",
  "改善學術機構的資訊基礎建設",
  "畢業後我計畫回到臺灣",
  "投入開放原始碼社群",
  "協助更多學生",
  "使用高效能運算資源",
  "我曾擔任助教",
  "帶領同學完成專題",
];

function englishSentence(): string {
  return `${pick(EN.opening)}, ${pick(EN.subject)} ${pick(EN.verb)} ${pick(EN.object)} ${pick(EN.purpose)}.`;
}

function chineseSentence(): string {
  const phrases = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(ZH));
  return `${phrases.join("，")}。`;
}

/** About `pages` pages of paragraphs, mostly English with Chinese ones mixed in. */
function basePages(pages: number): string[] {
  const paragraphs: string[] = [];
  let words = 0;
  while (words < pages * WORDS_PER_PAGE) {
    const chinese = random() < 0.3;
    const sentences = Array.from({ length: 2 + Math.floor(random() * 4) }, () =>
      chinese ? chineseSentence() : englishSentence(),
    );
    const paragraph = sentences.join(chinese ? "" : " ");
    paragraphs.push(paragraph);
    words += countWords(paragraph);
  }
  return paragraphs;
}

/** `targetWords` words: the ~20 base pages repeated. Returns the paragraphs and their exact count. */
function documentText(targetWords: number): { paragraphs: string[]; words: number } {
  const base = basePages(20);
  const baseWords = base.reduce((sum, p) => sum + countWords(p), 0);
  const paragraphs: string[] = [];
  let words = 0;
  while (words < targetWords) {
    for (const paragraph of base) paragraphs.push(paragraph);
    words += baseWords;
  }
  return { paragraphs, words };
}

/** Some paragraphs split into runs with formatting, as Word writes them. */
function toBlocks(paragraphs: string[]): DocxBlock[] {
  return paragraphs.map((paragraph, i) => {
    if (i % 3 !== 0) return paragraph;
    const cut = paragraph.indexOf(" ", paragraph.length >> 1);
    return cut < 0 ? paragraph : { runs: [paragraph.slice(0, cut), paragraph.slice(cut)] };
  });
}

interface Measured {
  words: number;
  seconds: number;
  peakRssMb: number;
  peakHeapUsedMb: number;
}

async function measure(file: Uint8Array, warmUp: Uint8Array): Promise<Measured> {
  await countDocumentWords(warmUp); // load the parsers and warm the JIT on a one-page document first
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    // Generous limits: the benchmark measures speed, not the upload policy.
    const { words } = await countDocumentWords(file, { maxUploadBytes: 64 * 1024 * 1024, deadlineMs: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    sample();
    const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
    return { words, seconds, peakRssMb: mb(peakRss - before.rss), peakHeapUsedMb: mb(peakHeap - before.heapUsed) };
  } finally {
    clearInterval(timer);
  }
}

function report(format: "docx" | "doc", bytes: number, result: Measured): void {
  const line = {
    kind: "word-count",
    format,
    words: result.words,
    seconds: Number(result.seconds.toFixed(3)),
    pagesPerSecond: Math.round(result.words / WORDS_PER_PAGE / result.seconds),
    peakRssMb: result.peakRssMb,
    peakHeapUsedMb: result.peakHeapUsedMb,
  };
  appendFileSync(OUT, `${JSON.stringify(line)}\n`);
  console.log(JSON.stringify({ ...line, fileMb: Number((bytes / 1024 / 1024).toFixed(2)) }));
}

it("word count of a 2,000,000-word .docx", { timeout: 600_000 }, async () => {
  const { paragraphs, words } = documentText(DOCX_WORDS);
  const file = await writeDocx({ body: toBlocks(paragraphs), declaredWords: 1 });
  const result = await measure(file, await writeDocx({ body: paragraphs.slice(0, 10) }));
  expect(result.words).toBe(words);
  report("docx", file.length, result);
});

it("word count of a 200,000-word .doc", { timeout: 600_000 }, async () => {
  const { paragraphs, words } = documentText(DOC_WORDS);
  const file = writeDoc({ paragraphs });
  const result = await measure(file, writeDoc({ paragraphs: paragraphs.slice(0, 10) }));
  expect(result.words).toBe(words);
  report("doc", file.length, result);
});

it("refusal of a decompression bomb", { timeout: 600_000 }, async () => {
  // document.xml of 512 MiB of spaces (about 0.5 MB zipped).
  const bomb = await writeZip(
    new Map<string, string | Uint8Array>([
      ["[Content_Types].xml", "<Types/>"],
      ["word/document.xml", new Uint8Array(Buffer.alloc(512 * 1024 * 1024, 32))],
    ]),
  );
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await expect(countDocumentWords(bomb)).rejects.toMatchObject({ code: "BOMB" });
    samples.push(performance.now() - started);
  }
  const line = {
    kind: "bomb-refusal",
    zipMb: Number((bomb.length / 1024 / 1024).toFixed(2)),
    inflatesToMb: 512,
    maxMs: Number(Math.max(...samples).toFixed(1)),
    medianMs: Number([...samples].sort((a, b) => a - b)[2]?.toFixed(1)),
  };
  appendFileSync(OUT, `${JSON.stringify(line)}\n`);
  console.log(JSON.stringify(line));
});
