import type { CheckedFacts, CountryGuide, GuideSet } from "../guide-types";

/**
 * UK country study guide (tableID 2, ID 2).
 * Enrollment 1 = undergraduate (UCAS), 2 = postgraduate taught master's.
 * The grade comparison follows the system in England; the home side is TW/CN/PH/VN/TH by locale.
 * Level symbols: academy (primary/elementary), gcse (UK secondary, Years 7-11), junior (home lower
 * secondary), senior (sixth form / senior high), bachelor, graduate (master's). The foundation year
 * is a Diff row on the UK side only, between sixth form and bachelor's.
 * Fees, visa amounts and UCAS dates change yearly: every block that states one carries `facts`
 * (checked date + official sources); UCAS deadline years are placeholders filled in for the day
 * the page is rendered (see guide-years.ts), never a fixed year.
 */

const checkedOn = "2026-11-26";
const source = {
  ucas: { name: "UCAS: Applying to university", url: "https://www.ucas.com/undergraduate/applying-to-university" },
  english: {
    name: "GOV.UK: Student visa – knowledge of English",
    url: "https://www.gov.uk/student-visa/knowledge-of-english",
  },
  graduateVisa: { name: "GOV.UK: Graduate visa", url: "https://www.gov.uk/graduate-visa" },
  atas: {
    name: "GOV.UK: Academic Technology Approval Scheme (ATAS)",
    url: "https://www.gov.uk/guidance/academic-technology-approval-scheme",
  },
  family: { name: "GOV.UK: Student visa – family members", url: "https://www.gov.uk/student-visa/family-members" },
  chevening: { name: "Chevening Scholarships", url: "https://www.chevening.org/scholarships/" },
  studentVisa: { name: "GOV.UK: Student visa", url: "https://www.gov.uk/student-visa" },
  money: { name: "GOV.UK: Student visa – money you need", url: "https://www.gov.uk/student-visa/money" },
  tb: { name: "GOV.UK: Tuberculosis tests for visa applicants", url: "https://www.gov.uk/tb-test-visa" },
};

/** The same checks stand behind every locale's text. */
const checked = {
  /** English test scores for foundation and undergraduate study. */
  english: { checkedOn, sources: [source.english] },
  /** Master's English scores and the Graduate visa length (cut to 18 months from 1 January 2027). */
  graduate: { checkedOn, sources: [source.english, source.graduateVisa] },
  /** ATAS and the rule on dependants for taught master's students. */
  postgraduate: { checkedOn, sources: [source.atas, source.family] },
  /** Step 1: English scores, Chevening's closing season. */
  prepare: { checkedOn, sources: [source.english, source.chevening] },
  /** Steps 2–4: UCAS personal statement, deadlines, Extra. */
  ucas: { checkedOn, sources: [source.ucas] },
  /** Step 5: visa timing, maintenance funds, visa fee, IHS, TB test. */
  visa: { checkedOn, sources: [source.money, source.studentVisa, source.tb] },
} satisfies Record<string, CheckedFacts>;

const tw: CountryGuide = {
  tableID: 2,
  ID: 2,
  Code: "UK",
  Name: "英國",
  NameEn: "United Kingdom",
  Desc: "英國由英格蘭、蘇格蘭、威爾斯與北愛爾蘭組成，擁有牛津、劍橋等歷史悠久的世界名校，學歷在全球廣受認可。英國學制精簡，大學部一般只要3年（蘇格蘭或含一年實習則為4年），碩士只要1年，能省下不少時間與生活費。畢業後還可申請畢業生簽證（Graduate Route）留英工作，累積國際職場經驗。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "大學部",
      Introduction: {
        Title: "英國大學部",
        TitleEn: "Undergraduate Study in the UK",
        Desc: "英格蘭、威爾斯與北愛爾蘭的學士學位一般為3年，蘇格蘭為4年；若選擇含一年業界實習的「三明治課程」，也會延長為4年。英國大學部從第一年起就直接修讀主修專業，幾乎沒有通識課程，因此申請時就要確定科系方向。\n台灣學生高中畢業後，多半會先讀一年大學預科（Foundation Year）再銜接大一；所有大學部申請都透過UCAS系統統一送件，一次最多可填5個志願。",
        Schools: [
          {
            ID: 1,
            Title: "羅素大學集團",
            TitleEn: "Russell Group Universities",
            Desc: "羅素大學集團由24所頂尖研究型大學組成，包括牛津、劍橋、帝國理工學院、倫敦政經學院（LSE）、倫敦大學學院（UCL）、愛丁堡大學與曼徹斯特大學等。這些學校研究資源豐富、國際聲望高，但入學競爭激烈，對預科或A-level成績的要求也較高。",
            Img: "/images/guides/uk-russell-group.svg",
          },
          {
            ID: 2,
            Title: "其他大學與現代大學",
            TitleEn: "Other & Modern (Post-1992) Universities",
            Desc: "羅素集團以外也有許多優秀大學，例如聖安德魯斯、巴斯、拉夫堡與蘭卡斯特大學，在英國各大排名中經常名列前茅。1992年起由理工學院等機構升格的現代大學則重視實務教學與產業連結，常提供含實習年的課程，入學門檻與學費也相對親民。",
            Img: "/images/guides/uk-modern-university.svg",
          },
          {
            ID: 3,
            Title: "大學預科課程",
            TitleEn: "University Foundation Programmes",
            Desc: "預科是專為國際學生設計的一年銜接課程，幫助學生補足學科基礎、學術英文與讀書方法，通常分為商管、理工、人文社科、藝術設計等方向。許多大學自行開設預科，或與合作機構在校內開班，成績達標即可升讀大一，部分課程還保證錄取。IELTS要求一般約5.0至5.5。",
            Img: "/images/guides/uk-foundation-programme.svg",
            facts: checked.english,
          },
        ],
      },
      SuitableFor: {
        facts: checked.english,
        Title: "適合對象",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "已確定主修方向、希望大學一開始就深入專業的學生" },
          { ID: 2, Item: "想用3年完成學士學位，節省時間與學費的學生" },
          { ID: 3, Item: "願意先讀一年預科的高中畢業生，或已有A-level、IB等國際課程成績的學生" },
          { ID: 4, Item: "英文基礎不錯（大學部IELTS一般要求6.0至6.5），能適應自主學習與大量報告寫作的學生" },
        ],
      },
      EducationSystem: {
        Title: "英國教育體制",
        TitleEn: "Education System",
        Style: "default",
        Desc: "以英格蘭為例，孩子5歲進小學，讀完1至6年級；11歲升上中學，接受5年義務中學教育（7至11年級），16歲參加GCSE會考。接著在Sixth Form或繼續教育學院讀2年A-level課程（12至13年級），通常選3科，A-level成績就是申請大學的主要依據。\n大學部一般3年（蘇格蘭或含實習年為4年），碩士1年。英國學年從9月開始，分為秋季、春季、夏季三個學期。",
        Tips: "英國學生上大學前共讀13年，台灣則是12年，所以台灣高中畢業生多半需要先讀一年預科；也可以在台灣讀完大一後，再申請英國大學部一年級。蘇格蘭有自己的學制與考試，下表以英格蘭學制為準。",
        Education: [
          {
            Title: "英國與台灣學制對照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "英國",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "小學（5–11歲）",
                    ClassNameEn: "Primary School",
                    Symbol: "academy",
                    Items: [
                      { Title: "1年級 (Year 1)", TitleEn: "Year 1" },
                      { Title: "2年級 (Year 2)", TitleEn: "Year 2" },
                      { Title: "3年級 (Year 3)", TitleEn: "Year 3" },
                      { Title: "4年級 (Year 4)", TitleEn: "Year 4" },
                      { Title: "5年級 (Year 5)", TitleEn: "Year 5" },
                      { Title: "6年級 (Year 6)", TitleEn: "Year 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "中學（11–16歲，GCSE）",
                    ClassNameEn: "Secondary School (GCSE)",
                    Symbol: "gcse",
                    Items: [
                      { Title: "7年級 (Year 7)", TitleEn: "Year 7" },
                      { Title: "8年級 (Year 8)", TitleEn: "Year 8" },
                      { Title: "9年級 (Year 9)", TitleEn: "Year 9" },
                      { Title: "10年級 (Year 10)", TitleEn: "Year 10" },
                      { Title: "11年級 (Year 11)", TitleEn: "Year 11" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "高中（Sixth Form，A-level）",
                    ClassNameEn: "Sixth Form (A-levels)",
                    Symbol: "senior",
                    Items: [
                      { Title: "12年級 (Year 12)", TitleEn: "Year 12" },
                      { Title: "13年級 (Year 13)", TitleEn: "Year 13" },
                    ],
                  },
                  {
                    Diff: true,
                    ClassName: "大學預科",
                    ClassNameEn: "Foundation Year",
                    Desc: "專為國際學生設計的一年銜接課程，適合完成12年學制的高中畢業生。結業成績達標即可升讀大學部一年級。",
                  },
                  {
                    Style: "light",
                    ClassName: "大學部（學士3年）",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一 (Year 1)", TitleEn: "First year" },
                      { Title: "大二 (Year 2)", TitleEn: "Second year" },
                      { Title: "大三 (Year 3)", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "研究所（碩士1年）",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "碩士（約12個月）", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "台灣",
                Code: "TW",
                List: [
                  {
                    Style: "dark",
                    ClassName: "國小（6年）",
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
                  {
                    Style: "light",
                    ClassName: "國中（3年）",
                    ClassNameEn: "Junior High School",
                    Symbol: "junior",
                    Items: [
                      { Title: "國一（七年級）", TitleEn: "Grade 7" },
                      { Title: "國二（八年級）", TitleEn: "Grade 8" },
                      { Title: "國三（九年級）", TitleEn: "Grade 9" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "高中（3年）",
                    ClassNameEn: "Senior High School",
                    Symbol: "senior",
                    Items: [
                      { Title: "高一", TitleEn: "Grade 10" },
                      { Title: "高二", TitleEn: "Grade 11" },
                      { Title: "高三", TitleEn: "Grade 12" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "大學（4年）",
                    ClassNameEn: "University (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一", TitleEn: "First year" },
                      { Title: "大二", TitleEn: "Second year" },
                      { Title: "大三", TitleEn: "Third year" },
                      { Title: "大四", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "研究所（碩士2年）",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "碩一", TitleEn: "Master's year 1" },
                      { Title: "碩二", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "研究所",
      Introduction: {
        Title: "英國研究所（授課型碩士）",
        TitleEn: "Postgraduate Taught Master's in the UK",
        Desc: "英國授課型碩士（如MA、MSc、MBA、LLM）多數只要1年：秋季與春季學期修課、考試，夏季撰寫畢業論文，大約隔年9月結業。研究所申請不經過UCAS，而是直接向各大學線上申請，多數隨到隨審，熱門科系越早送件越有利。台灣4年制學士學位可直接申請，大學成績一般需相當於英國二等一級榮譽學位（2:1）。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大學",
            TitleEn: "Research-Intensive Universities",
            Desc: "以羅素大學集團為代表的研究型大學，碩士課程由活躍於研究前線的教授授課，圖書館、實驗室與校友網絡都相當完整。金融、資訊工程、資料科學等熱門科系競爭激烈，對大學成績與學經歷要求較高，建議及早申請。",
            Img: "/images/guides/uk-research-university.svg",
          },
          {
            ID: 2,
            Title: "藝術與設計專門學院",
            TitleEn: "Specialist Arts & Design Institutions",
            Desc: "英國有多所世界知名的藝術院校，例如倫敦藝術大學（UAL）、只招收研究生的皇家藝術學院（RCA）與格拉斯哥藝術學院，另有頂尖的音樂與戲劇學院。申請時作品集往往比在校成績更重要，不少科系還需要面試。",
            Img: "/images/guides/uk-arts-institution.svg",
          },
          {
            ID: 3,
            Title: "商學院",
            TitleEn: "Business Schools",
            Desc: "英國商學院多設在大學之內，如華威商學院、帝國理工商學院，倫敦商學院則專注於研究生與高階主管教育。一年制的金融、管理、行銷等碩士適合應屆畢業生，MBA通常要求數年全職工作經驗；選校時可留意AACSB、EQUIS、AMBA等國際認證。",
            Img: "/images/guides/uk-business-school.svg",
          },
          {
            ID: 4,
            Title: "現代大學",
            TitleEn: "Modern Universities",
            Desc: "1992年起升格的現代大學以教學品質與就業導向見長，碩士課程常結合實務專案或業界實習。入學門檻與學費較有彈性，適合想轉換跑道、加強實務能力，或有明確職涯目標的學生。",
            Img: "/images/guides/uk-modern-university.svg",
          },
        ],
      },
      SuitableFor: {
        facts: checked.graduate,
        Title: "適合對象",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "希望用1年取得碩士學位、早點投入職場的大學畢業生" },
          { ID: 2, Item: "想轉換跑道或進修專業，又不宜離開職場太久的在職人士" },
          { ID: 3, Item: "大學成績相當於英國2:1水準、IELTS約6.5以上的申請者" },
          {
            ID: 4,
            Item: "計畫畢業後以畢業生簽證留英工作的學生（目前可停留2年，2027年1月1日起提出申請者縮短為18個月）",
          },
        ],
      },
      EducationSystem: {
        facts: checked.postgraduate,
        Title: "英國高等教育學制",
        TitleEn: "Higher Education System",
        Style: "default",
        Desc: "英國學士學位一般3年（蘇格蘭或含實習年為4年），畢業時依成績分為一等（First）、二等一級（2:1）、二等二級（2:2）與三等榮譽學位。授課型碩士通常只要1年（約12個月），研究型碩士（MRes、MPhil）與博士（PhD，一般3至4年）則以獨立研究為主。\n學年分為秋季、春季、夏季三個學期：碩士生在秋、春兩學期修課與考試，夏季專心撰寫論文。",
        Tips: "1年制碩士節奏緊湊，開學幾週就要交報告，建議出發前先加強學術英文寫作。部分理工科系須先取得ATAS許可才能申請簽證；另外，授課型碩士學生目前不能替配偶或子女申請依親簽證。",
        Education: [
          {
            Title: "英國與台灣大學部、研究所學制對照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "英國",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "大學部（學士3年）",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一 (Year 1)", TitleEn: "First year" },
                      { Title: "大二 (Year 2)", TitleEn: "Second year" },
                      { Title: "大三 (Year 3)", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "研究所（碩士1年）",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "碩士（約12個月）", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "台灣",
                Code: "TW",
                List: [
                  {
                    Style: "dark",
                    ClassName: "大學（4年）",
                    ClassNameEn: "University (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一", TitleEn: "First year" },
                      { Title: "大二", TitleEn: "Second year" },
                      { Title: "大三", TitleEn: "Third year" },
                      { Title: "大四", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "研究所（碩士2年）",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "碩一", TitleEn: "Master's year 1" },
                      { Title: "碩二", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "申請流程",
    TitleEn: "Application Process",
    Desc: "英國大學部與研究所的申請管道不同：大學部統一透過UCAS申請，研究所則直接向各校申請。建議提前12至18個月開始規劃，依照以下五個步驟逐步準備。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.prepare,
        Title: "申請準備",
        List: [
          "確認留學目標與預算：國際生學費由各大學自訂，依科系差異很大（實驗類科系與醫學系最高），請以各課程頁面公布的金額為準；倫敦的生活費也明顯高於其他城市（簽證要求的生活費見步驟5）。",
          "利用UCAS網站與各校官網搜尋科系，比較課程內容、入學要求、排名與城市環境。",
          "選定入學途徑：高中畢業生可讀預科，或在符合條件時直接申請大一；大學畢業生直接申請碩士；英文成績不足時可加讀開學前的語言課程。",
          "安排英文檢定：多數學校接受IELTS學術組，大學部一般要求6.0至6.5，碩士6.5以上，預科約5.0至5.5。",
          "申請碩士者可留意英國志奮領獎學金（Chevening）等機會，一般要求約2年工作經驗，通常在入學前一年的秋季截止。",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.ucas,
        Title: "文件準備",
        List: [
          "英文版在校成績單、畢業證書或在學證明；應屆畢業生可先提供最新學期成績。",
          "個人陳述（Personal Statement）：UCAS版本上限4,000字元，自2026年入學起改為回答3個指定問題；研究所則依各校要求撰寫讀書計畫。",
          "推薦信：UCAS需要1封，研究所通常需要2封師長或主管推薦信。",
          "IELTS成績單與護照影本；藝術設計科系需準備作品集，商管碩士可能要求履歷與GMAT／GRE成績。",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.ucas,
        Title: "正式申請",
        List: [
          "大學部透過UCAS線上送件，一次最多5個志願、共用一份個人陳述；牛津與劍橋只能擇一，醫學系最多填4個。",
          "UCAS截止日：多數科系的公平審核截止日在入學當年的1月中旬，{januaryEntry}年入學即為{januaryEntry}年1月中旬（確切日期請見UCAS官網）；牛津、劍橋及醫學、牙醫、獸醫系則在入學前一年的10月中旬截止，下一次為{octoberDeadline}年10月中旬（{octoberEntry}年入學）。",
          "研究所直接在各校申請系統送件，多數隨到隨審，熱門課程可能提早額滿或分梯次截止。",
          "部分科系需要面試或入學考試，例如醫學系的UCAT、法律系的LNAT。",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.ucas,
        Title: "申請結果",
        List: [
          "學校會發出條件式入學許可（Conditional Offer，須達到成績或語言要求）或無條件入學許可（Unconditional Offer）。",
          "UCAS申請者須在期限內選定一個第一志願（Firm）與一個保底志願（Insurance），其餘錄取會自動放棄。",
          "若沒有拿到錄取，可從2月下旬起透過UCAS Extra補填志願，或在夏季透過Clearing申請仍有名額的課程。",
          "達到錄取條件並繳交訂金後，學校會核發CAS（Confirmation of Acceptance for Studies）編號，這是申請學生簽證的必要文件。",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "行前準備",
        List: [
          "拿到CAS後申請學生簽證（Student visa），最早可在開課前6個月送件；須證明有第一年學費及最多9個月的生活費（倫敦每月£1,529、其他地區每月£1,171，9個月合計£13,761或£10,539），且存款要連續存滿28天。",
          "申請簽證時須繳交簽證費（在英國境外申請為£524）與移民健康附加費（IHS，學生每年£776），在英期間即可使用國民保健署（NHS）的醫療服務。",
          "簽證核准後以電子簽證（eVisa）形式存在UKVI帳戶中；是否需要肺結核（TB）檢測依申請地而定，送件前請查閱英國政府最新名單。",
          "及早申請學校宿舍、訂好機票，在迎新週（Welcome Week）前抵達英國，完成註冊並向家庭醫師（GP）診所登記。",
        ],
      },
    ],
  },
};

const cn: CountryGuide = {
  tableID: 2,
  ID: 2,
  Code: "UK",
  Name: "英国",
  NameEn: "United Kingdom",
  Desc: "英国由英格兰、苏格兰、威尔士和北爱尔兰组成，拥有牛津、剑桥等历史悠久的世界名校，学历在全球认可度很高。英国学制紧凑：本科一般3年（苏格兰或含一年实习为4年），授课型硕士只需1年，能明显节省时间和留学成本。毕业后还可以申请毕业生签证（Graduate Route）留英工作。",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "本科",
      Introduction: {
        Title: "英国本科留学",
        TitleEn: "Undergraduate Study in the UK",
        Desc: "英格兰、威尔士和北爱尔兰的本科学制一般为3年，苏格兰为4年；选择含一年行业实习的“三明治课程”，学制也会延长到4年。英国本科从第一年起就直接学习专业课，基本没有通识课程，所以申请时就要确定专业方向。\n国内高中毕业生通常需要先读一年大学预科（Foundation Year），部分大学也接受高考成绩直接申请本科；所有本科申请都通过UCAS系统统一提交，最多可以填报5个志愿。",
        Schools: [
          {
            ID: 1,
            Title: "罗素大学集团",
            TitleEn: "Russell Group Universities",
            Desc: "罗素大学集团由24所顶尖研究型大学组成，包括牛津、剑桥、帝国理工学院、伦敦政治经济学院（LSE）、伦敦大学学院（UCL）、爱丁堡大学和曼彻斯特大学等。这些学校科研实力雄厚、国际声誉高，但竞争激烈，对预科、A-level或高考成绩的要求也更高。",
            Img: "/images/guides/uk-russell-group.svg",
          },
          {
            ID: 2,
            Title: "其他大学与新型大学",
            TitleEn: "Other & Modern (Post-1992) Universities",
            Desc: "罗素集团之外同样有很多优秀大学，如圣安德鲁斯、巴斯、拉夫堡和兰卡斯特大学，在英国各类排名中常年靠前。1992年起由理工学院等机构升格而来的新型大学更注重应用型教学和校企合作，很多专业提供实习年，入学门槛和学费也相对友好。",
            Img: "/images/guides/uk-modern-university.svg",
          },
          {
            ID: 3,
            Title: "大学预科课程",
            TitleEn: "University Foundation Programmes",
            Desc: "预科是专为国际学生设计的一年制衔接课程，帮助学生补充学科基础、学术英语和学习方法，一般分为商科、理工、人文社科、艺术等方向。许多大学自办预科，或与合作机构在校内开设，成绩达标即可升入本科一年级，部分课程还保证录取。雅思要求通常在5.0至5.5分左右。",
            Img: "/images/guides/uk-foundation-programme.svg",
            facts: checked.english,
          },
        ],
      },
      SuitableFor: {
        facts: checked.english,
        Title: "适合人群",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "专业方向明确、希望本科阶段就深入学习专业的学生" },
          { ID: 2, Item: "希望3年拿到学士学位、节省时间和费用的学生" },
          { ID: 3, Item: "愿意先读一年预科的高中毕业生，或已有A-level、IB等国际课程成绩的学生" },
          { ID: 4, Item: "英语基础较好（本科雅思一般要求6.0至6.5分）、能适应自主学习和论文写作的学生" },
        ],
      },
      EducationSystem: {
        Title: "英国教育体系",
        TitleEn: "Education System",
        Style: "default",
        Desc: "以英格兰为例，孩子5岁上小学，读完1至6年级；11岁升入中学，完成5年义务中学教育（7至11年级），16岁参加GCSE考试。之后在Sixth Form或继续教育学院读2年A-level课程（12至13年级），一般选3门，A-level成绩就是申请大学的主要依据。\n本科一般3年（苏格兰或含实习年为4年），授课型硕士1年。英国学年从9月开始，分为秋季、春季和夏季三个学期。",
        Tips: "英国学生上大学前共读13年，国内是12年，因此国内高中毕业生一般要先读一年预科；也可以凭高考成绩申请部分大学，或在国内读完大一后申请英国本科一年级。苏格兰有独立的学制和考试体系，下表以英格兰学制为准。",
        Education: [
          {
            Title: "英国与中国学制对照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "英国",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "小学（5–11岁）",
                    ClassNameEn: "Primary School",
                    Symbol: "academy",
                    Items: [
                      { Title: "1年级 (Year 1)", TitleEn: "Year 1" },
                      { Title: "2年级 (Year 2)", TitleEn: "Year 2" },
                      { Title: "3年级 (Year 3)", TitleEn: "Year 3" },
                      { Title: "4年级 (Year 4)", TitleEn: "Year 4" },
                      { Title: "5年级 (Year 5)", TitleEn: "Year 5" },
                      { Title: "6年级 (Year 6)", TitleEn: "Year 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "中学（11–16岁，GCSE）",
                    ClassNameEn: "Secondary School (GCSE)",
                    Symbol: "gcse",
                    Items: [
                      { Title: "7年级 (Year 7)", TitleEn: "Year 7" },
                      { Title: "8年级 (Year 8)", TitleEn: "Year 8" },
                      { Title: "9年级 (Year 9)", TitleEn: "Year 9" },
                      { Title: "10年级 (Year 10)", TitleEn: "Year 10" },
                      { Title: "11年级 (Year 11)", TitleEn: "Year 11" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "高中阶段（Sixth Form，A-level）",
                    ClassNameEn: "Sixth Form (A-levels)",
                    Symbol: "senior",
                    Items: [
                      { Title: "12年级 (Year 12)", TitleEn: "Year 12" },
                      { Title: "13年级 (Year 13)", TitleEn: "Year 13" },
                    ],
                  },
                  {
                    Diff: true,
                    ClassName: "大学预科",
                    ClassNameEn: "Foundation Year",
                    Desc: "专为国际学生设计的一年制衔接课程，适合完成12年基础教育的高中毕业生。成绩达标即可升入本科一年级。",
                  },
                  {
                    Style: "light",
                    ClassName: "本科（3年）",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一 (Year 1)", TitleEn: "First year" },
                      { Title: "大二 (Year 2)", TitleEn: "Second year" },
                      { Title: "大三 (Year 3)", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "硕士（1年）",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "硕士（约12个月）", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "中国",
                Code: "CN",
                List: [
                  {
                    Style: "dark",
                    ClassName: "小学（6年）",
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
                  {
                    Style: "light",
                    ClassName: "初中（3年）",
                    ClassNameEn: "Junior Middle School",
                    Symbol: "junior",
                    Items: [
                      { Title: "初一", TitleEn: "Grade 7" },
                      { Title: "初二", TitleEn: "Grade 8" },
                      { Title: "初三", TitleEn: "Grade 9" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "高中（3年）",
                    ClassNameEn: "Senior High School",
                    Symbol: "senior",
                    Items: [
                      { Title: "高一", TitleEn: "Grade 10" },
                      { Title: "高二", TitleEn: "Grade 11" },
                      { Title: "高三", TitleEn: "Grade 12" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "本科（4年）",
                    ClassNameEn: "Undergraduate (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一", TitleEn: "First year" },
                      { Title: "大二", TitleEn: "Second year" },
                      { Title: "大三", TitleEn: "Third year" },
                      { Title: "大四", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "硕士研究生（2–3年）",
                    ClassNameEn: "Master's Degree (2–3 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "研一", TitleEn: "Master's year 1" },
                      { Title: "研二", TitleEn: "Master's year 2" },
                      { Title: "研三（部分专业）", TitleEn: "Master's year 3 (some programmes)" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "研究生",
      Introduction: {
        Title: "英国研究生留学（授课型硕士）",
        TitleEn: "Postgraduate Taught Master's in the UK",
        Desc: "英国授课型硕士（如MA、MSc、MBA、LLM）大多只需1年：秋季和春季学期上课、考试，夏季完成毕业论文，次年9月前后毕业。研究生申请不走UCAS，而是直接向各大学在线申请，多数专业滚动录取，热门专业越早申请越有利。国内4年制本科毕业即可申请，一般要求均分达到相当于英国2:1的水平，具体分数线因本科院校背景和专业而异。",
        Schools: [
          {
            ID: 1,
            Title: "研究型大学",
            TitleEn: "Research-Intensive Universities",
            Desc: "以罗素大学集团为代表的研究型大学，硕士课程由活跃在科研一线的教授讲授，图书馆、实验室和校友资源都很丰富。金融、计算机、数据科学等热门专业竞争激烈，对本科院校背景和均分要求较高，建议尽早递交申请。",
            Img: "/images/guides/uk-research-university.svg",
          },
          {
            ID: 2,
            Title: "艺术与设计专业院校",
            TitleEn: "Specialist Arts & Design Institutions",
            Desc: "英国拥有多所世界顶尖的艺术院校，例如伦敦艺术大学（UAL）、只招收研究生的皇家艺术学院（RCA）和格拉斯哥艺术学院，还有多所知名的音乐与戏剧学院。申请时作品集往往比成绩更关键，不少专业还需要面试。",
            Img: "/images/guides/uk-arts-institution.svg",
          },
          {
            ID: 3,
            Title: "商学院",
            TitleEn: "Business Schools",
            Desc: "英国商学院大多隶属于大学，如华威商学院、帝国理工商学院，伦敦商学院则专注于研究生和高管教育。一年制的金融、管理、市场营销等硕士适合应届本科毕业生，MBA通常要求数年全职工作经验；选校时可以参考AACSB、EQUIS、AMBA三大认证。",
            Img: "/images/guides/uk-business-school.svg",
          },
          {
            ID: 4,
            Title: "新型大学",
            TitleEn: "Modern Universities",
            Desc: "1992年起升格的新型大学以教学质量和就业导向见长，硕士课程常结合实践项目或行业实习。入学要求和学费相对灵活，适合希望跨专业、提升实践能力，或职业目标明确的学生。",
            Img: "/images/guides/uk-modern-university.svg",
          },
        ],
      },
      SuitableFor: {
        facts: checked.graduate,
        Title: "适合人群",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "希望1年拿到硕士学位、尽快进入职场的本科毕业生" },
          { ID: 2, Item: "想转行或深造，又不便长时间离开工作岗位的在职人士" },
          { ID: 3, Item: "本科均分达到相当于英国2:1水平、雅思约6.5分及以上的申请者" },
          { ID: 4, Item: "计划毕业后通过毕业生签证留英工作的学生（目前为2年，2027年1月1日起递交的申请缩短为18个月）" },
        ],
      },
      EducationSystem: {
        facts: checked.postgraduate,
        Title: "英国高等教育体系",
        TitleEn: "Higher Education System",
        Style: "default",
        Desc: "英国本科一般3年（苏格兰或含实习年为4年），毕业时按成绩分为一等（First）、二等一（2:1）、二等二（2:2）和三等荣誉学位。授课型硕士通常只需1年（约12个月），研究型硕士（MRes、MPhil）和博士（PhD，一般3至4年）则以独立研究为主。\n学年分为秋季、春季和夏季三个学期：硕士生在秋、春两个学期上课和考试，夏季专心写毕业论文。",
        Tips: "一年制硕士节奏很快，开学几周就要交作业，出发前最好提前练习学术写作。英国一年制硕士学位可以获得教育部留学服务中心的学历学位认证；部分理工科专业需先取得ATAS许可才能办理签证，另外授课型硕士学生目前不能携带家属赴英。",
        Education: [
          {
            Title: "英国与中国本科、研究生学制对照",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "英国",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "本科（3年）",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一 (Year 1)", TitleEn: "First year" },
                      { Title: "大二 (Year 2)", TitleEn: "Second year" },
                      { Title: "大三 (Year 3)", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "硕士（1年）",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "硕士（约12个月）", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "中国",
                Code: "CN",
                List: [
                  {
                    Style: "dark",
                    ClassName: "本科（4年）",
                    ClassNameEn: "Undergraduate (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "大一", TitleEn: "First year" },
                      { Title: "大二", TitleEn: "Second year" },
                      { Title: "大三", TitleEn: "Third year" },
                      { Title: "大四", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "硕士研究生（2–3年）",
                    ClassNameEn: "Master's Degree (2–3 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "研一", TitleEn: "Master's year 1" },
                      { Title: "研二", TitleEn: "Master's year 2" },
                      { Title: "研三（部分专业）", TitleEn: "Master's year 3 (some programmes)" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "申请流程",
    TitleEn: "Application Process",
    Desc: "英国本科和研究生的申请渠道不同：本科统一通过UCAS申请，研究生直接向各大学申请。建议提前12至18个月开始规划，按以下五个步骤逐步推进。",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.prepare,
        Title: "申请准备",
        List: [
          "明确留学目标和预算：国际生学费由各大学自行制定，不同专业差别很大（实验类专业和医学最高），请以各专业页面公布的金额为准；伦敦的生活费也明显高于其他城市（签证要求的生活费见第5步）。",
          "通过UCAS官网和各大学官网检索专业，比较课程设置、入学要求、排名和所在城市。",
          "确定入学路径：高中毕业生可以读预科，或凭高考、A-level成绩直接申请本科；本科毕业生直接申请硕士，语言成绩不够的可以先读语言班。",
          "安排雅思考试：多数学校接受雅思学术类，本科一般要求6.0至6.5分，硕士6.5分以上，预科约5.0至5.5分。",
          "申请硕士的同学可以关注志奋领奖学金（Chevening）等项目，一般要求约2年工作经验，通常在入学前一年的秋季截止。",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.ucas,
        Title: "材料准备",
        List: [
          "中英文成绩单，以及在读证明或毕业证、学位证；应届生可以先提交最新成绩。",
          "个人陈述（Personal Statement）：UCAS版本上限4,000字符，2026年入学起改为回答3个指定问题；研究生按各校要求撰写个人陈述或研究计划。",
          "推荐信：UCAS需要1封，研究生一般需要2封老师或工作单位的推荐信。",
          "雅思成绩单和护照复印件；艺术设计类需要准备作品集，商科硕士可能要求简历和GMAT／GRE成绩。",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.ucas,
        Title: "正式申请",
        List: [
          "本科通过UCAS在线提交，最多5个志愿、共用一份个人陈述；牛津和剑桥只能二选一，医学类专业最多填4个。",
          "UCAS截止日期：多数专业的公平审核截止日在入学当年的1月中旬，{januaryEntry}年入学即为{januaryEntry}年1月中旬（具体日期以UCAS官网为准）；牛津、剑桥及医学、牙医、兽医专业在入学前一年的10月中旬截止，下一次为{octoberDeadline}年10月中旬（{octoberEntry}年入学）。",
          "研究生直接在各大学的申请系统提交，多数专业滚动录取，热门专业可能提前满员或分轮次截止。",
          "部分专业需要面试或笔试，例如医学的UCAT、法律的LNAT。",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.ucas,
        Title: "申请结果",
        List: [
          "学校会发放有条件录取（Conditional Offer，需要达到成绩或语言要求）或无条件录取（Unconditional Offer）。",
          "UCAS申请者需要在规定日期前确定一个首选（Firm）和一个保底选择（Insurance），其余录取会自动放弃。",
          "如果没有拿到录取，可以从2月下旬起通过UCAS Extra补充志愿，或在夏季通过补录（Clearing）申请仍有空位的专业。",
          "满足录取条件并缴纳押金后，学校会签发CAS（录取确认函）编号，这是申请学生签证的必备材料。",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "行前准备",
        List: [
          "拿到CAS后申请学生签证（Student visa），最早可在开课前6个月递交；需证明有第一年学费和最多9个月的生活费（伦敦每月£1,529、其他地区每月£1,171，9个月合计£13,761或£10,539），且资金要在账户中连续存满28天。",
          "递签时需缴纳签证费（在英国境外申请为£524）和移民健康附加费（IHS，学生每年£776），在英期间即可使用英国国家医疗服务体系（NHS）。",
          "中国大陆申请人须先在英国认可的医院做肺结核（TB）检测；签证获批后以电子签证（eVisa）形式保存在UKVI账户中。",
          "尽早申请学校宿舍、预订机票，在迎新周（Welcome Week）前抵达英国，完成注册并到家庭医生（GP）诊所登记。",
        ],
      },
    ],
  },
};

const en: CountryGuide = {
  tableID: 2,
  ID: 2,
  Code: "UK",
  Name: "United Kingdom",
  NameEn: "United Kingdom",
  Desc: "The United Kingdom—England, Scotland, Wales and Northern Ireland—is home to some of the world's oldest and most respected universities, including Oxford and Cambridge. UK degrees are shorter than in the Philippines: a bachelor's usually takes 3 years (4 in Scotland or with a placement year) and a master's just 1 year, which saves on both tuition and living costs. After graduating, you can stay on and work through the Graduate Route visa.",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Undergraduate",
      Introduction: {
        Title: "Undergraduate Study in the UK",
        TitleEn: "Undergraduate Study in the UK",
        Desc: 'A UK bachelor\'s degree normally takes 3 years in England, Wales and Northern Ireland and 4 years in Scotland; "sandwich" courses with a one-year industry placement also last 4 years. You study your chosen subject from day one, with no general education subjects, so you need to be sure of your course when you apply.\nMost Filipino senior high school graduates take a one-year foundation program before starting first year, and all undergraduate applications go through UCAS, where you can list up to 5 choices.',
        Schools: [
          {
            ID: 1,
            Title: "Russell Group Universities",
            TitleEn: "Russell Group Universities",
            Desc: "The Russell Group is an association of 24 leading research universities, including Oxford, Cambridge, Imperial College London, LSE, UCL, Edinburgh and Manchester. They offer outstanding research facilities and worldwide name recognition, but competition is intense and entry requirements are high.",
            Img: "/images/guides/uk-russell-group.svg",
          },
          {
            ID: 2,
            Title: "Other & Modern (Post-1992) Universities",
            TitleEn: "Other & Modern (Post-1992) Universities",
            Desc: "Many excellent universities sit outside the Russell Group: St Andrews, Bath, Loughborough and Lancaster regularly rank among the UK's best. Modern universities, most of them former polytechnics granted university status in 1992, focus on practical, career-oriented teaching with strong industry links, often with a placement year, and their entry requirements and fees tend to be more accessible.",
            Img: "/images/guides/uk-modern-university.svg",
          },
          {
            ID: 3,
            Title: "University Foundation Programs",
            TitleEn: "University Foundation Programs",
            Desc: "A foundation year is a one-year bridging course for international students that builds subject knowledge, academic English and study skills, in streams such as business, engineering, science, humanities and art. Many universities run their own or host a partner's program on campus, and reaching the required grades lets you progress to first year, sometimes with a guaranteed place. Entry usually calls for IELTS of around 5.0–5.5.",
            Img: "/images/guides/uk-foundation-programme.svg",
            facts: checked.english,
          },
        ],
      },
      SuitableFor: {
        facts: checked.english,
        Title: "Who It Suits",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "Students who already know what they want to study and want to specialize from first year" },
          { ID: 2, Item: "Those who want to finish a bachelor's degree in 3 years and save time and money" },
          {
            ID: 3,
            Item: "Senior high school graduates willing to take a foundation year, or students with A-level or IB results",
          },
          {
            ID: 4,
            Item: "Independent learners with good English (undergraduate courses usually ask for IELTS 6.0–6.5)",
          },
        ],
      },
      EducationSystem: {
        Title: "Education System",
        TitleEn: "Education System",
        Style: "default",
        Desc: "In England, children attend primary school from age 5 (Years 1–6), then move at 11 to secondary school for 5 years of compulsory study (Years 7–11), ending with GCSE exams at 16. They then spend 2 years in sixth form or college (Years 12–13) taking A-levels, usually in three subjects, and these results are the main basis for university admission.\nA bachelor's degree takes 3 years (4 in Scotland or with a placement year) and a master's 1 year. The academic year starts in September and has three terms: autumn, spring and summer.",
        Tips: "UK students complete 13 years of school before university, while the Philippine K-12 system has 12 (Grades 1–12), so most universities ask Filipino applicants to take a foundation year; some accept strong Senior High School graduates directly. Scotland has its own qualifications, so the table below follows the system in England.",
        Education: [
          {
            Title: "UK vs Philippine Education System",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "United Kingdom",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Primary School (ages 5–11)",
                    ClassNameEn: "Primary School",
                    Symbol: "academy",
                    Items: [
                      { Title: "Year 1", TitleEn: "Year 1" },
                      { Title: "Year 2", TitleEn: "Year 2" },
                      { Title: "Year 3", TitleEn: "Year 3" },
                      { Title: "Year 4", TitleEn: "Year 4" },
                      { Title: "Year 5", TitleEn: "Year 5" },
                      { Title: "Year 6", TitleEn: "Year 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Secondary School – GCSE (ages 11–16)",
                    ClassNameEn: "Secondary School (GCSE)",
                    Symbol: "gcse",
                    Items: [
                      { Title: "Year 7", TitleEn: "Year 7" },
                      { Title: "Year 8", TitleEn: "Year 8" },
                      { Title: "Year 9", TitleEn: "Year 9" },
                      { Title: "Year 10", TitleEn: "Year 10" },
                      { Title: "Year 11", TitleEn: "Year 11" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Sixth Form – A-levels (ages 16–18)",
                    ClassNameEn: "Sixth Form (A-levels)",
                    Symbol: "senior",
                    Items: [
                      { Title: "Year 12", TitleEn: "Year 12" },
                      { Title: "Year 13", TitleEn: "Year 13" },
                    ],
                  },
                  {
                    Diff: true,
                    ClassName: "Foundation Year",
                    ClassNameEn: "Foundation Year",
                    Desc: "A one-year bridging program for international students who have completed 12 years of schooling. Pass it with the required grades and you move straight into first year.",
                  },
                  {
                    Style: "light",
                    ClassName: "Bachelor's Degree (3 years)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "First year", TitleEn: "First year" },
                      { Title: "Second year", TitleEn: "Second year" },
                      { Title: "Third year", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Master's Degree (1 year)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "Master's (about 12 months)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "Philippines",
                Code: "PH",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Elementary (Grades 1–6)",
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
                  {
                    Style: "light",
                    ClassName: "Junior High School (Grades 7–10)",
                    ClassNameEn: "Junior High School",
                    Symbol: "junior",
                    Items: [
                      { Title: "Grade 7", TitleEn: "Grade 7" },
                      { Title: "Grade 8", TitleEn: "Grade 8" },
                      { Title: "Grade 9", TitleEn: "Grade 9" },
                      { Title: "Grade 10", TitleEn: "Grade 10" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Senior High School (Grades 11–12)",
                    ClassNameEn: "Senior High School",
                    Symbol: "senior",
                    Items: [
                      { Title: "Grade 11", TitleEn: "Grade 11" },
                      { Title: "Grade 12", TitleEn: "Grade 12" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "College (4 years)",
                    ClassNameEn: "College / Bachelor's Degree (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "1st Year", TitleEn: "First year" },
                      { Title: "2nd Year", TitleEn: "Second year" },
                      { Title: "3rd Year", TitleEn: "Third year" },
                      { Title: "4th Year", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Master's Degree (2 years)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "Master's Year 1", TitleEn: "Master's year 1" },
                      { Title: "Master's Year 2", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "Postgraduate (Taught Master's)",
      Introduction: {
        Title: "Postgraduate Study in the UK",
        TitleEn: "Postgraduate Taught Master's in the UK",
        Desc: "Most UK taught master's degrees (MA, MSc, MBA, LLM) take just one year: you attend classes and sit exams in the autumn and spring terms, write your dissertation over the summer and finish around September. Postgraduate applications don't go through UCAS; you apply directly to each university, and most courses admit on a rolling basis, so applying early pays off for popular programs. A four-year Philippine bachelor's degree is accepted, usually with grades equivalent to a UK upper second-class (2:1) degree.",
        Schools: [
          {
            ID: 1,
            Title: "Research-Intensive Universities",
            TitleEn: "Research-Intensive Universities",
            Desc: "Led by the Russell Group, research-intensive universities teach master's courses through academics working at the forefront of their fields, backed by excellent libraries, labs and alumni networks. Popular subjects such as finance, computer science and data science are highly competitive, so strong grades and an early application matter.",
            Img: "/images/guides/uk-research-university.svg",
          },
          {
            ID: 2,
            Title: "Specialist Arts & Design Institutions",
            TitleEn: "Specialist Arts & Design Institutions",
            Desc: "The UK is home to world-renowned art schools such as University of the Arts London (UAL), the postgraduate-only Royal College of Art and the Glasgow School of Art, as well as leading music and drama conservatoires. Your portfolio usually matters more than your grades, and many courses also interview applicants.",
            Img: "/images/guides/uk-arts-institution.svg",
          },
          {
            ID: 3,
            Title: "Business Schools",
            TitleEn: "Business Schools",
            Desc: "Most UK business schools are part of a university, such as Warwick Business School or Imperial Business School, while London Business School focuses on postgraduate and executive education. One-year master's programs in finance, management or marketing suit fresh graduates, whereas an MBA usually expects several years of full-time work experience; look for AACSB, EQUIS or AMBA accreditation.",
            Img: "/images/guides/uk-business-school.svg",
          },
          {
            ID: 4,
            Title: "Modern Universities",
            TitleEn: "Modern Universities",
            Desc: "Modern (post-1992) universities are known for teaching quality and employability, often building live projects or industry placements into their master's programs. Entry requirements and fees are more flexible, making them a good fit for career changers and applicants with clear professional goals.",
            Img: "/images/guides/uk-modern-university.svg",
          },
        ],
      },
      SuitableFor: {
        facts: checked.graduate,
        Title: "Who It Suits",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "Graduates who want a master's degree in one year and a quicker start to their career" },
          { ID: 2, Item: "Working professionals who want to upskill or switch careers without a long break from work" },
          { ID: 3, Item: "Applicants with grades equivalent to a UK 2:1 and an IELTS score of about 6.5 or higher" },
          {
            ID: 4,
            Item: "Those planning to work in the UK on the Graduate Route after finishing (currently 2 years, cut to 18 months for applications made from 1 January 2027)",
          },
        ],
      },
      EducationSystem: {
        facts: checked.postgraduate,
        Title: "Higher Education System",
        TitleEn: "Higher Education System",
        Style: "default",
        Desc: "A UK bachelor's degree normally takes 3 years (4 in Scotland or with a placement year) and is awarded as First, Upper Second (2:1), Lower Second (2:2) or Third Class Honors. A taught master's takes 1 year (about 12 months), while research degrees such as the MRes, MPhil and PhD (usually 3–4 years) center on independent research.\nThe academic year has three terms, autumn, spring and summer: master's students take modules and exams in the first two and write their dissertation in the summer.",
        Tips: "One-year master's programs move fast, with assignments due within weeks of starting, so brush up on academic writing before you fly. Some science and engineering courses require ATAS clearance before you can apply for your visa, and taught master's students can no longer bring dependents to the UK.",
        Education: [
          {
            Title: "UK vs Philippine Higher Education",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "United Kingdom",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Bachelor's Degree (3 years)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "First year", TitleEn: "First year" },
                      { Title: "Second year", TitleEn: "Second year" },
                      { Title: "Third year", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Master's Degree (1 year)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "Master's (about 12 months)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "Philippines",
                Code: "PH",
                List: [
                  {
                    Style: "dark",
                    ClassName: "College (4 years)",
                    ClassNameEn: "College / Bachelor's Degree (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "1st Year", TitleEn: "First year" },
                      { Title: "2nd Year", TitleEn: "Second year" },
                      { Title: "3rd Year", TitleEn: "Third year" },
                      { Title: "4th Year", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Master's Degree (2 years)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "Master's Year 1", TitleEn: "Master's year 1" },
                      { Title: "Master's Year 2", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "Application Process",
    TitleEn: "Application Process",
    Desc: "Undergraduate and postgraduate applications take different routes: undergraduates apply through UCAS, while master's applicants apply directly to each university. Start planning 12–18 months ahead and work through these five steps.",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.prepare,
        Title: "Application Preparation",
        List: [
          "Set your goals and budget: each university sets its own fees for international students, and they vary widely by course (laboratory subjects and medicine cost the most), so check the fee on each course page; living costs are noticeably higher in London (see the visa funds in step 5).",
          "Research courses on the UCAS website and university sites, comparing modules, entry requirements, rankings and location.",
          "Choose your route: a foundation year or direct entry for undergraduate study, a direct application for a master's, plus a pre-sessional English course if your score falls short.",
          "Book an English test: most universities accept IELTS Academic, typically 6.0–6.5 for undergraduate, 6.5 or higher for master's and 5.0–5.5 for foundation.",
          "Master's applicants should look into scholarships such as Chevening, which expects about two years of work experience and usually closes in the autumn, a year before the course starts.",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.ucas,
        Title: "Document Preparation",
        List: [
          "Transcript of Records and diploma, or a certificate of enrollment if you haven't graduated yet; final-year students can send their latest grades.",
          "Personal statement: UCAS allows 4,000 characters and, from 2026 entry, asks you to answer three set questions; for a master's, follow each university's own guidelines.",
          "References: UCAS needs one, while master's courses usually ask for two, from teachers or employers.",
          "IELTS results and a copy of your passport; art and design courses need a portfolio, and business master's may ask for a CV and GMAT/GRE scores.",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.ucas,
        Title: "Official Application",
        List: [
          "Undergraduates apply online through UCAS with up to 5 choices and one personal statement; you can apply to Oxford or Cambridge but not both, and to no more than 4 medicine courses.",
          "UCAS deadlines: for most courses, the equal-consideration date is in mid-January of the year you start, so for {januaryEntry} entry it is mid-January {januaryEntry} (see ucas.com for the exact date); Oxford, Cambridge, medicine, dentistry and veterinary courses close in mid-October of the year before entry, next in mid-October {octoberDeadline} for {octoberEntry} entry.",
          "Master's applicants apply on each university's online portal; most courses review applications on a rolling basis, and popular ones may fill early or use application rounds.",
          "Some courses require an interview or admissions test, such as the UCAT for medicine or the LNAT for law.",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.ucas,
        Title: "Application Results",
        List: [
          "Offers are either conditional (you still need to meet grade or English requirements) or unconditional.",
          "On UCAS, you pick one Firm and one Insurance choice by the reply deadline; any other offers are automatically declined.",
          "No offers yet? Add a new choice through UCAS Extra from late February, or look for open places in Clearing over the summer.",
          "Once you meet your conditions and pay the deposit, the university issues your CAS (Confirmation of Acceptance for Studies) number, which you need for your Student visa.",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "Pre-departure Preparation",
        List: [
          "Apply for your Student visa with your CAS up to 6 months before your course starts; you must show your first-year tuition plus living costs of £1,529 a month in London or £1,171 a month elsewhere for up to 9 months (£13,761 or £10,539), held for 28 consecutive days.",
          "When you apply, pay the visa fee (£524 from outside the UK) and the Immigration Health Surcharge (IHS), £776 a year for students, which lets you use the NHS.",
          "Applicants from the Philippines must first take a tuberculosis (TB) test at an approved clinic; your visa is then issued as an eVisa that you access through your UKVI account.",
          "Book university accommodation and flights early, and arrive before Welcome Week to enroll and register with a GP.",
        ],
      },
    ],
  },
};

const vi: CountryGuide = {
  tableID: 2,
  ID: 2,
  Code: "UK",
  Name: "Vương quốc Anh",
  NameEn: "United Kingdom",
  Desc: "Vương quốc Anh gồm bốn xứ Anh, Scotland, Wales và Bắc Ireland, là nơi có những trường đại học lâu đời và danh tiếng bậc nhất thế giới như Oxford và Cambridge. Chương trình học ở đây ngắn gọn: cử nhân thường chỉ 3 năm (4 năm ở Scotland hoặc khi có năm thực tập), thạc sĩ chỉ 1 năm, giúp tiết kiệm đáng kể thời gian và chi phí. Sau khi tốt nghiệp, du học sinh còn có thể ở lại làm việc theo diện thị thực sau tốt nghiệp (Graduate Route).",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "Đại học",
      Introduction: {
        Title: "Du học bậc đại học tại Anh",
        TitleEn: "Undergraduate Study in the UK",
        Desc: "Chương trình cử nhân ở xứ Anh, xứ Wales và Bắc Ireland thường kéo dài 3 năm, còn ở Scotland là 4 năm; các chương trình có thêm một năm thực tập tại doanh nghiệp cũng kéo dài 4 năm. Sinh viên học thẳng vào chuyên ngành ngay từ năm nhất, hầu như không có môn đại cương, vì vậy cần xác định rõ ngành học từ khi nộp hồ sơ.\nHọc sinh Việt Nam tốt nghiệp THPT thường học một năm dự bị đại học (Foundation Year) trước khi vào năm nhất; mọi hồ sơ bậc đại học đều nộp qua hệ thống UCAS, với tối đa 5 nguyện vọng.",
        Schools: [
          {
            ID: 1,
            Title: "Nhóm Russell",
            TitleEn: "Russell Group Universities",
            Desc: "Nhóm Russell gồm 24 trường đại học nghiên cứu hàng đầu như Oxford, Cambridge, Imperial College London, LSE, UCL, Edinburgh và Manchester. Các trường có nguồn lực nghiên cứu mạnh và danh tiếng quốc tế cao, nhưng cạnh tranh rất gay gắt và yêu cầu đầu vào cũng cao hơn.",
            Img: "/images/guides/uk-russell-group.svg",
          },
          {
            ID: 2,
            Title: "Các trường đại học khác và đại học hiện đại",
            TitleEn: "Other & Modern (Post-1992) Universities",
            Desc: "Ngoài nhóm Russell, Vương quốc Anh còn nhiều trường xuất sắc như St Andrews, Bath, Loughborough hay Lancaster, thường xuyên nằm trong nhóm dẫn đầu các bảng xếp hạng trong nước. Các đại học hiện đại, phần lớn là trường bách khoa được nâng lên thành đại học từ năm 1992, chú trọng giảng dạy ứng dụng và liên kết với doanh nghiệp, thường có năm thực tập, với yêu cầu đầu vào và học phí dễ tiếp cận hơn.",
            Img: "/images/guides/uk-modern-university.svg",
          },
          {
            ID: 3,
            Title: "Chương trình dự bị đại học",
            TitleEn: "University Foundation Programmes",
            Desc: "Dự bị đại học là khóa chuyển tiếp một năm dành riêng cho sinh viên quốc tế, giúp củng cố kiến thức nền, tiếng Anh học thuật và kỹ năng học tập theo các hướng như kinh doanh, kỹ thuật, khoa học, xã hội hay nghệ thuật. Nhiều trường tự mở lớp dự bị hoặc hợp tác với đơn vị đối tác ngay trong khuôn viên; đạt điểm yêu cầu là bạn được lên thẳng năm nhất, có chương trình còn đảm bảo chỗ học. Yêu cầu IELTS thường khoảng 5.0–5.5.",
            Img: "/images/guides/uk-foundation-programme.svg",
            facts: checked.english,
          },
        ],
      },
      SuitableFor: {
        facts: checked.english,
        Title: "Phù hợp với",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "Học sinh đã xác định rõ ngành học và muốn đi sâu vào chuyên môn ngay từ năm nhất" },
          { ID: 2, Item: "Người muốn lấy bằng cử nhân trong 3 năm để tiết kiệm thời gian và chi phí" },
          { ID: 3, Item: "Học sinh tốt nghiệp THPT sẵn sàng học một năm dự bị, hoặc đã có kết quả A-level, IB" },
          {
            ID: 4,
            Item: "Người có nền tảng tiếng Anh tốt (bậc đại học thường yêu cầu IELTS 6.0–6.5) và quen tự học, viết tiểu luận",
          },
        ],
      },
      EducationSystem: {
        Title: "Hệ thống giáo dục Anh",
        TitleEn: "Education System",
        Style: "default",
        Desc: "Lấy xứ Anh làm ví dụ, trẻ em vào tiểu học từ 5 tuổi (Year 1–6), đến 11 tuổi lên trung học và học 5 năm bắt buộc (Year 7–11), kết thúc bằng kỳ thi GCSE ở tuổi 16. Sau đó học sinh học 2 năm A-level (Year 12–13) tại sixth form hoặc trường cao đẳng, thường chọn 3 môn, và điểm A-level là căn cứ chính để xét tuyển đại học.\nBậc cử nhân kéo dài 3 năm (4 năm ở Scotland hoặc khi có năm thực tập), thạc sĩ 1 năm. Năm học bắt đầu vào tháng 9 và chia thành ba học kỳ: mùa thu, mùa xuân và mùa hè.",
        Tips: "Học sinh Anh học 13 năm trước khi vào đại học, còn Việt Nam là 12 năm, nên phần lớn các trường yêu cầu học sinh Việt Nam học dự bị một năm; bạn cũng có thể học xong năm nhất đại học trong nước rồi nộp hồ sơ vào năm nhất tại Anh. Scotland có hệ thống thi cử riêng, nên bảng dưới đây theo hệ thống của xứ Anh.",
        Education: [
          {
            Title: "So sánh hệ thống giáo dục Anh và Việt Nam",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "Vương quốc Anh",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Tiểu học (5–11 tuổi)",
                    ClassNameEn: "Primary School",
                    Symbol: "academy",
                    Items: [
                      { Title: "Lớp 1 (Year 1)", TitleEn: "Year 1" },
                      { Title: "Lớp 2 (Year 2)", TitleEn: "Year 2" },
                      { Title: "Lớp 3 (Year 3)", TitleEn: "Year 3" },
                      { Title: "Lớp 4 (Year 4)", TitleEn: "Year 4" },
                      { Title: "Lớp 5 (Year 5)", TitleEn: "Year 5" },
                      { Title: "Lớp 6 (Year 6)", TitleEn: "Year 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Trung học (11–16 tuổi, GCSE)",
                    ClassNameEn: "Secondary School (GCSE)",
                    Symbol: "gcse",
                    Items: [
                      { Title: "Lớp 7 (Year 7)", TitleEn: "Year 7" },
                      { Title: "Lớp 8 (Year 8)", TitleEn: "Year 8" },
                      { Title: "Lớp 9 (Year 9)", TitleEn: "Year 9" },
                      { Title: "Lớp 10 (Year 10)", TitleEn: "Year 10" },
                      { Title: "Lớp 11 (Year 11)", TitleEn: "Year 11" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Sixth form – A-level (16–18 tuổi)",
                    ClassNameEn: "Sixth Form (A-levels)",
                    Symbol: "senior",
                    Items: [
                      { Title: "Lớp 12 (Year 12)", TitleEn: "Year 12" },
                      { Title: "Lớp 13 (Year 13)", TitleEn: "Year 13" },
                    ],
                  },
                  {
                    Diff: true,
                    ClassName: "Dự bị đại học",
                    ClassNameEn: "Foundation Year",
                    Desc: "Khóa chuyển tiếp một năm dành cho sinh viên quốc tế đã hoàn thành 12 năm phổ thông. Đạt điểm yêu cầu, bạn sẽ được vào thẳng năm nhất đại học.",
                  },
                  {
                    Style: "light",
                    ClassName: "Cử nhân (3 năm)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "Năm nhất", TitleEn: "First year" },
                      { Title: "Năm hai", TitleEn: "Second year" },
                      { Title: "Năm ba", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Thạc sĩ (1 năm)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "Thạc sĩ (khoảng 12 tháng)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "Việt Nam",
                Code: "VN",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Tiểu học (5 năm)",
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
                  {
                    Style: "light",
                    ClassName: "Trung học cơ sở (4 năm)",
                    ClassNameEn: "Lower Secondary School",
                    Symbol: "junior",
                    Items: [
                      { Title: "Lớp 6", TitleEn: "Grade 6" },
                      { Title: "Lớp 7", TitleEn: "Grade 7" },
                      { Title: "Lớp 8", TitleEn: "Grade 8" },
                      { Title: "Lớp 9", TitleEn: "Grade 9" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Trung học phổ thông (3 năm)",
                    ClassNameEn: "Upper Secondary School",
                    Symbol: "senior",
                    Items: [
                      { Title: "Lớp 10", TitleEn: "Grade 10" },
                      { Title: "Lớp 11", TitleEn: "Grade 11" },
                      { Title: "Lớp 12", TitleEn: "Grade 12" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Đại học (4 năm)",
                    ClassNameEn: "University (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "Năm nhất", TitleEn: "First year" },
                      { Title: "Năm hai", TitleEn: "Second year" },
                      { Title: "Năm ba", TitleEn: "Third year" },
                      { Title: "Năm tư", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "Thạc sĩ (2 năm)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "Năm thứ nhất", TitleEn: "Master's year 1" },
                      { Title: "Năm thứ hai", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "Sau đại học (Thạc sĩ)",
      Introduction: {
        Title: "Du học thạc sĩ tại Anh",
        TitleEn: "Postgraduate Taught Master's in the UK",
        Desc: "Phần lớn chương trình thạc sĩ theo hình thức giảng dạy tại Anh (MA, MSc, MBA, LLM) chỉ kéo dài 1 năm: học và thi trong học kỳ mùa thu và mùa xuân, viết luận văn vào mùa hè và tốt nghiệp khoảng tháng 9 năm sau. Hồ sơ thạc sĩ không nộp qua UCAS mà nộp trực tiếp cho từng trường; đa số trường xét hồ sơ liên tục, nên với các ngành được ưa chuộng, nộp càng sớm càng có lợi. Bằng cử nhân 4 năm của Việt Nam được chấp nhận, thường kèm yêu cầu điểm tương đương hạng 2:1 của Anh, tùy từng trường và ngành.",
        Schools: [
          {
            ID: 1,
            Title: "Đại học nghiên cứu",
            TitleEn: "Research-Intensive Universities",
            Desc: "Tiêu biểu là các trường thuộc nhóm Russell, nơi các môn học thạc sĩ do những nhà nghiên cứu đầu ngành giảng dạy, cùng thư viện, phòng thí nghiệm và mạng lưới cựu sinh viên rất mạnh. Các ngành được ưa chuộng như tài chính, khoa học máy tính, khoa học dữ liệu có tính cạnh tranh rất cao, vì vậy điểm số tốt và nộp hồ sơ sớm là lợi thế lớn.",
            Img: "/images/guides/uk-research-university.svg",
          },
          {
            ID: 2,
            Title: "Trường chuyên về nghệ thuật và thiết kế",
            TitleEn: "Specialist Arts & Design Institutions",
            Desc: "Vương quốc Anh có nhiều trường nghệ thuật nổi tiếng thế giới như University of the Arts London (UAL), Royal College of Art (chỉ đào tạo sau đại học) và Glasgow School of Art, cùng các học viện âm nhạc, sân khấu hàng đầu. Khi xét tuyển, hồ sơ tác phẩm thường quan trọng hơn điểm số, và nhiều ngành có vòng phỏng vấn.",
            Img: "/images/guides/uk-arts-institution.svg",
          },
          {
            ID: 3,
            Title: "Trường kinh doanh",
            TitleEn: "Business Schools",
            Desc: "Phần lớn trường kinh doanh ở Anh trực thuộc một trường đại học, chẳng hạn Warwick Business School hay Imperial Business School, còn London Business School tập trung đào tạo sau đại học và quản lý cấp cao. Các chương trình thạc sĩ một năm về tài chính, quản trị, tiếp thị phù hợp với người mới tốt nghiệp, còn MBA thường đòi hỏi vài năm kinh nghiệm làm việc toàn thời gian; nên ưu tiên trường có kiểm định AACSB, EQUIS hoặc AMBA.",
            Img: "/images/guides/uk-business-school.svg",
          },
          {
            ID: 4,
            Title: "Đại học hiện đại",
            TitleEn: "Modern Universities",
            Desc: "Các đại học hiện đại (được công nhận là đại học từ năm 1992 trở đi) nổi bật về chất lượng giảng dạy và định hướng nghề nghiệp, chương trình thạc sĩ thường gắn với dự án thực tế hoặc thực tập tại doanh nghiệp. Yêu cầu đầu vào và học phí linh hoạt hơn, phù hợp với người muốn chuyển ngành hoặc có mục tiêu nghề nghiệp rõ ràng.",
            Img: "/images/guides/uk-modern-university.svg",
          },
        ],
      },
      SuitableFor: {
        facts: checked.graduate,
        Title: "Phù hợp với",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "Sinh viên đã tốt nghiệp muốn lấy bằng thạc sĩ trong 1 năm để sớm đi làm" },
          { ID: 2, Item: "Người đi làm muốn nâng cao chuyên môn hoặc chuyển ngành mà không phải nghỉ việc quá lâu" },
          { ID: 3, Item: "Ứng viên có điểm tương đương hạng 2:1 của Anh và IELTS khoảng 6.5 trở lên" },
          {
            ID: 4,
            Item: "Người dự định ở lại Anh làm việc theo diện thị thực sau tốt nghiệp (hiện là 2 năm, rút xuống 18 tháng với hồ sơ nộp từ ngày 1/1/2027)",
          },
        ],
      },
      EducationSystem: {
        facts: checked.postgraduate,
        Title: "Hệ thống giáo dục đại học",
        TitleEn: "Higher Education System",
        Style: "default",
        Desc: "Bằng cử nhân ở Anh thường học 3 năm (4 năm ở Scotland hoặc khi có năm thực tập) và được xếp loại Nhất (First), Nhì trên (2:1), Nhì dưới (2:2) hoặc Ba. Thạc sĩ theo hình thức giảng dạy thường chỉ kéo dài 1 năm (khoảng 12 tháng), còn các bậc nghiên cứu như MRes, MPhil và tiến sĩ (PhD, thường 3–4 năm) tập trung vào nghiên cứu độc lập.\nNăm học gồm ba học kỳ mùa thu, mùa xuân và mùa hè: học viên thạc sĩ học và thi trong hai kỳ đầu, rồi dành mùa hè để viết luận văn.",
        Tips: "Chương trình thạc sĩ 1 năm có nhịp độ rất nhanh, chỉ vài tuần sau khai giảng đã phải nộp bài, nên hãy luyện kỹ năng viết học thuật trước khi lên đường. Một số ngành khoa học, kỹ thuật yêu cầu giấy phép ATAS trước khi xin thị thực, và học viên thạc sĩ theo hình thức giảng dạy hiện không được bảo lãnh vợ/chồng, con sang Anh theo diện người phụ thuộc.",
        Education: [
          {
            Title: "So sánh bậc đại học và thạc sĩ Anh – Việt Nam",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "Vương quốc Anh",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Cử nhân (3 năm)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "Năm nhất", TitleEn: "First year" },
                      { Title: "Năm hai", TitleEn: "Second year" },
                      { Title: "Năm ba", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Thạc sĩ (1 năm)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "Thạc sĩ (khoảng 12 tháng)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "Việt Nam",
                Code: "VN",
                List: [
                  {
                    Style: "dark",
                    ClassName: "Đại học (4 năm)",
                    ClassNameEn: "University (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "Năm nhất", TitleEn: "First year" },
                      { Title: "Năm hai", TitleEn: "Second year" },
                      { Title: "Năm ba", TitleEn: "Third year" },
                      { Title: "Năm tư", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "Thạc sĩ (2 năm)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "Năm thứ nhất", TitleEn: "Master's year 1" },
                      { Title: "Năm thứ hai", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "Quy trình nộp hồ sơ",
    TitleEn: "Application Process",
    Desc: "Bậc đại học và sau đại học có cách nộp hồ sơ khác nhau: hồ sơ đại học nộp qua UCAS, còn hồ sơ thạc sĩ nộp trực tiếp cho từng trường. Hãy bắt đầu lên kế hoạch trước 12–18 tháng và làm theo năm bước dưới đây.",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.prepare,
        Title: "Chuẩn bị ứng tuyển",
        List: [
          "Xác định mục tiêu và ngân sách: học phí cho sinh viên quốc tế do từng trường tự đặt và chênh lệch lớn giữa các ngành (ngành thí nghiệm và ngành y cao nhất), nên hãy xem mức phí trên trang của từng khóa học; chi phí sinh hoạt ở London cũng cao hơn hẳn các thành phố khác (mức tài chính cần chứng minh khi xin thị thực xem ở bước 5).",
          "Tìm hiểu ngành học trên trang UCAS và trang web của các trường, so sánh chương trình, yêu cầu đầu vào, thứ hạng và thành phố.",
          "Chọn lộ trình phù hợp: học dự bị hay vào thẳng năm nhất với bậc đại học, nộp trực tiếp cho trường với bậc thạc sĩ, và học thêm khóa tiếng Anh trước khi nhập học nếu chưa đủ điểm.",
          "Lên lịch thi IELTS: phần lớn trường chấp nhận IELTS Academic, thường yêu cầu 6.0–6.5 cho bậc đại học, từ 6.5 trở lên cho thạc sĩ và 5.0–5.5 cho dự bị.",
          "Ứng viên thạc sĩ nên tìm hiểu học bổng như Chevening của Chính phủ Anh (yêu cầu khoảng hai năm kinh nghiệm làm việc), thường đóng hồ sơ vào mùa thu năm trước khi nhập học.",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.ucas,
        Title: "Chuẩn bị hồ sơ",
        List: [
          "Học bạ hoặc bảng điểm, bằng tốt nghiệp (hoặc giấy xác nhận đang học) kèm bản dịch tiếng Anh có chứng thực; học sinh, sinh viên năm cuối có thể nộp kết quả mới nhất trước.",
          "Bài luận cá nhân (personal statement): bản UCAS tối đa 4.000 ký tự và từ kỳ nhập học 2026 chuyển sang trả lời ba câu hỏi cố định; bậc thạc sĩ viết theo yêu cầu riêng của từng trường.",
          "Thư giới thiệu: UCAS cần 1 thư, bậc thạc sĩ thường cần 2 thư từ giảng viên hoặc cấp trên.",
          "Chứng chỉ IELTS và bản sao hộ chiếu; ngành nghệ thuật, thiết kế cần hồ sơ tác phẩm, ngành kinh doanh có thể yêu cầu CV và điểm GMAT/GRE.",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.ucas,
        Title: "Nộp hồ sơ chính thức",
        List: [
          "Bậc đại học nộp trực tuyến qua UCAS với tối đa 5 nguyện vọng và một bài luận chung; chỉ được chọn Oxford hoặc Cambridge, và tối đa 4 nguyện vọng ngành y.",
          "Hạn chót của UCAS: hạn xét tuyển bình đẳng cho hầu hết các ngành rơi vào giữa tháng 1 của năm nhập học, tức giữa tháng 1/{januaryEntry} cho kỳ nhập học {januaryEntry} (ngày cụ thể xem trên ucas.com); Oxford, Cambridge và các ngành y, nha, thú y đóng hồ sơ vào giữa tháng 10 của năm trước khi nhập học, đợt tới là giữa tháng 10/{octoberDeadline} cho kỳ nhập học {octoberEntry}.",
          "Bậc thạc sĩ nộp trên cổng tuyển sinh của từng trường; đa số xét hồ sơ liên tục, ngành được ưa chuộng có thể hết chỗ sớm hoặc chia nhiều đợt.",
          "Một số ngành yêu cầu phỏng vấn hoặc bài thi tuyển sinh, ví dụ UCAT cho ngành y, LNAT cho ngành luật.",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.ucas,
        Title: "Kết quả xét tuyển",
        List: [
          "Trường sẽ gửi thư mời nhập học có điều kiện (conditional offer, cần đạt điểm hoặc IELTS theo yêu cầu) hoặc không điều kiện (unconditional offer).",
          "Trên UCAS, bạn chọn một nguyện vọng chính (Firm) và một nguyện vọng dự phòng (Insurance) trước hạn trả lời; các thư mời còn lại sẽ tự động bị từ chối.",
          "Chưa có thư mời? Bạn có thể thêm nguyện vọng qua UCAS Extra từ cuối tháng 2, hoặc tìm chỗ còn trống qua Clearing vào mùa hè.",
          "Khi đã đáp ứng điều kiện và đóng tiền đặt cọc, trường sẽ cấp mã CAS (Confirmation of Acceptance for Studies), giấy tờ bắt buộc để xin thị thực du học.",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "Chuẩn bị trước khi lên đường",
        List: [
          "Xin thị thực du học (Student visa) bằng mã CAS, sớm nhất 6 tháng trước ngày khai giảng; cần chứng minh học phí năm đầu và tối đa 9 tháng sinh hoạt phí (£1.529/tháng ở London, £1.171/tháng ở nơi khác, tức £13.761 hoặc £10.539 cho 9 tháng), số tiền phải nằm trong tài khoản đủ 28 ngày liên tục.",
          "Khi nộp đơn xin thị thực, bạn đóng lệ phí thị thực (£524 nếu nộp ngoài Vương quốc Anh) và phụ phí y tế nhập cư (IHS), £776 mỗi năm với sinh viên, để được sử dụng dịch vụ y tế NHS.",
          "Người nộp đơn tại Việt Nam phải xét nghiệm lao (TB) tại cơ sở được Bộ Nội vụ Anh chỉ định; thị thực được cấp dưới dạng thị thực điện tử (eVisa), tra cứu qua tài khoản UKVI.",
          "Đăng ký ký túc xá và đặt vé máy bay sớm, sang Anh trước tuần lễ chào đón tân sinh viên (Welcome Week) để làm thủ tục nhập học và đăng ký với bác sĩ gia đình (GP).",
        ],
      },
    ],
  },
};

const th: CountryGuide = {
  tableID: 2,
  ID: 2,
  Code: "UK",
  Name: "สหราชอาณาจักร",
  NameEn: "United Kingdom",
  Desc: "สหราชอาณาจักรประกอบด้วยอังกฤษ สกอตแลนด์ เวลส์ และไอร์แลนด์เหนือ เป็นที่ตั้งของมหาวิทยาลัยเก่าแก่ระดับโลกอย่างออกซ์ฟอร์ดและเคมบริดจ์ ซึ่งปริญญาได้รับการยอมรับทั่วโลก หลักสูตรที่นี่กระชับ ปริญญาตรีส่วนใหญ่ใช้เวลา 3 ปี (4 ปีในสกอตแลนด์หรือหลักสูตรที่มีปีฝึกงาน) และปริญญาโทเพียง 1 ปี จึงช่วยประหยัดทั้งเวลาและค่าใช้จ่าย เมื่อเรียนจบแล้วยังขอวีซ่าหลังจบการศึกษาเพื่อทำงานต่อในสหราชอาณาจักรได้อีกด้วย",
  AdmissionMode: [
    {
      Enrollment: 1,
      Name: "ปริญญาตรี",
      Introduction: {
        Title: "เรียนต่อปริญญาตรีที่สหราชอาณาจักร",
        TitleEn: "Undergraduate Study in the UK",
        Desc: "ปริญญาตรีในอังกฤษ เวลส์ และไอร์แลนด์เหนือโดยทั่วไปใช้เวลา 3 ปี ส่วนในสกอตแลนด์ใช้เวลา 4 ปี และหลักสูตรที่มีปีฝึกงานในสถานประกอบการก็จะเพิ่มเป็น 4 ปีเช่นกัน นักศึกษาเรียนวิชาเอกตั้งแต่ปีแรกโดยแทบไม่มีวิชาศึกษาทั่วไป จึงต้องเลือกสาขาให้ชัดเจนตั้งแต่ตอนสมัคร\nนักเรียนไทยที่จบ ม.6 ส่วนใหญ่ต้องเรียนหลักสูตรเตรียมความพร้อมเข้ามหาวิทยาลัย (ฟาวน์เดชัน) 1 ปีก่อนขึ้นปี 1 และการสมัครปริญญาตรีทุกหลักสูตรต้องยื่นผ่านระบบ UCAS ซึ่งเลือกได้สูงสุด 5 อันดับ",
        Schools: [
          {
            ID: 1,
            Title: "มหาวิทยาลัยกลุ่มรัสเซล",
            TitleEn: "Russell Group Universities",
            Desc: "กลุ่มรัสเซลคือการรวมตัวของมหาวิทยาลัยวิจัยชั้นนำ 24 แห่ง เช่น ออกซ์ฟอร์ด เคมบริดจ์ อิมพีเรียลคอลเลจลอนดอน ยูนิเวอร์ซิตีคอลเลจลอนดอน เอดินบะระ และแมนเชสเตอร์ มหาวิทยาลัยกลุ่มนี้มีทรัพยากรด้านการวิจัยพร้อมและมีชื่อเสียงระดับสากล แต่การแข่งขันสูงมากและเกณฑ์รับเข้าก็สูงตามไปด้วย",
            Img: "/images/guides/uk-russell-group.svg",
          },
          {
            ID: 2,
            Title: "มหาวิทยาลัยอื่นและมหาวิทยาลัยสมัยใหม่",
            TitleEn: "Other & Modern (Post-1992) Universities",
            Desc: "นอกกลุ่มรัสเซลยังมีมหาวิทยาลัยคุณภาพสูงอีกมาก เช่น เซนต์แอนดรูส์ บาธ ลัฟบะระ และแลงคาสเตอร์ ซึ่งติดอันดับต้น ๆ ของประเทศอยู่เสมอ ส่วนมหาวิทยาลัยสมัยใหม่ซึ่งส่วนใหญ่ยกฐานะจากสถาบันโพลีเทคนิคในปี พ.ศ. 2535 เน้นการสอนเชิงปฏิบัติและความร่วมมือกับภาคธุรกิจ มักมีหลักสูตรที่รวมปีฝึกงาน และมีเกณฑ์รับเข้ากับค่าเล่าเรียนที่เข้าถึงได้ง่ายกว่า",
            Img: "/images/guides/uk-modern-university.svg",
          },
          {
            ID: 3,
            Title: "หลักสูตรเตรียมความพร้อมเข้ามหาวิทยาลัย",
            TitleEn: "University Foundation Programmes",
            Desc: "หลักสูตรฟาวน์เดชันเป็นหลักสูตรเชื่อมต่อ 1 ปีที่ออกแบบมาสำหรับนักศึกษาต่างชาติโดยเฉพาะ ช่วยปูพื้นฐานวิชาเฉพาะ ภาษาอังกฤษเชิงวิชาการ และทักษะการเรียน โดยแบ่งเป็นสายต่าง ๆ เช่น ธุรกิจ วิศวกรรม วิทยาศาสตร์ สังคมศาสตร์ และศิลปะ หลายมหาวิทยาลัยเปิดสอนเองหรือร่วมกับสถาบันพันธมิตรภายในมหาวิทยาลัย เมื่อผ่านเกณฑ์ก็ขึ้นเรียนปี 1 ได้ และบางหลักสูตรรับประกันที่นั่ง โดยทั่วไปต้องมีคะแนน IELTS ประมาณ 5.0–5.5",
            Img: "/images/guides/uk-foundation-programme.svg",
            facts: checked.english,
          },
        ],
      },
      SuitableFor: {
        facts: checked.english,
        Title: "เหมาะสำหรับ",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "นักเรียนที่รู้ชัดว่าอยากเรียนสาขาใดและต้องการเรียนเชิงลึกตั้งแต่ปีแรก" },
          { ID: 2, Item: "ผู้ที่ต้องการจบปริญญาตรีภายใน 3 ปีเพื่อประหยัดเวลาและค่าใช้จ่าย" },
          { ID: 3, Item: "นักเรียนที่จบ ม.6 และพร้อมเรียนฟาวน์เดชัน 1 ปี หรือผู้ที่มีผลสอบ A-level หรือ IB" },
          { ID: 4, Item: "ผู้ที่มีพื้นฐานภาษาอังกฤษดี (ปริญญาตรีมักกำหนด IELTS 6.0–6.5) และเรียนรู้ด้วยตนเองได้ดี" },
        ],
      },
      EducationSystem: {
        Title: "ระบบการศึกษาของสหราชอาณาจักร",
        TitleEn: "Education System",
        Style: "default",
        Desc: "ยกตัวอย่างระบบของอังกฤษ เด็กเริ่มเรียนชั้นประถมตั้งแต่อายุ 5 ขวบ (ปีที่ 1–6) และเมื่ออายุ 11 ปีจะขึ้นชั้นมัธยมซึ่งเป็นการศึกษาภาคบังคับอีก 5 ปี (ปีที่ 7–11) ก่อนสอบ GCSE ตอนอายุ 16 ปี จากนั้นเรียน A-level อีก 2 ปี (ปีที่ 12–13) ในชั้นซิกซ์ฟอร์มหรือวิทยาลัย โดยทั่วไปเลือกเรียน 3 วิชา และใช้ผลสอบ A-level เป็นเกณฑ์หลักในการสมัครมหาวิทยาลัย\nปริญญาตรีใช้เวลา 3 ปี (4 ปีในสกอตแลนด์หรือหลักสูตรที่มีปีฝึกงาน) ส่วนปริญญาโทใช้เวลา 1 ปี ปีการศึกษาเริ่มในเดือนกันยายนและแบ่งเป็น 3 ภาคเรียน ได้แก่ ภาคฤดูใบไม้ร่วง ภาคฤดูใบไม้ผลิ และภาคฤดูร้อน",
        Tips: "นักเรียนในสหราชอาณาจักรเรียนมา 13 ปีก่อนเข้ามหาวิทยาลัย ขณะที่ไทยเรียน 12 ปี มหาวิทยาลัยส่วนใหญ่จึงกำหนดให้นักเรียนไทยเรียนฟาวน์เดชันก่อน 1 ปี หรือเรียนปี 1 ในมหาวิทยาลัยไทยให้จบก่อนแล้วจึงสมัครเข้าปี 1 ที่สหราชอาณาจักร สกอตแลนด์มีระบบการสอบของตนเอง ตารางด้านล่างจึงอ้างอิงระบบของอังกฤษ",
        Education: [
          {
            Title: "เปรียบเทียบระบบการศึกษาสหราชอาณาจักรและไทย",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "สหราชอาณาจักร",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "ประถมศึกษา (อายุ 5–11 ปี)",
                    ClassNameEn: "Primary School",
                    Symbol: "academy",
                    Items: [
                      { Title: "ปีที่ 1", TitleEn: "Year 1" },
                      { Title: "ปีที่ 2", TitleEn: "Year 2" },
                      { Title: "ปีที่ 3", TitleEn: "Year 3" },
                      { Title: "ปีที่ 4", TitleEn: "Year 4" },
                      { Title: "ปีที่ 5", TitleEn: "Year 5" },
                      { Title: "ปีที่ 6", TitleEn: "Year 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "มัธยมศึกษา (อายุ 11–16 ปี สอบ GCSE)",
                    ClassNameEn: "Secondary School (GCSE)",
                    Symbol: "gcse",
                    Items: [
                      { Title: "ปีที่ 7", TitleEn: "Year 7" },
                      { Title: "ปีที่ 8", TitleEn: "Year 8" },
                      { Title: "ปีที่ 9", TitleEn: "Year 9" },
                      { Title: "ปีที่ 10", TitleEn: "Year 10" },
                      { Title: "ปีที่ 11", TitleEn: "Year 11" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "ซิกซ์ฟอร์ม (A-level อายุ 16–18 ปี)",
                    ClassNameEn: "Sixth Form (A-levels)",
                    Symbol: "senior",
                    Items: [
                      { Title: "ปีที่ 12", TitleEn: "Year 12" },
                      { Title: "ปีที่ 13", TitleEn: "Year 13" },
                    ],
                  },
                  {
                    Diff: true,
                    ClassName: "หลักสูตรฟาวน์เดชัน",
                    ClassNameEn: "Foundation Year",
                    Desc: "หลักสูตรเชื่อมต่อ 1 ปีสำหรับนักศึกษาต่างชาติที่เรียนจบระบบ 12 ปี เมื่อผ่านเกณฑ์ก็ขึ้นเรียนปริญญาตรีปี 1 ได้ทันที",
                  },
                  {
                    Style: "light",
                    ClassName: "ปริญญาตรี (3 ปี)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "ปี 1", TitleEn: "First year" },
                      { Title: "ปี 2", TitleEn: "Second year" },
                      { Title: "ปี 3", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "ปริญญาโท (1 ปี)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "ปริญญาโท (ประมาณ 12 เดือน)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "ไทย",
                Code: "TH",
                List: [
                  {
                    Style: "dark",
                    ClassName: "ประถมศึกษา (6 ปี)",
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
                  {
                    Style: "light",
                    ClassName: "มัธยมศึกษาตอนต้น (3 ปี)",
                    ClassNameEn: "Lower Secondary (Mattayom 1–3)",
                    Symbol: "junior",
                    Items: [
                      { Title: "ม.1", TitleEn: "Mattayom 1" },
                      { Title: "ม.2", TitleEn: "Mattayom 2" },
                      { Title: "ม.3", TitleEn: "Mattayom 3" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "มัธยมศึกษาตอนปลาย (3 ปี)",
                    ClassNameEn: "Upper Secondary (Mattayom 4–6)",
                    Symbol: "senior",
                    Items: [
                      { Title: "ม.4", TitleEn: "Mattayom 4" },
                      { Title: "ม.5", TitleEn: "Mattayom 5" },
                      { Title: "ม.6", TitleEn: "Mattayom 6" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "ปริญญาตรี (4 ปี)",
                    ClassNameEn: "Bachelor's Degree (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "ปี 1", TitleEn: "First year" },
                      { Title: "ปี 2", TitleEn: "Second year" },
                      { Title: "ปี 3", TitleEn: "Third year" },
                      { Title: "ปี 4", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "dark",
                    ClassName: "ปริญญาโท (2 ปี)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "ปี 1", TitleEn: "Master's year 1" },
                      { Title: "ปี 2", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      Enrollment: 2,
      Name: "ปริญญาโท",
      Introduction: {
        Title: "เรียนต่อปริญญาโทที่สหราชอาณาจักร",
        TitleEn: "Postgraduate Taught Master's in the UK",
        Desc: "ปริญญาโทแบบเรียนรายวิชาในสหราชอาณาจักรส่วนใหญ่ใช้เวลาเพียง 1 ปี โดยเรียนและสอบในภาคฤดูใบไม้ร่วงกับภาคฤดูใบไม้ผลิ ทำวิทยานิพนธ์ช่วงฤดูร้อน และจบการศึกษาราวเดือนกันยายนของปีถัดไป การสมัครปริญญาโทไม่ผ่าน UCAS แต่ยื่นตรงกับแต่ละมหาวิทยาลัย ซึ่งส่วนใหญ่พิจารณาใบสมัครต่อเนื่องตามลำดับที่ได้รับ สาขายอดนิยมจึงควรสมัครแต่เนิ่น ๆ ผู้จบปริญญาตรี 4 ปีจากไทยสมัครได้โดยตรง โดยทั่วไปต้องมีผลการเรียนเทียบเท่าเกียรตินิยมอันดับสองระดับบน (2:1) ของสหราชอาณาจักร ซึ่งเกรดเฉลี่ยที่กำหนดจะแตกต่างกันไปตามมหาวิทยาลัย",
        Schools: [
          {
            ID: 1,
            Title: "มหาวิทยาลัยเน้นการวิจัย",
            TitleEn: "Research-Intensive Universities",
            Desc: "ตัวอย่างสำคัญคือมหาวิทยาลัยกลุ่มรัสเซล ซึ่งหลักสูตรปริญญาโทสอนโดยอาจารย์ที่เป็นนักวิจัยแถวหน้าในสาขา พร้อมห้องสมุด ห้องปฏิบัติการ และเครือข่ายศิษย์เก่าที่แข็งแกร่ง สาขายอดนิยมอย่างการเงิน วิทยาการคอมพิวเตอร์ และวิทยาการข้อมูลมีการแข่งขันสูง ผลการเรียนที่ดีและการสมัครแต่เนิ่น ๆ จึงเป็นข้อได้เปรียบ",
            Img: "/images/guides/uk-research-university.svg",
          },
          {
            ID: 2,
            Title: "สถาบันเฉพาะทางด้านศิลปะและการออกแบบ",
            TitleEn: "Specialist Arts & Design Institutions",
            Desc: "สหราชอาณาจักรมีสถาบันศิลปะชื่อดังระดับโลกหลายแห่ง เช่น มหาวิทยาลัยศิลปะแห่งลอนดอน ราชวิทยาลัยศิลปะซึ่งเปิดสอนเฉพาะระดับบัณฑิตศึกษา และวิทยาลัยศิลปะกลาสโกว์ รวมถึงสถาบันดนตรีและการละครชั้นนำ ในการคัดเลือก แฟ้มสะสมผลงานมักสำคัญกว่าผลการเรียน และหลายสาขามีการสัมภาษณ์",
            Img: "/images/guides/uk-arts-institution.svg",
          },
          {
            ID: 3,
            Title: "สถาบันบริหารธุรกิจ",
            TitleEn: "Business Schools",
            Desc: "สถาบันบริหารธุรกิจในสหราชอาณาจักรส่วนใหญ่สังกัดมหาวิทยาลัย เช่น สถาบันบริหารธุรกิจวอริกและสถาบันบริหารธุรกิจอิมพีเรียล ขณะที่ลอนดอนบิซิเนสสกูลเน้นการศึกษาระดับบัณฑิตศึกษาและหลักสูตรผู้บริหาร หลักสูตรปริญญาโท 1 ปีด้านการเงิน การจัดการ และการตลาดเหมาะกับผู้เพิ่งจบปริญญาตรี ส่วนหลักสูตรบริหารธุรกิจมหาบัณฑิตมักกำหนดประสบการณ์ทำงานเต็มเวลาหลายปี ควรเลือกสถาบันที่ได้รับการรับรองจาก AACSB, EQUIS หรือ AMBA",
            Img: "/images/guides/uk-business-school.svg",
          },
          {
            ID: 4,
            Title: "มหาวิทยาลัยสมัยใหม่",
            TitleEn: "Modern Universities",
            Desc: "มหาวิทยาลัยสมัยใหม่ (ได้รับสถานะมหาวิทยาลัยตั้งแต่ปี พ.ศ. 2535 เป็นต้นมา) โดดเด่นด้านคุณภาพการสอนและการเตรียมความพร้อมสู่การทำงาน หลักสูตรปริญญาโทมักผสานโครงการจริงหรือการฝึกงานกับภาคธุรกิจ เกณฑ์รับเข้าและค่าเล่าเรียนยืดหยุ่นกว่า จึงเหมาะกับผู้ที่ต้องการเปลี่ยนสายงานหรือมีเป้าหมายอาชีพชัดเจน",
            Img: "/images/guides/uk-modern-university.svg",
          },
        ],
      },
      SuitableFor: {
        facts: checked.graduate,
        Title: "เหมาะสำหรับ",
        TitleEn: "Who It Suits",
        List: [
          { ID: 1, Item: "ผู้จบปริญญาตรีที่ต้องการได้ปริญญาโทภายใน 1 ปีและเริ่มทำงานได้เร็ว" },
          { ID: 2, Item: "คนทำงานที่ต้องการพัฒนาทักษะหรือเปลี่ยนสายงานโดยไม่ต้องหยุดงานนานเกินไป" },
          { ID: 3, Item: "ผู้สมัครที่มีผลการเรียนเทียบเท่า 2:1 ของสหราชอาณาจักรและมีคะแนน IELTS ประมาณ 6.5 ขึ้นไป" },
          {
            ID: 4,
            Item: "ผู้ที่วางแผนทำงานในสหราชอาณาจักรหลังเรียนจบด้วยวีซ่าหลังจบการศึกษา (ปัจจุบันได้ 2 ปี และลดเหลือ 18 เดือนสำหรับผู้ยื่นตั้งแต่ 1 มกราคม พ.ศ. 2570)",
          },
        ],
      },
      EducationSystem: {
        facts: checked.postgraduate,
        Title: "ระบบอุดมศึกษาของสหราชอาณาจักร",
        TitleEn: "Higher Education System",
        Style: "default",
        Desc: "ปริญญาตรีในสหราชอาณาจักรโดยทั่วไปใช้เวลา 3 ปี (4 ปีในสกอตแลนด์หรือหลักสูตรที่มีปีฝึกงาน) และแบ่งระดับเป็นเกียรตินิยมอันดับหนึ่ง อันดับสองระดับบน (2:1) อันดับสองระดับล่าง (2:2) และอันดับสาม ปริญญาโทแบบเรียนรายวิชาใช้เวลาเพียง 1 ปี (ประมาณ 12 เดือน) ส่วนปริญญาโทสายวิจัยและปริญญาเอก (โดยทั่วไป 3–4 ปี) เน้นการทำวิจัยด้วยตนเอง\nปีการศึกษาแบ่งเป็น 3 ภาคเรียน คือ ภาคฤดูใบไม้ร่วง ภาคฤดูใบไม้ผลิ และภาคฤดูร้อน นักศึกษาปริญญาโทเรียนและสอบในสองภาคแรก แล้วใช้ช่วงฤดูร้อนทำวิทยานิพนธ์",
        Tips: "ปริญญาโท 1 ปีมีจังหวะการเรียนที่เร็วมาก เพียงไม่กี่สัปดาห์หลังเปิดภาคก็ต้องส่งงานแล้ว จึงควรฝึกการเขียนเชิงวิชาการก่อนเดินทาง บางสาขาด้านวิทยาศาสตร์และวิศวกรรมต้องได้รับการอนุมัติ ATAS ก่อนยื่นขอวีซ่า และปัจจุบันนักศึกษาปริญญาโทแบบเรียนรายวิชาไม่สามารถพาคู่สมรสหรือบุตรมาในฐานะผู้ติดตามได้",
        Education: [
          {
            Title: "เปรียบเทียบปริญญาตรีและปริญญาโท สหราชอาณาจักรและไทย",
            Type: "university",
            ShowTitle: true,
            Compares: [
              {
                Country: "สหราชอาณาจักร",
                Code: "UK",
                List: [
                  {
                    Style: "dark",
                    ClassName: "ปริญญาตรี (3 ปี)",
                    ClassNameEn: "Bachelor's Degree (3 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "ปี 1", TitleEn: "First year" },
                      { Title: "ปี 2", TitleEn: "Second year" },
                      { Title: "ปี 3", TitleEn: "Third year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "ปริญญาโท (1 ปี)",
                    ClassNameEn: "Master's Degree (1 year)",
                    Symbol: "graduate",
                    Items: [{ Title: "ปริญญาโท (ประมาณ 12 เดือน)", TitleEn: "Master's (about 12 months)" }],
                  },
                ],
              },
              {
                Country: "ไทย",
                Code: "TH",
                List: [
                  {
                    Style: "dark",
                    ClassName: "ปริญญาตรี (4 ปี)",
                    ClassNameEn: "Bachelor's Degree (4 years)",
                    Symbol: "bachelor",
                    Items: [
                      { Title: "ปี 1", TitleEn: "First year" },
                      { Title: "ปี 2", TitleEn: "Second year" },
                      { Title: "ปี 3", TitleEn: "Third year" },
                      { Title: "ปี 4", TitleEn: "Fourth year" },
                    ],
                  },
                  {
                    Style: "light",
                    ClassName: "ปริญญาโท (2 ปี)",
                    ClassNameEn: "Master's Degree (2 years)",
                    Symbol: "graduate",
                    Items: [
                      { Title: "ปี 1", TitleEn: "Master's year 1" },
                      { Title: "ปี 2", TitleEn: "Master's year 2" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  Process: {
    Title: "ขั้นตอนการสมัคร",
    TitleEn: "Application Process",
    Desc: "การสมัครระดับปริญญาตรีและปริญญาโทใช้ช่องทางต่างกัน ปริญญาตรียื่นผ่านระบบ UCAS ส่วนปริญญาโทยื่นตรงกับแต่ละมหาวิทยาลัย ควรเริ่มวางแผนล่วงหน้า 12–18 เดือน และเตรียมตัวตามห้าขั้นตอนต่อไปนี้",
    List: [
      {
        ID: 1,
        Icon: "/images/guides/step-1.svg",
        facts: checked.prepare,
        Title: "เตรียมตัวสมัคร",
        List: [
          "กำหนดเป้าหมายและงบประมาณ ค่าเล่าเรียนของนักศึกษาต่างชาติแต่ละมหาวิทยาลัยกำหนดเองและต่างกันมากตามสาขา (สาขาที่ใช้ห้องปฏิบัติการและแพทยศาสตร์สูงที่สุด) จึงควรดูค่าเล่าเรียนในหน้าหลักสูตรโดยตรง และค่าครองชีพในลอนดอนสูงกว่าเมืองอื่นอย่างเห็นได้ชัด (จำนวนเงินที่ต้องแสดงเพื่อขอวีซ่าดูในขั้นตอนที่ 5)",
          "ค้นหาหลักสูตรผ่านเว็บไซต์ UCAS และเว็บไซต์ของมหาวิทยาลัย เปรียบเทียบเนื้อหาวิชา เกณฑ์รับเข้า อันดับ และเมืองที่ตั้ง",
          "เลือกเส้นทางที่เหมาะสม ระดับปริญญาตรีจะเรียนฟาวน์เดชันหรือเข้าปี 1 โดยตรง ระดับปริญญาโทยื่นตรงกับมหาวิทยาลัย และหากคะแนนภาษายังไม่ถึงเกณฑ์ก็เรียนภาษาอังกฤษก่อนเปิดภาคได้",
          "วางแผนสอบ IELTS มหาวิทยาลัยส่วนใหญ่รับ IELTS แบบวิชาการ โดยปริญญาตรีมักกำหนด 6.0–6.5 ปริญญาโท 6.5 ขึ้นไป และฟาวน์เดชันประมาณ 5.0–5.5",
          "ผู้สมัครปริญญาโทควรศึกษาทุนอย่างทุนชีฟนิงของรัฐบาลสหราชอาณาจักร ซึ่งกำหนดประสบการณ์ทำงานประมาณ 2 ปี และมักปิดรับสมัครช่วงฤดูใบไม้ร่วงของปีก่อนเข้าเรียน",
        ],
      },
      {
        ID: 2,
        Icon: "/images/guides/step-2.svg",
        facts: checked.ucas,
        Title: "เตรียมเอกสาร",
        List: [
          "ใบแสดงผลการเรียนและใบรับรองการจบการศึกษา (หรือหนังสือรับรองสถานภาพนักเรียนนักศึกษา) ฉบับภาษาอังกฤษ ผู้ที่ยังเรียนไม่จบยื่นผลการเรียนล่าสุดไปก่อนได้",
          "เรียงความแนะนำตัว ฉบับของ UCAS ยาวได้ไม่เกิน 4,000 ตัวอักษร และตั้งแต่การเข้าเรียนปี พ.ศ. 2569 (ค.ศ. 2026) เปลี่ยนเป็นการตอบคำถาม 3 ข้อ ส่วนปริญญาโทให้เขียนตามข้อกำหนดของแต่ละมหาวิทยาลัย",
          "จดหมายรับรอง สำหรับ UCAS ใช้ 1 ฉบับ ส่วนปริญญาโทมักต้องใช้ 2 ฉบับจากอาจารย์หรือหัวหน้างาน",
          "ผลสอบ IELTS และสำเนาหนังสือเดินทาง สาขาศิลปะและการออกแบบต้องมีแฟ้มสะสมผลงาน สาขาธุรกิจอาจขอประวัติย่อและคะแนน GMAT หรือ GRE",
        ],
      },
      {
        ID: 3,
        Icon: "/images/guides/step-3.svg",
        facts: checked.ucas,
        Title: "ยื่นใบสมัคร",
        List: [
          "ปริญญาตรียื่นออนไลน์ผ่าน UCAS เลือกได้สูงสุด 5 อันดับโดยใช้เรียงความแนะนำตัวฉบับเดียว เลือกได้เพียงออกซ์ฟอร์ดหรือเคมบริดจ์แห่งใดแห่งหนึ่ง และเลือกสาขาแพทยศาสตร์ได้ไม่เกิน 4 อันดับ",
          "กำหนดปิดรับของ UCAS สำหรับสาขาส่วนใหญ่คือกลางเดือนมกราคมของปีที่เข้าเรียนจึงจะได้รับการพิจารณาอย่างเท่าเทียม สำหรับการเข้าเรียนปี พ.ศ. {januaryEntryBE} (ค.ศ. {januaryEntry}) คือกลางเดือนมกราคม พ.ศ. {januaryEntryBE} (ดูวันที่แน่นอนที่ ucas.com) ส่วนออกซ์ฟอร์ด เคมบริดจ์ และสาขาแพทยศาสตร์ ทันตแพทยศาสตร์ และสัตวแพทยศาสตร์ปิดรับกลางเดือนตุลาคมของปีก่อนเข้าเรียน รอบถัดไปคือกลางเดือนตุลาคม พ.ศ. {octoberDeadlineBE} สำหรับการเข้าเรียนปี พ.ศ. {octoberEntryBE} (ค.ศ. {octoberEntry})",
          "ปริญญาโทยื่นผ่านระบบรับสมัครของแต่ละมหาวิทยาลัย ส่วนใหญ่พิจารณาต่อเนื่องตามลำดับ สาขายอดนิยมอาจเต็มก่อนกำหนดหรือแบ่งรับเป็นรอบ",
          "บางสาขามีการสัมภาษณ์หรือสอบคัดเลือก เช่น UCAT สำหรับแพทยศาสตร์ และ LNAT สำหรับนิติศาสตร์",
        ],
      },
      {
        ID: 4,
        Icon: "/images/guides/step-4.svg",
        facts: checked.ucas,
        Title: "ผลการสมัคร",
        List: [
          "มหาวิทยาลัยจะออกข้อเสนอรับเข้าศึกษาแบบมีเงื่อนไข (ต้องทำผลการเรียนหรือคะแนนภาษาให้ถึงเกณฑ์) หรือแบบไม่มีเงื่อนไข",
          "ผู้สมัครผ่าน UCAS ต้องเลือกตัวเลือกหลัก 1 แห่งและตัวเลือกสำรอง 1 แห่งภายในกำหนด ข้อเสนออื่นจะถูกปฏิเสธโดยอัตโนมัติ",
          "หากยังไม่ได้รับข้อเสนอ สามารถเพิ่มตัวเลือกผ่าน UCAS Extra ได้ตั้งแต่ปลายเดือนกุมภาพันธ์ หรือหาที่นั่งว่างผ่านระบบเคลียริงของ UCAS ในช่วงฤดูร้อน",
          "เมื่อทำตามเงื่อนไขครบและชำระเงินมัดจำแล้ว มหาวิทยาลัยจะออกหมายเลข CAS (หนังสือยืนยันการตอบรับเข้าศึกษา) ซึ่งจำเป็นสำหรับการยื่นขอวีซ่านักเรียน",
        ],
      },
      {
        ID: 5,
        Icon: "/images/guides/step-5.svg",
        facts: checked.visa,
        Title: "เตรียมตัวก่อนเดินทาง",
        List: [
          "ยื่นขอวีซ่านักเรียนโดยใช้หมายเลข CAS ได้เร็วที่สุด 6 เดือนก่อนเปิดภาค ต้องแสดงเงินค่าเล่าเรียนปีแรกและค่าครองชีพสูงสุด 9 เดือน (ลอนดอนเดือนละ £1,529 เมืองอื่นเดือนละ £1,171 รวม 9 เดือน £13,761 หรือ £10,539) โดยเงินต้องอยู่ในบัญชีต่อเนื่องอย่างน้อย 28 วัน",
          "ชำระค่าธรรมเนียมวีซ่า (£524 เมื่อยื่นจากนอกสหราชอาณาจักร) และค่าธรรมเนียมด้านสุขภาพสำหรับผู้ย้ายถิ่น (IHS) ซึ่งนักศึกษาจ่ายปีละ £776 พร้อมการยื่นวีซ่า เพื่อใช้บริการระบบสุขภาพแห่งชาติ (NHS) ได้",
          "ผู้ยื่นขอวีซ่าในประเทศไทยต้องตรวจวัณโรคที่โรงพยาบาลที่ได้รับอนุมัติก่อนยื่น และวีซ่าจะออกเป็นวีซ่าอิเล็กทรอนิกส์ที่ตรวจสอบได้ผ่านบัญชี UKVI",
          "จองหอพักของมหาวิทยาลัยและตั๋วเครื่องบินแต่เนิ่น ๆ และเดินทางไปให้ถึงก่อนสัปดาห์ปฐมนิเทศ เพื่อลงทะเบียนเรียนและลงทะเบียนกับแพทย์ประจำครอบครัว",
        ],
      },
    ],
  },
};

export const ukGuide: GuideSet = { tw, cn, en, vi, th };
