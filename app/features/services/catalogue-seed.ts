/**
 * Seed data of the single-service price catalogue (the nine services of the
 * "Our Services" page). Service names follow app/features/pages/copy/{tw,cn,en,vi,th}.ts.
 *
 * The exported arrays are plain data; the price bands are generated below from
 * compact per-currency tables so that the numbers are easy to review.
 */
import type { Localized } from "~/lib/locales";

export type CurrencyCode = "TWD" | "VND" | "USD" | "PHP" | "THB";

/** How the quantity of a service is measured. */
export type ServiceUnit = "words" | "documents" | "sessions" | "flat";

export interface ServiceSeed {
  /** Same key as in the page copies. */
  code: string;
  group: "editing" | "other";
  unit: ServiceUnit;
  /** Whether the price depends on an editing method. */
  usesMethod: boolean;
  sort: number;
  name: Localized;
  /** One sentence for the selection page. */
  summary: Localized;
}

export interface EditingMethodSeed {
  code: "interview_writing" | "review_revision" | "native_translator" | "proofreading";
  sort: number;
  name: Localized;
  description: Localized;
}

export interface PriceBandSeed {
  /** ServiceSeed.code */
  service: string;
  /** null for services without methods. */
  method: EditingMethodSeed["code"] | null;
  currency: CurrencyCode;
  /** Inclusive. */
  minUnits: number;
  /** Inclusive; above the highest band of a (service, method, currency) the quantity is out of the priced range. */
  maxUnits: number;
  /** band: amountMinor is the price of the whole band; per_unit: amountMinor × units. */
  pricing: "band" | "per_unit";
  /** Integer amount in minor units of the currency (TWD and VND have no decimals; USD, PHP and THB have 2). */
  amountMinor: number;
}

export interface DiscountRuleSeed {
  code: string;
  /** Number of different services in one order. */
  minServices: number;
  /** Integer percent of the original price of the order. */
  percentOff: number;
  name: Localized;
}

type MethodCode = EditingMethodSeed["code"];

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

export const serviceSeeds: ServiceSeed[] = [
  {
    code: "sop-ps",
    group: "editing",
    unit: "words",
    usesMethod: true,
    sort: 1,
    name: {
      tw: "讀書計畫 / 個人陳述（SOP/PS）",
      cn: "目的陈述 / 个人陈述（SOP/PS）",
      en: "Statement of Purpose / Personal Statement (SOP/PS)",
      vi: "Bài luận mục tiêu / Bài luận cá nhân (SOP/PS)",
      th: "เรียงความแสดงเป้าหมาย / เรียงความส่วนตัว (SOP/PS)",
    },
    summary: {
      tw: "把申請動機、經歷與目標整理成重點明確、具說服力的文件，依字數與修改方式計價。",
      cn: "把申请动机、经历和目标梳理成重点突出、有说服力的文书，按字数和修改方式计价。",
      en: "Turn your motivation, experience and goals into a focused, convincing statement, priced by word count and editing method.",
      vi: "Biến động lực, trải nghiệm và mục tiêu của bạn thành một bài luận tập trung, thuyết phục; giá tính theo số chữ và hình thức chỉnh sửa.",
      th: "เรียบเรียงแรงจูงใจ ประสบการณ์ และเป้าหมายของคุณให้เป็นเรียงความที่ชัดเจนและน่าเชื่อถือ คิดราคาตามจำนวนคำและรูปแบบการแก้ไข",
    },
  },
  {
    code: "essay",
    group: "editing",
    unit: "words",
    usesMethod: true,
    sort: 2,
    name: {
      tw: "Essay",
      cn: "Essay",
      en: "Essay",
      vi: "Bài luận (Essay)",
      th: "เรียงความตามโจทย์",
    },
    summary: {
      tw: "針對各校 Essay 題目，在字數限制內寫出具體、切題的回答，依字數與修改方式計價。",
      cn: "针对各院校的 Essay 题目，在字数限制内写出具体、切题的回答，按字数和修改方式计价。",
      en: "Sharp, specific answers to each school's essay prompts within the word limit, priced by word count and editing method.",
      vi: "Trả lời cụ thể, đúng trọng tâm từng đề bài luận của trường trong giới hạn số chữ; giá tính theo số chữ và hình thức chỉnh sửa.",
      th: "ตอบโจทย์เรียงความของแต่ละสถาบันให้ตรงประเด็นและเจาะจงภายในจำนวนคำที่กำหนด คิดราคาตามจำนวนคำและรูปแบบการแก้ไข",
    },
  },
  {
    code: "rl",
    group: "editing",
    unit: "words",
    usesMethod: true,
    sort: 3,
    name: {
      tw: "推薦信（RL）",
      cn: "推荐信（RL）",
      en: "Reference Letter (RL)",
      vi: "Thư giới thiệu (RL)",
      th: "จดหมายแนะนำ (RL)",
    },
    summary: {
      tw: "與你和推薦人一起準備內容具體、可信的推薦信，依字數與修改方式計價。",
      cn: "与你和推荐人一起准备内容具体、可信的推荐信，按字数和修改方式计价。",
      en: "Specific, credible reference letters prepared with you and your recommenders, priced by word count and editing method.",
      vi: "Cùng bạn và người giới thiệu chuẩn bị thư giới thiệu cụ thể, đáng tin cậy; giá tính theo số chữ và hình thức chỉnh sửa.",
      th: "ร่วมกับคุณและผู้แนะนำเตรียมจดหมายแนะนำที่เจาะจงและน่าเชื่อถือ คิดราคาตามจำนวนคำและรูปแบบการแก้ไข",
    },
  },
  {
    code: "resume-cv",
    group: "editing",
    unit: "words",
    usesMethod: true,
    sort: 4,
    name: {
      tw: "履歷 / CV",
      cn: "简历 / CV",
      en: "Resume / CV",
      vi: "Sơ yếu lý lịch / CV",
      th: "เรซูเม่ / CV",
    },
    summary: {
      tw: "整理成簡潔、有條理的 1-2 頁履歷，凸顯你最重要的亮點，依字數與修改方式計價。",
      cn: "整理成简洁、条理清晰的 1-2 页简历，突出你最重要的亮点，按字数和修改方式计价。",
      en: "A clean, well-organized 1-2 page CV or resume that highlights what matters most, priced by word count and editing method.",
      vi: "CV 1-2 trang gọn gàng, rõ ràng, làm nổi bật những điểm quan trọng nhất của bạn; giá tính theo số chữ và hình thức chỉnh sửa.",
      th: "เรซูเม่หรือ CV ความยาว 1-2 หน้าที่กระชับ เป็นระเบียบ และเน้นจุดเด่นที่สำคัญที่สุดของคุณ คิดราคาตามจำนวนคำและรูปแบบการแก้ไข",
    },
  },
  {
    code: "application",
    group: "other",
    unit: "documents",
    usesMethod: false,
    sort: 5,
    name: {
      tw: "申請代辦",
      cn: "申请服务",
      en: "Application Service",
      vi: "Dịch vụ nộp hồ sơ",
      th: "บริการสมัครเรียน",
    },
    summary: {
      tw: "和你一起管理表格、費用與截止日期，確保每份申請完整且準時送出，依申請學校數計價。",
      cn: "与你一起把控表格、费用和截止日期，确保每份申请完整并按时提交，按申请院校数量计价。",
      en: "We manage the forms, fees and deadlines with you so every application is complete and on time, priced per school.",
      vi: "Cùng bạn quản lý biểu mẫu, lệ phí và hạn chót để mỗi hồ sơ đều đầy đủ, đúng hạn; giá tính theo số trường nộp hồ sơ.",
      th: "ดูแลแบบฟอร์ม ค่าธรรมเนียม และกำหนดส่งร่วมกับคุณ ให้ใบสมัครทุกฉบับครบถ้วนและทันเวลา คิดราคาตามจำนวนสถาบันที่สมัคร",
    },
  },
  {
    code: "interview",
    group: "other",
    unit: "sessions",
    usesMethod: false,
    sort: 6,
    name: {
      tw: "面試輔導",
      cn: "面试辅导",
      en: "Interview Coaching",
      vi: "Luyện phỏng vấn",
      th: "ติวสัมภาษณ์",
    },
    summary: {
      tw: "透過模擬面試與詳細回饋，幫你自信、自然地應答，依堂數計價。",
      cn: "通过模拟面试和详细反馈，帮你自信、自然地作答，按次计价。",
      en: "Mock interviews with detailed feedback so you can answer with confidence, priced per session.",
      vi: "Phỏng vấn thử kèm nhận xét chi tiết giúp bạn trả lời tự tin, tự nhiên; giá tính theo buổi.",
      th: "ซ้อมสัมภาษณ์พร้อมคำแนะนำโดยละเอียด ให้คุณตอบได้อย่างมั่นใจและเป็นธรรมชาติ คิดราคาต่อครั้ง",
    },
  },
  {
    code: "translation",
    group: "other",
    unit: "words",
    usesMethod: false,
    sort: 7,
    name: {
      tw: "文件翻譯",
      cn: "文件翻译",
      en: "Translation",
      vi: "Dịch thuật",
      th: "แปลเอกสาร",
    },
    summary: {
      tw: "將成績單、畢業證書等正式文件精確翻譯成英文，依字數計價。",
      cn: "将成绩单、毕业证书等正式文件准确翻译成英文，按字数计价。",
      en: "Accurate English translations of your transcripts, diplomas and other official documents, priced per word.",
      vi: "Dịch chính xác bảng điểm, bằng tốt nghiệp và các giấy tờ chính thức sang tiếng Anh; giá tính theo số chữ.",
      th: "แปลใบแสดงผลการเรียน ปริญญาบัตร และเอกสารทางการอื่น ๆ เป็นภาษาอังกฤษอย่างแม่นยำ คิดราคาตามจำนวนคำ",
    },
  },
  {
    code: "school-selection",
    group: "other",
    unit: "flat",
    usesMethod: false,
    sort: 8,
    name: {
      tw: "選校規劃",
      cn: "选校规划",
      en: "School-Selection Planning",
      vi: "Định hướng chọn trường",
      th: "วางแผนเลือกสถาบัน",
    },
    summary: {
      tw: "依你的背景、目標與預算，規劃夢幻校、適中校與保底校兼具的選校清單，採固定費用。",
      cn: "根据你的背景、目标和预算，制定冲刺、匹配、保底院校兼顾的选校清单，固定收费。",
      en: "A balanced shortlist of reach, match and safer schools based on your background, goals and budget, for one flat fee.",
      vi: "Danh sách trường cân bằng giữa trường mơ ước, vừa sức và an toàn, dựa trên hồ sơ, mục tiêu và ngân sách của bạn; trọn gói một mức phí.",
      th: "จัดรายชื่อสถาบันที่สมดุลทั้งสถาบันในฝัน สถาบันที่เหมาะสม และสถาบันที่ปลอดภัย ตามพื้นฐาน เป้าหมาย และงบประมาณของคุณ ในราคาเหมาจ่าย",
    },
  },
  {
    code: "visa-departure",
    group: "other",
    unit: "flat",
    usesMethod: false,
    sort: 9,
    name: {
      tw: "簽證與行前協助",
      cn: "签证与行前协助",
      en: "Visa and Pre-Departure Help",
      vi: "Hỗ trợ visa và trước khi lên đường",
      th: "วีซ่าและการเตรียมตัวก่อนเดินทาง",
    },
    summary: {
      tw: "錄取後協助你申請學生簽證並完成出發前的各項準備，採固定費用。",
      cn: "录取后协助你申请学生签证并完成出发前的各项准备，固定收费。",
      en: "Student visa guidance and pre-departure preparation once you are admitted, for one flat fee.",
      vi: "Hướng dẫn xin visa du học và chuẩn bị mọi thứ trước khi lên đường sau khi bạn trúng tuyển; trọn gói một mức phí.",
      th: "ช่วยยื่นวีซ่านักเรียนและเตรียมตัวก่อนออกเดินทางหลังคุณได้รับการตอบรับ ในราคาเหมาจ่าย",
    },
  },
];

// ---------------------------------------------------------------------------
// Editing methods
// ---------------------------------------------------------------------------

export const editingMethodSeeds: EditingMethodSeed[] = [
  {
    code: "interview_writing",
    sort: 1,
    name: {
      tw: "訪談撰寫",
      cn: "访谈撰写",
      en: "Interview writing",
      vi: "Phỏng vấn và viết",
      th: "เขียนจากการสัมภาษณ์",
    },
    description: {
      tw: "顧問先與你深入訪談，了解你的背景與目標，再從零開始為你撰寫完整初稿。這是投入最多、費用最高的方案。",
      cn: "顾问先与你深入访谈，了解你的背景和目标，再从零开始为你撰写完整初稿。这是投入最多、费用最高的方案。",
      en: "Your consultant interviews you about your background and goals, then writes the whole draft from scratch. This is our most complete and most premium option.",
      vi: "Chuyên viên tư vấn phỏng vấn bạn về xuất thân và mục tiêu, sau đó viết toàn bộ bản nháp từ đầu. Đây là lựa chọn toàn diện nhất và có chi phí cao nhất.",
      th: "ที่ปรึกษาจะสัมภาษณ์คุณเกี่ยวกับพื้นฐานและเป้าหมาย แล้วเขียนร่างทั้งฉบับให้ใหม่ตั้งแต่ต้น เป็นตัวเลือกที่ครบถ้วนที่สุดและมีค่าบริการสูงที่สุด",
    },
  },
  {
    code: "review_revision",
    sort: 2,
    name: {
      tw: "審閱修改",
      cn: "审阅修改",
      en: "Review and revision",
      vi: "Xem xét và chỉnh sửa",
      th: "ตรวจแก้",
    },
    description: {
      tw: "由你撰寫初稿，顧問重新調整架構並改寫內容，讓你的故事更清楚、更聚焦、更有說服力。",
      cn: "由你撰写初稿，顾问重新调整结构并改写内容，让你的故事更清晰、更聚焦、更有说服力。",
      en: "You write the first draft, and we restructure and rewrite it so your story is clear, focused and convincing.",
      vi: "Bạn viết bản nháp đầu tiên, chúng tôi sắp xếp lại bố cục và viết lại nội dung để câu chuyện của bạn rõ ràng, tập trung và thuyết phục hơn.",
      th: "คุณเขียนร่างแรกเอง แล้วเราจะปรับโครงสร้างและเขียนเนื้อหาใหม่ ให้เรื่องราวของคุณชัดเจน ตรงประเด็น และน่าเชื่อถือยิ่งขึ้น",
    },
  },
  {
    code: "native_translator",
    sort: 3,
    name: {
      tw: "外籍母語譯者翻譯",
      cn: "外籍母语译者翻译",
      en: "Foreign/native translator",
      vi: "Biên dịch viên bản ngữ",
      th: "แปลโดยเจ้าของภาษา",
    },
    description: {
      tw: "你用中文寫好文件，再由以英文為母語的外籍譯者翻譯成自然、道地的英文。",
      cn: "你用中文写好文件，再由以英语为母语的外籍译者翻译成自然、地道的英文。",
      en: "You write your document in your own language, and a native English-speaking translator turns it into natural, fluent English.",
      vi: "Bạn viết tài liệu bằng tiếng Việt, sau đó biên dịch viên có tiếng Anh là tiếng mẹ đẻ sẽ dịch sang tiếng Anh tự nhiên, trôi chảy.",
      th: "คุณเขียนเอกสารเป็นภาษาไทย แล้วนักแปลที่เป็นเจ้าของภาษาอังกฤษจะแปลเป็นภาษาอังกฤษที่เป็นธรรมชาติและลื่นไหล",
    },
  },
  {
    code: "proofreading",
    sort: 4,
    name: {
      tw: "專業潤稿",
      cn: "专业润色",
      en: "Professional proofreading",
      vi: "Hiệu đính chuyên nghiệp",
      th: "พิสูจน์อักษร",
    },
    description: {
      tw: "只修正文法、拼字與用詞，不更動文章架構與內容，是最經濟實惠的選擇。",
      cn: "只修改语法、拼写和用词，不改动文章结构和内容，是最经济实惠的选择。",
      en: "We polish your grammar, spelling and wording only, without changing your structure or content. This is our most affordable option.",
      vi: "Chỉ hiệu đính ngữ pháp, chính tả và cách dùng từ, không thay đổi bố cục hay nội dung. Đây là lựa chọn tiết kiệm nhất.",
      th: "ตรวจแก้เฉพาะไวยากรณ์ การสะกดคำ และการใช้คำ โดยไม่เปลี่ยนโครงสร้างหรือเนื้อหา เป็นตัวเลือกที่ประหยัดที่สุด",
    },
  },
];

// ---------------------------------------------------------------------------
// Price tables (major units: NT$, ₫, US$, ₱, ฿). Converted to minor units below.
// ---------------------------------------------------------------------------

const currencyOrder: readonly CurrencyCode[] = ["TWD", "VND", "USD", "PHP", "THB"];
const methodOrder: readonly MethodCode[] = [
  "interview_writing",
  "review_revision",
  "native_translator",
  "proofreading",
];

/** Decimal places of each currency's minor unit. */
const minorDigits: Record<CurrencyCode, number> = { TWD: 0, VND: 0, USD: 2, PHP: 2, THB: 2 };

function toMinor(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** minorDigits[currency]);
}

type Band = readonly [min: number, max: number];

/** Word bands of SOP/PS, essay and RL; above 3000 words is out of range. */
const documentWordBands: readonly Band[] = [
  [1, 500],
  [501, 1000],
  [1001, 1500],
  [1501, 2000],
  [2001, 3000],
];
/** Word bands of a 1-2 page CV; above 1200 words is out of range. */
const cvWordBands: readonly Band[] = [
  [1, 600],
  [601, 1200],
];

type FivePrices = readonly [number, number, number, number, number];
type TwoPrices = readonly [number, number];
type MethodPrices<P> = Record<MethodCode, P>;

/** SOP/PS and essay: whole-band price per word band. */
const sopPrices: Record<CurrencyCode, MethodPrices<FivePrices>> = {
  TWD: {
    interview_writing: [11800, 15800, 19800, 23800, 29800],
    review_revision: [6800, 8800, 11800, 14800, 18800],
    native_translator: [5800, 8200, 10800, 13800, 17800],
    proofreading: [1800, 2800, 3800, 4800, 6500],
  },
  VND: {
    interview_writing: [6_900_000, 9_200_000, 11_500_000, 13_900_000, 16_900_000],
    review_revision: [3_900_000, 5_200_000, 6_900_000, 8_500_000, 10_900_000],
    native_translator: [3_300_000, 4_700_000, 6_200_000, 7_800_000, 9_900_000],
    proofreading: [1_100_000, 1_700_000, 2_300_000, 2_900_000, 3_800_000],
  },
  USD: {
    interview_writing: [290, 390, 490, 590, 720],
    review_revision: [160, 220, 290, 360, 460],
    native_translator: [140, 200, 260, 330, 420],
    proofreading: [45, 70, 95, 120, 160],
  },
  PHP: {
    interview_writing: [15900, 21500, 26900, 32500, 39900],
    review_revision: [8900, 11900, 15900, 19900, 24900],
    native_translator: [7500, 10900, 14500, 17900, 22900],
    proofreading: [2500, 3800, 5200, 6500, 8800],
  },
  THB: {
    interview_writing: [9500, 12900, 15900, 18900, 22900],
    review_revision: [5200, 6900, 9200, 11500, 14500],
    native_translator: [4500, 6500, 8200, 10500, 13500],
    proofreading: [1500, 2200, 2900, 3800, 4900],
  },
};

/** Reference letter: a little below SOP/PS in every band. */
const rlPrices: Record<CurrencyCode, MethodPrices<FivePrices>> = {
  TWD: {
    interview_writing: [9800, 13800, 16800, 19800, 24800],
    review_revision: [5800, 7500, 9800, 12800, 15800],
    native_translator: [4800, 6800, 8800, 11800, 14800],
    proofreading: [1500, 2500, 3200, 4200, 5500],
  },
  VND: {
    interview_writing: [5_700_000, 7_900_000, 9_700_000, 11_500_000, 14_500_000],
    review_revision: [3_300_000, 4_500_000, 5_900_000, 7_300_000, 9_200_000],
    native_translator: [2_900_000, 3_900_000, 5_200_000, 6_500_000, 8_500_000],
    proofreading: [950_000, 1_400_000, 1_900_000, 2_400_000, 3_300_000],
  },
  USD: {
    interview_writing: [240, 330, 410, 490, 610],
    review_revision: [140, 190, 250, 310, 390],
    native_translator: [120, 170, 220, 280, 360],
    proofreading: [40, 60, 80, 100, 140],
  },
  PHP: {
    interview_writing: [12900, 17900, 22500, 26900, 33500],
    review_revision: [7500, 9900, 13500, 16900, 20900],
    native_translator: [6500, 8900, 11900, 14900, 19500],
    proofreading: [2200, 3200, 4400, 5500, 7500],
  },
  THB: {
    interview_writing: [7900, 10900, 13500, 15900, 19900],
    review_revision: [4500, 5900, 7900, 9900, 12500],
    native_translator: [3900, 5500, 6900, 8900, 11500],
    proofreading: [1300, 1900, 2500, 3200, 4500],
  },
};

/** Resume / CV: whole-band price for up to 600 and up to 1200 words. */
const cvPrices: Record<CurrencyCode, MethodPrices<TwoPrices>> = {
  TWD: {
    interview_writing: [6800, 9800],
    review_revision: [4200, 5800],
    native_translator: [3800, 5200],
    proofreading: [1500, 2400],
  },
  VND: {
    interview_writing: [3_900_000, 5_700_000],
    review_revision: [2_400_000, 3_300_000],
    native_translator: [2_100_000, 2_900_000],
    proofreading: [790_000, 1_200_000],
  },
  USD: {
    interview_writing: [170, 240],
    review_revision: [100, 140],
    native_translator: [90, 130],
    proofreading: [35, 55],
  },
  PHP: {
    interview_writing: [9500, 13500],
    review_revision: [5500, 7900],
    native_translator: [4900, 6900],
    proofreading: [1900, 2900],
  },
  THB: {
    interview_writing: [5500, 7900],
    review_revision: [3200, 4500],
    native_translator: [2900, 4200],
    proofreading: [1100, 1800],
  },
};

/** Translation: price per word, by total word count of the order. */
const translationBands: readonly Band[] = [
  [1, 2000],
  [2001, 5000],
  [5001, 10000],
];
const translationPerWord: Record<CurrencyCode, readonly [number, number, number]> = {
  TWD: [3, 3, 2],
  VND: [1900, 1700, 1500],
  USD: [0.08, 0.07, 0.06],
  PHP: [4.5, 4, 3.5],
  THB: [2.5, 2.2, 1.9],
};

/** Application service: price per school; more schools, lower price per school. */
const applicationBands: readonly Band[] = [
  [1, 4],
  [5, 8],
  [9, 12],
];
const applicationPerSchool: Record<CurrencyCode, readonly [number, number, number]> = {
  TWD: [5800, 4800, 4500],
  VND: [3_500_000, 2_900_000, 2_600_000],
  USD: [150, 120, 110],
  PHP: [7900, 6500, 5900],
  THB: [4800, 3900, 3500],
};

/** Interview coaching: price per session, 1 to 5 sessions. */
const interviewPerSession: Record<CurrencyCode, number> = {
  TWD: 3500,
  VND: 2_200_000,
  USD: 90,
  PHP: 4900,
  THB: 2900,
};

/** Flat-fee services. */
const flatFees: Record<"school-selection" | "visa-departure", Record<CurrencyCode, number>> = {
  "school-selection": { TWD: 12800, VND: 7_500_000, USD: 320, PHP: 16900, THB: 9900 },
  "visa-departure": { TWD: 8800, VND: 4_900_000, USD: 220, PHP: 11500, THB: 6900 },
};

function bandRows(
  service: string,
  method: MethodCode | null,
  currency: CurrencyCode,
  bands: readonly Band[],
  amounts: readonly number[],
  pricing: PriceBandSeed["pricing"],
): PriceBandSeed[] {
  if (bands.length !== amounts.length) {
    throw new Error(`Price table of ${service}/${method ?? "-"}/${currency} does not match its bands`);
  }
  return bands.map(([minUnits, maxUnits], i) => ({
    service,
    method,
    currency,
    minUnits,
    maxUnits,
    pricing,
    amountMinor: toMinor(amounts[i] ?? Number.NaN, currency),
  }));
}

function editingRows(
  service: string,
  bands: readonly Band[],
  table: Record<CurrencyCode, MethodPrices<readonly number[]>>,
): PriceBandSeed[] {
  return methodOrder.flatMap((method) =>
    currencyOrder.flatMap((currency) => bandRows(service, method, currency, bands, table[currency][method], "band")),
  );
}

function buildPriceBands(): PriceBandSeed[] {
  return [
    ...editingRows("sop-ps", documentWordBands, sopPrices),
    ...editingRows("essay", documentWordBands, sopPrices),
    ...editingRows("rl", documentWordBands, rlPrices),
    ...editingRows("resume-cv", cvWordBands, cvPrices),
    ...currencyOrder.flatMap((currency) =>
      bandRows("application", null, currency, applicationBands, applicationPerSchool[currency], "per_unit"),
    ),
    ...currencyOrder.flatMap((currency) =>
      bandRows("interview", null, currency, [[1, 5]], [interviewPerSession[currency]], "per_unit"),
    ),
    ...currencyOrder.flatMap((currency) =>
      bandRows("translation", null, currency, translationBands, translationPerWord[currency], "per_unit"),
    ),
    ...(["school-selection", "visa-departure"] as const).flatMap((service) =>
      currencyOrder.flatMap((currency) =>
        bandRows(service, null, currency, [[1, 1]], [flatFees[service][currency]], "band"),
      ),
    ),
  ];
}

/** Every price band, ordered by service, method, currency and band. */
export const priceBandSeeds: PriceBandSeed[] = buildPriceBands();

// ---------------------------------------------------------------------------
// Discounts and currencies
// ---------------------------------------------------------------------------

export const discountRuleSeeds: DiscountRuleSeed[] = [
  {
    code: "multi_service_2",
    minServices: 2,
    percentOff: 5,
    name: {
      tw: "多項服務優惠：任選 2 項服務享 95 折",
      cn: "多项服务优惠：任选 2 项服务享 95 折",
      en: "Multi-service discount: 2 services, 5% off",
      vi: "Ưu đãi nhiều dịch vụ: 2 dịch vụ, giảm 5%",
      th: "ส่วนลดหลายบริการ: 2 บริการ ลด 5%",
    },
  },
  {
    code: "multi_service_3",
    minServices: 3,
    percentOff: 10,
    name: {
      tw: "多項服務優惠：任選 3 項以上服務享 9 折",
      cn: "多项服务优惠：任选 3 项及以上服务享 9 折",
      en: "Multi-service discount: 3 or more services, 10% off",
      vi: "Ưu đãi nhiều dịch vụ: từ 3 dịch vụ trở lên, giảm 10%",
      th: "ส่วนลดหลายบริการ: ตั้งแต่ 3 บริการขึ้นไป ลด 10%",
    },
  },
];

/*
 * How these prices were chosen:
 * TWD follows 2026 Taiwan agency rates (SOP revision NT$6,800–18,800, interview writing NT$11,800–29,800,
 * proofreading about NT$2,800 per 1000 words). Every other currency is a price list of its own, set by
 * the agency for its market and rounded to familiar price points (…900, …500, …800): no exchange rate
 * is assumed or stated here (issue 29). Text that states a rate takes it from the daily rates table
 * ({{fx:…}} tokens, app/features/costs/rate-tokens.ts).
 */
