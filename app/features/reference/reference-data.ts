/**
 * Reference data seeded on first start (and added when missing on later starts).
 * Ids are stable: URLs and links in the spec use them (e.g. enrollments=4, /article_category/1).
 */
import type { Locale, Localized } from "~/lib/locales";

import type { CountryCode } from "~/lib/paths";

export type { CountryCode };

export interface CountrySeed {
  id: number;
  code: CountryCode;
  iso: string;
  name: Localized;
  sort: number;
}

export const countrySeeds: CountrySeed[] = [
  {
    id: 1,
    code: "usa",
    iso: "US",
    sort: 1,
    name: { tw: "美國", cn: "美国", en: "United States", vi: "Mỹ", th: "สหรัฐอเมริกา" },
  },
  {
    id: 2,
    code: "uk",
    iso: "GB",
    sort: 2,
    name: { tw: "英國", cn: "英国", en: "United Kingdom", vi: "Anh", th: "สหราชอาณาจักร" },
  },
  {
    id: 4,
    code: "ca",
    iso: "CA",
    sort: 3,
    name: { tw: "加拿大", cn: "加拿大", en: "Canada", vi: "Canada", th: "แคนาดา" },
  },
  {
    id: 3,
    code: "au",
    iso: "AU",
    sort: 4,
    name: { tw: "澳洲", cn: "澳大利亚", en: "Australia", vi: "Úc", th: "ออสเตรเลีย" },
  },
  {
    id: 6,
    code: "nl",
    iso: "NL",
    sort: 5,
    name: { tw: "荷蘭", cn: "荷兰", en: "Netherlands", vi: "Hà Lan", th: "เนเธอร์แลนด์" },
  },
  {
    id: 7,
    code: "ie",
    iso: "IE",
    sort: 6,
    name: { tw: "愛爾蘭", cn: "爱尔兰", en: "Ireland", vi: "Ireland", th: "ไอร์แลนด์" },
  },
];

/** The name the Netherlands had while it covered Ireland too (before migration 0032). */
export const combinedNetherlandsName = {
  tw: "荷蘭/愛爾蘭",
  cn: "荷兰/爱尔兰",
  en: "Netherlands/Ireland",
  vi: "Hà Lan/Ireland",
  th: "เนเธอร์แลนด์/ไอร์แลนด์",
};

export interface EnrollmentSeed {
  id: number;
  name: Localized;
  countries: CountryCode[];
}

const allCountries: CountryCode[] = ["usa", "uk", "ca", "au", "nl", "ie"];

export const enrollmentSeeds: EnrollmentSeed[] = [
  {
    id: 1,
    countries: allCountries,
    name: { tw: "大學部", cn: "本科", en: "Undergraduate", vi: "Đại học", th: "ปริญญาตรี" },
  },
  {
    id: 2,
    countries: allCountries,
    name: { tw: "研究所", cn: "研究生", en: "Graduate (Master's)", vi: "Thạc sĩ", th: "ปริญญาโท" },
  },
  {
    id: 3,
    countries: allCountries,
    name: {
      tw: "社區學院/預科/文憑",
      cn: "社区学院/预科/文凭",
      en: "Community college / Foundation / Diploma",
      vi: "Cao đẳng cộng đồng / Dự bị / Văn bằng",
      th: "วิทยาลัยชุมชน / หลักสูตรเตรียม / อนุปริญญา",
    },
  },
  {
    id: 4,
    countries: allCountries,
    name: {
      tw: "條件式入學",
      cn: "有条件录取",
      en: "Conditional admission",
      vi: "Nhập học có điều kiện",
      th: "การรับเข้าแบบมีเงื่อนไข",
    },
  },
  {
    id: 5,
    countries: allCountries,
    name: {
      tw: "語言課程",
      cn: "语言课程",
      en: "English language course",
      vi: "Khóa học tiếng Anh",
      th: "หลักสูตรภาษาอังกฤษ",
    },
  },
  {
    id: 6,
    countries: allCountries,
    name: { tw: "博士班", cn: "博士", en: "Doctoral (PhD)", vi: "Tiến sĩ", th: "ปริญญาเอก" },
  },
];

export interface CollegeGroupSeed {
  id: number;
  name: Localized;
  colleges: Array<{ id: number; name: Localized }>;
}

export const collegeGroupSeeds: CollegeGroupSeed[] = [
  {
    id: 1,
    name: { tw: "商管", cn: "商科", en: "Business", vi: "Kinh doanh", th: "บริหารธุรกิจ" },
    colleges: [
      { id: 1, name: { tw: "會計", cn: "会计", en: "Accounting", vi: "Kế toán", th: "การบัญชี" } },
      { id: 2, name: { tw: "金融", cn: "金融", en: "Finance", vi: "Tài chính", th: "การเงิน" } },
      { id: 3, name: { tw: "行銷", cn: "市场营销", en: "Marketing", vi: "Marketing", th: "การตลาด" } },
      { id: 4, name: { tw: "管理", cn: "管理", en: "Management", vi: "Quản trị", th: "การจัดการ" } },
      { id: 5, name: { tw: "MBA", cn: "MBA", en: "MBA", vi: "MBA", th: "MBA" } },
      { id: 6, name: { tw: "經濟", cn: "经济学", en: "Economics", vi: "Kinh tế học", th: "เศรษฐศาสตร์" } },
      {
        id: 7,
        name: { tw: "運動管理", cn: "体育管理", en: "Sports Management", vi: "Quản lý thể thao", th: "การจัดการกีฬา" },
      },
      {
        id: 8,
        name: {
          tw: "國際商務",
          cn: "国际商务",
          en: "International Business",
          vi: "Kinh doanh quốc tế",
          th: "ธุรกิจระหว่างประเทศ",
        },
      },
    ],
  },
  {
    id: 2,
    name: { tw: "工程", cn: "工程", en: "Engineering", vi: "Kỹ thuật", th: "วิศวกรรมศาสตร์" },
    colleges: [
      {
        id: 9,
        name: { tw: "電機工程", cn: "电气工程", en: "Electrical Engineering", vi: "Kỹ thuật điện", th: "วิศวกรรมไฟฟ้า" },
      },
      {
        id: 10,
        name: {
          tw: "機械工程",
          cn: "机械工程",
          en: "Mechanical Engineering",
          vi: "Kỹ thuật cơ khí",
          th: "วิศวกรรมเครื่องกล",
        },
      },
      {
        id: 11,
        name: { tw: "土木工程", cn: "土木工程", en: "Civil Engineering", vi: "Kỹ thuật xây dựng", th: "วิศวกรรมโยธา" },
      },
      { id: 12, name: { tw: "電子工程", cn: "电子工程", en: "Electronics", vi: "Điện tử", th: "วิศวกรรมอิเล็กทรอนิกส์" } },
      {
        id: 13,
        name: { tw: "化學工程", cn: "化学工程", en: "Chemical Engineering", vi: "Kỹ thuật hóa học", th: "วิศวกรรมเคมี" },
      },
      {
        id: 14,
        name: {
          tw: "工業工程",
          cn: "工业工程",
          en: "Industrial Engineering",
          vi: "Kỹ thuật công nghiệp",
          th: "วิศวกรรมอุตสาหการ",
        },
      },
    ],
  },
  {
    id: 3,
    name: { tw: "資訊", cn: "计算机", en: "Computing", vi: "Công nghệ thông tin", th: "คอมพิวเตอร์" },
    colleges: [
      {
        id: 15,
        name: {
          tw: "資訊工程",
          cn: "计算机科学",
          en: "Computer Science",
          vi: "Khoa học máy tính",
          th: "วิทยาการคอมพิวเตอร์",
        },
      },
      {
        id: 16,
        name: {
          tw: "資訊科技",
          cn: "信息技术",
          en: "Information Technology",
          vi: "Công nghệ thông tin",
          th: "เทคโนโลยีสารสนเทศ",
        },
      },
      {
        id: 17,
        name: { tw: "資料科學", cn: "数据科学", en: "Data Science", vi: "Khoa học dữ liệu", th: "วิทยาการข้อมูล" },
      },
    ],
  },
  {
    id: 4,
    name: {
      tw: "藝術設計",
      cn: "艺术设计",
      en: "Arts and design",
      vi: "Nghệ thuật và thiết kế",
      th: "ศิลปะและการออกแบบ",
    },
    colleges: [
      {
        id: 18,
        name: {
          tw: "藝術與設計",
          cn: "艺术与设计",
          en: "Art and Design",
          vi: "Nghệ thuật và thiết kế",
          th: "ศิลปะและการออกแบบ",
        },
      },
      { id: 19, name: { tw: "建築", cn: "建筑学", en: "Architecture", vi: "Kiến trúc", th: "สถาปัตยกรรม" } },
      { id: 20, name: { tw: "音樂", cn: "音乐", en: "Music", vi: "Âm nhạc", th: "ดนตรี" } },
      {
        id: 21,
        name: {
          tw: "電影與媒體製作",
          cn: "电影与媒体制作",
          en: "Film and Media Production",
          vi: "Sản xuất phim và truyền thông",
          th: "การผลิตภาพยนตร์และสื่อ",
        },
      },
      {
        id: 22,
        name: { tw: "服裝設計", cn: "服装设计", en: "Fashion Design", vi: "Thiết kế thời trang", th: "การออกแบบแฟชั่น" },
      },
    ],
  },
  {
    id: 5,
    name: {
      tw: "人文社科",
      cn: "人文社科",
      en: "Humanities and social sciences",
      vi: "Khoa học xã hội và nhân văn",
      th: "มนุษยศาสตร์และสังคมศาสตร์",
    },
    colleges: [
      { id: 23, name: { tw: "心理學", cn: "心理学", en: "Psychology", vi: "Tâm lý học", th: "จิตวิทยา" } },
      {
        id: 24,
        name: {
          tw: "政治與國際關係",
          cn: "政治与国际关系",
          en: "Political Science and International Relations",
          vi: "Chính trị và quan hệ quốc tế",
          th: "รัฐศาสตร์และความสัมพันธ์ระหว่างประเทศ",
        },
      },
      {
        id: 25,
        name: {
          tw: "傳播與新聞",
          cn: "传媒与新闻",
          en: "Communication and Journalism",
          vi: "Truyền thông và báo chí",
          th: "นิเทศศาสตร์และวารสารศาสตร์",
        },
      },
      {
        id: 26,
        name: { tw: "語言學", cn: "语言学", en: "Languages and Linguistics", vi: "Ngôn ngữ học", th: "ภาษาศาสตร์" },
      },
      { id: 27, name: { tw: "法律", cn: "法学", en: "Law", vi: "Luật", th: "นิติศาสตร์" } },
      { id: 28, name: { tw: "教育", cn: "教育学", en: "Education", vi: "Giáo dục", th: "ครุศาสตร์" } },
    ],
  },
  {
    id: 6,
    name: {
      tw: "理學與醫衛",
      cn: "理科与医学",
      en: "Science and health",
      vi: "Khoa học và sức khỏe",
      th: "วิทยาศาสตร์และสุขภาพ",
    },
    colleges: [
      { id: 29, name: { tw: "生物", cn: "生物学", en: "Biology", vi: "Sinh học", th: "ชีววิทยา" } },
      { id: 30, name: { tw: "化學", cn: "化学", en: "Chemistry", vi: "Hóa học", th: "เคมี" } },
      {
        id: 31,
        name: {
          tw: "數學與統計",
          cn: "数学与统计",
          en: "Mathematics and Statistics",
          vi: "Toán và thống kê",
          th: "คณิตศาสตร์และสถิติ",
        },
      },
      { id: 32, name: { tw: "護理", cn: "护理学", en: "Nursing", vi: "Điều dưỡng", th: "พยาบาลศาสตร์" } },
      {
        id: 33,
        name: { tw: "公共衛生", cn: "公共卫生", en: "Public Health", vi: "Y tế công cộng", th: "สาธารณสุขศาสตร์" },
      },
      { id: 34, name: { tw: "藥學", cn: "药学", en: "Pharmacy", vi: "Dược học", th: "เภสัชศาสตร์" } },
      {
        id: 35,
        name: {
          tw: "環境科學",
          cn: "环境科学",
          en: "Environmental Science",
          vi: "Khoa học môi trường",
          th: "วิทยาศาสตร์สิ่งแวดล้อม",
        },
      },
    ],
  },
  {
    id: 7,
    name: { tw: "餐旅", cn: "酒店与旅游", en: "Hospitality", vi: "Nhà hàng - khách sạn", th: "การโรงแรมและการท่องเที่ยว" },
    colleges: [
      {
        id: 36,
        name: {
          tw: "餐旅管理",
          cn: "酒店与旅游管理",
          en: "Hospitality and Tourism Management",
          vi: "Quản trị khách sạn và du lịch",
          th: "การจัดการการโรงแรมและการท่องเที่ยว",
        },
      },
      {
        id: 37,
        name: { tw: "廚藝", cn: "烹饪艺术", en: "Culinary Arts", vi: "Nghệ thuật ẩm thực", th: "ศิลปะการประกอบอาหาร" },
      },
    ],
  },
];

export interface ClassificationSeed {
  id: number;
  slug: string;
  name: Localized;
  description: Localized;
}

export const classificationSeeds: ClassificationSeed[] = [
  {
    id: 1,
    slug: "study-abroad",
    name: { tw: "留學國家", cn: "留学国家", en: "Studying abroad", vi: "Du học các nước", th: "ศึกษาต่อต่างประเทศ" },
    description: {
      tw: "美國、英國、加拿大、澳洲、荷蘭與愛爾蘭的留學環境與選校重點。",
      cn: "美国、英国、加拿大、澳大利亚、荷兰及爱尔兰的留学环境与选校要点。",
      en: "What studying in the USA, UK, Canada, Australia, the Netherlands and Ireland is like, and how to choose.",
      vi: "Môi trường du học và cách chọn trường tại Mỹ, Anh, Canada, Úc, Hà Lan và Ireland.",
      th: "ภาพรวมการเรียนต่อในสหรัฐอเมริกา สหราชอาณาจักร แคนาดา ออสเตรเลีย เนเธอร์แลนด์ และไอร์แลนด์",
    },
  },
  {
    id: 2,
    slug: "majors",
    name: { tw: "熱門科系", cn: "热门专业", en: "Majors", vi: "Ngành học", th: "สาขาวิชา" },
    description: {
      tw: "商管、資訊、工程、設計等熱門科系的課程內容與出路。",
      cn: "商科、计算机、工程、设计等热门专业的课程与就业方向。",
      en: "Courses and careers in business, computing, engineering, design and more.",
      vi: "Nội dung và cơ hội nghề nghiệp của các ngành kinh doanh, CNTT, kỹ thuật, thiết kế…",
      th: "เนื้อหาและโอกาสทางอาชีพของสาขาบริหารธุรกิจ คอมพิวเตอร์ วิศวกรรม การออกแบบ และอื่น ๆ",
    },
  },
  {
    id: 3,
    slug: "application-process",
    name: { tw: "申請流程", cn: "申请流程", en: "Application process", vi: "Quy trình nộp hồ sơ", th: "ขั้นตอนการสมัคร" },
    description: {
      tw: "從選校、備審文件到送出申請的每一步。",
      cn: "从选校、准备材料到递交申请的每一步。",
      en: "Every step from choosing schools and preparing documents to submitting applications.",
      vi: "Từng bước từ chọn trường, chuẩn bị hồ sơ đến nộp đơn.",
      th: "ทุกขั้นตอนตั้งแต่เลือกมหาวิทยาลัย เตรียมเอกสาร จนถึงยื่นใบสมัคร",
    },
  },
  {
    id: 4,
    slug: "exams",
    name: { tw: "語言與考試", cn: "语言与考试", en: "Exams", vi: "Kỳ thi", th: "การสอบ" },
    description: {
      tw: "TOEFL、IELTS、SAT、GRE、GMAT 的準備方法與分數要求。",
      cn: "TOEFL、IELTS、SAT、GRE、GMAT 的备考方法与分数要求。",
      en: "How to prepare for TOEFL, IELTS, SAT, GRE and GMAT, and what scores schools ask for.",
      vi: "Cách ôn thi TOEFL, IELTS, SAT, GRE, GMAT và mức điểm các trường yêu cầu.",
      th: "วิธีเตรียมสอบ TOEFL, IELTS, SAT, GRE และ GMAT รวมถึงคะแนนที่มหาวิทยาลัยต้องการ",
    },
  },
  {
    id: 5,
    slug: "visa",
    name: { tw: "簽證", cn: "签证", en: "Visa", vi: "Thị thực", th: "วีซ่า" },
    description: {
      tw: "學生簽證的申請文件、面談與常見問題。",
      cn: "学生签证的申请材料、面签与常见问题。",
      en: "Student visa documents, interviews and common questions.",
      vi: "Hồ sơ, phỏng vấn và câu hỏi thường gặp về thị thực du học.",
      th: "เอกสาร การสัมภาษณ์ และคำถามที่พบบ่อยเกี่ยวกับวีซ่านักเรียน",
    },
  },
  {
    id: 6,
    slug: "life-abroad",
    name: { tw: "海外生活", cn: "海外生活", en: "Life abroad", vi: "Cuộc sống du học", th: "ชีวิตในต่างแดน" },
    description: {
      tw: "住宿、生活費、打工與適應當地生活。",
      cn: "住宿、生活费、打工与适应当地生活。",
      en: "Housing, living costs, part-time work and settling in.",
      vi: "Nhà ở, chi phí sinh hoạt, việc làm thêm và hòa nhập cuộc sống.",
      th: "ที่พัก ค่าครองชีพ การทำงานพิเศษ และการปรับตัว",
    },
  },
];

export interface OfficeSeed {
  id: number;
  code: string;
  name: Localized;
  address: Localized;
  /** None in the seed: OFFICE_PHONES sets them (README, Configuration; decision 0019). */
  phone: string;
  /** The office's public address; none in the seed: OFFICE_EMAILS sets them (README, Configuration). */
  email: string;
  locales: Locale[];
}

/**
 * The made-up numbers of the first seed, which looked real: a database seeded with them forgets
 * them (seed "office-sample-phones-v1") so no page shows them.
 */
export const SAMPLE_OFFICE_PHONES: readonly string[] = [
  "+886 2 2771 8558",
  "+886 3 525 6128",
  "+886 4 2326 9900",
  "+886 6 200 8686",
  "+886 7 335 1188",
  "+84 28 3822 6688",
  "+63 2 8812 4455",
  "+66 2 108 7799",
];

const taiwanLocales: Locale[] = ["tw", "cn"];

export const officeSeeds: OfficeSeed[] = [
  {
    id: 1,
    code: "taipei",
    locales: taiwanLocales,
    phone: "",
    email: "",
    name: { tw: "台北總部", cn: "台北总部", en: "Taipei head office", vi: "Văn phòng Đài Bắc", th: "สำนักงานใหญ่ไทเป" },
    address: {
      tw: "台北市大安區忠孝東路四段 170 號 8 樓",
      cn: "台北市大安区忠孝东路四段 170 号 8 楼",
      en: "8F, No. 170, Sec. 4, Zhongxiao E. Rd., Da'an Dist., Taipei",
      vi: "Tầng 8, số 170, đoạn 4, đường Trung Hiếu Đông, quận Đại An, Đài Bắc",
      th: "ชั้น 8 เลขที่ 170 ถนนจงเซี่ยวตะวันออก ตอน 4 เขตต้าอาน ไทเป",
    },
  },
  {
    id: 2,
    code: "hsinchu",
    locales: taiwanLocales,
    phone: "",
    email: "",
    name: { tw: "新竹分部", cn: "新竹分部", en: "Hsinchu office", vi: "Văn phòng Tân Trúc", th: "สำนักงานซินจู๋" },
    address: {
      tw: "新竹市東區光復路二段 295 號 6 樓",
      cn: "新竹市东区光复路二段 295 号 6 楼",
      en: "6F, No. 295, Sec. 2, Guangfu Rd., East Dist., Hsinchu",
      vi: "Tầng 6, số 295, đoạn 2, đường Quang Phục, quận Đông, Tân Trúc",
      th: "ชั้น 6 เลขที่ 295 ถนนกวงฟู่ ตอน 2 เขตตะวันออก ซินจู๋",
    },
  },
  {
    id: 3,
    code: "taichung",
    locales: taiwanLocales,
    phone: "",
    email: "",
    name: { tw: "台中分部", cn: "台中分部", en: "Taichung office", vi: "Văn phòng Đài Trung", th: "สำนักงานไถจง" },
    address: {
      tw: "台中市西區台灣大道二段 218 號 12 樓",
      cn: "台中市西区台湾大道二段 218 号 12 楼",
      en: "12F, No. 218, Sec. 2, Taiwan Blvd., West Dist., Taichung",
      vi: "Tầng 12, số 218, đoạn 2, đại lộ Đài Loan, quận Tây, Đài Trung",
      th: "ชั้น 12 เลขที่ 218 ถนนไต้หวัน ตอน 2 เขตตะวันตก ไถจง",
    },
  },
  {
    id: 4,
    code: "tainan",
    locales: taiwanLocales,
    phone: "",
    email: "",
    name: { tw: "台南分部", cn: "台南分部", en: "Tainan office", vi: "Văn phòng Đài Nam", th: "สำนักงานไถหนาน" },
    address: {
      tw: "台南市東區中華東路三段 360 號 5 樓",
      cn: "台南市东区中华东路三段 360 号 5 楼",
      en: "5F, No. 360, Sec. 3, Zhonghua E. Rd., East Dist., Tainan",
      vi: "Tầng 5, số 360, đoạn 3, đường Trung Hoa Đông, quận Đông, Đài Nam",
      th: "ชั้น 5 เลขที่ 360 ถนนจงหัวตะวันออก ตอน 3 เขตตะวันออก ไถหนาน",
    },
  },
  {
    id: 5,
    code: "kaohsiung",
    locales: taiwanLocales,
    phone: "",
    email: "",
    name: { tw: "高雄分部", cn: "高雄分部", en: "Kaohsiung office", vi: "Văn phòng Cao Hùng", th: "สำนักงานเกาสยง" },
    address: {
      tw: "高雄市前鎮區中山二路 91 號 20 樓",
      cn: "高雄市前镇区中山二路 91 号 20 楼",
      en: "20F, No. 91, Zhongshan 2nd Rd., Qianzhen Dist., Kaohsiung",
      vi: "Tầng 20, số 91, đường Trung Sơn 2, quận Tiền Trấn, Cao Hùng",
      th: "ชั้น 20 เลขที่ 91 ถนนจงซาน 2 เขตเฉียนเจิ้น เกาสยง",
    },
  },
  {
    id: 6,
    code: "vietnam",
    locales: ["vi", "tw", "cn"],
    phone: "",
    email: "",
    name: {
      tw: "越南辦公室（胡志明市）",
      cn: "越南办公室（胡志明市）",
      en: "Vietnam office (Ho Chi Minh City)",
      vi: "Văn phòng Việt Nam (TP. Hồ Chí Minh)",
      th: "สำนักงานเวียดนาม (นครโฮจิมินห์)",
    },
    address: {
      tw: "越南胡志明市西貢坊黎聖宗街 39 號 7 樓",
      cn: "越南胡志明市西贡坊黎圣宗街 39 号 7 楼",
      en: "7F, 39 Le Thanh Ton St., Saigon Ward, Ho Chi Minh City, Vietnam",
      vi: "Tầng 7, 39 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh",
      th: "ชั้น 7 เลขที่ 39 ถนนเลทั้นโตน แขวงไซ่ง่อน นครโฮจิมินห์ เวียดนาม",
    },
  },
  {
    id: 7,
    code: "philippines",
    locales: ["en"],
    phone: "",
    email: "",
    name: {
      tw: "菲律賓辦公室（馬尼拉）",
      cn: "菲律宾办公室（马尼拉）",
      en: "Philippines office (Makati)",
      vi: "Văn phòng Philippines (Makati)",
      th: "สำนักงานฟิลิปปินส์ (มากาติ)",
    },
    address: {
      tw: "菲律賓馬尼拉都會區馬卡蒂市 Ayala Avenue 6750 號 18 樓",
      cn: "菲律宾马尼拉大都会马卡蒂市 Ayala Avenue 6750 号 18 楼",
      en: "18F, 6750 Ayala Avenue, Makati City, Metro Manila, Philippines",
      vi: "Tầng 18, 6750 Ayala Avenue, Makati, Metro Manila, Philippines",
      th: "ชั้น 18 เลขที่ 6750 ถนนอายาลา มากาติ เมโทรมะนิลา ฟิลิปปินส์",
    },
  },
  {
    id: 8,
    code: "thailand",
    locales: ["th"],
    phone: "",
    email: "",
    name: {
      tw: "泰國辦公室（曼谷）",
      cn: "泰国办公室（曼谷）",
      en: "Thailand office (Bangkok)",
      vi: "Văn phòng Thái Lan (Bangkok)",
      th: "สำนักงานประเทศไทย (กรุงเทพฯ)",
    },
    address: {
      tw: "泰國曼谷巴吞旺區拉瑪一路 989 號 Siam Tower 21 樓",
      cn: "泰国曼谷巴吞旺区拉玛一路 989 号 Siam Tower 21 楼",
      en: "21F Siam Tower, 989 Rama I Rd., Pathum Wan, Bangkok, Thailand",
      vi: "Tầng 21 Siam Tower, 989 đường Rama I, Pathum Wan, Bangkok, Thái Lan",
      th: "ชั้น 21 อาคารสยามทาวเวอร์ 989 ถนนพระรามที่ 1 เขตปทุมวัน กรุงเทพฯ",
    },
  },
];
