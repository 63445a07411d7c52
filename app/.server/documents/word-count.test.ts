import { describe, expect, it } from "vitest";
import { countWords } from "./word-count";

// Each expectation is counted by hand from the rule in word-count.ts, word by word in the comments.
describe("countWords", () => {
  it("counts space-separated English words", () => {
    expect(countWords("I want to study abroad")).toBe(5);
    expect(countWords("  leading, trailing;  and\tmixed\nwhitespace  ")).toBe(5);
    expect(countWords("")).toBe(0);
  });

  it("counts each Han ideograph as one word, in Traditional and Simplified Chinese", () => {
    expect(countWords("我想申請碩士")).toBe(6); // 我 想 申 請 碩 士
    expect(countWords("我想申请硕士")).toBe(6); // 我 想 申 请 硕 士
    expect(countWords("𠀀𪚥")).toBe(2); // extension B ideographs, outside the BMP
    expect(countWords("IELTS考試7.5分")).toBe(5); // IELTS 考 試 7.5 分
  });

  it("lets CJK and full-width punctuation separate words without counting", () => {
    expect(countWords("臺灣，大學。")).toBe(4); // 臺 灣 大 學
    expect(countWords("「研究」『計畫』（二）《書》〈篇〉【注】")).toBe(8); // 研 究 計 畫 二 書 篇 注
    expect(countWords("好…對—是～")).toBe(3); // 好 對 是
    expect(countWords("English，Chinese、Thai")).toBe(3);
    expect(countWords("ＡＢＣ！ＤＥＦ")).toBe(2); // full-width letters make words, ！ separates
  });

  it("counts each kana and each Hangul syllable as one word", () => {
    expect(countWords("ひらがな")).toBe(4);
    expect(countWords("カタカナ")).toBe(4);
    expect(countWords("コーヒー")).toBe(4); // コ ー ヒ ー: the prolonged sound mark is kana too
    expect(countWords("が")).toBe(1); // か + combining dakuten is one character
    expect(countWords("ｶﾞｸｾｲ")).toBe(4); // half-width: ｶﾞ ｸ ｾ ｲ
    expect(countWords("留学したい")).toBe(5); // 留 学 し た い
    expect(countWords("대학교")).toBe(3);
    expect(countWords("대학교에 지원합니다")).toBe(9); // 대 학 교 에 + 지 원 합 니 다
  });

  it("splits Thai with the ICU word segmenter", () => {
    // ฉัน|ต้องการ|ศึกษา|ต่อ|ระดับ|ปริญญา|โท|ที่|มหาวิทยาลัย|เชียงใหม่
    expect(countWords("ฉันต้องการศึกษาต่อระดับปริญญาโทที่มหาวิทยาลัยเชียงใหม่")).toBe(10);
    expect(countWords("สวัสดีครับ")).toBe(2); // สวัสดี|ครับ
    expect(countWords("คะแนน IELTS 7.0")).toBe(3);
    expect(countWords("ภาษาEnglish")).toBe(2); // ภาษา + English
  });

  it("counts Vietnamese per space-separated syllable, composed or decomposed", () => {
    expect(countWords("Trường đại học")).toBe(3);
    expect(countWords("Trường đại học".normalize("NFD"))).toBe(3);
    expect(countWords("Tôi muốn học thạc sĩ")).toBe(5);
  });

  it("keeps hyphenated words, apostrophes and numbers whole", () => {
    expect(countWords("a well-known state-of-the-art lab")).toBe(4);
    expect(countWords("COVID-19 and 2020‐2024")).toBe(3); // U+2010 hyphen
    expect(countWords("don't l'école don’t")).toBe(3);
    expect(countWords("the students' essays")).toBe(3);
    expect(countWords("GPA 3.85")).toBe(2);
    expect(countWords("2,000 dollars")).toBe(2);
    expect(countWords("1,000.50")).toBe(1);
    expect(countWords("inter\u00adnational")).toBe(1); // soft hyphen
  });

  it("does not join letters with . or , (only digits)", () => {
    expect(countWords("end,start")).toBe(2);
    expect(countWords("e.g. Ph.D.")).toBe(4);
    expect(countWords("and/or")).toBe(2);
    expect(countWords("3. Results")).toBe(2);
  });

  it("counts a URL or an e-mail address as one word", () => {
    expect(countWords("see https://example.com/a-b?x=1 now")).toBe(3);
    expect(countWords("HTTP://EXAMPLE.COM/PATH")).toBe(1);
    expect(countWords("visit www.example.com.")).toBe(2);
    expect(countWords("write to a.b@example.com today")).toBe(4);
    expect(countWords("請寄至a.b@example.com謝謝")).toBe(6); // 請 寄 至 + address + 謝 謝
  });

  it("counts runs of only punctuation or symbols as none", () => {
    expect(countWords("... --- !!! ??? ---")).toBe(0);
    expect(countWords("。，、；：？！「」『』（）《》〈〉【】…—～")).toBe(0);
    expect(countWords("© ™ € $ % & * 😀 → •")).toBe(0);
    expect(countWords("word — word")).toBe(2);
  });

  it("stays linear on long runs without spaces", () => {
    expect(countWords("a.".repeat(200_000))).toBe(200_000);
    expect(countWords("a-".repeat(200_000))).toBe(1);
  });
});
