/**
 * Country study guide: Canada (product-spec.md § 3, static guides).
 * Two admission modes: 1 undergraduate, 2 graduate.
 * Each locale compares Canada with the visitor's home country
 * (tw → Taiwan, cn → China, en → Philippines, vi → Vietnam, th → Thailand),
 * once for the university track and once for vocational education.
 *
 * Level symbols used in the comparisons:
 * university track: academy (elementary/primary), junior (junior high / lower secondary),
 * senior (high school / upper secondary), bachelor, graduate (master's);
 * vocational track: senior (Canadian high school), technical (home-country vocational
 * secondary), college (Canadian college certificate / diploma / advanced diploma),
 * specialties (home-country short-cycle vocational college), bachelor (applied degree).
 */
import type { CheckedFacts, CountryGuide, EducationBlock, GuideSet, LevelRow } from "../guide-types";

/* -------------------------------------------------------------------------- */
/* Regulated figures: when they were checked, and against which official page */
/* -------------------------------------------------------------------------- */

const checkedOn = "2026-11-26";
const source = {
  pal: {
    name: "IRCC: Provincial or territorial attestation letter",
    url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/provincial-attestation-letter.html",
  },
  documents: {
    name: "IRCC: Study permit – documents and proof of financial support",
    url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents.html",
  },
  studyPermit: {
    name: "IRCC: Study permit",
    url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
  },
  pgwp: {
    name: "IRCC: Post-graduation work permit – who can apply",
    url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation/eligibility.html",
  },
  workOffCampus: {
    name: "IRCC: Work off campus as an international student",
    url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/work-off-campus.html",
  },
  tuition: {
    name: "Statistics Canada: Canadian and international tuition fees by level of study (table 37-10-0045-01)",
    url: "https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=3710004501",
  },
  ouac: { name: "OUAC (Ontario Universities' Application Centre)", url: "https://www.ouac.on.ca/" },
  ontarioColleges: { name: "OntarioColleges.ca", url: "https://www.ontariocolleges.ca/" },
  educationPlannerBC: { name: "EducationPlannerBC", url: "https://www.educationplannerbc.ca/" },
};

/** The same checks stand behind every locale's text. */
const checked = {
  /** PAL rules (guide description). */
  pal: { checkedOn, sources: [source.pal] },
  /** PGWP length and the field-of-study rule for college programs. */
  pgwp: { checkedOn, sources: [source.pgwp] },
  /** Step 1: tuition and proof of funds. */
  budget: { checkedOn, sources: [source.tuition, source.documents] },
  /** Step 3: application fees (set by each school or portal). */
  fees: { checkedOn, sources: [source.ouac, source.ontarioColleges, source.educationPlannerBC] },
  /** Step 4: PAL per admission mode, biometrics, the end of the SDS. */
  permit: { checkedOn, sources: [source.pal, source.studyPermit] },
  /** Step 5: off-campus work hours. */
  work: { checkedOn, sources: [source.workOffCampus] },
} satisfies Record<string, CheckedFacts>;

/* -------------------------------------------------------------------------- */
/* tw: 繁體中文（台灣）                                                        */
/* -------------------------------------------------------------------------- */

const twCa = {
  elementary: {
    Style: "dark",
    ClassName: "小學",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "1年級", TitleEn: "Grade 1" },
      { Title: "2年級", TitleEn: "Grade 2" },
      { Title: "3年級", TitleEn: "Grade 3" },
      { Title: "4年級", TitleEn: "Grade 4" },
      { Title: "5年級", TitleEn: "Grade 5" },
      { Title: "6年級", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "初中",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "7年級", TitleEn: "Grade 7" },
      { Title: "8年級", TitleEn: "Grade 8" },
      { Title: "9年級", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "10年級", TitleEn: "Grade 10" },
      { Title: "11年級", TitleEn: "Grade 11" },
      { Title: "12年級", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "大學部（學士，4年）",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "研究所（碩士，1–2年）",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "碩一", TitleEn: "Year 1" },
      { Title: "碩二（依學程而定）", TitleEn: "Year 2 (varies by program)" },
    ],
  },
  highSchool: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "10年級", TitleEn: "Grade 10" },
      { Title: "11年級", TitleEn: "Grade 11" },
      { Title: "12年級", TitleEn: "Grade 12" },
    ],
  },
  college: {
    Style: "light",
    ClassName: "學院（證書／文憑／進階文憑）",
    ClassNameEn: "College (Certificate / Diploma / Advanced Diploma)",
    Symbol: "college",
    Items: [
      { Title: "第1年：證書", TitleEn: "Year 1: Certificate" },
      { Title: "第2年：文憑", TitleEn: "Year 2: Diploma" },
      { Title: "第3年：進階文憑", TitleEn: "Year 3: Advanced Diploma" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "應用學士（理工學院／學院，4年）",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "第1年", TitleEn: "Year 1" },
      { Title: "第2年", TitleEn: "Year 2" },
      { Title: "第3年", TitleEn: "Year 3" },
      { Title: "第4年", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const twHome = {
  elementary: {
    Style: "dark",
    ClassName: "國小",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "一年級", TitleEn: "Grade 1" },
      { Title: "二年級", TitleEn: "Grade 2" },
      { Title: "三年級", TitleEn: "Grade 3" },
      { Title: "四年級", TitleEn: "Grade 4" },
      { Title: "五年級", TitleEn: "Grade 5" },
      { Title: "六年級", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "國中",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "國一", TitleEn: "Grade 7" },
      { Title: "國二", TitleEn: "Grade 8" },
      { Title: "國三", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "高中／高職",
    ClassNameEn: "Senior High / Vocational High School",
    Symbol: "senior",
    Items: [
      { Title: "高一", TitleEn: "Grade 10" },
      { Title: "高二", TitleEn: "Grade 11" },
      { Title: "高三", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "大學（學士，4年）",
    ClassNameEn: "University (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "研究所（碩士班，2年）",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "碩一", TitleEn: "Year 1" },
      { Title: "碩二", TitleEn: "Year 2" },
    ],
  },
  vocationalHigh: {
    Style: "dark",
    ClassName: "高職",
    ClassNameEn: "Vocational High School",
    Symbol: "technical",
    Items: [
      { Title: "高一", TitleEn: "Grade 10" },
      { Title: "高二", TitleEn: "Grade 11" },
      { Title: "高三", TitleEn: "Grade 12" },
    ],
  },
  juniorCollege: {
    Style: "light",
    ClassName: "專科（二專／五專後二年）",
    ClassNameEn: "Junior College (Associate Degree)",
    Symbol: "specialties",
    Items: [
      { Title: "第1年", TitleEn: "Year 1" },
      { Title: "第2年", TitleEn: "Year 2" },
    ],
  },
  techUniversity: {
    Style: "dark",
    ClassName: "科技大學（四技）",
    ClassNameEn: "University of Technology (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const twEducation: EducationBlock[] = [
  {
    Title: "大學體系對照：加拿大與台灣",
    Type: "university",
    ShowTitle: true,
    Compares: [
      {
        Country: "加拿大",
        Code: "CA",
        List: [twCa.elementary, twCa.junior, twCa.senior, twCa.bachelor, twCa.master],
      },
      {
        Country: "台灣",
        Code: "TW",
        List: [twHome.elementary, twHome.junior, twHome.senior, twHome.bachelor, twHome.master],
      },
    ],
  },
  {
    Title: "技職體系對照：加拿大學院與台灣技職教育",
    Type: "skill",
    ShowTitle: true,
    Compares: [
      { Country: "加拿大", Code: "CA", List: [twCa.highSchool, twCa.college, twCa.appliedBachelor] },
      {
        Country: "台灣",
        Code: "TW",
        List: [twHome.vocationalHigh, twHome.juniorCollege, twHome.techUniversity],
      },
    ],
  },
];

const twTips =
  "加拿大各省的學制、入學要求與學分轉移規定都不太一樣，即使是同類科系，在不同省份的申請方式與要求也可能不同。建議先與 Studyway 顧問討論，確認哪個省份最適合你的成績、預算與未來規劃。";

const tw: CountryGuide = {
  tableID: 3,
  ID: 3,
  Code: "CA",
  facts: checked.pal,
  Name: "加拿大",
  NameEn: "Canada",
  Desc: "加拿大擁有世界級的研究型大學、重視實作的學院，以及安全友善的多元文化環境，符合資格的畢業生還能申請畢業後工作簽證（PGWP），留在當地累積工作經驗。加拿大沒有全國統一的教育部，教育由10個省與3個地區各自負責，因此學制、入學要求甚至留學生的醫療保險，都會依就讀的省份而不同。就讀學院或大學部的新生，申請學簽前多半必須先取得省級認證信（PAL）；自2026年1月1日起，公立學校的碩士與博士生則不需要。提早規劃比以往更加重要。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "大學部",
      Introduction: {
        Title: "申請加拿大大學部",
        TitleEn: "Undergraduate Admission",
        Desc: "台灣學生高中（職）畢業後，可以直接用高中在校成績與英文檢定成績申請加拿大的大學或學院。學士學位一般為4年，部分省份也有3年制的普通學士（General Degree）；學院與理工學院則提供修業時間較短、以就業為導向的證書與文憑課程。\n如果在校成績離理想大學還有一段距離，也可以先透過大學轉學課程銜接，再轉入大學完成學位。",
        Schools: [
          {
            ID: 1,
            Title: "研究型／綜合型大學",
            TitleEn: "Research & Comprehensive Universities",
            Desc: "加拿大的大學以公立為主，從多倫多大學、英屬哥倫比亞大學（UBC）、麥基爾大學等研究型名校，到綜合型大學與專注大學部教學的中小型大學都有。學士多為4年制的榮譽學位（Honours），部分省份另有3年制普通學位；滑鐵盧大學等學校更以帶薪實習（Co-op）課程聞名。錄取主要看高中在校成績與英文成績。",
            Img: "/images/guides/ca-university.svg",
          },
          {
            ID: 2,
            Title: "學院與理工學院",
            TitleEn: "Colleges & Polytechnics",
            Desc: "Humber、Seneca、英屬哥倫比亞理工學院（BCIT）等公立學院與理工學院，著重實務操作與小班教學，和產業連結緊密。課程包括1年制證書（Certificate）、2年制文憑（Diploma）與3年制進階文憑（Advanced Diploma），部分學校也頒發應用型學士學位。入學門檻通常比大學有彈性，每年9月、1月開學，不少課程還有5月入學。",
            Img: "/images/guides/ca-college-polytechnic.svg",
          },
          {
            ID: 3,
            Title: "大學轉學課程",
            TitleEn: "University Transfer Programs",
            Desc: "轉學課程讓學生先在學院修讀1至2年大學程度的課程，再轉入大學二年級或三年級完成學士學位。卑詩省的學分轉移制度最為成熟，Langara、Douglas 等學院每年都有大批學生轉進 UBC 與西門菲莎大學（SFU），其他省份也有與大學合作的銜接學院。可轉移的學分與最低成績由各大學規定，入學前務必先確認轉學協議。",
            Img: "/images/guides/ca-university-transfer.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "適合對象",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "高中（職）應屆或已畢業，希望取得加拿大學士學位的學生" },
          { ID: 2, Item: "希望在學期間透過帶薪實習（Co-op）累積工作經驗的學生" },
          { ID: 3, Item: "想在學院或理工學院接受實務訓練、及早進入職場的學生" },
          { ID: 4, Item: "在校成績尚不足以直接錄取理想大學，想透過轉學課程銜接的學生" },
          { ID: 5, Item: "畢業後打算申請 PGWP、在加拿大工作的學生" },
        ],
      },
      EducationSystem: {
        Title: "加拿大教育制度",
        TitleEn: "Education System",
        Style: "default",
        Desc: "加拿大的教育由各省自行管理，各省學制不盡相同；義務教育大致從6歲到17歲，實際年齡依省份規定略有差異。多數省份（例如安大略省）的高中讀到12年級，魁北克省則是中學讀到11年級（Secondary V），之後先念2年 CEGEP，再進入3年制大學。\n學士學位一般為4年（也有3年制普通學位），學院與理工學院則提供1年制證書、2年制文憑與3年制進階文憑。台灣同樣是12年國民基本教育，高中（職）畢業即可直接申請加拿大大學一年級。",
        Tips: twTips,
        Education: twEducation,
      },
    },
    {
      Enrollment: 2,
      Name: "研究所",
      Introduction: {
        Title: "申請加拿大研究所",
        TitleEn: "Graduate Admission",
        Desc: "加拿大的碩士學程一般為1至2年，主要分為需要撰寫論文的研究型碩士，以及以修課為主的授課型碩士。申請者通常需具備4年制學士學位與良好的在校成績（GPA），研究型碩士多半還要先找到願意指導的教授。\n已有大學或專科學歷、想快速補強實務技能的人，也可以選擇學院的1年制研究生證書。",
        Schools: [
          {
            ID: 1,
            Title: "研究型碩士（論文組）",
            TitleEn: "Research (Thesis-Based) Master's",
            Desc: "MSc、MA 等研究型碩士通常約2年，須在指導教授帶領下完成碩士論文。不少學程會透過教學助理（TA）、研究助理（RA）職缺或獎學金提供經費補助，也是日後攻讀博士的主要途徑。在校成績、研究經驗，以及是否提早與潛在指導教授聯繫，都會大幅影響錄取結果。",
            Img: "/images/guides/ca-research-masters.svg",
          },
          {
            ID: 2,
            Title: "授課型碩士",
            TitleEn: "Course-Based Master's",
            Desc: "MEng、MBA、MPP 等授課型或專業碩士約1至2年，以修課、畢業專題（Capstone）或帶薪實習取代論文。這類學程適合想盡快投入職場的學生，但學費多需自行負擔，獎助學金也較少。碩士畢業生即使學程不滿2年，也可能申請到最長3年的 PGWP。",
            Img: "/images/guides/ca-course-masters.svg",
            facts: checked.pgwp,
          },
          {
            ID: 3,
            Title: "學院研究生證書",
            TitleEn: "College Graduate Certificates",
            Desc: "研究生證書（Graduate Certificate）是學院為已具備文憑或學位者開設的1年制課程（2至3個學期），Humber、Seneca、Centennial 等學院都有開設。課程聚焦專案管理、供應鏈、資料分析、醫療照護等實務領域，常包含企業實習。自2024年11月起，學院課程必須屬於移民局公布的合格領域，畢業生才能申請 PGWP，選課前務必確認。",
            Img: "/images/guides/ca-graduate-certificate.svg",
            facts: checked.pgwp,
          },
        ],
      },
      SuitableFor: {
        Title: "適合對象",
        TitleEn: "Who It's For",
        facts: checked.pgwp,
        List: [
          { ID: 1, Item: "已取得或即將取得學士學位，想深造專業或轉換跑道的人" },
          { ID: 2, Item: "計畫攻讀博士或投入學術研究的人" },
          { ID: 3, Item: "已有工作經驗，想透過1年制研究生證書快速補強實務技能的上班族" },
          { ID: 4, Item: "希望畢業後以最長3年的 PGWP 累積加拿大工作經驗的人" },
        ],
      },
      EducationSystem: {
        Title: "加拿大教育制度",
        TitleEn: "Education System",
        Style: "default",
        Desc: "加拿大的教育由各省管理，各省學制不同：例如魁北克省學生上大學前要先讀 CEGEP，安大略省的高中則讀到12年級。義務教育大致從6歲到17歲，實際年齡依省份規定略有差異。\n學士學位一般為4年（也有3年制普通學位），碩士約1至2年；學院另提供1年制證書、2年制文憑、3年制進階文憑與1年制研究生證書。台灣的4年制學士學位與加拿大學士學位相當，畢業生可以直接申請加拿大碩士學程。",
        Tips: twTips,
        Education: twEducation,
      },
    },
  ],
  Process: {
    Title: "申請流程",
    TitleEn: "Application Process",
    Desc: "從選校到抵達加拿大，建議預留12至18個月。以下五個步驟同時涵蓋學校申請與學簽（Study Permit）辦理，實際截止日期請以各校與加拿大移民局公告為準。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.budget,
        Title: "申請準備",
        List: [
          "確定想讀的學位、科系與省份，並確認學校是指定學習機構（DLI）；若畢業後想留在加拿大工作，也要確認課程符合 PGWP 資格",
          "提前12至18個月開始準備：9月是主要入學季，大學多在12月至隔年3月截止收件；學院採隨到隨審，另有1月與5月入學",
          "規劃英文檢定：大學通常要求 IELTS Academic 總分6.5、各項不低於6.0，學院多為6.0；不少學校也接受 TOEFL iBT、PTE Academic 或 Duolingo",
          "估算預算：2025/2026學年國際生的大學部學費平均每年約加幣42,000元（安大略省平均約加幣50,000元，部分大西洋省份不到加幣20,000元），學院課程通常較低；申請學簽時還須證明每年至少有加幣22,895元的生活費（魁北克省以外），另加第一年學費與交通費",
          "申請研究型碩士者，應提早寄出履歷與研究興趣，主動聯繫潛在的指導教授",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        Title: "文件準備",
        List: [
          "英文成績單與畢業證書：申請大學部附高中成績，申請研究所附大學成績，在學生附上最新一學期成績",
          "由考試機構直接寄送的正式英文檢定成績",
          "個人陳述或讀書計畫、英文履歷；申請研究所另需2至3封學術或工作推薦信",
          "有效護照與財力證明（例如銀行存款證明）；許多學生也會向加拿大的合作銀行購買 GIC（保證投資證書），作為第一年生活費的證明",
          "藝術、設計、建築類科系需準備作品集；部分研究所學程要求 GRE 或 GMAT 成績",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "正式申請",
        List: [
          "透過正確的管道送件：安大略省大學用 OUAC，安大略省學院用 OntarioColleges.ca，卑詩省用 EducationPlannerBC，亞伯達省用 ApplyAlberta，其餘多在學校官網直接申請",
          "繳交申請費（每所約加幣100至200元），並在截止日前上傳所有文件",
          "定期查看電子郵件與申請系統，學校可能要求補件、面試或審查作品集",
          "同步申請入學獎學金或研究所獎助；部分獎學金需要另外申請，截止日也比較早",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.permit,
        Title: "申請結果",
        List: [
          "確認錄取類型：若是條件式入學（Conditional Offer），須先達到最終成績或英文成績等條件，學校才會發出正式錄取信（LOA）",
          {
            Modes: [1],
            Text: "在期限內接受錄取並繳交學費訂金，學校隨後會提供申請學簽必備的省級認證信（PAL）；就讀魁北克省則改為申請魁北克接收證明（CAQ）",
          },
          {
            Modes: [2],
            Text: "在期限內接受錄取並繳交學費訂金。自2026年1月1日起，就讀公立學校碩士或博士學位的學生申請學簽不需要省級認證信（PAL）；學院研究生證書與私立學校的課程仍需要，由學校在你接受錄取後提供。就讀魁北克省仍須申請魁北克接收證明（CAQ）",
          },
          "備妥 LOA、PAL（需要者）、財力證明（GIC、學費收據、存款證明）與讀書計畫，線上申請學簽，並在收到通知後30天內完成生物特徵採集（指紋與照相）；如有要求，還須做移民體檢",
          "台灣護照持有人免簽，學簽核准後會一併取得電子旅行授權（eTA）與入境介紹信（Port of Entry Letter），正式學簽在抵達加拿大入境時核發",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.work,
        Title: "行前準備",
        List: [
          "及早安排住宿：學校宿舍、寄宿家庭或校外租屋，熱門學校的宿舍名額往往很早就額滿",
          "辦理醫療保險：各省規定不同，例如安大略省的大學使用 UHIP，卑詩省的留學生則須加入省營醫療保險 MSP",
          "護照、入境介紹信、LOA、PAL（如有）與財力證明請放在隨身行李；在機場拿到學簽後，當場核對姓名、學校與有效期限是否正確",
          "抵達後先申請社會保險號碼（SIN）才能打工；上課期間校外打工每週最多24小時，寒暑假等學校排定的假期則可全職工作",
          "參加新生說明會（Orientation），並準備足夠的保暖衣物，多數城市的冬天漫長又寒冷",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* cn: 简体中文（中国大陆）                                                    */
/* -------------------------------------------------------------------------- */

const cnCa = {
  elementary: {
    Style: "dark",
    ClassName: "小学",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "1年级", TitleEn: "Grade 1" },
      { Title: "2年级", TitleEn: "Grade 2" },
      { Title: "3年级", TitleEn: "Grade 3" },
      { Title: "4年级", TitleEn: "Grade 4" },
      { Title: "5年级", TitleEn: "Grade 5" },
      { Title: "6年级", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "初中",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "7年级", TitleEn: "Grade 7" },
      { Title: "8年级", TitleEn: "Grade 8" },
      { Title: "9年级", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "10年级", TitleEn: "Grade 10" },
      { Title: "11年级", TitleEn: "Grade 11" },
      { Title: "12年级", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "本科（学士，4年）",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "硕士研究生（1–2年）",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "研一", TitleEn: "Year 1" },
      { Title: "研二（视项目而定）", TitleEn: "Year 2 (varies by program)" },
    ],
  },
  highSchool: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "10年级", TitleEn: "Grade 10" },
      { Title: "11年级", TitleEn: "Grade 11" },
      { Title: "12年级", TitleEn: "Grade 12" },
    ],
  },
  college: {
    Style: "light",
    ClassName: "学院（证书／文凭／高级文凭）",
    ClassNameEn: "College (Certificate / Diploma / Advanced Diploma)",
    Symbol: "college",
    Items: [
      { Title: "第1年：证书", TitleEn: "Year 1: Certificate" },
      { Title: "第2年：文凭", TitleEn: "Year 2: Diploma" },
      { Title: "第3年：高级文凭", TitleEn: "Year 3: Advanced Diploma" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "应用型学士（理工学院／学院，4年）",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "第1年", TitleEn: "Year 1" },
      { Title: "第2年", TitleEn: "Year 2" },
      { Title: "第3年", TitleEn: "Year 3" },
      { Title: "第4年", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const cnHome = {
  elementary: {
    Style: "dark",
    ClassName: "小学",
    ClassNameEn: "Primary School",
    Symbol: "academy",
    Items: [
      { Title: "一年级", TitleEn: "Grade 1" },
      { Title: "二年级", TitleEn: "Grade 2" },
      { Title: "三年级", TitleEn: "Grade 3" },
      { Title: "四年级", TitleEn: "Grade 4" },
      { Title: "五年级", TitleEn: "Grade 5" },
      { Title: "六年级", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "初中",
    ClassNameEn: "Junior Middle School",
    Symbol: "junior",
    Items: [
      { Title: "初一", TitleEn: "Grade 7" },
      { Title: "初二", TitleEn: "Grade 8" },
      { Title: "初三", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "高中／中职",
    ClassNameEn: "Senior High / Secondary Vocational School",
    Symbol: "senior",
    Items: [
      { Title: "高一", TitleEn: "Grade 10" },
      { Title: "高二", TitleEn: "Grade 11" },
      { Title: "高三", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "本科（学士，4年）",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "硕士研究生（2–3年）",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "研一", TitleEn: "Year 1" },
      { Title: "研二", TitleEn: "Year 2" },
      { Title: "研三（视专业而定）", TitleEn: "Year 3 (varies by program)" },
    ],
  },
  vocationalSecondary: {
    Style: "dark",
    ClassName: "中职（中专／职高／技校）",
    ClassNameEn: "Secondary Vocational School",
    Symbol: "technical",
    Items: [
      { Title: "一年级", TitleEn: "Year 1" },
      { Title: "二年级", TitleEn: "Year 2" },
      { Title: "三年级", TitleEn: "Year 3" },
    ],
  },
  higherVocational: {
    Style: "light",
    ClassName: "高职（专科，3年）",
    ClassNameEn: "Higher Vocational College (Zhuanke)",
    Symbol: "specialties",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
    ],
  },
  vocationalBachelor: {
    Style: "dark",
    ClassName: "职业本科／应用型本科",
    ClassNameEn: "Vocational / Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "大一", TitleEn: "Year 1" },
      { Title: "大二", TitleEn: "Year 2" },
      { Title: "大三", TitleEn: "Year 3" },
      { Title: "大四", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const cnEducation: EducationBlock[] = [
  {
    Title: "升学体系对照：加拿大与中国",
    Type: "university",
    ShowTitle: true,
    Compares: [
      {
        Country: "加拿大",
        Code: "CA",
        List: [cnCa.elementary, cnCa.junior, cnCa.senior, cnCa.bachelor, cnCa.master],
      },
      {
        Country: "中国",
        Code: "CN",
        List: [cnHome.elementary, cnHome.junior, cnHome.senior, cnHome.bachelor, cnHome.master],
      },
    ],
  },
  {
    Title: "职业教育对照：加拿大学院与国内职业教育",
    Type: "skill",
    ShowTitle: true,
    Compares: [
      { Country: "加拿大", Code: "CA", List: [cnCa.highSchool, cnCa.college, cnCa.appliedBachelor] },
      {
        Country: "中国",
        Code: "CN",
        List: [cnHome.vocationalSecondary, cnHome.higherVocational, cnHome.vocationalBachelor],
      },
    ],
  },
];

const cnTips =
  "加拿大各省的学制、录取要求和学分转换政策都不一样，即使是同类专业，在不同省份的申请方式和要求也可能不同。建议先咨询 Studyway 顾问，确认哪个省份最适合你的成绩、预算和未来规划。";

const cn: CountryGuide = {
  tableID: 3,
  ID: 3,
  Code: "CA",
  facts: checked.pal,
  Name: "加拿大",
  NameEn: "Canada",
  Desc: "加拿大拥有世界一流的研究型大学、注重实践的学院，以及安全包容的多元文化环境，符合条件的毕业生还可以申请毕业工签（PGWP），留在当地积累工作经验。加拿大没有全国统一的教育部，教育由10个省和3个地区各自管理，因此学制、录取要求乃至留学生医保都因省而异。就读学院或本科的新生，申请学签前大多需要先取得省级认证信（PAL）；自2026年1月1日起，公立院校的硕士和博士生无需提供。提前规划比以往更加重要。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "本科",
      Introduction: {
        Title: "申请加拿大本科",
        TitleEn: "Undergraduate Admission",
        Desc: "国内高中毕业生可以凭高中成绩和语言成绩直接申请加拿大的大学或学院，部分大学也会参考高考成绩。本科一般为4年，部分省份还有3年制的普通学士学位（General Degree）；学院和理工学院则提供学制更短、以就业为导向的证书和文凭课程。\n如果成绩暂时达不到目标大学的要求，也可以先读大学转学课程，再转入大学完成学位。",
        Schools: [
          {
            ID: 1,
            Title: "研究型／综合型大学",
            TitleEn: "Research & Comprehensive Universities",
            Desc: "加拿大的大学以公立为主，既有多伦多大学、不列颠哥伦比亚大学（UBC）、麦吉尔大学等研究型名校，也有综合型大学和专注本科教学的中小型大学。本科多为4年制荣誉学位（Honours），部分省份另有3年制普通学位；滑铁卢大学等学校更以带薪实习（Co-op）项目闻名。录取主要看高中成绩和语言成绩。",
            Img: "/images/guides/ca-university.svg",
          },
          {
            ID: 2,
            Title: "学院与理工学院",
            TitleEn: "Colleges & Polytechnics",
            Desc: "Humber、Seneca、不列颠哥伦比亚理工学院（BCIT）等公立学院和理工学院注重动手实践，小班授课，与行业联系紧密。课程包括1年制证书（Certificate）、2年制文凭（Diploma）和3年制高级文凭（Advanced Diploma），部分学校还授予应用型学士学位。入学要求一般比大学灵活，每年9月、1月开学，不少专业5月也有入学。",
            Img: "/images/guides/ca-college-polytechnic.svg",
          },
          {
            ID: 3,
            Title: "大学转学课程",
            TitleEn: "University Transfer Programs",
            Desc: "转学课程让学生先在学院修读1至2年大学水平的课程，再转入大学二年级或三年级完成本科学位。BC省的学分转换体系最为成熟，Langara、Douglas 等学院每年都有大批学生转入 UBC 和西蒙菲莎大学（SFU），其他省份也有与大学合作的衔接学院。可转学分和最低成绩要求由各大学规定，入读前务必确认转学协议。",
            Img: "/images/guides/ca-university-transfer.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "适合人群",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "高三在读或已高中毕业，希望获得加拿大本科学位的学生" },
          { ID: 2, Item: "希望在读期间通过带薪实习（Co-op）积累工作经验的学生" },
          { ID: 3, Item: "想在学院或理工学院接受实践培训、尽早就业的学生" },
          { ID: 4, Item: "成绩暂时达不到目标大学直录要求，希望通过转学课程曲线入读的学生" },
          { ID: 5, Item: "计划毕业后申请 PGWP、留在加拿大工作的学生" },
        ],
      },
      EducationSystem: {
        Title: "加拿大教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "加拿大的教育由各省自行管理，各省学制不尽相同；义务教育一般从6岁到17岁，具体年龄因省而略有差异。大多数省份（例如安大略省）的高中读到12年级，魁北克省则是中学读到11年级（Secondary V），之后先读2年 CEGEP，再进入3年制大学。\n本科一般为4年（也有3年制普通学位），学院和理工学院则提供1年制证书、2年制文凭和3年制高级文凭。国内中小学同样是12年，高中毕业即可直接申请加拿大大学一年级。",
        Tips: cnTips,
        Education: cnEducation,
      },
    },
    {
      Enrollment: 2,
      Name: "研究生",
      Introduction: {
        Title: "申请加拿大研究生",
        TitleEn: "Graduate Admission",
        Desc: "加拿大的硕士项目一般为1至2年，主要分为需要写论文的研究型硕士和以上课为主的授课型硕士。申请者通常需要4年制本科学位和较好的均分（GPA），研究型硕士往往还要先联系到愿意接收的导师。\n已有本科或专科学历、想快速提升实用技能的人，也可以选择学院的1年制研究生证书。",
        Schools: [
          {
            ID: 1,
            Title: "研究型硕士（论文型）",
            TitleEn: "Research (Thesis-Based) Master's",
            Desc: "MSc、MA 等研究型硕士通常为2年左右，需要在导师指导下完成硕士论文。不少项目通过助教（TA）、助研（RA）岗位或奖学金提供资助，也是日后读博的主要途径。本科均分、科研经历以及是否提前联系导师，都会显著影响录取结果。",
            Img: "/images/guides/ca-research-masters.svg",
          },
          {
            ID: 2,
            Title: "授课型硕士",
            TitleEn: "Course-Based Master's",
            Desc: "MEng、MBA、MPP 等授课型或专业型硕士约1至2年，以课程、毕业项目（Capstone）或带薪实习代替论文。这类项目适合希望尽快就业的学生，但多为自费，奖学金机会较少。硕士毕业生即使项目不满2年，也有机会申请最长3年的 PGWP。",
            Img: "/images/guides/ca-course-masters.svg",
            facts: checked.pgwp,
          },
          {
            ID: 3,
            Title: "学院研究生证书",
            TitleEn: "College Graduate Certificates",
            Desc: "研究生证书（Graduate Certificate）是学院为已有文凭或学位者开设的1年制课程（2至3个学期），Humber、Seneca、Centennial 等学院均有开设。课程聚焦项目管理、供应链、数据分析、医疗护理等实用领域，常包含企业实习。自2024年11月起，学院课程必须属于移民局公布的合格专业领域，毕业生才能申请 PGWP，选专业前务必确认。",
            Img: "/images/guides/ca-graduate-certificate.svg",
            facts: checked.pgwp,
          },
        ],
      },
      SuitableFor: {
        Title: "适合人群",
        TitleEn: "Who It's For",
        facts: checked.pgwp,
        List: [
          { ID: 1, Item: "已获得或即将获得本科学位，希望深造或转换专业方向的学生" },
          { ID: 2, Item: "计划读博或从事科研工作的学生" },
          { ID: 3, Item: "有工作经验、想通过1年制研究生证书快速提升实用技能的职场人士" },
          { ID: 4, Item: "希望毕业后凭最长3年的 PGWP 积累加拿大工作经验的学生" },
        ],
      },
      EducationSystem: {
        Title: "加拿大教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "加拿大的教育由各省管理，各省学制不同：例如魁北克省学生上大学前要先读 CEGEP，安大略省的高中则读到12年级。义务教育一般从6岁到17岁，具体年龄因省而略有差异。\n本科一般为4年（也有3年制普通学位），硕士约1至2年；学院还提供1年制证书、2年制文凭、3年制高级文凭以及1年制研究生证书。国内4年制本科学位与加拿大学士学位相当，毕业生可以直接申请加拿大硕士项目。",
        Tips: cnTips,
        Education: cnEducation,
      },
    },
  ],
  Process: {
    Title: "申请流程",
    TitleEn: "Application Process",
    Desc: "从选校到抵达加拿大，建议预留12至18个月。以下五个步骤涵盖学校申请和学签（Study Permit）办理，具体截止日期请以各校和加拿大移民局（IRCC）的公告为准。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.budget,
        Title: "申请准备",
        List: [
          "确定学位层次、专业和省份，并确认学校属于指定学习机构（DLI）；如果毕业后想留加工作，还要确认项目符合 PGWP 条件",
          "提前12至18个月开始准备：9月是主要入学季，大学申请多在12月至次年3月截止；学院滚动录取，另有1月和5月入学",
          "准备语言考试：大学通常要求雅思（学术类）总分6.5、单项不低于6.0，学院多为6.0；不少学校也接受托福 iBT、PTE 学术英语或多邻国（Duolingo）",
          "做好预算：2025/2026学年国际本科生的大学学费平均每年约4.2万加元（安大略省平均约5万加元，部分大西洋省份不到2万加元），学院课程通常更低；申请学签时还须证明每年至少有22,895加元生活费（魁北克省以外），外加第一年学费和路费",
          "申请研究型硕士的同学，应尽早发送简历和研究方向，主动联系潜在导师（俗称“套磁”）",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        Title: "材料准备",
        List: [
          "中英文成绩单、毕业证和学位证：申请本科提供高中成绩（含学业水平考试成绩），申请研究生提供大学成绩，在读学生提供最新学期成绩",
          "由考试机构直接寄送的正式语言成绩",
          "个人陈述（PS）或学习计划、英文简历；申请研究生还需2至3封学术或工作推荐信",
          "有效护照和资金证明（如银行存款证明）；很多学生还会在加拿大合作银行购买 GIC（担保投资证），作为第一年生活费的证明",
          "艺术、设计、建筑类专业需准备作品集；部分研究生项目要求 GRE 或 GMAT 成绩",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "正式申请",
        List: [
          "通过对应的系统递交申请：安大略省大学用 OUAC，安大略省学院用 OntarioColleges.ca，BC省用 EducationPlannerBC，阿尔伯塔省用 ApplyAlberta，其他多在学校官网直接申请",
          "缴纳申请费（每所约100至200加元），并在截止日期前上传全部材料",
          "定期查看邮箱和申请系统，学校可能要求补材料、面试或审核作品集",
          "同步申请入学奖学金或研究生资助；部分奖学金需要单独申请，截止时间也更早",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.permit,
        Title: "申请结果",
        List: [
          "确认录取类型：有条件录取需先满足最终成绩或语言成绩等条件，学校才会发放正式录取信（LOA）",
          {
            Modes: [1],
            Text: "在规定时间内接受录取并缴纳学费押金，学校随后会提供申请学签必需的省级认证信（PAL）；就读魁北克省则需改为申请魁北克接收证明（CAQ）",
          },
          {
            Modes: [2],
            Text: "在规定时间内接受录取并缴纳学费押金。自2026年1月1日起，就读公立院校硕士或博士学位的学生申请学签无需省级认证信（PAL）；学院研究生证书和私立院校的项目仍然需要，由学校在你接受录取后提供。就读魁北克省仍须申请魁北克接收证明（CAQ）",
          },
          "备齐 LOA、PAL（如需要）、资金证明（GIC、学费收据、存款证明）和学习计划，在线申请学签，并在收到通知后30天内到签证中心录入指纹和照片；按要求完成移民体检",
          "学生直入计划（SDS）已于2024年11月停止，现在所有中国申请人都走常规学签通道；获批后会收到入境介绍信和临时居民签证（TRV），正式学签在入境加拿大时发放",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.work,
        Title: "行前准备",
        List: [
          "尽早安排住宿：学校宿舍、寄宿家庭或校外租房，热门学校的宿舍名额往往很早就被订满",
          "办理医疗保险：各省规定不同，例如安大略省的大学使用 UHIP，BC省留学生则须加入省医疗保险 MSP",
          "护照、入境介绍信、LOA、PAL（如有）和资金证明放在随身行李中；在机场拿到学签后，当场核对姓名、学校和有效期是否正确",
          "抵达后先办理社会保险号（SIN）才能打工；学期中校外打工每周最多24小时，学校规定的假期内可以全职工作",
          "参加新生入学指导（Orientation），并备好保暖衣物，大多数城市的冬天漫长寒冷",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* en: English (Philippines)                                                   */
/* -------------------------------------------------------------------------- */

const enCa = {
  elementary: {
    Style: "dark",
    ClassName: "Elementary School",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "Grade 1", TitleEn: "Grade 1" },
      { Title: "Grade 2", TitleEn: "Grade 2" },
      { Title: "Grade 3", TitleEn: "Grade 3" },
      { Title: "Grade 4", TitleEn: "Grade 4" },
      { Title: "Grade 5", TitleEn: "Grade 5" },
      { Title: "Grade 6", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "Junior High / Middle School",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "Grade 7", TitleEn: "Grade 7" },
      { Title: "Grade 8", TitleEn: "Grade 8" },
      { Title: "Grade 9", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "High School",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Grade 10", TitleEn: "Grade 10" },
      { Title: "Grade 11", TitleEn: "Grade 11" },
      { Title: "Grade 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "Bachelor's Degree (4 years)",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "Year 1", TitleEn: "Year 1" },
      { Title: "Year 2", TitleEn: "Year 2" },
      { Title: "Year 3", TitleEn: "Year 3" },
      { Title: "Year 4", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Master's Degree (1–2 years)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "Year 1", TitleEn: "Year 1" },
      { Title: "Year 2 (varies by program)", TitleEn: "Year 2 (varies by program)" },
    ],
  },
  highSchool: {
    Style: "dark",
    ClassName: "High School",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Grade 10", TitleEn: "Grade 10" },
      { Title: "Grade 11", TitleEn: "Grade 11" },
      { Title: "Grade 12", TitleEn: "Grade 12" },
    ],
  },
  college: {
    Style: "light",
    ClassName: "College (Certificate / Diploma / Advanced Diploma)",
    ClassNameEn: "College (Certificate / Diploma / Advanced Diploma)",
    Symbol: "college",
    Items: [
      { Title: "Year 1: Certificate", TitleEn: "Year 1: Certificate" },
      { Title: "Year 2: Diploma", TitleEn: "Year 2: Diploma" },
      { Title: "Year 3: Advanced Diploma", TitleEn: "Year 3: Advanced Diploma" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "Applied Bachelor's Degree (4 years)",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "Year 1", TitleEn: "Year 1" },
      { Title: "Year 2", TitleEn: "Year 2" },
      { Title: "Year 3", TitleEn: "Year 3" },
      { Title: "Year 4", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const enHome = {
  elementary: {
    Style: "dark",
    ClassName: "Elementary",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "Grade 1", TitleEn: "Grade 1" },
      { Title: "Grade 2", TitleEn: "Grade 2" },
      { Title: "Grade 3", TitleEn: "Grade 3" },
      { Title: "Grade 4", TitleEn: "Grade 4" },
      { Title: "Grade 5", TitleEn: "Grade 5" },
      { Title: "Grade 6", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "Junior High School",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "Grade 7", TitleEn: "Grade 7" },
      { Title: "Grade 8", TitleEn: "Grade 8" },
      { Title: "Grade 9", TitleEn: "Grade 9" },
      { Title: "Grade 10", TitleEn: "Grade 10" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "Senior High School",
    ClassNameEn: "Senior High School",
    Symbol: "senior",
    Items: [
      { Title: "Grade 11", TitleEn: "Grade 11" },
      { Title: "Grade 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "College (Bachelor's Degree, 4 years)",
    ClassNameEn: "College (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "1st Year", TitleEn: "Year 1" },
      { Title: "2nd Year", TitleEn: "Year 2" },
      { Title: "3rd Year", TitleEn: "Year 3" },
      { Title: "4th Year", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Master's Degree (2 years)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "Year 1", TitleEn: "Year 1" },
      { Title: "Year 2", TitleEn: "Year 2" },
    ],
  },
  tvl: {
    Style: "dark",
    ClassName: "Senior High School (TVL Track)",
    ClassNameEn: "Senior High School, Technical-Vocational-Livelihood Track",
    Symbol: "technical",
    Items: [
      { Title: "Grade 11", TitleEn: "Grade 11" },
      { Title: "Grade 12", TitleEn: "Grade 12" },
    ],
  },
  tesda: {
    Style: "light",
    ClassName: "TESDA Programs (NC Courses / Diploma)",
    ClassNameEn: "TESDA Programs (National Certificates / Diploma Programs)",
    Symbol: "specialties",
    Items: [
      { Title: "NC I–IV courses", TitleEn: "National Certificate I–IV" },
      { Title: "Diploma, Year 1", TitleEn: "Diploma, Year 1" },
      { Title: "Diploma, Year 2", TitleEn: "Diploma, Year 2" },
      { Title: "Diploma, Year 3 (some programs)", TitleEn: "Diploma, Year 3 (some programs)" },
    ],
  },
  techBachelor: {
    Style: "dark",
    ClassName: "Bachelor's Degree in Technology (4 years)",
    ClassNameEn: "Bachelor's Degree in Technology",
    Symbol: "bachelor",
    Items: [
      { Title: "1st Year", TitleEn: "Year 1" },
      { Title: "2nd Year", TitleEn: "Year 2" },
      { Title: "3rd Year", TitleEn: "Year 3" },
      { Title: "4th Year", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const enEducation: EducationBlock[] = [
  {
    Title: "University Track: Canada vs. the Philippines",
    Type: "university",
    ShowTitle: true,
    Compares: [
      {
        Country: "Canada",
        Code: "CA",
        List: [enCa.elementary, enCa.junior, enCa.senior, enCa.bachelor, enCa.master],
      },
      {
        Country: "Philippines",
        Code: "PH",
        List: [enHome.elementary, enHome.junior, enHome.senior, enHome.bachelor, enHome.master],
      },
    ],
  },
  {
    Title: "Vocational Track: Canadian Colleges vs. TVL and TESDA",
    Type: "skill",
    ShowTitle: true,
    Compares: [
      { Country: "Canada", Code: "CA", List: [enCa.highSchool, enCa.college, enCa.appliedBachelor] },
      { Country: "Philippines", Code: "PH", List: [enHome.tvl, enHome.tesda, enHome.techBachelor] },
    ],
  },
];

const enTips =
  "Every province sets its own school structure, admission rules and credit transfer policies, so similar programs can have quite different requirements from one province to the next. Talk to a Studyway advisor to find the province that best fits your grades, budget and plans.";

const en: CountryGuide = {
  tableID: 3,
  ID: 3,
  Code: "CA",
  facts: checked.pal,
  Name: "Canada",
  NameEn: "Canada",
  Desc: "Canada offers world-class research universities, hands-on colleges and a safe, welcoming multicultural society, and eligible graduates can apply for a post-graduation work permit (PGWP) to gain Canadian work experience. There is no national ministry of education: each of the 10 provinces and 3 territories runs its own system, so school structures, admission rules and even health insurance for international students depend on where you study. Most new college and bachelor's students also need a provincial attestation letter (PAL) before they can apply for a study permit, while master's and doctoral students at public institutions have been exempt since January 1, 2026, so planning early matters more than ever.",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Undergraduate",
      Introduction: {
        Title: "Undergraduate Study in Canada",
        TitleEn: "Undergraduate Admission",
        Desc: "Filipino students who have completed K-12 can apply directly to Canadian universities and colleges using their senior high school grades and an English test score. A bachelor's degree usually takes four years, though some provinces also offer three-year general degrees, while colleges and polytechnics offer shorter, career-focused certificates and diplomas.\nIf your grades are not yet competitive for your target university, a university transfer program can be a practical stepping stone.",
        Schools: [
          {
            ID: 1,
            Title: "Research & Comprehensive Universities",
            TitleEn: "Research & Comprehensive Universities",
            Desc: "Most Canadian universities are public, ranging from research-intensive institutions such as the University of Toronto, UBC and McGill to comprehensive and smaller undergraduate-focused universities. Bachelor's degrees are typically four-year honors degrees, some provinces also offer three-year general degrees, and schools like the University of Waterloo are known for paid co-op work terms. Admission is based mainly on your senior high school grades and English test results.",
            Img: "/images/guides/ca-university.svg",
          },
          {
            ID: 2,
            Title: "Colleges & Polytechnics",
            TitleEn: "Colleges & Polytechnics",
            Desc: "Public colleges and polytechnics such as Humber, Seneca and BCIT focus on hands-on, job-ready training, with small classes and close links to industry. They offer one-year certificates, two-year diplomas and three-year advanced diplomas, and some also grant applied bachelor's degrees. Entry requirements are usually more flexible than at universities, with intakes in September and January and, for many programs, May.",
            Img: "/images/guides/ca-college-polytechnic.svg",
          },
          {
            ID: 3,
            Title: "University Transfer Programs",
            TitleEn: "University Transfer Programs",
            Desc: "Transfer programs let you take one or two years of university-level courses at a college, then move into the second or third year of a bachelor's degree. British Columbia has the best-established transfer system, with colleges like Langara and Douglas sending many students to UBC and Simon Fraser University (SFU) every year, and university-partnered pathway colleges exist in other provinces too. Each university sets which credits transfer and the minimum grades required, so check the transfer agreement before you enroll.",
            Img: "/images/guides/ca-university-transfer.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Who It's For",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "Grade 12 students and senior high school graduates who want a Canadian bachelor's degree" },
          { ID: 2, Item: "Students who want paid co-op work terms and real work experience while studying" },
          { ID: 3, Item: "Students who prefer practical, career-focused training at a college or polytechnic" },
          {
            ID: 4,
            Item: "Students whose grades are not yet enough for direct university entry and who prefer a transfer pathway",
          },
          { ID: 5, Item: "Students planning to work in Canada on a PGWP after graduation" },
        ],
      },
      EducationSystem: {
        Title: "Canada's Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Education in Canada is run by the provinces, so school systems differ from one province to another, and compulsory schooling generally runs from age 6 to 17, with slight variations by province. Most provinces, including Ontario, end high school at Grade 12, while Quebec students finish secondary school after Secondary V (Grade 11) and attend a two-year CEGEP before a three-year university degree.\nA bachelor's degree normally takes four years (three-year general degrees also exist), and colleges and polytechnics offer 1-year certificates, 2-year diplomas and 3-year advanced diplomas. Like the Philippines' K-12 system, most Canadian provinces have 12 grades, so Filipino senior high graduates can apply straight to first year.",
        Tips: enTips,
        Education: enEducation,
      },
    },
    {
      Enrollment: 2,
      Name: "Graduate",
      Introduction: {
        Title: "Graduate Study in Canada",
        TitleEn: "Graduate Admission",
        Desc: "A Canadian master's degree usually takes one to two years and comes in two main forms: research (thesis-based) programs and course-based programs. Applicants generally need a four-year bachelor's degree with a good GPA, and research programs often require you to find a supervisor first.\nIf you already hold a degree or diploma and want practical, job-focused skills quickly, colleges also offer one-year graduate certificates.",
        Schools: [
          {
            ID: 1,
            Title: "Research (Thesis-Based) Master's",
            TitleEn: "Research (Thesis-Based) Master's",
            Desc: "Research master's programs such as the MSc and MA usually take about two years and end with a thesis written under a faculty supervisor. Many come with funding through teaching or research assistantships and scholarships, and they are the usual route to a PhD. Strong grades, research experience and early contact with a potential supervisor make a big difference to your chances.",
            Img: "/images/guides/ca-research-masters.svg",
          },
          {
            ID: 2,
            Title: "Course-Based Master's",
            TitleEn: "Course-Based Master's",
            Desc: "Course-based and professional master's programs, including many MEng, MBA and MPP degrees, take about one to two years and replace the thesis with coursework, a capstone project or a co-op term. They suit students who want to move into industry quickly, but most are self-funded, with fewer scholarships available. Master's graduates may qualify for a PGWP of up to three years, even if their program was shorter than two years.",
            Img: "/images/guides/ca-course-masters.svg",
            facts: checked.pgwp,
          },
          {
            ID: 3,
            Title: "College Graduate Certificates",
            TitleEn: "College Graduate Certificates",
            Desc: "Graduate certificates are one-year college programs (two or three semesters) for people who already hold a diploma or degree, offered by schools such as Humber, Seneca and Centennial. They focus on applied skills in areas like project management, supply chain, data analytics and health care, and often include a work placement. Since November 2024, college programs must be in an eligible field of study for graduates to get a PGWP, so check this before you apply.",
            Img: "/images/guides/ca-graduate-certificate.svg",
            facts: checked.pgwp,
          },
        ],
      },
      SuitableFor: {
        Title: "Who It's For",
        TitleEn: "Who It's For",
        facts: checked.pgwp,
        List: [
          {
            ID: 1,
            Item: "Bachelor's degree holders (or final-year students) who want to specialize or change careers",
          },
          { ID: 2, Item: "Students planning a PhD or a career in research" },
          { ID: 3, Item: "Working professionals who want practical skills from a one-year graduate certificate" },
          { ID: 4, Item: "Graduates who want Canadian work experience on a PGWP of up to three years" },
        ],
      },
      EducationSystem: {
        Title: "Canada's Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Education in Canada is managed by the provinces, so systems differ: Quebec students, for example, attend CEGEP before university, while Ontario high school ends at Grade 12. Compulsory schooling generally runs from age 6 to 17, with slight variations by province.\nA bachelor's degree normally takes four years (three-year general degrees also exist) and a master's one to two years, and colleges offer 1-year certificates, 2-year diplomas, 3-year advanced diplomas and 1-year graduate certificates. A four-year Philippine bachelor's degree is comparable to a Canadian one, so graduates can apply directly to master's programs.",
        Tips: enTips,
        Education: enEducation,
      },
    },
  ],
  Process: {
    Title: "Application Process",
    TitleEn: "Application Process",
    Desc: "Allow about 12 to 18 months from choosing a school to arriving in Canada. The five steps below cover both your school application and your study permit; always confirm exact deadlines with each school and with Immigration, Refugees and Citizenship Canada (IRCC).",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.budget,
        Title: "Application Preparation",
        List: [
          "Choose your level, program and province, and make sure the school is a designated learning institution (DLI); if you plan to work after graduating, check that the program is PGWP-eligible",
          "Start 12 to 18 months ahead: September is the main intake, most university deadlines fall between December and March, and colleges admit on a rolling basis with January and May intakes as well",
          "Plan your English test: universities usually ask for IELTS Academic 6.5 overall with no band below 6.0, colleges often 6.0, and many schools also accept TOEFL iBT, PTE Academic or Duolingo",
          "Set a budget: in 2025/2026, international undergraduates paid about CAD 42,000 a year in university tuition on average (about CAD 50,000 in Ontario, under CAD 20,000 in some Atlantic provinces), and college programs usually cost less; for the study permit you must also show at least CAD 22,895 a year for living costs (outside Quebec) on top of first-year tuition and travel",
          "For a research master's, email potential supervisors early with your CV and research interests",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        Title: "Document Preparation",
        List: [
          "Official academic records: your senior high school report card (Form 138), permanent record (Form 137) and diploma for undergraduate programs, or your college Transcript of Records and diploma for graduate programs",
          "Official English test results sent directly by the testing organization",
          "A personal statement or statement of purpose and a CV; graduate applicants also need two or three academic or professional reference letters",
          "A valid passport and proof of funds such as bank certificates and statements; many students also buy a GIC (Guaranteed Investment Certificate) from a participating Canadian bank to cover first-year living costs",
          "A portfolio for art, design or architecture programs, and GRE or GMAT scores if your program requires them",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "Official Application",
        List: [
          "Apply through the right portal: OUAC for Ontario universities, OntarioColleges.ca for Ontario colleges, EducationPlannerBC for British Columbia, ApplyAlberta for Alberta, or the school's own online system",
          "Pay the application fee (typically about CAD 100–200 per school) and upload all documents before the deadline",
          "Check your email and applicant portal regularly, as schools may ask for missing documents, an interview or a portfolio review",
          "Apply for entrance scholarships or graduate funding at the same time; some need a separate application with an earlier deadline",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.permit,
        Title: "Application Results",
        List: [
          "Read your offer carefully: with a conditional offer, you must meet conditions such as final grades or an English score before the school issues your letter of acceptance (LOA)",
          {
            Modes: [1],
            Text: "Accept the offer and pay the tuition deposit by the deadline; the school will then provide the provincial attestation letter (PAL) your study permit application needs, while students going to Quebec apply for a CAQ (Quebec Acceptance Certificate) instead",
          },
          {
            Modes: [2],
            Text: "Accept the offer and pay the tuition deposit by the deadline. Since January 1, 2026, master's and doctoral students at public institutions don't need a provincial attestation letter (PAL) for their study permit; college graduate certificates and programs at private institutions still do, and the school provides it once you accept. Students going to Quebec still apply for a CAQ (Quebec Acceptance Certificate)",
          },
          "Apply for a study permit online with your LOA, your PAL if you need one, proof of funds (GIC, tuition receipt, bank statements) and a study plan, give your biometrics within 30 days of the request, and complete an immigration medical exam if asked",
          "The Student Direct Stream (SDS) closed in November 2024, so all Filipino applicants now use the regular study permit process; once approved, you receive a port of entry letter of introduction and a visitor visa (TRV), and the study permit itself is issued when you land in Canada",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.work,
        Title: "Pre-Departure Preparation",
        List: [
          "Book housing early, whether on-campus residence, a homestay or an off-campus rental; residence spaces at popular schools fill up fast",
          "Sort out health insurance: rules depend on the province, for example UHIP at Ontario universities and the provincial MSP plan in British Columbia",
          "Keep your passport, port of entry letter, LOA, PAL (if you have one) and proof of funds in your carry-on bag, and check the name, school and expiry date on your study permit before leaving the immigration counter",
          "Get a Social Insurance Number (SIN) before you start working; students can work off campus up to 24 hours a week during classes and full-time during scheduled breaks",
          "Attend orientation and pack proper winter clothing, since winters in most Canadian cities are long and cold",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* vi: Tiếng Việt                                                              */
/* -------------------------------------------------------------------------- */

const viCa = {
  elementary: {
    Style: "dark",
    ClassName: "Tiểu học",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "Lớp 1", TitleEn: "Grade 1" },
      { Title: "Lớp 2", TitleEn: "Grade 2" },
      { Title: "Lớp 3", TitleEn: "Grade 3" },
      { Title: "Lớp 4", TitleEn: "Grade 4" },
      { Title: "Lớp 5", TitleEn: "Grade 5" },
      { Title: "Lớp 6", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "Trung học cơ sở",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "Lớp 7", TitleEn: "Grade 7" },
      { Title: "Lớp 8", TitleEn: "Grade 8" },
      { Title: "Lớp 9", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "Trung học phổ thông",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Lớp 10", TitleEn: "Grade 10" },
      { Title: "Lớp 11", TitleEn: "Grade 11" },
      { Title: "Lớp 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "Đại học (cử nhân, 4 năm)",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
      { Title: "Năm 3", TitleEn: "Year 3" },
      { Title: "Năm 4", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Thạc sĩ (1–2 năm)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2 (tùy chương trình)", TitleEn: "Year 2 (varies by program)" },
    ],
  },
  highSchool: {
    Style: "dark",
    ClassName: "Trung học phổ thông",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Lớp 10", TitleEn: "Grade 10" },
      { Title: "Lớp 11", TitleEn: "Grade 11" },
      { Title: "Lớp 12", TitleEn: "Grade 12" },
    ],
  },
  college: {
    Style: "light",
    ClassName: "Cao đẳng (chứng chỉ / văn bằng / văn bằng nâng cao)",
    ClassNameEn: "College (Certificate / Diploma / Advanced Diploma)",
    Symbol: "college",
    Items: [
      { Title: "Năm 1: chứng chỉ", TitleEn: "Year 1: Certificate" },
      { Title: "Năm 2: văn bằng", TitleEn: "Year 2: Diploma" },
      { Title: "Năm 3: văn bằng nâng cao", TitleEn: "Year 3: Advanced Diploma" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "Cử nhân ứng dụng (học viện bách khoa, cao đẳng; 4 năm)",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
      { Title: "Năm 3", TitleEn: "Year 3" },
      { Title: "Năm 4", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const viHome = {
  elementary: {
    Style: "dark",
    ClassName: "Tiểu học",
    ClassNameEn: "Primary School",
    Symbol: "academy",
    Items: [
      { Title: "Lớp 1", TitleEn: "Grade 1" },
      { Title: "Lớp 2", TitleEn: "Grade 2" },
      { Title: "Lớp 3", TitleEn: "Grade 3" },
      { Title: "Lớp 4", TitleEn: "Grade 4" },
      { Title: "Lớp 5", TitleEn: "Grade 5" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "Trung học cơ sở (THCS)",
    ClassNameEn: "Lower Secondary School",
    Symbol: "junior",
    Items: [
      { Title: "Lớp 6", TitleEn: "Grade 6" },
      { Title: "Lớp 7", TitleEn: "Grade 7" },
      { Title: "Lớp 8", TitleEn: "Grade 8" },
      { Title: "Lớp 9", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "Trung học phổ thông (THPT)",
    ClassNameEn: "Upper Secondary School",
    Symbol: "senior",
    Items: [
      { Title: "Lớp 10", TitleEn: "Grade 10" },
      { Title: "Lớp 11", TitleEn: "Grade 11" },
      { Title: "Lớp 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "Đại học (cử nhân, 4 năm)",
    ClassNameEn: "University (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
      { Title: "Năm 3", TitleEn: "Year 3" },
      { Title: "Năm 4", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Thạc sĩ (1,5–2 năm)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
    ],
  },
  vocationalSecondary: {
    Style: "dark",
    ClassName: "THPT hoặc trung cấp",
    ClassNameEn: "Upper Secondary or Intermediate Vocational School",
    Symbol: "technical",
    Items: [
      { Title: "Lớp 10", TitleEn: "Grade 10" },
      { Title: "Lớp 11", TitleEn: "Grade 11" },
      { Title: "Lớp 12", TitleEn: "Grade 12" },
    ],
  },
  caoDang: {
    Style: "light",
    ClassName: "Cao đẳng (2–3 năm)",
    ClassNameEn: "Vocational College (Cao đẳng)",
    Symbol: "specialties",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
      { Title: "Năm 3 (tùy ngành)", TitleEn: "Year 3 (varies by program)" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "Đại học định hướng ứng dụng (4 năm)",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
      { Title: "Năm 3", TitleEn: "Year 3" },
      { Title: "Năm 4", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const viEducation: EducationBlock[] = [
  {
    Title: "So sánh hệ thống phổ thông và đại học: Canada và Việt Nam",
    Type: "university",
    ShowTitle: true,
    Compares: [
      {
        Country: "Canada",
        Code: "CA",
        List: [viCa.elementary, viCa.junior, viCa.senior, viCa.bachelor, viCa.master],
      },
      {
        Country: "Việt Nam",
        Code: "VN",
        List: [viHome.elementary, viHome.junior, viHome.senior, viHome.bachelor, viHome.master],
      },
    ],
  },
  {
    Title: "So sánh giáo dục nghề nghiệp: cao đẳng Canada và Việt Nam",
    Type: "skill",
    ShowTitle: true,
    Compares: [
      { Country: "Canada", Code: "CA", List: [viCa.highSchool, viCa.college, viCa.appliedBachelor] },
      {
        Country: "Việt Nam",
        Code: "VN",
        List: [viHome.vocationalSecondary, viHome.caoDang, viHome.appliedBachelor],
      },
    ],
  },
];

const viTips =
  "Mỗi tỉnh bang có cơ cấu trường học, điều kiện tuyển sinh và chính sách chuyển đổi tín chỉ riêng, nên cùng một nhóm ngành có thể có yêu cầu khác nhau tùy tỉnh bang bạn nộp hồ sơ. Hãy trao đổi với chuyên viên tư vấn của Studyway để chọn tỉnh bang phù hợp nhất với kết quả học tập, ngân sách và kế hoạch của bạn.";

const vi: CountryGuide = {
  tableID: 3,
  ID: 3,
  Code: "CA",
  facts: checked.pal,
  Name: "Canada",
  NameEn: "Canada",
  Desc: "Canada có những trường đại học nghiên cứu hàng đầu thế giới, hệ thống cao đẳng chú trọng thực hành cùng môi trường đa văn hóa an toàn, thân thiện; sinh viên tốt nghiệp đủ điều kiện còn có thể xin giấy phép làm việc sau tốt nghiệp (PGWP) để tích lũy kinh nghiệm tại Canada. Canada không có Bộ Giáo dục liên bang: giáo dục do 10 tỉnh bang và 3 vùng lãnh thổ tự quản lý, nên cơ cấu trường học, điều kiện tuyển sinh và cả bảo hiểm y tế cho du học sinh đều khác nhau tùy nơi bạn theo học. Phần lớn du học sinh mới theo học cao đẳng hoặc cử nhân còn phải có thư xác nhận của tỉnh bang (PAL) trước khi nộp hồ sơ xin giấy phép du học; riêng học viên thạc sĩ và tiến sĩ tại trường công lập được miễn từ ngày 1/1/2026. Vì vậy lên kế hoạch sớm càng trở nên quan trọng.",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Đại học",
      Introduction: {
        Title: "Du học bậc đại học tại Canada",
        TitleEn: "Undergraduate Admission",
        Desc: "Học sinh Việt Nam tốt nghiệp THPT có thể nộp hồ sơ thẳng vào các trường đại học hoặc cao đẳng Canada bằng học bạ và chứng chỉ tiếng Anh. Chương trình cử nhân thường kéo dài 4 năm (một số tỉnh bang vẫn có bằng cử nhân tổng quát 3 năm), còn các trường cao đẳng và học viện bách khoa đào tạo chứng chỉ, văn bằng ngắn hạn hơn và gắn liền với nghề nghiệp.\nNếu điểm số chưa đủ để vào thẳng trường mong muốn, chương trình chuyển tiếp lên đại học là một bước đệm rất thực tế.",
        Schools: [
          {
            ID: 1,
            Title: "Đại học nghiên cứu và đại học tổng hợp",
            TitleEn: "Research & Comprehensive Universities",
            Desc: "Đại học ở Canada chủ yếu là trường công lập, từ những trường nghiên cứu hàng đầu như University of Toronto, UBC, McGill đến các trường tổng hợp và trường quy mô nhỏ chuyên về bậc cử nhân. Phần lớn chương trình cử nhân danh dự (Honours) kéo dài 4 năm, một số tỉnh bang còn có bằng tổng quát 3 năm; nhiều trường như University of Waterloo nổi tiếng với chương trình co-op có lương. Tiêu chí xét tuyển chủ yếu là điểm trung bình THPT và điểm tiếng Anh.",
            Img: "/images/guides/ca-university.svg",
          },
          {
            ID: 2,
            Title: "Cao đẳng và học viện bách khoa",
            TitleEn: "Colleges & Polytechnics",
            Desc: "Các trường cao đẳng và học viện bách khoa công lập như Humber, Seneca hay BCIT tập trung đào tạo thực hành, lớp học nhỏ và gắn kết chặt chẽ với doanh nghiệp. Trường cấp chứng chỉ 1 năm (certificate), văn bằng 2 năm (diploma) và văn bằng nâng cao 3 năm (advanced diploma); một số trường còn cấp bằng cử nhân ứng dụng. Điều kiện đầu vào thường linh hoạt hơn đại học, với kỳ nhập học tháng 9, tháng 1 và nhiều ngành có thêm kỳ tháng 5.",
            Img: "/images/guides/ca-college-polytechnic.svg",
          },
          {
            ID: 3,
            Title: "Chương trình chuyển tiếp lên đại học",
            TitleEn: "University Transfer Programs",
            Desc: "Chương trình chuyển tiếp cho phép bạn học 1–2 năm các môn trình độ đại học tại trường cao đẳng, sau đó chuyển vào năm 2 hoặc năm 3 của chương trình cử nhân. British Columbia có hệ thống chuyển đổi tín chỉ hoàn thiện nhất, với các trường như Langara và Douglas mỗi năm đưa nhiều sinh viên lên UBC và Simon Fraser University (SFU); các tỉnh bang khác cũng có trường dự bị liên kết với đại học. Số tín chỉ được công nhận và điểm tối thiểu do từng trường đại học quy định, vì vậy hãy kiểm tra kỹ thỏa thuận chuyển tiếp trước khi nhập học.",
            Img: "/images/guides/ca-university-transfer.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Phù hợp với ai?",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "Học sinh lớp 12 hoặc đã tốt nghiệp THPT muốn lấy bằng cử nhân Canada" },
          {
            ID: 2,
            Item: "Sinh viên muốn tích lũy kinh nghiệm làm việc qua chương trình co-op có lương ngay khi đang học",
          },
          { ID: 3, Item: "Những bạn muốn học thực hành tại cao đẳng hoặc học viện bách khoa để sớm đi làm" },
          { ID: 4, Item: "Học sinh có điểm số chưa đủ để vào thẳng đại học và muốn đi theo lộ trình chuyển tiếp" },
          { ID: 5, Item: "Sinh viên dự định ở lại Canada làm việc bằng PGWP sau khi tốt nghiệp" },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Canada",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Giáo dục Canada do các tỉnh bang tự quản lý nên hệ thống trường học mỗi nơi một khác; giáo dục bắt buộc thường kéo dài từ 6 đến 17 tuổi, chênh lệch đôi chút giữa các tỉnh bang. Ở phần lớn các tỉnh bang như Ontario, bậc trung học kết thúc ở lớp 12; riêng Quebec, học sinh học hết Secondary V (lớp 11), sau đó học 2 năm CEGEP rồi mới vào đại học 3 năm.\nBằng cử nhân thường kéo dài 4 năm (cũng có bằng tổng quát 3 năm); các trường cao đẳng và học viện bách khoa cấp chứng chỉ 1 năm, văn bằng 2 năm và văn bằng nâng cao 3 năm. Việt Nam cũng có 12 năm phổ thông như Canada, nên học sinh tốt nghiệp THPT có thể nộp hồ sơ thẳng vào năm nhất.",
        Tips: viTips,
        Education: viEducation,
      },
    },
    {
      Enrollment: 2,
      Name: "Sau đại học",
      Introduction: {
        Title: "Du học sau đại học tại Canada",
        TitleEn: "Graduate Admission",
        Desc: "Chương trình thạc sĩ tại Canada thường kéo dài 1–2 năm, gồm hai dạng chính: thạc sĩ nghiên cứu (có luận văn) và thạc sĩ theo môn học (course-based). Ứng viên thường cần bằng cử nhân 4 năm với điểm trung bình (GPA) tốt, và với chương trình nghiên cứu thì thường phải tìm được giáo sư hướng dẫn trước.\nNếu đã có bằng cao đẳng hoặc đại học và muốn nhanh chóng bổ sung kỹ năng thực tế, bạn có thể chọn chứng chỉ sau đại học 1 năm tại các trường cao đẳng.",
        Schools: [
          {
            ID: 1,
            Title: "Thạc sĩ nghiên cứu (có luận văn)",
            TitleEn: "Research (Thesis-Based) Master's",
            Desc: "Các chương trình thạc sĩ nghiên cứu như MSc, MA thường kéo dài khoảng 2 năm và kết thúc bằng luận văn thực hiện dưới sự hướng dẫn của giáo sư. Nhiều chương trình có hỗ trợ tài chính qua vị trí trợ giảng (TA), trợ lý nghiên cứu (RA) hoặc học bổng, và đây là con đường phổ biến để học lên tiến sĩ. Điểm học tập, kinh nghiệm nghiên cứu và việc liên hệ sớm với giáo sư hướng dẫn ảnh hưởng rất lớn đến kết quả xét tuyển.",
            Img: "/images/guides/ca-research-masters.svg",
          },
          {
            ID: 2,
            Title: "Thạc sĩ theo môn học",
            TitleEn: "Course-Based Master's",
            Desc: "Thạc sĩ theo môn học và thạc sĩ chuyên nghiệp như MEng, MBA, MPP kéo dài khoảng 1–2 năm, thay luận văn bằng các môn học, dự án tốt nghiệp hoặc kỳ co-op. Loại hình này phù hợp với người muốn sớm đi làm, nhưng phần lớn phải tự túc chi phí và ít học bổng hơn. Người tốt nghiệp thạc sĩ có thể được cấp PGWP tối đa 3 năm, kể cả khi chương trình ngắn hơn 2 năm.",
            Img: "/images/guides/ca-course-masters.svg",
            facts: checked.pgwp,
          },
          {
            ID: 3,
            Title: "Chứng chỉ sau đại học tại cao đẳng",
            TitleEn: "College Graduate Certificates",
            Desc: "Chứng chỉ sau đại học (Graduate Certificate) là chương trình 1 năm (2–3 học kỳ) dành cho người đã có bằng cao đẳng hoặc đại học, được đào tạo tại các trường như Humber, Seneca và Centennial. Chương trình tập trung vào kỹ năng thực tế như quản lý dự án, chuỗi cung ứng, phân tích dữ liệu, chăm sóc sức khỏe và thường có kỳ thực tập tại doanh nghiệp. Từ tháng 11/2024, chương trình cao đẳng phải thuộc lĩnh vực đủ điều kiện do Bộ Di trú công bố thì sinh viên tốt nghiệp mới xin được PGWP, vì vậy hãy kiểm tra trước khi chọn ngành.",
            Img: "/images/guides/ca-graduate-certificate.svg",
            facts: checked.pgwp,
          },
        ],
      },
      SuitableFor: {
        Title: "Phù hợp với ai?",
        TitleEn: "Who It's For",
        facts: checked.pgwp,
        List: [
          { ID: 1, Item: "Người đã có hoặc sắp có bằng cử nhân, muốn học chuyên sâu hoặc chuyển ngành" },
          { ID: 2, Item: "Người dự định học tiến sĩ hoặc theo đuổi công việc nghiên cứu" },
          { ID: 3, Item: "Người đã đi làm muốn bổ sung kỹ năng thực tế qua chứng chỉ sau đại học 1 năm" },
          { ID: 4, Item: "Người muốn tích lũy kinh nghiệm làm việc tại Canada với PGWP tối đa 3 năm" },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Canada",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Giáo dục Canada do các tỉnh bang quản lý nên hệ thống mỗi nơi một khác: chẳng hạn học sinh Quebec phải học CEGEP trước khi vào đại học, còn trung học ở Ontario kết thúc ở lớp 12. Giáo dục bắt buộc thường kéo dài từ 6 đến 17 tuổi, chênh lệch đôi chút giữa các tỉnh bang.\nBằng cử nhân thường kéo dài 4 năm (cũng có bằng tổng quát 3 năm), thạc sĩ kéo dài 1–2 năm; các trường cao đẳng còn cấp chứng chỉ 1 năm, văn bằng 2 năm, văn bằng nâng cao 3 năm và chứng chỉ sau đại học 1 năm. Bằng cử nhân 4 năm của Việt Nam tương đương bằng cử nhân Canada, nên bạn có thể nộp hồ sơ thẳng vào chương trình thạc sĩ.",
        Tips: viTips,
        Education: viEducation,
      },
    },
  ],
  Process: {
    Title: "Quy trình nộp hồ sơ",
    TitleEn: "Application Process",
    Desc: "Từ lúc chọn trường đến khi đặt chân tới Canada, bạn nên dành khoảng 12–18 tháng. Năm bước dưới đây bao gồm cả hồ sơ xin học và hồ sơ xin giấy phép du học (study permit); hạn chót cụ thể luôn cần đối chiếu với từng trường và Bộ Di trú Canada (IRCC).",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.budget,
        Title: "Chuẩn bị trước khi nộp hồ sơ",
        List: [
          "Xác định bậc học, ngành học và tỉnh bang; kiểm tra trường có thuộc danh sách cơ sở giáo dục được chỉ định (DLI) không, và nếu muốn ở lại làm việc thì chương trình có đủ điều kiện xin PGWP không",
          "Bắt đầu sớm 12–18 tháng: kỳ nhập học chính là tháng 9, hạn nộp hồ sơ đại học thường từ tháng 12 đến tháng 3, còn cao đẳng xét tuyển liên tục và có thêm kỳ tháng 1, tháng 5",
          "Chuẩn bị chứng chỉ tiếng Anh: đại học thường yêu cầu IELTS Academic 6.5, không kỹ năng nào dưới 6.0, cao đẳng thường 6.0; nhiều trường chấp nhận cả TOEFL iBT, PTE Academic hoặc Duolingo",
          "Dự trù ngân sách: năm học 2025/2026, học phí đại học của sinh viên quốc tế bậc cử nhân trung bình khoảng 42.000 CAD/năm (khoảng 50.000 CAD ở Ontario, dưới 20.000 CAD ở một số tỉnh vùng Đại Tây Dương), chương trình cao đẳng thường thấp hơn; khi xin giấy phép du học, bạn còn phải chứng minh tối thiểu 22.895 CAD/năm cho chi phí sinh hoạt (ngoài Quebec), cộng học phí năm đầu và chi phí đi lại",
          "Nếu học thạc sĩ nghiên cứu, hãy gửi CV và hướng nghiên cứu để liên hệ giáo sư hướng dẫn càng sớm càng tốt",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        Title: "Chuẩn bị hồ sơ",
        List: [
          "Học bạ, bảng điểm và bằng tốt nghiệp (THPT với bậc đại học, đại học với bậc thạc sĩ) kèm bản dịch tiếng Anh công chứng",
          "Kết quả thi tiếng Anh chính thức do đơn vị tổ chức thi gửi trực tiếp cho trường",
          "Bài luận cá nhân hoặc kế hoạch học tập và CV; hồ sơ sau đại học cần thêm 2–3 thư giới thiệu từ giảng viên hoặc cấp trên",
          "Hộ chiếu còn hạn và giấy tờ chứng minh tài chính như sổ tiết kiệm, sao kê ngân hàng; nhiều bạn mua thêm GIC (chứng chỉ đầu tư đảm bảo) tại ngân hàng Canada tham gia chương trình để chứng minh chi phí sinh hoạt năm đầu",
          "Hồ sơ tác phẩm (portfolio) cho ngành nghệ thuật, thiết kế, kiến trúc; điểm GRE hoặc GMAT nếu chương trình yêu cầu",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "Nộp hồ sơ chính thức",
        List: [
          "Nộp qua đúng cổng tuyển sinh: OUAC cho đại học ở Ontario, OntarioColleges.ca cho cao đẳng ở Ontario, EducationPlannerBC cho British Columbia, ApplyAlberta cho Alberta, hoặc cổng trực tuyến của từng trường",
          "Đóng phí xét hồ sơ (khoảng 100–200 CAD mỗi trường) và tải đầy đủ giấy tờ lên trước hạn chót",
          "Thường xuyên kiểm tra email và cổng tuyển sinh vì trường có thể yêu cầu bổ sung hồ sơ, phỏng vấn hoặc xét hồ sơ tác phẩm",
          "Nộp hồ sơ học bổng đầu vào hoặc hỗ trợ tài chính sau đại học cùng lúc; một số học bổng phải nộp riêng và có hạn sớm hơn",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.permit,
        Title: "Kết quả xét tuyển",
        List: [
          "Đọc kỹ thư mời nhập học: với thư mời có điều kiện, bạn cần đáp ứng điều kiện như điểm tốt nghiệp hoặc điểm tiếng Anh thì trường mới cấp thư chấp nhận chính thức (LOA)",
          {
            Modes: [1],
            Text: "Xác nhận nhập học và đóng tiền cọc học phí đúng hạn; sau đó trường sẽ cấp thư xác nhận của tỉnh bang (PAL) bắt buộc cho hồ sơ xin giấy phép du học, riêng Quebec thì bạn xin giấy chấp thuận du học Quebec (CAQ) thay thế",
          },
          {
            Modes: [2],
            Text: "Xác nhận nhập học và đóng tiền cọc học phí đúng hạn. Từ ngày 1/1/2026, học viên thạc sĩ và tiến sĩ tại trường công lập không cần thư xác nhận của tỉnh bang (PAL) khi xin giấy phép du học; chứng chỉ sau đại học của cao đẳng (graduate certificate) và chương trình tại trường tư thục vẫn cần, và trường sẽ cấp sau khi bạn xác nhận nhập học. Nếu học tại Quebec, bạn vẫn phải xin giấy chấp thuận du học Quebec (CAQ)",
          },
          "Nộp hồ sơ xin giấy phép du học trực tuyến kèm LOA, PAL (nếu cần), chứng minh tài chính (GIC, biên lai học phí, sao kê) và kế hoạch học tập; lấy sinh trắc học (vân tay, ảnh) trong vòng 30 ngày sau khi nhận thư yêu cầu và khám sức khỏe di trú nếu được yêu cầu",
          "Chương trình SDS đã dừng từ tháng 11/2024, nên mọi hồ sơ từ Việt Nam hiện xét theo diện thông thường; khi được duyệt, bạn nhận thư giới thiệu nhập cảnh và thị thực tạm trú (TRV), còn giấy phép du học sẽ được cấp tại cửa khẩu khi đến Canada",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.work,
        Title: "Chuẩn bị trước khi lên đường",
        List: [
          "Đặt chỗ ở sớm: ký túc xá, homestay hoặc thuê nhà bên ngoài; ký túc xá ở các trường được ưa chuộng thường kín chỗ rất nhanh",
          "Tìm hiểu bảo hiểm y tế theo quy định của từng tỉnh bang, ví dụ đại học ở Ontario dùng UHIP, còn du học sinh tại British Columbia tham gia chương trình bảo hiểm MSP của tỉnh",
          "Để hộ chiếu, thư giới thiệu nhập cảnh, LOA, PAL (nếu có) và giấy tờ tài chính trong hành lý xách tay; khi nhận giấy phép du học tại cửa khẩu, hãy kiểm tra ngay họ tên, tên trường và ngày hết hạn",
          "Sau khi đến, đăng ký số bảo hiểm xã hội (SIN) trước khi đi làm; trong kỳ học được làm thêm ngoài trường tối đa 24 giờ/tuần và làm toàn thời gian trong các kỳ nghỉ theo lịch của trường",
          "Tham gia buổi định hướng dành cho tân sinh viên và chuẩn bị quần áo ấm, vì mùa đông ở hầu hết các thành phố Canada kéo dài và rất lạnh",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* th: ภาษาไทย                                                                 */
/* -------------------------------------------------------------------------- */

const thCa = {
  elementary: {
    Style: "dark",
    ClassName: "ประถมศึกษา",
    ClassNameEn: "Elementary School",
    Symbol: "academy",
    Items: [
      { Title: "เกรด 1", TitleEn: "Grade 1" },
      { Title: "เกรด 2", TitleEn: "Grade 2" },
      { Title: "เกรด 3", TitleEn: "Grade 3" },
      { Title: "เกรด 4", TitleEn: "Grade 4" },
      { Title: "เกรด 5", TitleEn: "Grade 5" },
      { Title: "เกรด 6", TitleEn: "Grade 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "มัธยมต้น",
    ClassNameEn: "Junior High School",
    Symbol: "junior",
    Items: [
      { Title: "เกรด 7", TitleEn: "Grade 7" },
      { Title: "เกรด 8", TitleEn: "Grade 8" },
      { Title: "เกรด 9", TitleEn: "Grade 9" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "มัธยมปลาย",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "เกรด 10", TitleEn: "Grade 10" },
      { Title: "เกรด 11", TitleEn: "Grade 11" },
      { Title: "เกรด 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "ปริญญาตรี (4 ปี)",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
      { Title: "ปี 3", TitleEn: "Year 3" },
      { Title: "ปี 4", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "ปริญญาโท (1–2 ปี)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2 (ขึ้นอยู่กับหลักสูตร)", TitleEn: "Year 2 (varies by program)" },
    ],
  },
  highSchool: {
    Style: "dark",
    ClassName: "มัธยมปลาย",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "เกรด 10", TitleEn: "Grade 10" },
      { Title: "เกรด 11", TitleEn: "Grade 11" },
      { Title: "เกรด 12", TitleEn: "Grade 12" },
    ],
  },
  college: {
    Style: "light",
    ClassName: "วิทยาลัย (ประกาศนียบัตร / อนุปริญญา / อนุปริญญาขั้นสูง)",
    ClassNameEn: "College (Certificate / Diploma / Advanced Diploma)",
    Symbol: "college",
    Items: [
      { Title: "ปี 1: ประกาศนียบัตร", TitleEn: "Year 1: Certificate" },
      { Title: "ปี 2: อนุปริญญา", TitleEn: "Year 2: Diploma" },
      { Title: "ปี 3: อนุปริญญาขั้นสูง", TitleEn: "Year 3: Advanced Diploma" },
    ],
  },
  appliedBachelor: {
    Style: "dark",
    ClassName: "ปริญญาตรีสายประยุกต์ (สถาบันโพลีเทคนิคและวิทยาลัย 4 ปี)",
    ClassNameEn: "Applied Bachelor's Degree",
    Symbol: "bachelor",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
      { Title: "ปี 3", TitleEn: "Year 3" },
      { Title: "ปี 4", TitleEn: "Year 4" },
    ],
  },
} satisfies Record<string, LevelRow>;

const thHome = {
  elementary: {
    Style: "dark",
    ClassName: "ประถมศึกษา",
    ClassNameEn: "Primary School (Prathom)",
    Symbol: "academy",
    Items: [
      { Title: "ป.1", TitleEn: "Prathom 1" },
      { Title: "ป.2", TitleEn: "Prathom 2" },
      { Title: "ป.3", TitleEn: "Prathom 3" },
      { Title: "ป.4", TitleEn: "Prathom 4" },
      { Title: "ป.5", TitleEn: "Prathom 5" },
      { Title: "ป.6", TitleEn: "Prathom 6" },
    ],
  },
  junior: {
    Style: "light",
    ClassName: "มัธยมศึกษาตอนต้น",
    ClassNameEn: "Lower Secondary School (Mathayom 1–3)",
    Symbol: "junior",
    Items: [
      { Title: "ม.1", TitleEn: "Mathayom 1" },
      { Title: "ม.2", TitleEn: "Mathayom 2" },
      { Title: "ม.3", TitleEn: "Mathayom 3" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "มัธยมศึกษาตอนปลาย / ปวช.",
    ClassNameEn: "Upper Secondary School / Certificate of Vocational Education",
    Symbol: "senior",
    Items: [
      { Title: "ม.4", TitleEn: "Mathayom 4" },
      { Title: "ม.5", TitleEn: "Mathayom 5" },
      { Title: "ม.6", TitleEn: "Mathayom 6" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "ปริญญาตรี (4 ปี)",
    ClassNameEn: "University (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
      { Title: "ปี 3", TitleEn: "Year 3" },
      { Title: "ปี 4", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "ปริญญาโท (2 ปี)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
    ],
  },
  pwc: {
    Style: "dark",
    ClassName: "ประกาศนียบัตรวิชาชีพ (ปวช.)",
    ClassNameEn: "Certificate of Vocational Education",
    Symbol: "technical",
    Items: [
      { Title: "ปวช.1", TitleEn: "Year 1" },
      { Title: "ปวช.2", TitleEn: "Year 2" },
      { Title: "ปวช.3", TitleEn: "Year 3" },
    ],
  },
  pws: {
    Style: "light",
    ClassName: "ประกาศนียบัตรวิชาชีพชั้นสูง (ปวส.)",
    ClassNameEn: "Diploma of Vocational Education (Higher Vocational Certificate)",
    Symbol: "specialties",
    Items: [
      { Title: "ปวส.1", TitleEn: "Year 1" },
      { Title: "ปวส.2", TitleEn: "Year 2" },
    ],
  },
  techBachelor: {
    Style: "dark",
    ClassName: "ปริญญาตรีสายเทคโนโลยีหรือสายปฏิบัติการ (ต่อเนื่อง 2 ปี)",
    ClassNameEn: "Bachelor of Technology (2-year continuing program after the Higher Vocational Certificate)",
    Symbol: "bachelor",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
    ],
  },
} satisfies Record<string, LevelRow>;

const thEducation: EducationBlock[] = [
  {
    Title: "เปรียบเทียบระบบการศึกษาสายสามัญ: แคนาดาและไทย",
    Type: "university",
    ShowTitle: true,
    Compares: [
      {
        Country: "แคนาดา",
        Code: "CA",
        List: [thCa.elementary, thCa.junior, thCa.senior, thCa.bachelor, thCa.master],
      },
      {
        Country: "ไทย",
        Code: "TH",
        List: [thHome.elementary, thHome.junior, thHome.senior, thHome.bachelor, thHome.master],
      },
    ],
  },
  {
    Title: "เปรียบเทียบสายอาชีวศึกษา: วิทยาลัยในแคนาดาและอาชีวศึกษาไทย",
    Type: "skill",
    ShowTitle: true,
    Compares: [
      { Country: "แคนาดา", Code: "CA", List: [thCa.highSchool, thCa.college, thCa.appliedBachelor] },
      { Country: "ไทย", Code: "TH", List: [thHome.pwc, thHome.pws, thHome.techBachelor] },
    ],
  },
];

const thTips =
  "แต่ละรัฐมีโครงสร้างโรงเรียน เกณฑ์การรับเข้า และนโยบายเทียบโอนหน่วยกิตเป็นของตัวเอง สาขาเดียวกันจึงอาจมีข้อกำหนดต่างกันไปตามรัฐที่สมัคร แนะนำให้ปรึกษาที่ปรึกษาของ Studyway เพื่อเลือกรัฐที่เหมาะกับผลการเรียน งบประมาณ และแผนในอนาคตของคุณมากที่สุด";

const th: CountryGuide = {
  tableID: 3,
  ID: 3,
  Code: "CA",
  facts: checked.pal,
  Name: "แคนาดา",
  NameEn: "Canada",
  Desc: "แคนาดามีทั้งมหาวิทยาลัยวิจัยระดับโลก วิทยาลัยที่เน้นการฝึกปฏิบัติ และสังคมพหุวัฒนธรรมที่ปลอดภัยและเป็นมิตร ผู้สำเร็จการศึกษาที่มีคุณสมบัติครบยังขอใบอนุญาตทำงานหลังจบการศึกษา (PGWP) เพื่อสะสมประสบการณ์ทำงานในแคนาดาได้ แคนาดาไม่มีกระทรวงศึกษาธิการระดับประเทศ การศึกษาอยู่ในความรับผิดชอบของ 10 รัฐและ 3 ดินแดน ระบบโรงเรียน เกณฑ์รับเข้า และแม้แต่ประกันสุขภาพของนักศึกษาต่างชาติจึงแตกต่างกันไปตามรัฐที่เลือกเรียน นักศึกษาใหม่ระดับวิทยาลัยและปริญญาตรีส่วนใหญ่ต้องมีหนังสือรับรองจากรัฐ (PAL) ก่อนยื่นขอใบอนุญาตศึกษา ส่วนนักศึกษาปริญญาโทและปริญญาเอกในสถาบันของรัฐไม่ต้องใช้ตั้งแต่ 1 มกราคม 2569 การวางแผนล่วงหน้าจึงสำคัญยิ่งกว่าเดิม",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "ปริญญาตรี",
      Introduction: {
        Title: "เรียนต่อปริญญาตรีในแคนาดา",
        TitleEn: "Undergraduate Admission",
        Desc: "นักเรียนไทยที่จบ ม.6 สามารถสมัครเข้ามหาวิทยาลัยหรือวิทยาลัยในแคนาดาได้โดยตรงด้วยผลการเรียนมัธยมปลายและคะแนนภาษาอังกฤษ ส่วนผู้จบ ปวช. ก็สมัครเรียนวิทยาลัยได้หลายแห่ง ปริญญาตรีโดยทั่วไปใช้เวลา 4 ปี (บางรัฐมีปริญญาตรีทั่วไปหลักสูตร 3 ปี) ขณะที่วิทยาลัยและสถาบันโพลีเทคนิคมีหลักสูตรประกาศนียบัตรและอนุปริญญาที่สั้นกว่าและมุ่งสู่การทำงาน\nหากผลการเรียนยังไม่ถึงเกณฑ์ของมหาวิทยาลัยที่ต้องการ หลักสูตรเทียบโอนเข้ามหาวิทยาลัยก็เป็นทางเลือกที่ใช้ได้จริง",
        Schools: [
          {
            ID: 1,
            Title: "มหาวิทยาลัยวิจัยและมหาวิทยาลัยทั่วไป",
            TitleEn: "Research & Comprehensive Universities",
            Desc: "มหาวิทยาลัยในแคนาดาส่วนใหญ่เป็นของรัฐ มีตั้งแต่มหาวิทยาลัยวิจัยชั้นนำอย่างมหาวิทยาลัยโทรอนโต มหาวิทยาลัยบริติชโคลัมเบีย (UBC) และมหาวิทยาลัยแมคกิลล์ ไปจนถึงมหาวิทยาลัยที่เปิดสอนหลากหลายสาขาและมหาวิทยาลัยขนาดเล็กที่เน้นการสอนระดับปริญญาตรี ปริญญาตรีส่วนใหญ่เรียน 4 ปี บางรัฐมีปริญญาตรีทั่วไป 3 ปี และหลายแห่ง เช่น มหาวิทยาลัยวอเตอร์ลู มีชื่อเสียงด้านสหกิจศึกษาที่ได้รับค่าตอบแทน การพิจารณารับเข้าดูผลการเรียนมัธยมปลายและคะแนนภาษาอังกฤษเป็นหลัก",
            Img: "/images/guides/ca-university.svg",
          },
          {
            ID: 2,
            Title: "วิทยาลัยและสถาบันโพลีเทคนิค",
            TitleEn: "Colleges & Polytechnics",
            Desc: "วิทยาลัยและสถาบันโพลีเทคนิคของรัฐ เช่น วิทยาลัยฮัมเบอร์ วิทยาลัยเซเนกา และสถาบันเทคโนโลยีบริติชโคลัมเบีย (BCIT) เน้นการเรียนแบบลงมือปฏิบัติ ห้องเรียนขนาดเล็ก และเชื่อมโยงกับภาคอุตสาหกรรมอย่างใกล้ชิด มีทั้งประกาศนียบัตร 1 ปี อนุปริญญา 2 ปี และอนุปริญญาขั้นสูง 3 ปี บางแห่งยังเปิดสอนปริญญาตรีสายประยุกต์ด้วย เกณฑ์รับเข้ามักยืดหยุ่นกว่ามหาวิทยาลัย เปิดรับนักศึกษาเดือนกันยายนและมกราคม และหลายสาขาเปิดเดือนพฤษภาคมด้วย",
            Img: "/images/guides/ca-college-polytechnic.svg",
          },
          {
            ID: 3,
            Title: "หลักสูตรเทียบโอนเข้ามหาวิทยาลัย",
            TitleEn: "University Transfer Programs",
            Desc: "หลักสูตรเทียบโอนช่วยให้คุณเรียนวิชาระดับมหาวิทยาลัยที่วิทยาลัย 1–2 ปี แล้วย้ายเข้าเรียนชั้นปีที่ 2 หรือ 3 ของหลักสูตรปริญญาตรี ระบบเทียบโอนหน่วยกิตของรัฐบริติชโคลัมเบียเป็นที่รู้จักมากที่สุด โดยวิทยาลัยแลงการาและวิทยาลัยดักลาสส่งนักศึกษาจำนวนมากเข้าสู่ UBC และมหาวิทยาลัยไซมอนเฟรเซอร์ (SFU) ทุกปี และรัฐอื่นก็มีวิทยาลัยเตรียมความพร้อมที่ร่วมมือกับมหาวิทยาลัยเช่นกัน จำนวนหน่วยกิตที่โอนได้และเกรดขั้นต่ำขึ้นอยู่กับแต่ละมหาวิทยาลัย จึงควรตรวจสอบข้อตกลงการเทียบโอนก่อนสมัคร",
            Img: "/images/guides/ca-university-transfer.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "เหมาะกับใคร",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "นักเรียน ม.6 หรือผู้ที่จบมัธยมปลายแล้ว ซึ่งต้องการปริญญาตรีจากแคนาดา" },
          { ID: 2, Item: "ผู้ที่อยากสะสมประสบการณ์ทำงานระหว่างเรียนผ่านสหกิจศึกษาที่ได้รับค่าตอบแทน" },
          { ID: 3, Item: "ผู้ที่ต้องการเรียนสายปฏิบัติที่วิทยาลัยหรือสถาบันโพลีเทคนิคเพื่อเริ่มทำงานได้เร็ว" },
          { ID: 4, Item: "ผู้ที่ผลการเรียนยังไม่ถึงเกณฑ์รับตรงของมหาวิทยาลัยและต้องการเข้าผ่านหลักสูตรเทียบโอน" },
          { ID: 5, Item: "ผู้ที่วางแผนทำงานในแคนาดาด้วย PGWP หลังเรียนจบ" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของแคนาดา",
        TitleEn: "Education System",
        Style: "default",
        Desc: "การศึกษาในแคนาดาอยู่ในความดูแลของแต่ละรัฐ ระบบโรงเรียนจึงแตกต่างกันไป และการศึกษาภาคบังคับโดยทั่วไปอยู่ระหว่างอายุ 6 ถึง 17 ปี ซึ่งแต่ละรัฐกำหนดต่างกันเล็กน้อย รัฐส่วนใหญ่ เช่น ออนแทรีโอ มัธยมปลายจบที่เกรด 12 ส่วนรัฐควิเบก นักเรียนจบมัธยมที่เกรด 11 แล้วเรียนต่อที่ CEGEP อีก 2 ปี ก่อนเข้ามหาวิทยาลัยหลักสูตร 3 ปี\nปริญญาตรีโดยทั่วไปใช้เวลา 4 ปี (มีปริญญาตรีทั่วไป 3 ปีด้วย) ส่วนวิทยาลัยและสถาบันโพลีเทคนิคมีประกาศนียบัตร 1 ปี อนุปริญญา 2 ปี และอนุปริญญาขั้นสูง 3 ปี การศึกษาขั้นพื้นฐานของไทยก็มี 12 ปีเช่นเดียวกับแคนาดา ผู้จบ ม.6 จึงสมัครเข้าปี 1 ได้โดยตรง",
        Tips: thTips,
        Education: thEducation,
      },
    },
    {
      Enrollment: 2,
      Name: "บัณฑิตศึกษา",
      Introduction: {
        Title: "เรียนต่อระดับบัณฑิตศึกษาในแคนาดา",
        TitleEn: "Graduate Admission",
        Desc: "ปริญญาโทในแคนาดาใช้เวลาประมาณ 1–2 ปี แบ่งเป็น 2 แบบหลัก คือ แบบวิจัยที่ต้องทำวิทยานิพนธ์ และแบบเน้นรายวิชา ผู้สมัครโดยทั่วไปต้องจบปริญญาตรี 4 ปีด้วยเกรดเฉลี่ยที่ดี และหลักสูตรแบบวิจัยมักต้องหาอาจารย์ที่ปรึกษาให้ได้ก่อน\nผู้ที่จบปริญญาตรีหรืออนุปริญญาแล้วและต้องการทักษะที่นำไปใช้ทำงานได้ทันที ยังเลือกเรียนประกาศนียบัตรบัณฑิต 1 ปีของวิทยาลัยได้อีกด้วย",
        Schools: [
          {
            ID: 1,
            Title: "ปริญญาโทแบบวิจัย (ทำวิทยานิพนธ์)",
            TitleEn: "Research (Thesis-Based) Master's",
            Desc: "ปริญญาโทแบบวิจัยด้านวิทยาศาสตร์และศิลปศาสตร์ส่วนใหญ่ใช้เวลาประมาณ 2 ปี และต้องทำวิทยานิพนธ์ภายใต้การดูแลของอาจารย์ที่ปรึกษา หลายหลักสูตรมีทุนสนับสนุนผ่านตำแหน่งผู้ช่วยสอน ผู้ช่วยวิจัย หรือทุนการศึกษา และเป็นเส้นทางหลักสู่ปริญญาเอก ผลการเรียน ประสบการณ์วิจัย และการติดต่ออาจารย์ที่ปรึกษาตั้งแต่เนิ่น ๆ มีผลต่อการรับเข้าอย่างมาก",
            Img: "/images/guides/ca-research-masters.svg",
          },
          {
            ID: 2,
            Title: "ปริญญาโทแบบเน้นรายวิชา",
            TitleEn: "Course-Based Master's",
            Desc: "ปริญญาโทแบบเน้นรายวิชาและปริญญาโทสายวิชาชีพ เช่น วิศวกรรมศาสตร์ บริหารธุรกิจ (MBA) และนโยบายสาธารณะ ใช้เวลาราว 1–2 ปี โดยเรียนรายวิชา ทำโครงงานปลายภาค หรือไปสหกิจศึกษาแทนการทำวิทยานิพนธ์ เหมาะกับผู้ที่ต้องการเข้าสู่ตลาดงานโดยเร็ว แต่ส่วนใหญ่ต้องออกค่าใช้จ่ายเองและมีทุนน้อยกว่า ผู้จบปริญญาโทอาจมีสิทธิ์ได้ PGWP สูงสุด 3 ปี แม้หลักสูตรจะสั้นกว่า 2 ปีก็ตาม",
            Img: "/images/guides/ca-course-masters.svg",
            facts: checked.pgwp,
          },
          {
            ID: 3,
            Title: "ประกาศนียบัตรบัณฑิตของวิทยาลัย",
            TitleEn: "College Graduate Certificates",
            Desc: "ประกาศนียบัตรบัณฑิตเป็นหลักสูตร 1 ปี (2–3 ภาคเรียน) สำหรับผู้ที่มีอนุปริญญาหรือปริญญาตรีอยู่แล้ว เปิดสอนในวิทยาลัยอย่างฮัมเบอร์ เซเนกา และเซนเทนเนียล เนื้อหาเน้นทักษะเชิงปฏิบัติ เช่น การบริหารโครงการ การจัดการห่วงโซ่อุปทาน การวิเคราะห์ข้อมูล และการดูแลสุขภาพ และมักมีการฝึกงานในสถานประกอบการ ตั้งแต่เดือนพฤศจิกายน 2567 หลักสูตรของวิทยาลัยต้องอยู่ในสาขาที่กระทรวงตรวจคนเข้าเมืองของแคนาดากำหนด ผู้จบจึงจะขอ PGWP ได้ ควรตรวจสอบให้แน่ใจก่อนสมัคร",
            Img: "/images/guides/ca-graduate-certificate.svg",
            facts: checked.pgwp,
          },
        ],
      },
      SuitableFor: {
        Title: "เหมาะกับใคร",
        TitleEn: "Who It's For",
        facts: checked.pgwp,
        List: [
          { ID: 1, Item: "ผู้ที่จบหรือกำลังจะจบปริญญาตรี และต้องการศึกษาต่อเฉพาะทางหรือเปลี่ยนสายงาน" },
          { ID: 2, Item: "ผู้ที่วางแผนเรียนต่อปริญญาเอกหรือทำงานด้านวิจัย" },
          { ID: 3, Item: "คนทำงานที่ต้องการเพิ่มทักษะเชิงปฏิบัติด้วยประกาศนียบัตรบัณฑิต 1 ปี" },
          { ID: 4, Item: "ผู้ที่ต้องการสะสมประสบการณ์ทำงานในแคนาดาด้วย PGWP สูงสุด 3 ปี" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของแคนาดา",
        TitleEn: "Education System",
        Style: "default",
        Desc: "การศึกษาในแคนาดาอยู่ในความดูแลของแต่ละรัฐ ระบบจึงแตกต่างกัน เช่น นักเรียนในรัฐควิเบกต้องเรียน CEGEP ก่อนเข้ามหาวิทยาลัย ขณะที่มัธยมปลายในรัฐออนแทรีโอจบที่เกรด 12 การศึกษาภาคบังคับโดยทั่วไปอยู่ระหว่างอายุ 6 ถึง 17 ปี ซึ่งแต่ละรัฐกำหนดต่างกันเล็กน้อย\nปริญญาตรีโดยทั่วไปใช้เวลา 4 ปี (มีปริญญาตรีทั่วไป 3 ปีด้วย) ปริญญาโทใช้เวลา 1–2 ปี และวิทยาลัยยังมีประกาศนียบัตร 1 ปี อนุปริญญา 2 ปี อนุปริญญาขั้นสูง 3 ปี รวมถึงประกาศนียบัตรบัณฑิต 1 ปี ปริญญาตรี 4 ปีของไทยเทียบเท่าปริญญาตรีของแคนาดา ผู้จบปริญญาตรีจึงสมัครปริญญาโทได้โดยตรง",
        Tips: thTips,
        Education: thEducation,
      },
    },
  ],
  Process: {
    Title: "ขั้นตอนการสมัคร",
    TitleEn: "Application Process",
    Desc: "ตั้งแต่เลือกสถาบันจนถึงเดินทางถึงแคนาดา ควรเผื่อเวลาประมาณ 12–18 เดือน ห้าขั้นตอนด้านล่างครอบคลุมทั้งการสมัครเรียนและการขอใบอนุญาตศึกษา โดยควรตรวจสอบกำหนดการที่แน่นอนกับสถาบันและกระทรวงตรวจคนเข้าเมืองของแคนาดา (IRCC) เสมอ",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.budget,
        Title: "เตรียมตัวก่อนสมัคร",
        List: [
          "เลือกระดับการศึกษา สาขา และรัฐที่ต้องการ ตรวจสอบว่าสถาบันได้รับอนุญาตให้รับนักศึกษาต่างชาติ (DLI) และหากวางแผนทำงานหลังเรียนจบ ต้องเช็กว่าหลักสูตรมีสิทธิ์ขอ PGWP",
          "เริ่มเตรียมตัวล่วงหน้า 12–18 เดือน ภาคเรียนหลักเริ่มเดือนกันยายน มหาวิทยาลัยส่วนใหญ่ปิดรับสมัครระหว่างเดือนธันวาคมถึงมีนาคม ส่วนวิทยาลัยพิจารณาใบสมัครต่อเนื่องและเปิดรับเดือนมกราคมกับพฤษภาคมด้วย",
          "วางแผนสอบภาษาอังกฤษ มหาวิทยาลัยมักกำหนด IELTS Academic คะแนนรวม 6.5 และไม่มีทักษะใดต่ำกว่า 6.0 วิทยาลัยมักกำหนด 6.0 และหลายแห่งรับ TOEFL iBT, PTE Academic หรือ Duolingo ด้วย",
          "วางงบประมาณ ปีการศึกษา 2568/2569 ค่าเล่าเรียนมหาวิทยาลัยระดับปริญญาตรีของนักศึกษาต่างชาติเฉลี่ยประมาณ 42,000 ดอลลาร์แคนาดาต่อปี (ออนแทรีโอเฉลี่ยราว 50,000 ดอลลาร์แคนาดา บางรัฐแถบแอตแลนติกต่ำกว่า 20,000 ดอลลาร์แคนาดา) หลักสูตรวิทยาลัยมักถูกกว่า และการขอใบอนุญาตศึกษาต้องแสดงเงินค่าครองชีพอย่างน้อย 22,895 ดอลลาร์แคนาดาต่อปี (นอกควิเบก) นอกเหนือจากค่าเล่าเรียนปีแรกและค่าเดินทาง",
          "ผู้สมัครปริญญาโทแบบวิจัยควรส่งประวัติย่อและหัวข้อวิจัยที่สนใจไปติดต่ออาจารย์ที่ปรึกษาตั้งแต่เนิ่น ๆ",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        Title: "เตรียมเอกสาร",
        List: [
          "ใบแสดงผลการเรียนและใบรับรองการสำเร็จการศึกษาฉบับภาษาอังกฤษ (ระดับมัธยมปลายหรือ ปพ.1 สำหรับปริญญาตรี ระดับมหาวิทยาลัยสำหรับปริญญาโท)",
          "ผลสอบภาษาอังกฤษฉบับทางการที่ส่งจากหน่วยงานจัดสอบโดยตรง",
          "เรียงความแนะนำตัวหรือแผนการศึกษาและประวัติย่อ สำหรับบัณฑิตศึกษาต้องมีจดหมายรับรอง 2–3 ฉบับจากอาจารย์หรือหัวหน้างานด้วย",
          "หนังสือเดินทางที่ยังไม่หมดอายุและหลักฐานทางการเงิน เช่น หนังสือรับรองเงินฝากและรายการเดินบัญชี นักศึกษาจำนวนมากยังซื้อ GIC (ใบรับรองการลงทุนแบบค้ำประกัน) กับธนาคารในแคนาดาที่ร่วมโครงการ เพื่อใช้แสดงค่าครองชีพปีแรก",
          "แฟ้มสะสมผลงานสำหรับสาขาศิลปะ การออกแบบ และสถาปัตยกรรม และคะแนน GRE หรือ GMAT หากหลักสูตรกำหนด",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "ยื่นใบสมัคร",
        List: [
          "สมัครผ่านระบบที่ถูกต้อง ได้แก่ OUAC สำหรับมหาวิทยาลัยในออนแทรีโอ OntarioColleges.ca สำหรับวิทยาลัยในออนแทรีโอ EducationPlannerBC สำหรับบริติชโคลัมเบีย ApplyAlberta สำหรับแอลเบอร์ตา หรือระบบออนไลน์ของสถาบันโดยตรง",
          "ชำระค่าสมัคร (ประมาณ 100–200 ดอลลาร์แคนาดาต่อแห่ง) และอัปโหลดเอกสารให้ครบก่อนวันปิดรับสมัคร",
          "ตรวจอีเมลและระบบผู้สมัครอย่างสม่ำเสมอ เพราะสถาบันอาจขอเอกสารเพิ่มเติม นัดสัมภาษณ์ หรือขอดูแฟ้มสะสมผลงาน",
          "สมัครทุนแรกเข้าหรือทุนสำหรับบัณฑิตศึกษาไปพร้อมกัน บางทุนต้องยื่นแยกและปิดรับเร็วกว่า",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.permit,
        Title: "ผลการสมัคร",
        List: [
          "อ่านข้อเสนอให้ละเอียด หากเป็นการตอบรับแบบมีเงื่อนไข ต้องทำตามเงื่อนไข เช่น ผลการเรียนสุดท้ายหรือคะแนนภาษาอังกฤษให้ครบก่อน สถาบันจึงจะออกหนังสือตอบรับเข้าศึกษา (LOA)",
          {
            Modes: [1],
            Text: "ตอบรับและชำระเงินมัดจำค่าเล่าเรียนภายในกำหนด จากนั้นสถาบันจะออกหนังสือรับรองจากรัฐ (PAL) ให้ ซึ่งต้องใช้ในการยื่นขอใบอนุญาตศึกษา หากเรียนในรัฐควิเบกต้องขอหนังสือรับรองการรับเข้าศึกษาของควิเบก (CAQ) แทน",
          },
          {
            Modes: [2],
            Text: "ตอบรับและชำระเงินมัดจำค่าเล่าเรียนภายในกำหนด ตั้งแต่ 1 มกราคม 2569 นักศึกษาปริญญาโทและปริญญาเอกในสถาบันของรัฐไม่ต้องใช้หนังสือรับรองจากรัฐ (PAL) ในการขอใบอนุญาตศึกษา แต่หลักสูตรประกาศนียบัตรบัณฑิต (graduate certificate) ของวิทยาลัยและหลักสูตรในสถาบันเอกชนยังต้องใช้ โดยสถาบันจะออกให้หลังคุณตอบรับ หากเรียนในรัฐควิเบกยังต้องขอหนังสือรับรองการรับเข้าศึกษาของควิเบก (CAQ)",
          },
          "ยื่นขอใบอนุญาตศึกษาทางออนไลน์ พร้อม LOA, PAL (หากต้องใช้), หลักฐานการเงิน (GIC ใบเสร็จค่าเล่าเรียน และรายการเดินบัญชี) และแผนการศึกษา สแกนลายนิ้วมือและถ่ายรูปภายใน 30 วันหลังได้รับแจ้ง และตรวจสุขภาพหากได้รับแจ้ง",
          "เมื่อได้รับอนุมัติ จะได้หนังสือแนะนำตัวสำหรับด่านตรวจคนเข้าเมือง และวีซ่าผู้พำนักชั่วคราว (TRV) ส่วนใบอนุญาตศึกษาตัวจริงจะออกให้ที่ด่านเมื่อเดินทางถึงแคนาดา",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.work,
        Title: "เตรียมตัวก่อนเดินทาง",
        List: [
          "จองที่พักแต่เนิ่น ๆ ไม่ว่าจะเป็นหอพักในสถาบัน โฮมสเตย์ หรือห้องเช่านอกสถาบัน เพราะหอพักของสถาบันยอดนิยมมักเต็มเร็ว",
          "จัดการประกันสุขภาพตามข้อกำหนดของแต่ละรัฐ เช่น มหาวิทยาลัยในออนแทรีโอใช้ UHIP และนักศึกษาในบริติชโคลัมเบียต้องเข้าระบบประกันสุขภาพของรัฐ (MSP)",
          "เก็บหนังสือเดินทาง หนังสือแนะนำตัว LOA, PAL (ถ้ามี) และหลักฐานการเงินไว้ในกระเป๋าถือขึ้นเครื่อง เมื่อได้รับใบอนุญาตศึกษาที่ด่าน ให้ตรวจชื่อ สถาบัน และวันหมดอายุให้ถูกต้องทันที",
          "เมื่อถึงแคนาดาต้องขอหมายเลขประกันสังคม (SIN) ก่อนเริ่มทำงาน ระหว่างภาคเรียนทำงานนอกสถาบันได้ไม่เกินสัปดาห์ละ 24 ชั่วโมง และทำงานเต็มเวลาได้ในช่วงปิดภาคเรียนตามปฏิทินการศึกษา",
          "เข้าร่วมการปฐมนิเทศ และเตรียมเสื้อผ้ากันหนาวให้พร้อม เพราะฤดูหนาวในเมืองส่วนใหญ่ของแคนาดายาวนานและหนาวจัด",
        ],
      },
    ],
  },
};

export const caGuide: GuideSet = { tw, cn, en, vi, th };
