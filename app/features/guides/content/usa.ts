/**
 * Country study guide: United States (product-spec.md § 3, static guides).
 * Three admission modes: 1 undergraduate, 2 graduate, 3 conditional admission.
 * Each locale compares the US school system with the visitor's home country
 * (tw → Taiwan, cn → China, en → Philippines, vi → Vietnam, th → Thailand).
 *
 * Level symbols used in the comparisons, in order:
 * academy (elementary/primary school), junior (middle / junior high / lower secondary),
 * senior (high school / senior high / upper secondary), bachelor, graduate (master's).
 */
import type { CheckedFacts, CountryGuide, DiffRow, GuideSet, LevelRow } from "../guide-types";

/* -------------------------------------------------------------------------- */
/* Regulated figures: when they were checked, and against which official page */
/* -------------------------------------------------------------------------- */

const checkedOn = "2026-11-26";
const source = {
  opt: {
    name: "USCIS: Optional Practical Training (OPT) for F-1 students",
    url: "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
  },
  stemOpt: {
    name: "USCIS: STEM OPT extension",
    url: "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt",
  },
  english: {
    name: "EducationUSA: English language requirements",
    url: "https://educationusa.state.gov/your-5-steps-us-study/research-your-options/english-language",
  },
  educationUsa: {
    name: "EducationUSA: Your 5 steps to U.S. study",
    url: "https://educationusa.state.gov/your-5-steps-us-study",
  },
  commonApp: { name: "Common App", url: "https://www.commonapp.org/" },
  languageStudy: {
    name: "8 CFR 214.2(f): F-1 full course of study (eCFR)",
    url: "https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-214/section-214.2",
  },
  sevisFee: { name: "SEVIS I-901 fee (fmjfee.com)", url: "https://www.fmjfee.com/" },
  studentVisa: {
    name: "U.S. Department of State: Student visa",
    url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
  },
};

/** The same checks stand behind every locale's text. */
const checked = {
  /** OPT: 12 months, plus 24 months for STEM. */
  opt: { checkedOn, sources: [source.opt, source.stemOpt] },
  /** Pathway English scores. */
  english: { checkedOn, sources: [source.english] },
  /** Hours of an intensive English program (F-1 full course of study). */
  esl: { checkedOn, sources: [source.languageStudy] },
  /** Steps 1, 2 and 4: test scores, essay length, admission calendar. */
  admissions: { checkedOn, sources: [source.educationUsa, source.english, source.commonApp] },
  /** Step 3: application fees (set by each school). */
  fees: { checkedOn, sources: [source.educationUsa, source.commonApp] },
  /** Step 5: SEVIS and visa fees, visa and entry timing. */
  visa: { checkedOn, sources: [source.sevisFee, source.studentVisa] },
} satisfies Record<string, CheckedFacts>;

/* -------------------------------------------------------------------------- */
/* tw: 繁體中文（台灣）                                                        */
/* -------------------------------------------------------------------------- */

const twUsa = {
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
    ],
  },
  middle: {
    Style: "light",
    ClassName: "初中",
    ClassNameEn: "Middle School",
    Symbol: "junior",
    Items: [
      { Title: "6年級", TitleEn: "Grade 6" },
      { Title: "7年級", TitleEn: "Grade 7" },
      { Title: "8年級", TitleEn: "Grade 8" },
    ],
  },
  high: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "9年級", TitleEn: "Grade 9" },
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
      { Title: "大一", TitleEn: "Freshman" },
      { Title: "大二", TitleEn: "Sophomore" },
      { Title: "大三", TitleEn: "Junior" },
      { Title: "大四", TitleEn: "Senior" },
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
    ClassName: "高中",
    ClassNameEn: "Senior High School",
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
} satisfies Record<string, LevelRow>;

const twPathway: DiffRow = {
  Diff: true,
  ClassName: "銜接課程（條件式入學）",
  ClassNameEn: "Pathway / Conditional Admission Program",
  Desc: "為期一學期至一年的英語與學術銜接課程。成績達到學校規定後，即可直接升讀大學部或研究所，不必重新申請。",
};

const twUsaList = [twUsa.elementary, twUsa.middle, twUsa.high, twUsa.bachelor, twUsa.master];
const twHomeList = [twHome.elementary, twHome.junior, twHome.senior, twHome.bachelor, twHome.master];

const tw: CountryGuide = {
  tableID: 1,
  ID: 1,
  Code: "USA",
  facts: checked.opt,
  Name: "美國",
  NameEn: "United States",
  Desc: "美國是全球大專院校最多的國家，從研究型大學、文理學院到兩年制的社區學院，選擇多元、學制也很有彈性。大學部為四年制，學生可以先修讀通識課程、探索興趣後再決定主修；研究所的碩士學程多為一至二年。理工（STEM）科系畢業生還能透過 OPT 在美國工作最長三年，累積國際職場經驗。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "大學部",
      Introduction: {
        Title: "申請美國大學部",
        TitleEn: "Undergraduate Admission",
        Desc: "美國大學部為四年制，一般需修滿約 120 學分；前兩年以通識教育為主，多數學生在大二結束前才正式宣告主修。學校採「全人審查」，除了高中成績與語言成績，也很看重申請文書、課外活動與推薦信。\n除了直接申請四年制大學，也可以先就讀兩年制的社區學院，再以「2+2」方式轉入四年制大學，既能節省學費，入學門檻也比較低。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大學",
            TitleEn: "Research University",
            Desc: "研究型大學規模大、科系齊全，從大學部到博士班都有，研究經費與實驗室資源相當充足，常春藤盟校、史丹佛大學及各州的旗艦州立大學都屬於這一類。大學部學生有機會參與教授的研究計畫，不過大一、大二的基礎課程常是上百人的大班授課。",
            Img: "/images/guides/usa-research-university.svg",
          },
          {
            ID: 2,
            Title: "文理學院",
            TitleEn: "Liberal Arts College",
            Desc: "文理學院專注於大學部教育，全校學生通常只有兩三千人以下，小班教學、師生互動密切，課程橫跨人文、社會科學與自然科學。威廉斯學院、安默斯特學院等頂尖文理學院的畢業生，申請一流研究所的表現相當亮眼。",
            Img: "/images/guides/usa-liberal-arts-college.svg",
          },
          {
            ID: 3,
            Title: "社區學院",
            TitleEn: "Community College",
            Desc: "社區學院是兩年制的公立學校，修業完成可取得副學士學位，學費通常只有四年制大學的一半甚至更低，成績與語言門檻也較有彈性。許多社區學院與州內的公立大學簽有轉學協議，讀完兩年後轉入四年制大學完成後兩年，也就是「2+2」模式，最後取得的學士學位與直接入學的學生相同。",
            Img: "/images/guides/usa-community-college.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "適合對象",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "希望在美國完成四年學士學位的高中應屆或已畢業學生" },
          { ID: 2, Item: "還不確定主修方向，想先廣泛探索不同領域的學生" },
          { ID: 3, Item: "在校成績穩定，並積極參與社團、競賽或志工服務的學生" },
          { ID: 4, Item: "預算有限或語言成績尚未達標，考慮先讀社區學院再轉學的學生" },
        ],
      },
      EducationSystem: {
        Title: "美國教育制度",
        TitleEn: "Education System",
        Style: "default",
        Desc: "美國的基礎教育共 12 年：小學 5 年（1–5 年級）、初中 3 年（6–8 年級）、高中 4 年（9–12 年級），實際分段會因州與學區而略有不同。\n高中畢業後可進入四年制大學攻讀學士學位，或先在兩年制社區學院取得副學士學位後再轉學。",
        Tips: "台灣學生高中畢業時同樣完成 12 年教育，程度與美國 12 年級畢業生相當，可以直接申請美國大學部的大一新生（Freshman）。",
        Education: [
          {
            Title: "美國與台灣學制對照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "美國", Code: "USA", List: twUsaList },
              { Country: "台灣", Code: "TW", List: twHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "研究所",
      Introduction: {
        facts: checked.opt,
        Title: "申請美國研究所",
        TitleEn: "Graduate Admission",
        Desc: "美國的碩士學程多為一至二年，可分為偏重課程與實務的授課型碩士，以及需要撰寫論文的研究型碩士；博士班則通常需要五年以上。申請由各系所獨立審查，重視大學成績（GPA）、讀書計畫、推薦信與相關經歷，部分科系仍要求 GRE 或 GMAT 成績。\n理工（STEM）科系畢業生在 12 個月的 OPT 之外，還能再延長 24 個月，這也是許多人選擇赴美念研究所的重要原因。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大學研究所",
            TitleEn: "Graduate School at a Research University",
            Desc: "研究型大學的研究所提供碩士與博士學位，研究領域多元，實驗室與圖書館資源豐富，適合想深入學術研究或未來攻讀博士的學生。碩士生若能爭取到研究助理（RA）或教學助理（TA）職缺，可獲得部分學費減免與生活津貼，不過這類名額通常以博士生優先。",
            Img: "/images/guides/usa-graduate-school.svg",
          },
          {
            ID: 2,
            Title: "專業學院（商學院、法學院等）",
            TitleEn: "Professional School",
            Desc: "專業學院以培養特定職業人才為目標，最常見的是商學院（MBA 與各類商管碩士）和法學院（JD、LL.M.），另有公共政策、公共衛生、建築等學院。MBA 通常為兩年並重視工作經驗；LL.M. 則是專為外國法律背景學生設計的一年制碩士，也是台灣法律系畢業生最常見的選擇。",
            Img: "/images/guides/usa-professional-school.svg",
          },
          {
            ID: 3,
            Title: "教學型州立大學",
            TitleEn: "Comprehensive University",
            Desc: "這類大學以教學為重心，提供大學部與碩士學程，博士班較少，加州州立大學（California State University）系統的各分校就是代表。學費一般低於知名研究型大學，碩士課程偏重實務與就業，申請門檻也相對有彈性。",
            Img: "/images/guides/usa-comprehensive-university.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "適合對象",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "已取得或即將取得學士學位，希望在專業領域進一步深造的學生" },
          { ID: 2, Item: "想在一至兩年內取得碩士學位、提升職場競爭力的上班族" },
          { ID: 3, Item: "計畫攻讀博士班或投入學術研究的學生" },
          { ID: 4, Item: "希望畢業後透過 OPT 在美國累積工作經驗的理工科學生" },
        ],
      },
      EducationSystem: {
        Title: "美國教育制度",
        TitleEn: "Education System",
        Style: "default",
        Desc: "美國學生完成 12 年基礎教育（小學 5 年、初中 3 年、高中 4 年）與 4 年學士學位後，可以進入研究所攻讀碩士或博士。碩士學程通常為一至二年：部分授課型碩士一年即可完成，MBA 與需要撰寫論文的碩士則多為兩年。",
        Tips: "台灣的學士學位同為四年制，與美國學士學位對等，畢業生可直接申請美國研究所。台灣碩士多需兩年，美國則有不少一年制學程，能節省時間與費用。",
        Education: [
          {
            Title: "美國與台灣學制對照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "美國", Code: "USA", List: twUsaList },
              { Country: "台灣", Code: "TW", List: twHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 3,
      Name: "條件式入學",
      Introduction: {
        facts: checked.english,
        Title: "美國條件式入學",
        TitleEn: "Conditional Admission",
        Desc: "條件式入學是指學校先核發附帶條件的錄取通知，學生須先完成為期一學期至一年的語言或學術銜接課程（Pathway），成績達標後即可直接升讀大學部或研究所，不必重新申請。這類課程的語言門檻通常較低，例如 TOEFL iBT 約 60 分或 IELTS 5.5（依學校而定），部分學程的學分還能抵免正式課程。\n學校會為銜接課程核發 I-20，學生從一開始就持 F-1 學生簽證在美國就讀。",
        Schools: [
          {
            ID: 1,
            Title: "大學銜接中心",
            TitleEn: "University Pathway Center",
            Desc: "許多大學與 INTO、Shorelight、Kaplan 等國際教育機構合作，在校園內設立銜接中心，提供大一或研究所的銜接課程，把英語加強與學分課程結合在一起。學生從第一天起就是大學的一份子，可以使用校園設施、與美國學生一起上課，成績達標後直接進入正式學程。",
            Img: "/images/guides/usa-pathway-center.svg",
          },
          {
            ID: 2,
            Title: "大學附設英語課程（ESL）",
            TitleEn: "ESL Program",
            Desc: "大學附設的密集英語課程依程度分級，每週約 18 至 20 小時，著重學術寫作、閱讀與口頭報告能力。許多大學接受以完成最高等級的課程取代 TOEFL 或 IELTS 成績，這是最常見的條件式入學形式；需要讀多久，取決於入學時的英文程度。",
            Img: "/images/guides/usa-esl-program.svg",
            facts: checked.esl,
          },
        ],
      },
      SuitableFor: {
        Title: "適合對象",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "在校成績符合要求，但 TOEFL 或 IELTS 分數尚未達到正式錄取標準的學生" },
          { ID: 2, Item: "希望先熟悉美式課堂與學術寫作，再銜接正式課程的學生" },
          { ID: 3, Item: "想及早確定入學資格，不想再多花一年專心準備語言考試的學生" },
          { ID: 4, Item: "過去所學與美國課程差異較大，需要一段學術銜接期的學生" },
        ],
      },
      EducationSystem: {
        Title: "美國教育制度",
        TitleEn: "Education System",
        Style: "default",
        Desc: "條件式入學的銜接課程介於高中（或大學）與正式學位課程之間，為期一學期至一年：大學部銜接課程結束後升讀大一或大二，研究所銜接課程則接續碩士學程。\n之後的學制與一般錄取的學生相同，學士 4 年、碩士 1–2 年；基礎教育同樣是小學 5 年、初中 3 年、高中 4 年。",
        Tips: "選擇銜接課程前，請確認升讀正式課程的成績要求（GPA 與英語等級）、銜接學分能否抵免，以及課程的總長度與費用。",
        Education: [
          {
            Title: "美國與台灣學制對照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "美國",
                Code: "USA",
                List: [twUsa.elementary, twUsa.middle, twUsa.high, twPathway, twUsa.bachelor, twUsa.master],
              },
              { Country: "台灣", Code: "TW", List: twHomeList },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "申請流程",
    TitleEn: "Application Process",
    Desc: "申請美國學校，建議在預計入學前 12 至 18 個月開始準備。以下五個步驟適用於大學部、研究所與條件式入學，實際截止日期請以各校公告為準。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.admissions,
        Title: "申請準備",
        List: [
          "確認目標學位與科系，依成績與預算列出 8 至 12 所學校，夢幻校、目標校與保底校都要涵蓋",
          "規劃語言考試：TOEFL iBT 或 IELTS，多數大學部要求約 TOEFL 80 分或 IELTS 6.5，競爭激烈的學校要求更高",
          "申請大學部要確認各校是否需要 SAT 或 ACT：許多學校採「考試可選」（test-optional），但部分頂尖大學已恢復要求繳交",
          "申請研究所要確認是否需要 GRE 或 GMAT：商學院多要求其中一項，不少理工科系則已改為選擇性繳交",
          "記下各校截止日期：大學部提前申請（Early Decision／Early Action）多在 11 月 1 日或 15 日，一般申請（Regular Decision）多在 1 月初至 1 月中；研究所多集中在 12 月至隔年 2 月",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.admissions,
        Title: "文件準備",
        List: [
          "申請英文成績單與畢業證書（或在學證明），在學生需附上最新一學期的成績",
          "請 2 至 3 位老師或主管撰寫推薦信，並提早告知截止日期",
          "撰寫申請文書：大學部為 Common App 主文書（英文 650 字以內）與各校的補充文書；研究所為讀書計畫（Statement of Purpose）與履歷",
          "準備財力證明，例如本人或父母的銀行存款證明，金額須足以支付第一年的學費與生活費，這也是學校核發 I-20 的依據",
          "藝術、設計、建築等科系另需準備作品集",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "正式申請",
        List: [
          "大學部透過 Common App 或學校官網提交申請，研究所則多在各系所的線上申請系統提交",
          "繳交申請費，每所學校約 50 至 150 美元，經濟有困難者可詢問能否減免",
          "透過 ETS、College Board 等官方機構，將 TOEFL、SAT、GRE 等成績直接寄送到各校",
          "部分學校或科系會安排面試，請事先練習自我介紹並整理申請動機",
          "提交後定期登入申請系統，確認文件是否齊全，並留意學校的補件通知",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.admissions,
        Title: "申請結果",
        List: [
          "提前申請的結果多在 12 月中旬公布，一般申請則在 3 月底至 4 月初；研究所多在 2 月至 4 月陸續通知",
          "結果分為錄取、拒絕與候補（Waitlist）；提前申請的學生也可能被延到一般申請階段再審（Deferred）",
          "比較各校的錄取條件、獎學金與總花費後，大學部多須在 5 月 1 日前回覆並繳交訂金；Early Decision 一旦錄取就必須就讀",
          "確認入學後，將護照影本與財力證明交給學校，等候學校核發 I-20",
          "拿到條件式入學許可的學生，請詳讀錄取信上的條件，例如須完成的語言課程等級與最低成績",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "出發前準備",
        List: [
          "收到 I-20 後，上網繳交 SEVIS I-901 費用（F-1 學生為 350 美元），並填寫 DS-160 簽證申請表，再繳交 185 美元的簽證申請費（MRV）",
          "預約美國在台協會（AIT）的簽證面談，攜帶護照、I-20、SEVIS 繳費收據與財力證明；F-1 簽證最早可在開學前 365 天核發，但最早只能在開學前 30 天入境",
          "申請學校宿舍或安排校外住宿，並加保學校的健康保險，或提出同等保障的保險證明",
          "備妥疫苗接種紀錄，並報名參加國際學生新生說明會（Orientation）",
          "抵達美國後，依學校規定向國際學生辦公室報到，完成 SEVIS 入學登錄",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* cn: 简体中文（中国大陆）                                                    */
/* -------------------------------------------------------------------------- */

const cnUsa = {
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
    ],
  },
  middle: {
    Style: "light",
    ClassName: "初中",
    ClassNameEn: "Middle School",
    Symbol: "junior",
    Items: [
      { Title: "6年级", TitleEn: "Grade 6" },
      { Title: "7年级", TitleEn: "Grade 7" },
      { Title: "8年级", TitleEn: "Grade 8" },
    ],
  },
  high: {
    Style: "dark",
    ClassName: "高中",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "9年级", TitleEn: "Grade 9" },
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
      { Title: "大一", TitleEn: "Freshman" },
      { Title: "大二", TitleEn: "Sophomore" },
      { Title: "大三", TitleEn: "Junior" },
      { Title: "大四", TitleEn: "Senior" },
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
    ClassName: "高中",
    ClassNameEn: "Senior High School",
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
    ClassNameEn: "Master's Degree",
    Symbol: "graduate",
    Items: [
      { Title: "研一", TitleEn: "Year 1" },
      { Title: "研二", TitleEn: "Year 2" },
      { Title: "研三（部分专业）", TitleEn: "Year 3 (some programs)" },
    ],
  },
} satisfies Record<string, LevelRow>;

const cnPathway: DiffRow = {
  Diff: true,
  ClassName: "衔接课程（有条件录取）",
  ClassNameEn: "Pathway / Conditional Admission Program",
  Desc: "为期一个学期到一年的英语和学术衔接课程。成绩达到学校要求后，直接升入本科或研究生正式课程，无需重新申请。",
};

const cnUsaList = [cnUsa.elementary, cnUsa.middle, cnUsa.high, cnUsa.bachelor, cnUsa.master];
const cnHomeList = [cnHome.elementary, cnHome.junior, cnHome.senior, cnHome.bachelor, cnHome.master];

const cn: CountryGuide = {
  tableID: 1,
  ID: 1,
  Code: "USA",
  facts: checked.opt,
  Name: "美国",
  NameEn: "United States",
  Desc: "美国是全球高校数量最多的国家，研究型大学、文理学院、两年制社区学院一应俱全，学制也相当灵活。本科为四年制，学生可以先修通识课程、了解自己的兴趣后再确定专业；硕士研究生项目一般为一到两年。STEM 专业毕业生还可以通过 OPT 在美国工作最长三年，积累海外工作经验。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "本科",
      Introduction: {
        Title: "美国本科申请",
        TitleEn: "Undergraduate Admission",
        Desc: "美国本科为四年制，一般需修满约 120 学分；前两年以通识教育为主，多数学生到大二结束前才正式确定专业。招生采用综合评估（holistic review），除了高中成绩和语言成绩，文书、课外活动和推荐信同样重要。\n除了直接申请四年制大学，也可以先在两年制社区学院就读，再通过“2+2”模式转入四年制大学，既能节省学费，入学门槛也更低。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大学",
            TitleEn: "Research University",
            Desc: "研究型大学规模大、学科齐全，覆盖本科到博士各个层次，科研经费和实验室资源充足，常春藤盟校、斯坦福大学以及各州的旗舰州立大学都属于这一类。本科生有机会参与教授的科研项目，不过大一、大二的基础课往往是几百人的大课。",
            Img: "/images/guides/usa-research-university.svg",
          },
          {
            ID: 2,
            Title: "文理学院",
            TitleEn: "Liberal Arts College",
            Desc: "文理学院专注本科教育，在校生通常只有两三千人甚至更少，小班授课，师生交流密切，课程涵盖人文、社科和自然科学。威廉姆斯学院、阿默斯特学院等顶尖文理学院的毕业生，申请名校研究生时表现相当出色。",
            Img: "/images/guides/usa-liberal-arts-college.svg",
          },
          {
            ID: 3,
            Title: "社区学院",
            TitleEn: "Community College",
            Desc: "社区学院是两年制公立院校，毕业可获得副学士学位，学费通常只有四年制大学的一半甚至更低，对成绩和语言的要求也比较宽松。许多社区学院与本州公立大学签有转学协议，学生读满两年后转入四年制大学完成后两年学业，也就是“2+2”模式，最终拿到的学士学位与直接入学的学生相同。",
            Img: "/images/guides/usa-community-college.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "适合人群",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "希望在美国完成四年本科学业的高中应届或往届毕业生" },
          { ID: 2, Item: "还没确定专业方向，想先广泛探索不同领域的学生" },
          { ID: 3, Item: "在校成绩稳定，积极参加社团、竞赛或志愿服务的学生" },
          { ID: 4, Item: "预算有限或语言成绩暂未达标，考虑先读社区学院再转学的学生" },
        ],
      },
      EducationSystem: {
        Title: "美国教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "美国基础教育共 12 年：小学 5 年（1–5 年级）、初中 3 年（6–8 年级）、高中 4 年（9–12 年级），具体划分因州和学区而略有不同。\n高中毕业后可以进入四年制大学攻读学士学位，也可以先在两年制社区学院取得副学士学位后再转学。",
        Tips: "国内学生高中毕业时同样完成了 12 年基础教育，相当于美国 12 年级毕业，可以直接申请美国本科大一（Freshman）。",
        Education: [
          {
            Title: "中美学制对比",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "美国", Code: "USA", List: cnUsaList },
              { Country: "中国", Code: "CN", List: cnHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "研究生",
      Introduction: {
        facts: checked.opt,
        Title: "美国研究生申请",
        TitleEn: "Graduate Admission",
        Desc: "美国硕士项目一般为一到两年，分为以课程和实践为主的授课型硕士和需要撰写论文的研究型硕士；博士通常需要五年或更长时间。申请由各院系独立评审，重点考察本科成绩（GPA）、个人陈述、推荐信和相关经历，部分专业仍要求 GRE 或 GMAT 成绩。\nSTEM 专业毕业生在 12 个月 OPT 的基础上还能再延期 24 个月，这是很多人选择赴美读研的重要原因。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大学研究生院",
            TitleEn: "Graduate School at a Research University",
            Desc: "研究型大学的研究生院提供硕士和博士学位，研究方向多，实验室和图书馆资源丰富，适合希望深入做科研或将来读博的学生。硕士生如果能争取到研究助理（RA）或助教（TA）职位，可以获得部分学费减免和生活补助，不过这类名额通常优先给博士生。",
            Img: "/images/guides/usa-graduate-school.svg",
          },
          {
            ID: 2,
            Title: "专业学院（商学院、法学院等）",
            TitleEn: "Professional School",
            Desc: "专业学院面向特定职业培养人才，最常见的是商学院（MBA 及各类商科硕士）和法学院（JD、LLM），此外还有公共政策、公共卫生、建筑等学院。MBA 一般为两年，看重工作经验；LLM 是专为外国法学背景学生设计的一年制硕士，也是国内法学本科毕业生最常见的选择。",
            Img: "/images/guides/usa-professional-school.svg",
          },
          {
            ID: 3,
            Title: "教学型州立大学",
            TitleEn: "Comprehensive University",
            Desc: "这类大学以教学为主，开设本科和硕士项目，博士项目较少，加州州立大学（California State University）系统的各个分校就是典型代表。学费一般低于知名研究型大学，硕士课程偏重实践和就业，录取要求也相对灵活。",
            Img: "/images/guides/usa-comprehensive-university.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "适合人群",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "已获得或即将获得学士学位，希望在专业领域继续深造的学生" },
          { ID: 2, Item: "希望用一到两年拿到硕士学位、提升职场竞争力的在职人士" },
          { ID: 3, Item: "计划读博或从事学术研究的学生" },
          { ID: 4, Item: "希望毕业后通过 OPT 在美国积累工作经验的理工科学生" },
        ],
      },
      EducationSystem: {
        Title: "美国教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "美国学生完成 12 年基础教育（小学 5 年、初中 3 年、高中 4 年）和 4 年本科后，可以继续攻读硕士或博士研究生。硕士项目通常为一到两年：部分授课型硕士一年即可毕业，MBA 和需要写论文的硕士多为两年。",
        Tips: "国内本科同为四年制，与美国学士学位对等，毕业生可以直接申请美国研究生。国内硕士一般需要两到三年，而美国有不少一年制项目，能节省时间和费用。",
        Education: [
          {
            Title: "中美学制对比",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "美国", Code: "USA", List: cnUsaList },
              { Country: "中国", Code: "CN", List: cnHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 3,
      Name: "有条件录取",
      Introduction: {
        facts: checked.english,
        Title: "美国有条件录取",
        TitleEn: "Conditional Admission",
        Desc: "有条件录取是指学校先发放附带条件的录取通知，学生需要先完成一个学期到一年的语言或学术衔接课程（Pathway），成绩达标后即可直接升入本科或研究生正式课程，无需重新申请。这类项目的语言要求通常较低，例如托福（TOEFL iBT）60 分左右或雅思（IELTS）5.5 分（因校而异），部分项目的学分还能转入正式课程。\n学校会为衔接课程签发 I-20，学生从一开始就持 F-1 学生签证在美国学习。",
        Schools: [
          {
            ID: 1,
            Title: "大学衔接中心",
            TitleEn: "University Pathway Center",
            Desc: "不少美国大学与 INTO、Shorelight、Kaplan 等国际教育机构合作，在校内开设衔接中心，提供本科或研究生预科课程，把语言强化和学分课程结合在一起。学生从入学第一天起就是大学的一员，可以使用校园设施、与美国学生一起上课，成绩达标后直接升入正式项目。",
            Img: "/images/guides/usa-pathway-center.svg",
          },
          {
            ID: 2,
            Title: "大学语言课程（ESL）",
            TitleEn: "ESL Program",
            Desc: "大学开设的强化英语课程按水平分级，每周约 18 到 20 课时，重点训练学术写作、阅读和课堂展示能力。很多大学认可以完成最高级别课程代替托福或雅思成绩，这是最常见的有条件录取形式；要读多久，取决于入学时的英语水平。",
            Img: "/images/guides/usa-esl-program.svg",
            facts: checked.esl,
          },
        ],
      },
      SuitableFor: {
        Title: "适合人群",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "学业成绩达到要求，但托福或雅思分数还不够正式录取标准的学生" },
          { ID: 2, Item: "希望先适应美国课堂和学术写作，再进入正式课程的学生" },
          { ID: 3, Item: "想尽早拿到录取，不想再花一年时间专门备考语言的学生" },
          { ID: 4, Item: "所学课程与美国差异较大，需要一段学术过渡期的学生" },
        ],
      },
      EducationSystem: {
        Title: "美国教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "有条件录取的衔接课程介于高中（或本科）与正式学位课程之间，时长为一个学期到一年：本科衔接课程结束后升入大一或大二，研究生衔接课程则衔接硕士项目。\n之后的学制与正常录取的学生相同，本科 4 年、硕士 1–2 年；基础教育同样是小学 5 年、初中 3 年、高中 4 年。",
        Tips: "选择衔接课程时，要确认升入正式课程的成绩要求（GPA 和英语等级）、学分能否转换，以及课程的总时长和费用。",
        Education: [
          {
            Title: "中美学制对比",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "美国",
                Code: "USA",
                List: [cnUsa.elementary, cnUsa.middle, cnUsa.high, cnPathway, cnUsa.bachelor, cnUsa.master],
              },
              { Country: "中国", Code: "CN", List: cnHomeList },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "申请流程",
    TitleEn: "Application Process",
    Desc: "申请美国院校，建议在计划入学前 12 到 18 个月开始准备。以下五个步骤适用于本科、研究生和有条件录取，具体截止日期以各校官网公布为准。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.admissions,
        Title: "申请准备",
        List: [
          "明确目标学位和专业，根据成绩和预算选出 8 到 12 所学校，冲刺校、匹配校、保底校合理搭配",
          "规划语言考试：托福（TOEFL iBT）或雅思（IELTS），多数本科项目要求托福 80 分或雅思 6.5 分左右，名校要求更高",
          "申请本科要确认是否需要 SAT 或 ACT：很多学校实行“标化可选”（test-optional），但部分顶尖大学已恢复要求提交",
          "申请研究生要确认是否需要 GRE 或 GMAT：商学院大多要求其中之一，不少理工科项目已改为可选",
          "记下各校截止日期：本科提前申请（Early Decision / Early Action）多在 11 月 1 日或 15 日，常规申请（Regular Decision）多在 1 月上旬至中旬；研究生多集中在 12 月到次年 2 月",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.admissions,
        Title: "材料准备",
        List: [
          "开具英文版成绩单、毕业证和学位证（或在读证明），在读学生需提供最新学期的成绩",
          "请 2 到 3 位老师或上级写推荐信，并提前告知截止日期",
          "撰写申请文书：本科为 Common App 主文书（650 词以内）和各校补充文书；研究生为个人陈述（Statement of Purpose）和简历",
          "准备资金证明，如本人或父母的银行存款证明，金额需覆盖第一年的学费和生活费，这也是学校签发 I-20 的依据",
          "艺术、设计、建筑等专业还需准备作品集",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "正式申请",
        List: [
          "本科通过 Common App 或学校官网提交申请，研究生一般在各院系的网申系统提交",
          "缴纳申请费，每所学校约 50 到 150 美元，经济困难的学生可以询问能否减免",
          "通过 ETS、College Board 等官方机构，把托福、SAT、GRE 等成绩直接送分到各校",
          "部分学校或专业会安排面试，提前准备自我介绍，梳理申请动机",
          "提交后定期登录网申系统，确认材料是否齐全，留意学校的补材料通知",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.admissions,
        Title: "录取结果",
        List: [
          "提前申请一般在 12 月中旬出结果，常规申请在 3 月底到 4 月初；研究生多在 2 月到 4 月陆续发放录取",
          "结果分为录取、拒绝和候补（Waitlist）；提前申请的学生还可能被推迟到常规轮再审（Deferred）",
          "比较各校的录取条件、奖学金和总费用，本科一般需在 5 月 1 日前确认入学并缴纳押金；Early Decision 一旦录取就必须入读",
          "确认入学后，向学校提交护照复印件和资金证明，等待学校签发 I-20",
          "拿到有条件录取的同学，要仔细阅读录取信中的条件，例如需完成的语言课程级别和最低成绩",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "行前准备",
        List: [
          "拿到 I-20 后在线缴纳 SEVIS I-901 费用（F-1 学生为 350 美元），并填写 DS-160 签证申请表，再缴纳 185 美元的签证申请费（MRV）",
          "预约美国驻华使领馆面签，携带护照、I-20、SEVIS 缴费确认单和资金证明；F-1 签证最早可在开学前 365 天签发，但最早只能在开学前 30 天入境",
          "申请学校宿舍或安排校外住房，购买学校的医疗保险，或提交同等保障的保险证明申请豁免",
          "准备好疫苗接种记录，报名参加国际学生新生说明会（Orientation）",
          "抵达美国后按学校要求到国际学生办公室报到，完成 SEVIS 注册",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* en: English (Philippines)                                                  */
/* -------------------------------------------------------------------------- */

const enUsa = {
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
    ],
  },
  middle: {
    Style: "light",
    ClassName: "Middle School",
    ClassNameEn: "Middle School",
    Symbol: "junior",
    Items: [
      { Title: "Grade 6", TitleEn: "Grade 6" },
      { Title: "Grade 7", TitleEn: "Grade 7" },
      { Title: "Grade 8", TitleEn: "Grade 8" },
    ],
  },
  high: {
    Style: "dark",
    ClassName: "High School",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Grade 9", TitleEn: "Grade 9" },
      { Title: "Grade 10", TitleEn: "Grade 10" },
      { Title: "Grade 11", TitleEn: "Grade 11" },
      { Title: "Grade 12", TitleEn: "Grade 12" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "Undergraduate (Bachelor's Degree, 4 years)",
    ClassNameEn: "Undergraduate (Bachelor's Degree)",
    Symbol: "bachelor",
    Items: [
      { Title: "Year 1 (Freshman)", TitleEn: "Freshman" },
      { Title: "Year 2 (Sophomore)", TitleEn: "Sophomore" },
      { Title: "Year 3 (Junior)", TitleEn: "Junior" },
      { Title: "Year 4 (Senior)", TitleEn: "Senior" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Graduate School (Master's Degree, 1–2 years)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "Year 1", TitleEn: "Year 1" },
      { Title: "Year 2 (varies by program)", TitleEn: "Year 2 (varies by program)" },
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
      { Title: "1st Year", TitleEn: "1st Year" },
      { Title: "2nd Year", TitleEn: "2nd Year" },
      { Title: "3rd Year", TitleEn: "3rd Year" },
      { Title: "4th Year", TitleEn: "4th Year" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Graduate School (Master's Degree, 2 years)",
    ClassNameEn: "Graduate School (Master's Degree)",
    Symbol: "graduate",
    Items: [
      { Title: "1st Year", TitleEn: "1st Year" },
      { Title: "2nd Year", TitleEn: "2nd Year" },
    ],
  },
} satisfies Record<string, LevelRow>;

const enPathway: DiffRow = {
  Diff: true,
  ClassName: "Pathway / Conditional Admission Program",
  ClassNameEn: "Pathway / Conditional Admission Program",
  Desc: "One semester to one year of English and academic preparation. Once you reach the required grades, you move straight into your bachelor's or master's program without reapplying.",
};

const enUsaList = [enUsa.elementary, enUsa.middle, enUsa.high, enUsa.bachelor, enUsa.master];
const enHomeList = [enHome.elementary, enHome.junior, enHome.senior, enHome.bachelor, enHome.master];

const en: CountryGuide = {
  tableID: 1,
  ID: 1,
  Code: "USA",
  facts: checked.opt,
  Name: "United States",
  NameEn: "United States",
  Desc: "The United States has more colleges and universities than any other country, from research universities and liberal arts colleges to two-year community colleges. A bachelor's degree takes four years and lets you explore general education courses before choosing a major, while most master's programs take one to two years. Graduates in STEM fields can also stay and work in the US for up to three years through Optional Practical Training (OPT).",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Undergraduate",
      Introduction: {
        Title: "Undergraduate Study in the USA",
        TitleEn: "Undergraduate Admission",
        Desc: "A US bachelor's degree takes four years and usually requires about 120 credits, with the first two years focused on general education; most students only declare a major by the end of sophomore year. Admission is holistic: besides your grades and English test scores, schools look closely at your essays, extracurricular activities and recommendation letters.\nInstead of applying straight to a four-year university, you can also start at a two-year community college and transfer to finish your degree — the “2+2” route, which costs less and is easier to get into.",
        Schools: [
          {
            ID: 1,
            Title: "Research University",
            TitleEn: "Research University",
            Desc: "Research universities are large institutions offering everything from bachelor's to doctoral degrees, backed by major research funding and well-equipped laboratories; the Ivy League, Stanford and the flagship state universities all belong to this group. Undergraduates can join faculty research projects, although introductory courses in the first two years are often lectures with hundreds of students.",
            Img: "/images/guides/usa-research-university.svg",
          },
          {
            ID: 2,
            Title: "Liberal Arts College",
            TitleEn: "Liberal Arts College",
            Desc: "Liberal arts colleges focus on undergraduate teaching, usually with no more than two or three thousand students, small classes and close contact with professors. The curriculum spans the humanities, social sciences and natural sciences, and graduates of top colleges such as Williams and Amherst do very well when applying to leading graduate schools.",
            Img: "/images/guides/usa-liberal-arts-college.svg",
          },
          {
            ID: 3,
            Title: "Community College",
            TitleEn: "Community College",
            Desc: "Community colleges are two-year public institutions that award associate degrees, with tuition often half or less of a four-year university's and more flexible grade and English requirements. Many have transfer agreements with public universities in their state, so after two years you can move to a four-year university for the last two years — the “2+2” model — and earn the same bachelor's degree as students who started there.",
            Img: "/images/guides/usa-community-college.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Who It's For",
        TitleEn: "Who It's For",
        List: [
          {
            ID: 1,
            Item: "Senior high school graduates, or students about to graduate, who want to complete a four-year bachelor's degree in the US",
          },
          { ID: 2, Item: "Students who are not yet sure about their major and want to explore different fields first" },
          { ID: 3, Item: "Students with consistent grades who are active in clubs, competitions or volunteer work" },
          {
            ID: 4,
            Item: "Students on a tighter budget, or still working on their English scores, who are thinking of starting at a community college and transferring later",
          },
        ],
      },
      EducationSystem: {
        Title: "The US Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Basic education in the US lasts 12 years: five years of elementary school (Grades 1–5), three years of middle school (Grades 6–8) and four years of high school (Grades 9–12), although the exact split varies by state and school district.\nAfter high school, students enter a four-year university for a bachelor's degree, or earn an associate degree at a two-year community college and then transfer.",
        Tips: "Under K to 12, Filipino students finish Grade 12 just like American students, so senior high school graduates can apply directly as first-year students (freshmen) at US universities.",
        Education: [
          {
            Title: "US and Philippine School Systems Compared",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "United States", Code: "USA", List: enUsaList },
              { Country: "Philippines", Code: "PH", List: enHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "Graduate",
      Introduction: {
        facts: checked.opt,
        Title: "Graduate Study in the USA",
        TitleEn: "Graduate Admission",
        Desc: "Most US master's programs take one to two years: some are coursework-based and career-focused, while others are research-based and require a thesis. A PhD usually takes five years or more. Each department reviews applications on its own, weighing your undergraduate GPA, statement of purpose, recommendation letters and relevant experience, and some programs still require GRE or GMAT scores.\nSTEM graduates can add a 24-month extension to the standard 12 months of OPT — one of the main reasons many students choose the US for graduate school.",
        Schools: [
          {
            ID: 1,
            Title: "Graduate School at a Research University",
            TitleEn: "Graduate School at a Research University",
            Desc: "Graduate schools at research universities offer master's and doctoral degrees across a wide range of research areas, with extensive labs and libraries, making them a good fit if you want to go deeper into academic work or plan to pursue a PhD. Master's students who land a research assistant (RA) or teaching assistant (TA) position may receive a partial tuition waiver and a stipend, although these positions usually go to PhD students first.",
            Img: "/images/guides/usa-graduate-school.svg",
          },
          {
            ID: 2,
            Title: "Professional School (Business, Law and More)",
            TitleEn: "Professional School",
            Desc: "Professional schools prepare students for specific careers; the most common are business schools (the MBA and specialized business master's) and law schools (JD and LLM), alongside schools of public policy, public health and architecture. An MBA usually takes two years and values work experience, while the one-year LLM is designed for lawyers and law graduates trained outside the US.",
            Img: "/images/guides/usa-professional-school.svg",
          },
          {
            ID: 3,
            Title: "Comprehensive State University",
            TitleEn: "Comprehensive University",
            Desc: "Comprehensive universities focus on teaching and offer bachelor's and master's programs but few doctoral degrees; the campuses of the California State University system are a well-known example. Tuition is generally lower than at big-name research universities, master's courses lean toward practical, career-ready skills, and admission requirements are more flexible.",
            Img: "/images/guides/usa-comprehensive-university.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Who It's For",
        TitleEn: "Who It's For",
        List: [
          {
            ID: 1,
            Item: "Students who hold, or will soon complete, a bachelor's degree and want to specialize further",
          },
          {
            ID: 2,
            Item: "Working professionals who want to earn a master's degree in one to two years and move ahead in their careers",
          },
          { ID: 3, Item: "Students planning to pursue a PhD or an academic career" },
          { ID: 4, Item: "STEM students who hope to gain US work experience through OPT after graduating" },
        ],
      },
      EducationSystem: {
        Title: "The US Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "After 12 years of basic education (five years of elementary, three of middle school and four of high school) and a four-year bachelor's degree, American students can go on to a master's or doctoral degree. Master's programs usually take one to two years: some coursework-based degrees can be finished in a year, while MBAs and thesis-based master's degrees typically take two.",
        Tips: "A four-year Philippine bachelor's degree is generally accepted as equivalent to a US bachelor's, so you can apply directly to graduate programs. Some schools may also ask for a credential evaluation of your transcripts, for example from WES.",
        Education: [
          {
            Title: "US and Philippine School Systems Compared",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "United States", Code: "USA", List: enUsaList },
              { Country: "Philippines", Code: "PH", List: enHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 3,
      Name: "Conditional Admission",
      Introduction: {
        facts: checked.english,
        Title: "Conditional Admission in the USA",
        TitleEn: "Conditional Admission",
        Desc: "With conditional admission, a university makes you an offer on the condition that you first complete an English or academic preparation program (a pathway) lasting one semester to one year; once you reach the required grades, you move straight into the bachelor's or master's program without reapplying. English requirements are usually lower — for example around TOEFL iBT 60 or IELTS 5.5, depending on the school — and some pathway credits count toward your degree.\nThe university issues an I-20 for the pathway program, so you study on an F-1 student visa from day one.",
        Schools: [
          {
            ID: 1,
            Title: "University Pathway Center",
            TitleEn: "University Pathway Center",
            Desc: "Many universities partner with international education providers such as INTO, Shorelight and Kaplan to run pathway centers on campus, offering first-year and pre-master's programs that combine English support with credit-bearing courses. You are part of the university from the first day, with access to campus facilities and classes alongside American students, and you progress directly to your degree once you meet the grade requirements.",
            Img: "/images/guides/usa-pathway-center.svg",
          },
          {
            ID: 2,
            Title: "ESL Program",
            TitleEn: "ESL Program",
            Desc: "University-based intensive English programs are organized by level and run about 18 to 20 hours a week, focusing on academic writing, reading and presentation skills. Many universities accept completion of the highest level in place of a TOEFL or IELTS score, which makes this the most common form of conditional admission; how long you stay depends on your English level when you start.",
            Img: "/images/guides/usa-esl-program.svg",
            facts: checked.esl,
          },
        ],
      },
      SuitableFor: {
        Title: "Who It's For",
        TitleEn: "Who It's For",
        List: [
          {
            ID: 1,
            Item: "Students whose grades meet the requirements but whose TOEFL or IELTS scores are not yet high enough for a direct offer",
          },
          {
            ID: 2,
            Item: "Students who want to get used to American classrooms and academic writing before starting their degree",
          },
          {
            ID: 3,
            Item: "Students who want to secure a university place early instead of spending another year preparing for English tests",
          },
          {
            ID: 4,
            Item: "Students whose previous studies differ a lot from the US curriculum and who would benefit from a transition period",
          },
        ],
      },
      EducationSystem: {
        Title: "The US Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "A conditional admission pathway sits between high school (or college) and the degree program and lasts one semester to one year: an undergraduate pathway leads into the first or second year of a bachelor's degree, and a graduate pathway leads into a master's program.\nFrom there, the structure is the same as for directly admitted students — four years for a bachelor's and one to two years for a master's — built on the same 12 years of school: five of elementary, three of middle school and four of high school.",
        Tips: "Before choosing a pathway, check the grades you need to progress (GPA and English level), whether pathway credits transfer to your degree, and the total length and cost of the program.",
        Education: [
          {
            Title: "US and Philippine School Systems Compared",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "United States",
                Code: "USA",
                List: [enUsa.elementary, enUsa.middle, enUsa.high, enPathway, enUsa.bachelor, enUsa.master],
              },
              { Country: "Philippines", Code: "PH", List: enHomeList },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "Application Process",
    TitleEn: "Application Process",
    Desc: "Start preparing 12 to 18 months before you plan to enroll. The five steps below apply to undergraduate, graduate and conditional admission; always check each school's website for its exact deadlines.",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.admissions,
        Title: "Application Preparation",
        List: [
          "Decide on your degree and field, then build a shortlist of 8 to 12 schools that mixes reach, match and safety options based on your grades and budget",
          "Plan your English test (TOEFL iBT or IELTS): most undergraduate programs ask for around TOEFL 80 or IELTS 6.5, and selective schools ask for more. Some schools waive the test for applicants educated in English, so check each school's policy",
          "For undergraduate study, check whether each school needs the SAT or ACT: many are test-optional, but several top universities require scores again",
          "For graduate study, check whether the GRE or GMAT is required: most business schools ask for one of them, while many STEM programs have made them optional",
          "Note the deadlines: undergraduate Early Decision and Early Action usually close on November 1 or 15 and Regular Decision in early to mid-January, while graduate deadlines cluster between December and February",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.admissions,
        Title: "Document Preparation",
        List: [
          "Request official transcripts and your diploma or certificate of enrollment; if you are still studying, include your latest grades",
          "Ask two or three teachers or supervisors for recommendation letters, and tell them your deadlines early",
          "Write your essays: the Common App personal essay (up to 650 words) plus each school's supplemental essays for undergraduate study, or a statement of purpose and résumé for graduate study",
          "Prepare proof of funds, such as bank certificates for you or your parents, covering at least the first year of tuition and living costs; the school needs this to issue your I-20",
          "If you are applying in art, design or architecture, prepare a portfolio as well",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "Official Application",
        List: [
          "Submit undergraduate applications through the Common App or each school's own portal; graduate applications usually go through each department's online system",
          "Pay the application fee, typically US$50 to US$150 per school, or ask whether you qualify for a fee waiver",
          "Have official TOEFL, SAT, GRE and other scores sent directly to each school through ETS, the College Board or the relevant testing agency",
          "Prepare for interviews if a school or program offers them, especially your self-introduction and your reasons for applying",
          "Log in to each applicant portal regularly to confirm that all your documents have arrived and to catch any requests for missing items",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.admissions,
        Title: "Application Results",
        List: [
          "Early Decision and Early Action results usually come out in mid-December and Regular Decision results in late March to early April; graduate programs send decisions from February to April",
          "You may be admitted, rejected or waitlisted, and early applicants can also be deferred to the Regular Decision round",
          "Compare offers, scholarships and total costs, then confirm your place and pay the enrollment deposit, usually by May 1 for undergraduates; an Early Decision offer is binding, so you must enroll if admitted",
          "After accepting, send the school a copy of your passport and your proof of funds so it can issue your I-20",
          "If your offer is conditional, read the conditions carefully, such as the English level and minimum grades you need to reach",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "Pre-departure Preparation",
        List: [
          "Once you have your I-20, pay the SEVIS I-901 fee online (US$350 for F-1 students) and complete the DS-160 visa application form, then pay the US$185 visa application (MRV) fee",
          "Book your visa interview at the US Embassy in Manila and bring your passport, I-20, SEVIS fee receipt and proof of funds; an F-1 visa can be issued up to 365 days before your program starts, but you can enter the US no earlier than 30 days before the start date",
          "Apply for on-campus housing or arrange off-campus accommodation, and enroll in the school's health insurance plan or show proof of equivalent coverage",
          "Gather your vaccination records and sign up for the international student orientation",
          "After you arrive, check in with the international student office as instructed so that your SEVIS record is activated",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* vi: Tiếng Việt                                                             */
/* -------------------------------------------------------------------------- */

const viUsa = {
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
    ],
  },
  middle: {
    Style: "light",
    ClassName: "Trung học cơ sở",
    ClassNameEn: "Middle School",
    Symbol: "junior",
    Items: [
      { Title: "Lớp 6", TitleEn: "Grade 6" },
      { Title: "Lớp 7", TitleEn: "Grade 7" },
      { Title: "Lớp 8", TitleEn: "Grade 8" },
    ],
  },
  high: {
    Style: "dark",
    ClassName: "Trung học phổ thông",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "Lớp 9", TitleEn: "Grade 9" },
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
      { Title: "Năm nhất", TitleEn: "Freshman" },
      { Title: "Năm hai", TitleEn: "Sophomore" },
      { Title: "Năm ba", TitleEn: "Junior" },
      { Title: "Năm tư", TitleEn: "Senior" },
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
    ClassName: "Trung học cơ sở",
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
    ClassName: "Trung học phổ thông",
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
      { Title: "Năm nhất", TitleEn: "Year 1" },
      { Title: "Năm hai", TitleEn: "Year 2" },
      { Title: "Năm ba", TitleEn: "Year 3" },
      { Title: "Năm tư", TitleEn: "Year 4" },
    ],
  },
  master: {
    Style: "dark",
    ClassName: "Thạc sĩ (2 năm)",
    ClassNameEn: "Master's Degree",
    Symbol: "graduate",
    Items: [
      { Title: "Năm 1", TitleEn: "Year 1" },
      { Title: "Năm 2", TitleEn: "Year 2" },
    ],
  },
} satisfies Record<string, LevelRow>;

const viPathway: DiffRow = {
  Diff: true,
  ClassName: "Chương trình dự bị (nhập học có điều kiện)",
  ClassNameEn: "Pathway / Conditional Admission Program",
  Desc: "Từ một học kỳ đến một năm học tiếng Anh và chuẩn bị học thuật. Khi đạt kết quả theo yêu cầu, sinh viên được chuyển thẳng lên chương trình cử nhân hoặc thạc sĩ mà không phải nộp hồ sơ lại.",
};

const viUsaList = [viUsa.elementary, viUsa.middle, viUsa.high, viUsa.bachelor, viUsa.master];
const viHomeList = [viHome.elementary, viHome.junior, viHome.senior, viHome.bachelor, viHome.master];

const vi: CountryGuide = {
  tableID: 1,
  ID: 1,
  Code: "USA",
  facts: checked.opt,
  Name: "Mỹ",
  NameEn: "United States",
  Desc: "Mỹ là quốc gia có nhiều trường đại học và cao đẳng nhất thế giới, từ đại học nghiên cứu, trường đại học khai phóng đến cao đẳng cộng đồng hệ hai năm. Chương trình cử nhân kéo dài bốn năm và cho phép bạn học các môn đại cương trước khi chọn ngành chính, còn phần lớn chương trình thạc sĩ chỉ mất từ một đến hai năm. Sinh viên tốt nghiệp các ngành STEM còn có thể ở lại Mỹ làm việc tối đa ba năm theo diện OPT.",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Bậc đại học",
      Introduction: {
        Title: "Du học bậc đại học tại Mỹ",
        TitleEn: "Undergraduate Admission",
        Desc: "Chương trình cử nhân tại Mỹ kéo dài bốn năm, thường gồm khoảng 120 tín chỉ; hai năm đầu tập trung vào các môn đại cương và phần lớn sinh viên chỉ chính thức chọn ngành chính vào cuối năm thứ hai. Các trường xét tuyển toàn diện: ngoài kết quả học tập và điểm tiếng Anh, bài luận, hoạt động ngoại khóa và thư giới thiệu cũng được đánh giá rất kỹ.\nThay vì nộp thẳng vào đại học bốn năm, bạn có thể học hai năm đầu tại trường cao đẳng cộng đồng rồi chuyển tiếp lên đại học theo mô hình “2+2”, vừa tiết kiệm học phí vừa dễ đáp ứng điều kiện đầu vào hơn.",
        Schools: [
          {
            ID: 1,
            Title: "Đại học nghiên cứu",
            TitleEn: "Research University",
            Desc: "Đại học nghiên cứu có quy mô lớn, đào tạo đầy đủ các bậc từ cử nhân đến tiến sĩ, với nguồn kinh phí nghiên cứu dồi dào và hệ thống phòng thí nghiệm hiện đại; các trường Ivy League, Stanford hay các đại học công lập hàng đầu của từng bang đều là đại học nghiên cứu. Sinh viên có cơ hội tham gia dự án nghiên cứu cùng giáo sư, nhưng các môn cơ bản ở năm nhất và năm hai thường là những lớp học đông đến vài trăm người.",
            Img: "/images/guides/usa-research-university.svg",
          },
          {
            ID: 2,
            Title: "Trường đại học khai phóng",
            TitleEn: "Liberal Arts College",
            Desc: "Trường đại học khai phóng tập trung vào đào tạo bậc cử nhân, thường chỉ có vài nghìn sinh viên, lớp học nhỏ và sinh viên gắn bó chặt chẽ với giảng viên. Chương trình học trải rộng từ khoa học nhân văn, khoa học xã hội đến khoa học tự nhiên, và sinh viên tốt nghiệp từ những trường hàng đầu như Williams hay Amherst thường rất thành công khi ứng tuyển vào các chương trình sau đại học danh tiếng.",
            Img: "/images/guides/usa-liberal-arts-college.svg",
          },
          {
            ID: 3,
            Title: "Cao đẳng cộng đồng",
            TitleEn: "Community College",
            Desc: "Cao đẳng cộng đồng là trường công lập hệ hai năm, cấp bằng cao đẳng (Associate Degree), học phí thường chỉ bằng một nửa hoặc thấp hơn so với đại học bốn năm, yêu cầu về học lực và tiếng Anh cũng linh hoạt hơn. Nhiều trường có thỏa thuận chuyển tiếp với các đại học công lập trong bang, nên sau hai năm bạn có thể chuyển lên đại học bốn năm để học nốt hai năm cuối theo mô hình “2+2” và nhận bằng cử nhân giống như sinh viên nhập học trực tiếp.",
            Img: "/images/guides/usa-community-college.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Phù hợp với ai",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "Học sinh vừa hoặc sắp tốt nghiệp THPT, muốn hoàn thành chương trình cử nhân bốn năm tại Mỹ" },
          {
            ID: 2,
            Item: "Học sinh chưa xác định rõ ngành học, muốn tìm hiểu nhiều lĩnh vực trước khi chọn ngành chính",
          },
          {
            ID: 3,
            Item: "Học sinh có kết quả học tập ổn định và tích cực tham gia câu lạc bộ, cuộc thi hoặc hoạt động tình nguyện",
          },
          {
            ID: 4,
            Item: "Học sinh có ngân sách hạn chế hoặc chưa đủ điểm tiếng Anh, muốn học cao đẳng cộng đồng trước rồi chuyển tiếp lên đại học",
          },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Mỹ",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Giáo dục phổ thông ở Mỹ kéo dài 12 năm: tiểu học 5 năm (lớp 1–5), trung học cơ sở 3 năm (lớp 6–8) và trung học phổ thông 4 năm (lớp 9–12); cách phân cấp cụ thể có thể khác nhau tùy bang và học khu.\nSau khi tốt nghiệp trung học, học sinh vào đại học bốn năm để lấy bằng cử nhân, hoặc học cao đẳng cộng đồng hai năm để lấy bằng cao đẳng rồi chuyển tiếp.",
        Tips: "Học sinh Việt Nam tốt nghiệp THPT sau 12 năm học, tương đương học sinh Mỹ hoàn thành lớp 12, nên có thể nộp hồ sơ thẳng vào năm nhất đại học tại Mỹ.",
        Education: [
          {
            Title: "So sánh hệ thống giáo dục Mỹ và Việt Nam",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "Mỹ", Code: "USA", List: viUsaList },
              { Country: "Việt Nam", Code: "VN", List: viHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "Sau đại học",
      Introduction: {
        facts: checked.opt,
        Title: "Du học sau đại học tại Mỹ",
        TitleEn: "Graduate Admission",
        Desc: "Phần lớn chương trình thạc sĩ tại Mỹ kéo dài từ một đến hai năm, gồm loại định hướng ứng dụng chủ yếu học theo môn và loại định hướng nghiên cứu có yêu cầu luận văn; chương trình tiến sĩ thường mất từ năm năm trở lên. Hồ sơ do từng khoa xét tuyển riêng, chú trọng điểm trung bình đại học (GPA), bài luận mục tiêu học tập, thư giới thiệu và kinh nghiệm liên quan; một số ngành vẫn yêu cầu điểm GRE hoặc GMAT.\nSinh viên tốt nghiệp ngành STEM được gia hạn thêm 24 tháng ngoài 12 tháng OPT thông thường; đây là một lý do quan trọng khiến nhiều người chọn Mỹ để học sau đại học.",
        Schools: [
          {
            ID: 1,
            Title: "Khối sau đại học của đại học nghiên cứu",
            TitleEn: "Graduate School at a Research University",
            Desc: "Khối sau đại học của các đại học nghiên cứu đào tạo thạc sĩ và tiến sĩ với nhiều hướng nghiên cứu, phòng thí nghiệm và thư viện đồ sộ, phù hợp với người muốn đi sâu vào học thuật hoặc dự định học tiến sĩ. Học viên thạc sĩ giành được vị trí trợ lý nghiên cứu (RA) hoặc trợ giảng (TA) có thể được miễn giảm một phần học phí và nhận trợ cấp sinh hoạt, dù các vị trí này thường ưu tiên nghiên cứu sinh tiến sĩ.",
            Img: "/images/guides/usa-graduate-school.svg",
          },
          {
            ID: 2,
            Title: "Trường chuyên ngành (kinh doanh, luật…)",
            TitleEn: "Professional School",
            Desc: "Các trường chuyên ngành đào tạo cho những nghề nghiệp cụ thể, phổ biến nhất là trường kinh doanh (MBA và các chương trình thạc sĩ chuyên sâu về kinh doanh) và trường luật (JD, LLM), bên cạnh các trường chính sách công, y tế công cộng hay kiến trúc. Chương trình MBA thường kéo dài hai năm và coi trọng kinh nghiệm làm việc, còn LLM là chương trình thạc sĩ một năm dành riêng cho người đã học luật ở nước ngoài.",
            Img: "/images/guides/usa-professional-school.svg",
          },
          {
            ID: 3,
            Title: "Đại học bang định hướng giảng dạy",
            TitleEn: "Comprehensive University",
            Desc: "Nhóm trường này tập trung vào giảng dạy, đào tạo cử nhân và thạc sĩ nhưng có ít chương trình tiến sĩ; tiêu biểu là các cơ sở thuộc hệ thống Đại học Bang California (California State University). Học phí thường thấp hơn các đại học nghiên cứu danh tiếng, chương trình thạc sĩ thiên về thực hành và việc làm, yêu cầu đầu vào cũng linh hoạt hơn.",
            Img: "/images/guides/usa-comprehensive-university.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "Phù hợp với ai",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "Sinh viên đã hoặc sắp tốt nghiệp cử nhân, muốn học chuyên sâu trong lĩnh vực của mình" },
          { ID: 2, Item: "Người đi làm muốn lấy bằng thạc sĩ trong một đến hai năm để nâng cao năng lực cạnh tranh" },
          { ID: 3, Item: "Người dự định học tiến sĩ hoặc theo đuổi con đường nghiên cứu" },
          {
            ID: 4,
            Item: "Sinh viên ngành STEM mong muốn tích lũy kinh nghiệm làm việc tại Mỹ qua OPT sau khi tốt nghiệp",
          },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Mỹ",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Sau 12 năm giáo dục phổ thông (tiểu học 5 năm, trung học cơ sở 3 năm, trung học phổ thông 4 năm) và bốn năm đại học, sinh viên Mỹ có thể học tiếp lên thạc sĩ hoặc tiến sĩ. Chương trình thạc sĩ thường kéo dài một đến hai năm: một số chương trình học theo môn chỉ cần một năm, còn MBA và thạc sĩ có luận văn thường mất hai năm.",
        Tips: "Bằng cử nhân bốn năm của Việt Nam thường được công nhận tương đương bằng cử nhân của Mỹ, nên bạn có thể nộp hồ sơ thẳng vào chương trình thạc sĩ. Một số trường có thể yêu cầu thẩm định bảng điểm qua các tổ chức như WES.",
        Education: [
          {
            Title: "So sánh hệ thống giáo dục Mỹ và Việt Nam",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "Mỹ", Code: "USA", List: viUsaList },
              { Country: "Việt Nam", Code: "VN", List: viHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 3,
      Name: "Nhập học có điều kiện",
      Introduction: {
        facts: checked.english,
        Title: "Nhập học có điều kiện tại Mỹ",
        TitleEn: "Conditional Admission",
        Desc: "Với hình thức nhập học có điều kiện, trường cấp thư mời nhập học kèm điều kiện bạn phải hoàn thành một chương trình dự bị tiếng Anh hoặc học thuật (pathway) kéo dài từ một học kỳ đến một năm; khi đạt kết quả theo yêu cầu, bạn được chuyển thẳng lên chương trình cử nhân hoặc thạc sĩ mà không phải nộp hồ sơ lại. Yêu cầu tiếng Anh đầu vào thường thấp hơn, chẳng hạn khoảng TOEFL iBT 60 hoặc IELTS 5.5 tùy trường, và tín chỉ của một số chương trình dự bị còn được tính vào bằng chính thức.\nTrường cấp I-20 cho chương trình dự bị, nên bạn học tại Mỹ với thị thực du học F-1 ngay từ đầu.",
        Schools: [
          {
            ID: 1,
            Title: "Trung tâm dự bị tại trường đại học",
            TitleEn: "University Pathway Center",
            Desc: "Nhiều trường đại học hợp tác với các tổ chức giáo dục quốc tế như INTO, Shorelight hay Kaplan để mở trung tâm dự bị ngay trong khuôn viên, cung cấp chương trình dự bị năm nhất hoặc dự bị thạc sĩ kết hợp tăng cường tiếng Anh với các môn học có tín chỉ. Bạn là sinh viên của trường ngay từ ngày đầu, được sử dụng cơ sở vật chất và học cùng sinh viên Mỹ, rồi chuyển thẳng lên chương trình chính khi đạt yêu cầu.",
            Img: "/images/guides/usa-pathway-center.svg",
          },
          {
            ID: 2,
            Title: "Chương trình tiếng Anh (ESL) của trường đại học",
            TitleEn: "ESL Program",
            Desc: "Chương trình tiếng Anh chuyên sâu của các trường đại học được chia theo trình độ, học khoảng 18–20 giờ mỗi tuần, tập trung vào kỹ năng viết học thuật, đọc hiểu và thuyết trình. Nhiều trường chấp nhận việc hoàn thành cấp độ cao nhất thay cho điểm TOEFL hoặc IELTS, nên đây là hình thức nhập học có điều kiện phổ biến nhất. Thời gian học dài hay ngắn tùy vào trình độ tiếng Anh của bạn khi bắt đầu.",
            Img: "/images/guides/usa-esl-program.svg",
            facts: checked.esl,
          },
        ],
      },
      SuitableFor: {
        Title: "Phù hợp với ai",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "Người có học lực đạt yêu cầu nhưng điểm TOEFL hoặc IELTS chưa đủ để được nhận thẳng" },
          {
            ID: 2,
            Item: "Người muốn làm quen với lớp học và cách viết học thuật kiểu Mỹ trước khi vào chương trình chính",
          },
          { ID: 3, Item: "Người muốn sớm có suất nhập học thay vì mất thêm một năm chỉ để luyện thi tiếng Anh" },
          {
            ID: 4,
            Item: "Người có nền tảng học tập khác biệt nhiều so với chương trình của Mỹ, cần một giai đoạn chuyển tiếp",
          },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Mỹ",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Chương trình dự bị của diện nhập học có điều kiện nằm giữa bậc trung học (hoặc đại học) và chương trình cấp bằng, kéo dài từ một học kỳ đến một năm: dự bị đại học dẫn vào năm nhất hoặc năm hai của chương trình cử nhân, còn dự bị thạc sĩ dẫn thẳng vào chương trình thạc sĩ.\nSau đó, cấu trúc giống hệt sinh viên được nhận thẳng: cử nhân 4 năm, thạc sĩ 1–2 năm, trên nền 12 năm phổ thông gồm tiểu học 5 năm, trung học cơ sở 3 năm và trung học phổ thông 4 năm.",
        Tips: "Trước khi chọn chương trình dự bị, hãy kiểm tra điều kiện chuyển lên chương trình chính (GPA và trình độ tiếng Anh), tín chỉ có được công nhận hay không, cùng tổng thời gian và chi phí của chương trình.",
        Education: [
          {
            Title: "So sánh hệ thống giáo dục Mỹ và Việt Nam",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "Mỹ",
                Code: "USA",
                List: [viUsa.elementary, viUsa.middle, viUsa.high, viPathway, viUsa.bachelor, viUsa.master],
              },
              { Country: "Việt Nam", Code: "VN", List: viHomeList },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "Quy trình nộp hồ sơ",
    TitleEn: "Application Process",
    Desc: "Bạn nên bắt đầu chuẩn bị từ 12 đến 18 tháng trước thời điểm dự định nhập học. Năm bước dưới đây áp dụng cho cả bậc đại học, sau đại học và nhập học có điều kiện; hạn chót cụ thể của từng trường vui lòng xem trên trang web chính thức của trường.",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.admissions,
        Title: "Chuẩn bị ứng tuyển",
        List: [
          "Xác định bậc học và ngành học, sau đó lập danh sách 8 đến 12 trường dựa trên học lực và ngân sách, gồm cả trường mơ ước, trường vừa sức và trường an toàn",
          "Lên kế hoạch thi TOEFL iBT hoặc IELTS: đa số chương trình đại học yêu cầu khoảng TOEFL 80 hoặc IELTS 6.5, các trường cạnh tranh cao đòi hỏi nhiều hơn",
          "Với bậc đại học, kiểm tra xem trường có yêu cầu SAT hoặc ACT không: nhiều trường không bắt buộc nộp điểm (test-optional), nhưng một số đại học hàng đầu đã yêu cầu trở lại",
          "Với bậc sau đại học, kiểm tra yêu cầu GRE hoặc GMAT: hầu hết trường kinh doanh yêu cầu một trong hai, trong khi nhiều chương trình STEM đã chuyển sang không bắt buộc",
          "Ghi lại các hạn nộp: vòng nộp sớm Early Decision và Early Action bậc đại học thường vào ngày 1 hoặc 15 tháng 11, vòng thường Regular Decision vào đầu hoặc giữa tháng 1; hạn nộp sau đại học tập trung từ tháng 12 đến tháng 2 năm sau",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.admissions,
        Title: "Chuẩn bị giấy tờ",
        List: [
          "Xin bảng điểm và bằng tốt nghiệp (hoặc giấy xác nhận sinh viên) bản tiếng Anh; nếu đang đi học, nộp kèm kết quả học kỳ gần nhất",
          "Nhờ 2–3 thầy cô hoặc cấp trên viết thư giới thiệu và báo trước hạn nộp cho họ",
          "Viết bài luận: bậc đại học gồm bài luận chính trên Common App (tối đa 650 từ) và các bài luận phụ của từng trường; bậc sau đại học gồm bài luận mục tiêu học tập (Statement of Purpose) và CV",
          "Chuẩn bị hồ sơ chứng minh tài chính như xác nhận số dư tài khoản ngân hàng của bạn hoặc bố mẹ, đủ chi trả học phí và sinh hoạt phí năm đầu; trường dựa vào đây để cấp I-20",
          "Thí sinh ngành nghệ thuật, thiết kế hoặc kiến trúc cần chuẩn bị thêm hồ sơ tác phẩm",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "Nộp hồ sơ chính thức",
        List: [
          "Nộp hồ sơ đại học qua Common App hoặc cổng tuyển sinh riêng của trường; hồ sơ sau đại học thường nộp qua hệ thống trực tuyến của từng khoa",
          "Đóng phí xét hồ sơ, thường từ 50 đến 150 USD mỗi trường, hoặc hỏi trường về khả năng được miễn phí",
          "Yêu cầu ETS, College Board hoặc đơn vị tổ chức thi gửi điểm TOEFL, SAT, GRE… chính thức trực tiếp đến từng trường",
          "Chuẩn bị cho buổi phỏng vấn nếu trường hoặc chương trình có yêu cầu, đặc biệt là phần giới thiệu bản thân và lý do ứng tuyển",
          "Thường xuyên đăng nhập cổng hồ sơ để kiểm tra giấy tờ đã đủ chưa và kịp thời bổ sung khi trường yêu cầu",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.admissions,
        Title: "Kết quả xét tuyển",
        List: [
          "Kết quả vòng nộp sớm thường có vào giữa tháng 12, vòng thường vào cuối tháng 3 đến đầu tháng 4; các chương trình sau đại học thông báo từ tháng 2 đến tháng 4",
          "Kết quả có thể là trúng tuyển, bị từ chối hoặc nằm trong danh sách chờ (waitlist); hồ sơ nộp sớm còn có thể bị hoãn sang xét cùng vòng thường (deferred)",
          "So sánh thư mời, học bổng và tổng chi phí rồi xác nhận nhập học, đóng tiền đặt cọc, với bậc đại học thường trước ngày 1 tháng 5; trúng tuyển vòng Early Decision có tính ràng buộc, bạn bắt buộc phải nhập học",
          "Sau khi xác nhận, gửi cho trường bản sao hộ chiếu và hồ sơ chứng minh tài chính để trường cấp I-20",
          "Nếu nhận thư mời có điều kiện, hãy đọc kỹ các điều kiện trong thư, chẳng hạn trình độ tiếng Anh và điểm tối thiểu cần đạt",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "Chuẩn bị trước khi lên đường",
        List: [
          "Khi có I-20, đóng phí SEVIS I-901 trực tuyến (350 USD đối với sinh viên F-1) và điền đơn xin thị thực DS-160, sau đó đóng phí xin thị thực (MRV) 185 USD",
          "Đặt lịch phỏng vấn tại Đại sứ quán Mỹ ở Hà Nội hoặc Tổng Lãnh sự quán Mỹ tại TP. Hồ Chí Minh, mang theo hộ chiếu, I-20, biên lai phí SEVIS và hồ sơ tài chính; thị thực F-1 có thể được cấp sớm nhất 365 ngày trước ngày khai giảng, nhưng bạn chỉ được nhập cảnh sớm nhất 30 ngày trước ngày khai giảng",
          "Đăng ký ký túc xá hoặc tìm chỗ ở ngoài trường, mua bảo hiểm y tế của trường hoặc chứng minh bạn có bảo hiểm tương đương",
          "Chuẩn bị hồ sơ tiêm chủng và đăng ký tham gia buổi định hướng dành cho sinh viên quốc tế",
          "Khi đến Mỹ, làm thủ tục trình diện tại văn phòng sinh viên quốc tế theo hướng dẫn của trường để kích hoạt hồ sơ SEVIS",
        ],
      },
    ],
  },
};

/* -------------------------------------------------------------------------- */
/* th: ภาษาไทย                                                                */
/* -------------------------------------------------------------------------- */

const thUsa = {
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
    ],
  },
  middle: {
    Style: "light",
    ClassName: "มัธยมศึกษาตอนต้น",
    ClassNameEn: "Middle School",
    Symbol: "junior",
    Items: [
      { Title: "เกรด 6", TitleEn: "Grade 6" },
      { Title: "เกรด 7", TitleEn: "Grade 7" },
      { Title: "เกรด 8", TitleEn: "Grade 8" },
    ],
  },
  high: {
    Style: "dark",
    ClassName: "มัธยมศึกษาตอนปลาย",
    ClassNameEn: "High School",
    Symbol: "senior",
    Items: [
      { Title: "เกรด 9", TitleEn: "Grade 9" },
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
      { Title: "ปี 1", TitleEn: "Freshman" },
      { Title: "ปี 2", TitleEn: "Sophomore" },
      { Title: "ปี 3", TitleEn: "Junior" },
      { Title: "ปี 4", TitleEn: "Senior" },
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
    ClassNameEn: "Lower Secondary (Mattayom 1–3)",
    Symbol: "junior",
    Items: [
      { Title: "ม.1", TitleEn: "Mattayom 1" },
      { Title: "ม.2", TitleEn: "Mattayom 2" },
      { Title: "ม.3", TitleEn: "Mattayom 3" },
    ],
  },
  senior: {
    Style: "dark",
    ClassName: "มัธยมศึกษาตอนปลาย",
    ClassNameEn: "Upper Secondary (Mattayom 4–6)",
    Symbol: "senior",
    Items: [
      { Title: "ม.4", TitleEn: "Mattayom 4" },
      { Title: "ม.5", TitleEn: "Mattayom 5" },
      { Title: "ม.6", TitleEn: "Mattayom 6" },
    ],
  },
  bachelor: {
    Style: "light",
    ClassName: "ปริญญาตรี (4 ปี)",
    ClassNameEn: "Bachelor's Degree",
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
    ClassNameEn: "Master's Degree",
    Symbol: "graduate",
    Items: [
      { Title: "ปี 1", TitleEn: "Year 1" },
      { Title: "ปี 2", TitleEn: "Year 2" },
    ],
  },
} satisfies Record<string, LevelRow>;

const thPathway: DiffRow = {
  Diff: true,
  ClassName: "หลักสูตรเตรียมความพร้อม (การรับเข้าแบบมีเงื่อนไข)",
  ClassNameEn: "Pathway / Conditional Admission Program",
  Desc: "หลักสูตรภาษาอังกฤษและการเตรียมความพร้อมด้านวิชาการ ใช้เวลาตั้งแต่หนึ่งภาคการศึกษาถึงหนึ่งปี เมื่อผลการเรียนถึงเกณฑ์ก็เข้าเรียนปริญญาตรีหรือปริญญาโทได้ทันทีโดยไม่ต้องสมัครใหม่",
};

const thUsaList = [thUsa.elementary, thUsa.middle, thUsa.high, thUsa.bachelor, thUsa.master];
const thHomeList = [thHome.elementary, thHome.junior, thHome.senior, thHome.bachelor, thHome.master];

const th: CountryGuide = {
  tableID: 1,
  ID: 1,
  Code: "USA",
  facts: checked.opt,
  Name: "สหรัฐอเมริกา",
  NameEn: "United States",
  Desc: "สหรัฐอเมริกามีสถาบันอุดมศึกษามากที่สุดในโลก ตั้งแต่มหาวิทยาลัยวิจัยและวิทยาลัยศิลปศาสตร์ ไปจนถึงวิทยาลัยชุมชนหลักสูตรสองปี ปริญญาตรีใช้เวลาเรียนสี่ปีและเปิดโอกาสให้เรียนวิชาศึกษาทั่วไปก่อนเลือกวิชาเอก ส่วนปริญญาโทส่วนใหญ่ใช้เวลาหนึ่งถึงสองปี ผู้จบการศึกษาสาขาสะเต็ม (วิทยาศาสตร์ เทคโนโลยี วิศวกรรมศาสตร์ และคณิตศาสตร์) ยังทำงานในสหรัฐฯ ต่อได้สูงสุดสามปีผ่านสิทธิ์ OPT",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "ปริญญาตรี",
      Introduction: {
        Title: "เรียนต่อปริญญาตรีในสหรัฐอเมริกา",
        TitleEn: "Undergraduate Admission",
        Desc: "ปริญญาตรีในสหรัฐอเมริกาใช้เวลาเรียนสี่ปี โดยทั่วไปต้องเรียนประมาณ 120 หน่วยกิต สองปีแรกเน้นวิชาศึกษาทั่วไป และนักศึกษาส่วนใหญ่จะเลือกวิชาเอกอย่างเป็นทางการภายในปลายปีที่สอง การพิจารณารับเข้าเป็นแบบองค์รวม นอกจากผลการเรียนและคะแนนภาษาอังกฤษแล้ว มหาวิทยาลัยยังให้ความสำคัญกับเรียงความ กิจกรรมนอกหลักสูตร และจดหมายแนะนำ\nนอกจากสมัครเข้ามหาวิทยาลัยสี่ปีโดยตรง ยังเลือกเริ่มเรียนที่วิทยาลัยชุมชนสองปีแล้วโอนย้ายไปเรียนต่อที่มหาวิทยาลัยจนจบตามรูปแบบ “2+2” ได้ ซึ่งช่วยประหยัดค่าเล่าเรียนและมีเกณฑ์รับเข้าที่ไม่สูงมาก",
        Schools: [
          {
            ID: 1,
            Title: "มหาวิทยาลัยวิจัย",
            TitleEn: "Research University",
            Desc: "มหาวิทยาลัยวิจัยเป็นสถาบันขนาดใหญ่ที่เปิดสอนตั้งแต่ปริญญาตรีจนถึงปริญญาเอก มีงบประมาณวิจัยสูงและห้องปฏิบัติการทันสมัย มหาวิทยาลัยกลุ่มไอวีลีก มหาวิทยาลัยสแตนฟอร์ด และมหาวิทยาลัยของรัฐที่เป็นสถาบันหลักของแต่ละรัฐล้วนอยู่ในกลุ่มนี้ นักศึกษาปริญญาตรีมีโอกาสร่วมโครงการวิจัยกับอาจารย์ แต่วิชาพื้นฐานในปีหนึ่งและปีสองมักเป็นห้องเรียนขนาดใหญ่หลายร้อยคน",
            Img: "/images/guides/usa-research-university.svg",
          },
          {
            ID: 2,
            Title: "วิทยาลัยศิลปศาสตร์",
            TitleEn: "Liberal Arts College",
            Desc: "วิทยาลัยศิลปศาสตร์มุ่งเน้นการสอนระดับปริญญาตรี มีนักศึกษาเพียงไม่กี่พันคน ห้องเรียนขนาดเล็ก และนักศึกษาได้ใกล้ชิดกับอาจารย์ หลักสูตรครอบคลุมทั้งมนุษยศาสตร์ สังคมศาสตร์ และวิทยาศาสตร์ ผู้จบการศึกษาจากวิทยาลัยชั้นนำอย่างวิลเลียมส์และแอมเฮิร์สต์มักประสบความสำเร็จในการสมัครเรียนต่อระดับบัณฑิตศึกษาในสถาบันชั้นนำ",
            Img: "/images/guides/usa-liberal-arts-college.svg",
          },
          {
            ID: 3,
            Title: "วิทยาลัยชุมชน",
            TitleEn: "Community College",
            Desc: "วิทยาลัยชุมชนเป็นสถาบันของรัฐหลักสูตรสองปีที่มอบอนุปริญญา ค่าเล่าเรียนมักเพียงครึ่งหนึ่งหรือน้อยกว่าของมหาวิทยาลัยสี่ปี และมีเกณฑ์ด้านผลการเรียนและภาษาอังกฤษที่ยืดหยุ่นกว่า หลายแห่งมีข้อตกลงการโอนย้ายกับมหาวิทยาลัยของรัฐในรัฐเดียวกัน เมื่อเรียนครบสองปีจึงย้ายไปเรียนอีกสองปีที่มหาวิทยาลัยสี่ปีตามรูปแบบ “2+2” และได้รับปริญญาตรีเช่นเดียวกับผู้ที่เข้าเรียนโดยตรง",
            Img: "/images/guides/usa-community-college.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "เหมาะสำหรับ",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "นักเรียนที่จบหรือกำลังจะจบมัธยมศึกษาตอนปลาย และต้องการเรียนปริญญาตรีสี่ปีในสหรัฐอเมริกา" },
          { ID: 2, Item: "นักเรียนที่ยังไม่แน่ใจเรื่องสาขาวิชา และอยากลองเรียนหลายด้านก่อนเลือกวิชาเอก" },
          { ID: 3, Item: "นักเรียนที่มีผลการเรียนสม่ำเสมอ และทำกิจกรรมชมรม การแข่งขัน หรืองานอาสาสมัครอย่างต่อเนื่อง" },
          { ID: 4, Item: "นักเรียนที่มีงบประมาณจำกัดหรือคะแนนภาษาอังกฤษยังไม่ถึงเกณฑ์ และสนใจเริ่มเรียนที่วิทยาลัยชุมชนก่อนโอนย้าย" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของสหรัฐอเมริกา",
        TitleEn: "Education System",
        Style: "default",
        Desc: "การศึกษาขั้นพื้นฐานของสหรัฐอเมริกามีทั้งหมด 12 ปี ได้แก่ ประถมศึกษา 5 ปี (เกรด 1–5) มัธยมศึกษาตอนต้น 3 ปี (เกรด 6–8) และมัธยมศึกษาตอนปลาย 4 ปี (เกรด 9–12) ทั้งนี้การแบ่งช่วงชั้นอาจแตกต่างกันไปตามรัฐและเขตการศึกษา\nหลังจบมัธยมปลาย นักเรียนเข้าเรียนปริญญาตรีที่มหาวิทยาลัยสี่ปี หรือเรียนอนุปริญญาที่วิทยาลัยชุมชนสองปีแล้วจึงโอนย้าย",
        Tips: "นักเรียนไทยที่จบชั้น ม.6 ผ่านการศึกษามาครบ 12 ปีเท่ากับนักเรียนอเมริกันที่จบเกรด 12 จึงสมัครเข้าเรียนปริญญาตรีปีหนึ่งในสหรัฐฯ ได้โดยตรง",
        Education: [
          {
            Title: "เปรียบเทียบระบบการศึกษาสหรัฐอเมริกาและไทย",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "สหรัฐอเมริกา", Code: "USA", List: thUsaList },
              { Country: "ไทย", Code: "TH", List: thHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "ปริญญาโท",
      Introduction: {
        facts: checked.opt,
        Title: "เรียนต่อปริญญาโทในสหรัฐอเมริกา",
        TitleEn: "Graduate Admission",
        Desc: "หลักสูตรปริญญาโทในสหรัฐอเมริกาส่วนใหญ่ใช้เวลาหนึ่งถึงสองปี มีทั้งแบบเน้นรายวิชาเพื่อนำไปใช้ในวิชาชีพและแบบเน้นการวิจัยที่ต้องทำวิทยานิพนธ์ ส่วนปริญญาเอกมักใช้เวลาห้าปีขึ้นไป แต่ละภาควิชาพิจารณาใบสมัครเอง โดยดูเกรดเฉลี่ยระดับปริญญาตรี เรียงความแสดงเป้าหมายการศึกษา จดหมายแนะนำ และประสบการณ์ที่เกี่ยวข้อง บางสาขายังกำหนดให้ส่งคะแนน GRE หรือ GMAT\nผู้จบการศึกษาสาขาสะเต็มขยายสิทธิ์ OPT ได้อีก 24 เดือนต่อจาก 12 เดือนปกติ ซึ่งเป็นเหตุผลสำคัญที่หลายคนเลือกเรียนต่อปริญญาโทในสหรัฐฯ",
        Schools: [
          {
            ID: 1,
            Title: "บัณฑิตวิทยาลัยของมหาวิทยาลัยวิจัย",
            TitleEn: "Graduate School at a Research University",
            Desc: "บัณฑิตวิทยาลัยของมหาวิทยาลัยวิจัยเปิดสอนทั้งปริญญาโทและปริญญาเอกในหลากหลายสาขาการวิจัย มีห้องปฏิบัติการและห้องสมุดครบครัน เหมาะกับผู้ที่ต้องการลงลึกด้านวิชาการหรือวางแผนเรียนต่อปริญญาเอก นักศึกษาปริญญาโทที่ได้ตำแหน่งผู้ช่วยวิจัยหรือผู้ช่วยสอนอาจได้รับการลดหย่อนค่าเล่าเรียนบางส่วนพร้อมเงินช่วยเหลือค่าครองชีพ แต่ตำแหน่งเหล่านี้มักให้สิทธิ์นักศึกษาปริญญาเอกก่อน",
            Img: "/images/guides/usa-graduate-school.svg",
          },
          {
            ID: 2,
            Title: "สถาบันวิชาชีพเฉพาะทาง (บริหารธุรกิจ กฎหมาย ฯลฯ)",
            TitleEn: "Professional School",
            Desc: "สถาบันวิชาชีพเฉพาะทางมุ่งผลิตบุคลากรสำหรับอาชีพเฉพาะ ที่พบมากที่สุดคือคณะบริหารธุรกิจ (หลักสูตร MBA และปริญญาโทด้านธุรกิจเฉพาะสาขา) และคณะนิติศาสตร์ (หลักสูตร JD และ LL.M.) นอกจากนี้ยังมีด้านนโยบายสาธารณะ สาธารณสุข และสถาปัตยกรรม หลักสูตร MBA มักใช้เวลาสองปีและให้ความสำคัญกับประสบการณ์การทำงาน ส่วน LL.M. เป็นปริญญาโทหนึ่งปีที่ออกแบบมาสำหรับผู้ที่เรียนกฎหมายมาจากต่างประเทศ",
            Img: "/images/guides/usa-professional-school.svg",
          },
          {
            ID: 3,
            Title: "มหาวิทยาลัยของรัฐที่เน้นการสอน",
            TitleEn: "Comprehensive University",
            Desc: "มหาวิทยาลัยกลุ่มนี้เน้นการเรียนการสอน เปิดหลักสูตรปริญญาตรีและปริญญาโท แต่มีปริญญาเอกไม่มากนัก ตัวอย่างที่รู้จักกันดีคือวิทยาเขตต่าง ๆ ในระบบมหาวิทยาลัยแห่งรัฐแคลิฟอร์เนีย ค่าเล่าเรียนมักต่ำกว่ามหาวิทยาลัยวิจัยชื่อดัง หลักสูตรปริญญาโทเน้นการปฏิบัติและการทำงาน และมีเกณฑ์รับเข้าที่ยืดหยุ่นกว่า",
            Img: "/images/guides/usa-comprehensive-university.svg",
          },
        ],
      },
      SuitableFor: {
        Title: "เหมาะสำหรับ",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "ผู้ที่จบหรือกำลังจะจบปริญญาตรี และต้องการศึกษาเชิงลึกในสาขาของตน" },
          { ID: 2, Item: "คนทำงานที่ต้องการปริญญาโทภายในหนึ่งถึงสองปีเพื่อเพิ่มโอกาสก้าวหน้าในอาชีพ" },
          { ID: 3, Item: "ผู้ที่วางแผนเรียนต่อปริญญาเอกหรือทำงานสายวิชาการ" },
          { ID: 4, Item: "นักศึกษาสายสะเต็มที่อยากสะสมประสบการณ์ทำงานในสหรัฐฯ ผ่านสิทธิ์ OPT หลังเรียนจบ" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของสหรัฐอเมริกา",
        TitleEn: "Education System",
        Style: "default",
        Desc: "หลังจบการศึกษาขั้นพื้นฐาน 12 ปี (ประถมศึกษา 5 ปี มัธยมต้น 3 ปี และมัธยมปลาย 4 ปี) และปริญญาตรีสี่ปี นักศึกษาอเมริกันสามารถเรียนต่อปริญญาโทหรือปริญญาเอก หลักสูตรปริญญาโทมักใช้เวลาหนึ่งถึงสองปี บางหลักสูตรที่เน้นรายวิชาจบได้ในหนึ่งปี ส่วนหลักสูตร MBA และปริญญาโทแบบทำวิทยานิพนธ์มักใช้เวลาสองปี",
        Tips: "ปริญญาตรีสี่ปีของไทยโดยทั่วไปได้รับการยอมรับว่าเทียบเท่าปริญญาตรีของสหรัฐฯ จึงสมัครเรียนปริญญาโทได้โดยตรง บางมหาวิทยาลัยอาจขอให้ประเมินใบแสดงผลการเรียนผ่านหน่วยงานอย่าง WES",
        Education: [
          {
            Title: "เปรียบเทียบระบบการศึกษาสหรัฐอเมริกาและไทย",
            Type: "university",
            ShowTitle: true,
            Compares: [
              { Country: "สหรัฐอเมริกา", Code: "USA", List: thUsaList },
              { Country: "ไทย", Code: "TH", List: thHomeList },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 3,
      Name: "การรับเข้าแบบมีเงื่อนไข",
      Introduction: {
        facts: checked.english,
        Title: "การรับเข้าแบบมีเงื่อนไขในสหรัฐอเมริกา",
        TitleEn: "Conditional Admission",
        Desc: "การรับเข้าแบบมีเงื่อนไขคือการที่มหาวิทยาลัยออกจดหมายตอบรับโดยมีเงื่อนไขว่าต้องเรียนหลักสูตรเตรียมความพร้อมด้านภาษาอังกฤษหรือวิชาการให้จบก่อน ซึ่งใช้เวลาตั้งแต่หนึ่งภาคการศึกษาถึงหนึ่งปี เมื่อผลการเรียนถึงเกณฑ์ก็เข้าเรียนปริญญาตรีหรือปริญญาโทได้ทันทีโดยไม่ต้องสมัครใหม่ เกณฑ์ภาษาอังกฤษมักต่ำกว่าการรับเข้าปกติ เช่น TOEFL iBT ประมาณ 60 หรือ IELTS 5.5 ขึ้นอยู่กับแต่ละสถาบัน และบางหลักสูตรยังนับหน่วยกิตเข้าสู่ปริญญาได้ด้วย\nมหาวิทยาลัยจะออก I-20 สำหรับหลักสูตรเตรียมความพร้อม นักศึกษาจึงถือวีซ่านักเรียน F-1 ได้ตั้งแต่วันแรกที่เริ่มเรียน",
        Schools: [
          {
            ID: 1,
            Title: "ศูนย์เตรียมความพร้อมในมหาวิทยาลัย",
            TitleEn: "University Pathway Center",
            Desc: "มหาวิทยาลัยหลายแห่งร่วมมือกับองค์กรการศึกษานานาชาติ เช่น INTO, Shorelight และ Kaplan เปิดศูนย์เตรียมความพร้อมภายในวิทยาเขต มีทั้งหลักสูตรสำหรับปีหนึ่งและหลักสูตรเตรียมปริญญาโท ซึ่งผสานการเรียนภาษาอังกฤษเข้ากับรายวิชาที่นับหน่วยกิต นักศึกษาเป็นส่วนหนึ่งของมหาวิทยาลัยตั้งแต่วันแรก ใช้สิ่งอำนวยความสะดวกและเรียนร่วมกับนักศึกษาอเมริกันได้ และเข้าสู่หลักสูตรปริญญาทันทีเมื่อผลการเรียนถึงเกณฑ์",
            Img: "/images/guides/usa-pathway-center.svg",
          },
          {
            ID: 2,
            Title: "หลักสูตรภาษาอังกฤษเข้มข้นของมหาวิทยาลัย",
            TitleEn: "ESL Program",
            Desc: "หลักสูตรภาษาอังกฤษแบบเข้มข้นของมหาวิทยาลัยแบ่งเป็นระดับตามพื้นฐานของผู้เรียน เรียนประมาณ 18–20 ชั่วโมงต่อสัปดาห์ เน้นการเขียนเชิงวิชาการ การอ่าน และการนำเสนอ มหาวิทยาลัยหลายแห่งยอมรับการเรียนจบระดับสูงสุดแทนคะแนน TOEFL หรือ IELTS ซึ่งเป็นรูปแบบการรับเข้าแบบมีเงื่อนไขที่พบบ่อยที่สุด ส่วนระยะเวลาเรียนขึ้นอยู่กับระดับภาษาอังกฤษเมื่อเริ่มเรียน",
            Img: "/images/guides/usa-esl-program.svg",
            facts: checked.esl,
          },
        ],
      },
      SuitableFor: {
        Title: "เหมาะสำหรับ",
        TitleEn: "Who It's For",
        List: [
          { ID: 1, Item: "ผู้ที่มีผลการเรียนตามเกณฑ์ แต่คะแนน TOEFL หรือ IELTS ยังไม่ถึงระดับที่จะได้รับการตอบรับโดยตรง" },
          { ID: 2, Item: "ผู้ที่อยากปรับตัวกับห้องเรียนและการเขียนเชิงวิชาการแบบอเมริกันก่อนเริ่มหลักสูตรปริญญา" },
          { ID: 3, Item: "ผู้ที่ต้องการได้ที่เรียนเร็วขึ้น แทนที่จะใช้เวลาอีกหนึ่งปีเพื่อเตรียมสอบภาษาอังกฤษอย่างเดียว" },
          { ID: 4, Item: "ผู้ที่มีพื้นฐานการเรียนแตกต่างจากระบบอเมริกันมากและต้องการช่วงปรับพื้นฐาน" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของสหรัฐอเมริกา",
        TitleEn: "Education System",
        Style: "default",
        Desc: "หลักสูตรเตรียมความพร้อมของการรับเข้าแบบมีเงื่อนไขอยู่ระหว่างมัธยมปลาย (หรือปริญญาตรี) กับหลักสูตรปริญญา ใช้เวลาหนึ่งภาคการศึกษาถึงหนึ่งปี ผู้ที่จบหลักสูตรเตรียมระดับปริญญาตรีจะเข้าเรียนปีหนึ่งหรือปีสอง ส่วนหลักสูตรเตรียมระดับบัณฑิตศึกษาจะต่อเข้าสู่ปริญญาโท\nหลังจากนั้นโครงสร้างเหมือนผู้ที่ได้รับการตอบรับโดยตรง คือปริญญาตรี 4 ปีและปริญญาโท 1–2 ปี ต่อจากการศึกษาขั้นพื้นฐาน 12 ปีที่แบ่งเป็นประถมศึกษา 5 ปี มัธยมต้น 3 ปี และมัธยมปลาย 4 ปี",
        Tips: "ก่อนเลือกหลักสูตรเตรียมความพร้อม ควรตรวจสอบเกณฑ์ที่ต้องผ่านเพื่อเข้าหลักสูตรปริญญา (เกรดเฉลี่ยและระดับภาษาอังกฤษ) การโอนหน่วยกิต ตลอดจนระยะเวลาและค่าใช้จ่ายทั้งหมดของหลักสูตร",
        Education: [
          {
            Title: "เปรียบเทียบระบบการศึกษาสหรัฐอเมริกาและไทย",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "สหรัฐอเมริกา",
                Code: "USA",
                List: [thUsa.elementary, thUsa.middle, thUsa.high, thPathway, thUsa.bachelor, thUsa.master],
              },
              { Country: "ไทย", Code: "TH", List: thHomeList },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "ขั้นตอนการสมัคร",
    TitleEn: "Application Process",
    Desc: "ควรเริ่มเตรียมตัวล่วงหน้า 12–18 เดือนก่อนกำหนดเข้าเรียน ห้าขั้นตอนต่อไปนี้ใช้ได้ทั้งการสมัครปริญญาตรี ปริญญาโท และการรับเข้าแบบมีเงื่อนไข โปรดตรวจสอบวันปิดรับสมัครที่แน่นอนจากเว็บไซต์ของแต่ละสถาบัน",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.admissions,
        Title: "เตรียมตัวสมัคร",
        List: [
          "กำหนดระดับการศึกษาและสาขาที่ต้องการ แล้วคัดเลือกสถาบัน 8–12 แห่งตามผลการเรียนและงบประมาณ โดยมีทั้งกลุ่มที่ท้าทาย กลุ่มที่เหมาะกับคุณสมบัติ และกลุ่มที่มีโอกาสได้รับการตอบรับสูง",
          "วางแผนสอบ TOEFL iBT หรือ IELTS โดยระดับปริญญาตรีส่วนใหญ่กำหนดประมาณ TOEFL 80 หรือ IELTS 6.5 และสถาบันที่มีการแข่งขันสูงกำหนดสูงกว่านั้น",
          "ผู้สมัครปริญญาตรีควรตรวจสอบว่าต้องใช้คะแนน SAT หรือ ACT หรือไม่ มหาวิทยาลัยจำนวนมากไม่บังคับส่งคะแนน แต่มหาวิทยาลัยชั้นนำบางแห่งกลับมากำหนดให้ส่งอีกครั้ง",
          "ผู้สมัครปริญญาโทควรตรวจสอบว่าต้องใช้ GRE หรือ GMAT หรือไม่ คณะบริหารธุรกิจส่วนใหญ่กำหนดให้ส่งอย่างใดอย่างหนึ่ง ขณะที่หลายหลักสูตรสายสะเต็มไม่บังคับแล้ว",
          "จดวันปิดรับสมัครไว้ให้ครบ ระดับปริญญาตรีรอบสมัครล่วงหน้า (ทั้งแบบผูกมัดและไม่ผูกมัด) มักปิดวันที่ 1 หรือ 15 พฤศจิกายน รอบปกติมักปิดช่วงต้นถึงกลางเดือนมกราคม ส่วนปริญญาโทมักปิดระหว่างเดือนธันวาคมถึงกุมภาพันธ์",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.admissions,
        Title: "เตรียมเอกสาร",
        List: [
          "ขอใบแสดงผลการเรียนและใบรับรองการสำเร็จการศึกษา (หรือหนังสือรับรองสถานภาพนักศึกษา) ฉบับภาษาอังกฤษ ผู้ที่ยังเรียนอยู่ให้แนบผลการเรียนภาคล่าสุด",
          "ขอให้อาจารย์หรือหัวหน้างาน 2–3 ท่านเขียนจดหมายแนะนำ และแจ้งกำหนดส่งให้ทราบล่วงหน้า",
          "เขียนเรียงความ ระดับปริญญาตรีประกอบด้วยเรียงความหลักบน Common App (ไม่เกิน 650 คำ) และเรียงความเพิ่มเติมของแต่ละสถาบัน ส่วนระดับปริญญาโทคือเรียงความแสดงเป้าหมายการศึกษาและประวัติย่อ",
          "เตรียมหลักฐานทางการเงิน เช่น หนังสือรับรองยอดเงินในบัญชีของผู้สมัครหรือผู้ปกครอง ให้ครอบคลุมค่าเล่าเรียนและค่าครองชีพปีแรก มหาวิทยาลัยใช้เอกสารนี้ในการออก I-20",
          "ผู้สมัครสาขาศิลปะ การออกแบบ และสถาปัตยกรรม ต้องเตรียมแฟ้มสะสมผลงานด้วย",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.fees,
        Title: "ยื่นใบสมัคร",
        List: [
          "ระดับปริญญาตรีสมัครผ่าน Common App หรือระบบรับสมัครของมหาวิทยาลัยโดยตรง ส่วนปริญญาโทมักสมัครผ่านระบบออนไลน์ของแต่ละภาควิชา",
          "ชำระค่าสมัครประมาณ 50–150 ดอลลาร์สหรัฐต่อแห่ง หรือสอบถามสิทธิ์ยกเว้นค่าสมัคร",
          "ส่งคะแนน TOEFL, SAT, GRE และคะแนนอื่น ๆ ฉบับทางการผ่าน ETS, College Board หรือหน่วยงานจัดสอบไปยังแต่ละสถาบันโดยตรง",
          "เตรียมตัวสัมภาษณ์หากสถาบันหรือหลักสูตรกำหนด โดยเฉพาะการแนะนำตัวและเหตุผลในการสมัคร",
          "เข้าระบบรับสมัครเป็นประจำเพื่อตรวจสอบว่าเอกสารครบถ้วน และส่งเอกสารเพิ่มเติมทันทีเมื่อได้รับแจ้ง",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.admissions,
        Title: "ผลการสมัคร",
        List: [
          "รอบสมัครล่วงหน้ามักประกาศผลกลางเดือนธันวาคม รอบปกติประกาศปลายเดือนมีนาคมถึงต้นเดือนเมษายน ส่วนปริญญาโททยอยแจ้งผลระหว่างเดือนกุมภาพันธ์ถึงเมษายน",
          "ผลที่ได้อาจเป็นการตอบรับ การปฏิเสธ หรือการอยู่ในรายชื่อสำรอง ส่วนผู้สมัครรอบล่วงหน้าอาจถูกเลื่อนไปพิจารณาพร้อมรอบปกติ",
          "เปรียบเทียบข้อเสนอ ทุนการศึกษา และค่าใช้จ่ายทั้งหมด แล้วยืนยันการเข้าเรียนพร้อมชำระเงินมัดจำ ระดับปริญญาตรีมักต้องยืนยันภายในวันที่ 1 พฤษภาคม หากได้รับการตอบรับในรอบสมัครล่วงหน้าแบบผูกมัดต้องเข้าเรียนที่สถาบันนั้น",
          "หลังยืนยันแล้ว ส่งสำเนาหนังสือเดินทางและหลักฐานทางการเงินให้มหาวิทยาลัยเพื่อออก I-20",
          "หากได้รับการตอบรับแบบมีเงื่อนไข ให้อ่านเงื่อนไขในจดหมายอย่างละเอียด เช่น ระดับภาษาอังกฤษและผลการเรียนขั้นต่ำที่ต้องผ่าน",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "เตรียมตัวก่อนเดินทาง",
        List: [
          "เมื่อได้รับ I-20 แล้ว ให้ชำระค่าธรรมเนียม SEVIS I-901 ทางออนไลน์ (350 ดอลลาร์สหรัฐสำหรับนักเรียน F-1) และกรอกแบบฟอร์มขอวีซ่า DS-160 จากนั้นชำระค่าธรรมเนียมการยื่นขอวีซ่า (MRV) 185 ดอลลาร์สหรัฐ",
          "นัดหมายสัมภาษณ์วีซ่าที่สถานเอกอัครราชทูตสหรัฐฯ ประจำประเทศไทย พร้อมนำหนังสือเดินทาง แบบฟอร์ม I-20 ใบเสร็จค่าธรรมเนียม SEVIS และหลักฐานทางการเงินไปด้วย วีซ่า F-1 ออกได้เร็วสุด 365 วันก่อนวันเปิดภาคเรียน แต่เดินทางเข้าสหรัฐฯ ได้เร็วสุด 30 วันก่อนวันเปิดภาคเรียน",
          "สมัครหอพักในมหาวิทยาลัยหรือหาที่พักภายนอก และซื้อประกันสุขภาพของมหาวิทยาลัยหรือแสดงหลักฐานประกันที่คุ้มครองเทียบเท่า",
          "เตรียมประวัติการฉีดวัคซีน และลงทะเบียนเข้าร่วมการปฐมนิเทศนักศึกษาต่างชาติ",
          "เมื่อเดินทางถึงสหรัฐฯ ให้รายงานตัวกับสำนักงานนักศึกษาต่างชาติตามที่มหาวิทยาลัยกำหนด เพื่อยืนยันสถานะในระบบ SEVIS",
        ],
      },
    ],
  },
};

export const usaGuide: GuideSet = { tw, cn, en, vi, th };
