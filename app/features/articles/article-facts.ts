/**
 * Regulated figures in article text (issue 15): visa funds, fees and deadlines go stale, so an
 * article that states one must carry the date it was checked and its official sources. Client-safe.
 */

/** An official page a figure was checked against. */
export interface FactSource {
  name: string;
  url: string;
}

/** When an article's figures were last checked, and against what. */
export interface CheckedFacts {
  /** ISO date, YYYY-MM-DD */
  checkedOn: string;
  sources: FactSource[];
}

const currency = String.raw`(?:£|US\$|NT\$|A\$|AU\$|C\$|CA\$|HK\$|S\$|€|\$|GBP|CAD|AUD|USD|EUR|NTD|PHP|VND|THB|RMB|CNY|人民币|人民幣|美元|美金|加幣|加币|加元|英鎊|英镑|澳幣|澳币|澳元|歐元|欧元|新台幣|新台币|元|ดอลลาร์|ปอนด์|ยูโร|บาท|bảng Anh|đô la|USD|đồng|triệu đồng|peso)`;
const amount = new RegExp(String.raw`${currency}\s?\d|\d[\d,.]*\s?(?:萬|万|triệu|tỷ|ล้าน)?\s?${currency}`);

/** Money whose amount a government or a test provider sets: visa funds and fees. */
const feeOrFunds = new RegExp(
  [
    String.raw`\b(?:visa|fees?|funds?|maintenance|proof of|surcharge|IHS|levy|tuition)\b`,
    "簽證|签证|財力|财力|資金|资金|存款|規費|规费|報名費|报名费|申請費|申请费|考試費|考试费|手續費|手续费|學費|学费|保證金|保证金",
    String.raw`\bvisa\b|thị thực|chứng minh tài chính|lệ phí|học phí|\bphí\b`,
    "วีซ่า|หลักฐานทางการเงิน|เงินในบัญชี|ค่าธรรมเนียม|ค่าสมัคร|ค่าสอบ|ค่าเล่าเรียน",
  ].join("|"),
  "i",
);

const monthsEn = "January|February|March|April|May|June|July|August|September|October|November|December";
const monthsTh = "มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม";
/** A day and month: "15 January", "January 15", "1月15日", "ngày 15/1", "15 มกราคม". */
const dayAndMonth = new RegExp(
  [
    String.raw`\b(?:${monthsEn})\s\d{1,2}\b|\b\d{1,2}\s(?:${monthsEn})\b`,
    String.raw`\d{1,2}\s*月\s*\d{1,2}\s*[日号號]`,
    String.raw`ngày\s+\d{1,2}(?:\/\d{1,2}|\s+tháng\s+\d{1,2})`,
    String.raw`\d{1,2}\s*(?:${monthsTh})`,
  ].join("|"),
);
const deadline = /deadline|closes?|due\b|截止|期限|hạn chót|hạn nộp|\bhạn\b|กำหนดส่ง|ปิดรับ|วันสุดท้าย/i;

/** Why a sentence states a regulated figure ("fee or funds", "deadline"), or undefined. */
export function regulatedReason(sentence: string): "fee or funds" | "deadline" | undefined {
  if (amount.test(sentence) && feeOrFunds.test(sentence)) return "fee or funds";
  if (dayAndMonth.test(sentence) && deadline.test(sentence)) return "deadline";
  return undefined;
}

/** The sentences (paragraphs, list items, table rows, split at full stops) of an article body. */
export function sentencesOf(html: string): string[] {
  return html
    .split(/<\/(?:p|li|tr|h[1-6]|blockquote)>|<br\s*\/?>/i)
    .map((block) =>
      block
        .replace(/<\/t[dh]>/gi, " | ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ỹ])|(?<=[。！？；])/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentences of a text (title, abstract, body) that state a regulated figure. */
export function regulatedSentences(text: string): Array<{ reason: string; sentence: string }> {
  return sentencesOf(text).flatMap((sentence) => {
    const reason = regulatedReason(sentence);
    return reason ? [{ reason, sentence }] : [];
  });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The problems of a checked-facts entry (an editor's form or a seed), as message keys. */
export function factsProblems(facts: CheckedFacts, today: Date): string[] {
  const problems: string[] = [];
  if (!ISO_DATE.test(facts.checkedOn) || Number.isNaN(Date.parse(facts.checkedOn))) problems.push("date");
  else if (facts.checkedOn > today.toISOString().slice(0, 10)) problems.push("future");
  if (facts.sources.length === 0) problems.push("noSources");
  for (const source of facts.sources) {
    if (!source.name.trim() || !/^https:\/\/[^\s]+$/.test(source.url)) problems.push("source");
  }
  return problems;
}

/** The ISO date `months` months before `today`: a check older than that is due again. */
export function recheckCutoff(today: Date, months = 6): string {
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return limit.toISOString().slice(0, 10);
}
