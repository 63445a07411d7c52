import { describe, expect, it } from "vitest";
import { countWords } from "./word-count";

// Each expectation is counted by hand from the rule in word-count.ts, word by word in the comments.
describe("countWords", () => {
  it("counts space-separated English words", () => {
    expect(countWords("I want to study abroad")).toBe(5);
    expect(countWords("  leading, trailing;  and\tmixed\nwhitespace  ")).toBe(5);
    expect(countWords("")).toBe(0);
    expect(countWords("   \t\n ")).toBe(0);
  });

  it("counts a run of non-space characters as one word, as Word does", () => {
    expect(countWords("e.g.")).toBe(1);
    expect(countWords("U.S.A.")).toBe(1);
    expect(countWords("Python/SQL")).toBe(1);
    expect(countWords("2019–2023")).toBe(1); // en dash
    expect(countWords("high—very")).toBe(1); // em dash
    expect(countWords("e.g. Ph.D. and/or 10:30 a.m.")).toBe(5);
    expect(countWords("(NTU), [1] {x} “quoted” ‘single’ «fr»")).toBe(6);
    expect(countWords("3. Results")).toBe(2);
    expect(countWords("end,start")).toBe(1);
  });

  it("keeps hyphenated words, apostrophes, numbers, URLs and e-mail addresses whole", () => {
    expect(countWords("a well-known state-of-the-art lab")).toBe(4);
    expect(countWords("COVID-19 and 2020‐2024")).toBe(3); // U+2010 hyphen
    expect(countWords("don't l'école don’t O’Neil")).toBe(4);
    expect(countWords("the students' essays")).toBe(3);
    expect(countWords("GPA 3.85, 2,000 dollars, 1,000.50")).toBe(5);
    expect(countWords("inter\u00adnational well\u2011known")).toBe(2); // soft hyphen, non-breaking hyphen
    expect(countWords("see https://example.com/a-b?x=1 now")).toBe(3);
    expect(countWords("write to a.b@example.com today")).toBe(4);
  });

  it("counts runs of only punctuation as none", () => {
    expect(countWords("... --- !!! ??? — – • ¶ § & * % # @ \" ' ( ) « »")).toBe(0);
    expect(countWords("word — word")).toBe(2);
    expect(countWords("word - word -- word")).toBe(3);
    expect(countWords("• First item")).toBe(2); // a bullet typed by hand is not a word
  });

  it("counts stand-alone symbols as one word each", () => {
    expect(countWords("2 + 2 = 4")).toBe(5);
    expect(countWords("3 × 3 ÷ 1")).toBe(5);
    expect(countWords("A → B")).toBe(3);
    expect(countWords("© 2026")).toBe(2);
    expect(countWords("$ € £ ¥ ™ ® ° ± < > | ^ ~ `")).toBe(14);
    expect(countWords("😀 👍🏽 🇹🇼 👨‍👩‍👧")).toBe(4); // an emoji with its modifiers, flags and ZWJ sequences is one run
    expect(countWords("C++ +18% 2+ $100")).toBe(4); // a symbol inside a run adds nothing
  });

  it("separates words at every kind of space", () => {
    expect(countWords("no\u00a0break")).toBe(2);
    expect(countWords("thin\u2009space\u2003em\u202fnarrow")).toBe(4);
    expect(countWords("zero\u200bwidth")).toBe(2);
    expect(countWords("line\u2028para\u2029end")).toBe(3);
    expect(countWords("ideographic\u3000space")).toBe(2);
    expect(countWords("cell\x07mark\x0bbreak")).toBe(3); // control characters
    expect(countWords("zero\u200cwidth\u200djoiner word\u2060joiner")).toBe(2); // joiners are not spaces
  });

  it("counts each Han ideograph as one word, in Traditional and Simplified Chinese", () => {
    expect(countWords("我想申請碩士")).toBe(6); // 我 想 申 請 碩 士
    expect(countWords("我想申请硕士")).toBe(6); // 我 想 申 请 硕 士
    expect(countWords("𠀀𪚥")).toBe(2); // extension B ideographs, outside the BMP
    expect(countWords("豈")).toBe(1); // a compatibility ideograph
    expect(countWords("人々〇")).toBe(3); // iteration mark and ideographic zero are ideographs
    expect(countWords("⽂")).toBe(1); // a Kangxi radical that looks like 文
  });

  it("counts a run mixing CJK and Latin as its parts", () => {
    expect(countWords("Python工程師")).toBe(4); // Python + 工 程 師
    expect(countWords("IELTS考試7.5分")).toBe(5); // IELTS 考 試 7.5 分
    expect(countWords("使用Python/SQL建立12個儀表板")).toBe(10); // 使 用 Python/SQL 建 立 12 個 儀 表 板
    expect(countWords("2022年6月–8月")).toBe(6); // 2022 年 6 月 –8 月
    expect(countWords("請寄至a.b@example.com謝謝")).toBe(6); // 請 寄 至 + address + 謝 謝
    expect(countWords("臺灣,大學")).toBe(4); // an ASCII comma alone between ideographs is punctuation
  });

  it("lets CJK and full-width punctuation separate words without counting", () => {
    expect(countWords("臺灣，大學。")).toBe(4); // 臺 灣 大 學
    expect(countWords("「研究」『計畫』（二）《書》〈篇〉【注】")).toBe(8); // 研 究 計 畫 二 書 篇 注
    expect(countWords("好…對—是～")).toBe(3); // 好 對 是 (… and — alone are punctuation, ～ is full-width)
    expect(countWords("English，Chinese、Thai")).toBe(3);
    expect(countWords("ＡＢＣ！ＤＥＦ")).toBe(2); // full-width letters make words, ！ separates
    expect(countWords("Ｍａｔｈ＋ＡＩ")).toBe(2); // ＋ is full-width: it separates
    expect(countWords("電話：+886 912-345-678｜郵件")).toBe(6); // 電 話 +886 912-345-678 郵 件
    expect(countWords("。，、；：？！「」『』（）《》〈〉【】～・")).toBe(0);
    expect(countWords("ＡＢＣ・ＤＥＦ")).toBe(2);
  });

  it("counts each kana, Bopomofo and Hangul syllable as one word", () => {
    expect(countWords("ひらがな")).toBe(4);
    expect(countWords("カタカナ")).toBe(4);
    expect(countWords("コーヒー")).toBe(4); // コ ー ヒ ー: the prolonged sound mark is kana too
    expect(countWords("が")).toBe(1); // か + combining dakuten is one character
    expect(countWords("ｶﾞｸｾｲ")).toBe(4); // half-width: ｶﾞ ｸ ｾ ｲ
    expect(countWords("留学したい")).toBe(5); // 留 学 し た い
    expect(countWords("ㄅㄆㄇ")).toBe(3);
    expect(countWords("대학교")).toBe(3);
    expect(countWords("대학교에 지원합니다")).toBe(9); // 대 학 교 에 + 지 원 합 니 다
  });

  it("splits Thai with the ICU word segmenter", () => {
    // ฉัน|ต้องการ|ศึกษา|ต่อ|ระดับ|ปริญญา|โท|ที่|มหาวิทยาลัย|เชียงใหม่
    expect(countWords("ฉันต้องการศึกษาต่อระดับปริญญาโทที่มหาวิทยาลัยเชียงใหม่")).toBe(10);
    expect(countWords("สวัสดีครับ")).toBe(2); // สวัสดี|ครับ
    expect(countWords("คะแนน IELTS 7.0")).toBe(3);
    expect(countWords("ภาษาEnglish")).toBe(2); // ภาษา + English
    expect(countWords("(ภาษา)")).toBe(1); // the brackets alone are punctuation
    expect(countWords("฿500")).toBe(1); // the baht sign is a symbol, not Thai letters
  });

  it("counts Vietnamese per space-separated syllable, composed or decomposed", () => {
    expect(countWords("Trường đại học")).toBe(3);
    expect(countWords("Trường đại học".normalize("NFD"))).toBe(3);
    expect(countWords("Tôi muốn học thạc sĩ")).toBe(5);
  });

  it("ignores lone surrogates and stays linear on long runs", () => {
    expect(countWords("a\ud800b \udc00")).toBe(1);
    expect(countWords("a.".repeat(200_000))).toBe(1);
    expect(countWords("a ".repeat(200_000))).toBe(200_000);
    expect(countWords(". ".repeat(200_000))).toBe(0);
  });
});
