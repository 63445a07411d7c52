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

/** A number of hours: "20 hours", "24 小時", "20 giờ", "48 ชั่วโมง". */
const hours = /\d+\s*(?:hours?\b|hrs?\b|小時|小时|giờ|ชั่วโมง)/i;
/** Per week or fortnight, in every language. */
const perWeek = /\b(?:week|weekly|fortnight|fortnightly)\b|週|周|tuần|สัปดาห์/i;
/** The names of work rights during and after study (OPT, PGWP, Graduate Route, subclass 485…). */
const workRight = new RegExp(
  [
    String.raw`\b(?:OPT|PGWP|CPT|Graduate Route|Graduate visa|post-?graduation work|post-?study work|subclass 485|485 visa|Temporary Graduate|Stamp 1G|Third Level Graduate|orientation year|zoekjaar)\b`,
    String.raw`(?:วีซ่า|visa)\s*485|485\s*(?:簽證|签证)`,
    "畢業生簽證|毕业生签证|畢業生路線|毕业生路线|畢業後工作|毕业后工作|工作簽證|工作签证|畢業後工簽|毕业后工签|工签|工簽|求職年|求职年",
    "thị thực tốt nghiệp|giấy phép lao động sau tốt nghiệp|ở lại làm việc|làm việc sau (?:khi )?tốt nghiệp",
    "วีซ่าหลังจบการศึกษา|ใบอนุญาตทำงานหลังจบ|ทำงานหลังจบ|ทำงานต่อหลังเรียนจบ",
  ].join("|"),
  "i",
);
/** A length of time: "12 months", "2 years", "18 個月", "3 年", "24 tháng", "2 năm", "18 เดือน", "3 ปี". */
const duration = /\d+(?:\.\d+)?\s*(?:-|to|–)?\s*(?:months?\b|years?\b|個月|个月|年|tháng|năm|เดือน|ปี)/i;
/** Admission and English tests whose scores and validity the test providers and schools set. */
const testName = /\b(?:IELTS|TOEFL|GRE|GMAT|SAT|Duolingo|PTE|DET)\b|雅思|托福|多鄰國|多邻国/;
const testScore =
  /(?:\b(?:IELTS|TOEFL|GRE|GMAT|SAT|Duolingo|PTE|DET)\b|雅思|托福|多鄰國|多邻国)(?:\s*(?:iBT|Academic|Học thuật|ฉบับ\S*))?[^\d\n.。;；]{0,12}\d/;
const validity = /valid|有效|giá trị|hiệu lực|มีอายุ|ใช้ได้/i;

/** `a` and `b` within `span` characters of each other, in either order, within one clause. */
function near(a: RegExp, b: RegExp, span = 40): RegExp {
  const gap = `[^.。;；!?！？]{0,${span}}?`;
  return new RegExp(`(?:${a.source})${gap}(?:${b.source})|(?:${b.source})${gap}(?:${a.source})`, "i");
}
/** Visa and permit documents whose rules (how early, how long, how many days of funds) governments set. */
const visaWord =
  /\b(?:visa|study permit|permit|I-20|CAS|CoE|residence permit|funds?)\b|簽證|签证|學簽|学签|財力|资金|存款|thị thực|visa|giấy phép|วีซ่า|ใบอนุญาต/i;
const visaDuration =
  /\d+\s*(?:-|to|–)?\s*(?:days?\b|weeks?\b|months?\b|天|日|週|周|個月|个月|ngày|tuần|tháng|วัน|สัปดาห์|เดือน)/i;
/** A full date with its year ("January 1, 2026", "1 January 2026", "2026 年 1 月 1 日", "1/1/2026", "1 มกราคม 2569"). */
const fullDate = new RegExp(
  [
    String.raw`\b(?:${monthsEn})\s\d{1,2},?\s(?:20\d\d)\b|\b\d{1,2}\s(?:${monthsEn})\s(?:20\d\d)\b`,
    String.raw`20\d\d\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号號]`,
    String.raw`\b\d{1,2}\/\d{1,2}\/20\d\d\b|ngày\s+\d{1,2}\s+tháng\s+\d{1,2}\s+năm\s+20\d\d`,
    String.raw`\d{1,2}\s*(?:${monthsTh})\s*(?:พ\.ศ\.\s*)?(?:25\d\d|20\d\d)`,
  ].join("|"),
);

const workRightLength = near(workRight, duration, 25);
const visaRule = near(visaWord, visaDuration);

/** What kind of regulated figure a sentence states. */
export type RegulatedReason =
  | "money amount"
  | "fee or funds"
  | "deadline"
  | "rule date"
  | "work hours"
  | "work rights"
  | "visa rule"
  | "test score";

/**
 * Why a sentence states a regulated or changing figure, or undefined. Regulated: money amounts
 * (fees, funds, tuition, living costs); deadlines (a day and a month) and the full dates rules take
 * effect; visa rules counted in days, weeks or months; hours of work per week or fortnight;
 * the length of work rights (OPT, PGWP, Graduate Route, subclass 485…); test scores and how long
 * they stay valid.
 */
export function regulatedReason(sentence: string): RegulatedReason | undefined {
  if (amount.test(sentence)) return feeOrFunds.test(sentence) ? "fee or funds" : "money amount";
  if (dayAndMonth.test(sentence) && deadline.test(sentence)) return "deadline";
  if (fullDate.test(sentence)) return "rule date";
  if (hours.test(sentence) && perWeek.test(sentence)) return "work hours";
  if (workRightLength.test(sentence)) return "work rights";
  if (testScore.test(sentence)) return "test score";
  if (testName.test(sentence) && validity.test(sentence) && duration.test(sentence)) return "test score";
  if (visaRule.test(sentence)) return "visa rule";
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

/** Stored columns (an ISO date and JSON [{"name","url"}]) ⇄ checked facts; undefined when never checked. */
export function factsFromColumns(checkedOn: string | null, sources: string | null): CheckedFacts | undefined {
  if (!checkedOn) return undefined;
  return { checkedOn, sources: sources ? (JSON.parse(sources) as FactSource[]) : [] };
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
