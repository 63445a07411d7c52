import type { PagesCopy } from "../pages-content-types";

export const copy: PagesCopy = {
  about: {
    title: "About Studyway",
    metaDescription:
      "Studyway has guided students from Taiwan, China, the Philippines, Vietnam and Thailand to universities abroad since {figure:founded}: {figure:students} students helped.",
    lead: "Since {figure:founded}, we have helped students across Asia plan, apply and get admitted to universities in the USA, the UK, Canada, Australia, the Netherlands and Ireland.",
    story: [
      "Studyway was founded in Taipei in {figure:founded} with a simple idea: every student deserves honest, personal advice before making one of the biggest decisions of their life. Since then, we have helped {figure:students} students find the right school abroad.",
      "The figures below say whom they count and which year they refer to. They describe past students, not a promise: no honest consultant can guarantee a place. What we do is know each student well, build a realistic shortlist and make every document tell their story clearly.",
      "Our consultants work from the offices listed below. Wherever you are, you can meet a consultant who understands both your background and the system you are applying to.",
    ],
    missionTitle: "Our mission",
    mission:
      "To give every student a clear plan, strong application documents and the confidence to study abroad, with guidance that is personal, transparent and focused on the right fit rather than just a famous name.",
    valuesTitle: "What we stand for",
    values: [
      {
        title: "Honest advice",
        text: "We tell you where you stand, recommend schools that truly fit your profile and never promise what we cannot deliver.",
      },
      {
        title: "Your story, your voice",
        text: "We help you express your own experiences and goals. Your documents should sound like you, only clearer and stronger.",
      },
      {
        title: "Attention to detail",
        text: "Deadlines, requirements, formatting and proofreading: we check the small things so admissions officers focus on what matters.",
      },
      {
        title: "Support beyond admission",
        text: "From visas to pre-departure preparation, we stay with you until you are ready to start your new life abroad.",
      },
    ],
    officesTitle: "Our offices",
    ctaTitle: "Ready to plan your study abroad journey?",
    ctaText:
      "Book a free consultation and tell us about your goals. We will help you see your options and the next steps clearly.",
    ctaButton: "Book a free consultation",
  },
  ourServices: {
    title: "Our Services",
    metaDescription:
      "Standalone study abroad services from Studyway: SOP/PS, essays, reference letters, CV editing, applications, interview coaching, translation, school selection and visa help.",
    lead: "Need help with just one part of your application? Choose the individual services you need, from document editing to visa and pre-departure support.",
    documentGroupTitle: "Document editing",
    otherGroupTitle: "Application and planning services",
    services: [
      {
        key: "sop-ps",
        name: "Statement of Purpose / Personal Statement (SOP/PS)",
        summary:
          "Your SOP or PS is where admissions committees meet the person behind the grades. We help you shape your motivation, experiences and goals into a focused, convincing statement.",
        includes: [
          "Choice of method: interview writing, review and revision, native translator or professional proofreading",
          "In-depth discussion of your background, motivation and career goals",
          "Structure and storyline tailored to your program",
          "Language polishing for clarity, tone and flow",
        ],
        notes: ["One round of revision included", "72-hour rush service available for +25% of the original price"],
      },
      {
        key: "essay",
        name: "Essay",
        summary:
          "Supplementary essays and prompt-based questions need sharp, specific answers. We help you choose the right stories and answer each prompt directly within the word limit.",
        includes: [
          "Prompt analysis and brainstorming of suitable experiences",
          "Editing for structure, relevance and word count",
          "Consistency with the rest of your application",
          "Final proofreading for grammar and style",
        ],
        notes: ["One round of revision included", "72-hour rush service available for +25% of the original price"],
      },
      {
        key: "rl",
        name: "Reference Letter (RL)",
        summary:
          "A strong reference letter gives concrete evidence of your abilities from someone who knows you. We help you and your recommenders prepare letters that are specific, credible and well written.",
        includes: [
          "Guidance on choosing suitable recommenders",
          "Drafting or editing based on your recommender's input",
          "Concrete examples that support your application",
          "Professional tone and formatting",
        ],
        notes: ["One round of revision included", "72-hour rush service available for +25% of the original price"],
      },
      {
        key: "resume-cv",
        name: "Resume / CV",
        summary:
          "An academic CV or resume should show your education, experience and achievements at a glance. We turn your information into a clean, well-organized document that highlights what matters most.",
        includes: [
          "Selection and ordering of your most relevant experience",
          "Action-focused descriptions with measurable results",
          "Clear, professional layout",
          "Proofreading for grammar and consistency",
        ],
        notes: [
          "CV/resume length: 1-2 pages",
          "One round of revision included",
          "72-hour rush service available for +25% of the original price",
        ],
      },
      {
        key: "application",
        name: "Application Service",
        summary:
          "Online applications are full of forms, fees and deadlines. We manage the process with you so that every application is complete, accurate and submitted on time.",
        includes: [
          "Application timeline and deadline tracking",
          "Help completing online application forms",
          "Checklist of required documents and test scores",
          "Follow-up on application status and school requests",
        ],
        notes: ["Applications are submitted only after you confirm every detail"],
      },
      {
        key: "interview",
        name: "Interview Coaching",
        summary:
          "Some programs and scholarships invite applicants to interview. Our mock interviews help you prepare confident, natural answers and make a strong impression.",
        includes: [
          "Research on the program's interview format",
          "Practice with common and program-specific questions",
          "Mock interview with detailed feedback",
          "Tips on communication, body language and online interviews",
        ],
        notes: ["Available in English for both in-person and online interviews"],
      },
      {
        key: "translation",
        name: "Translation",
        summary:
          "Schools often require official documents in English. We translate transcripts, diplomas, certificates and other documents accurately and in the right format.",
        includes: [
          "Transcripts, diplomas and certificates",
          "Financial and other supporting documents",
          "Accurate terminology and consistent formatting",
          "Careful review before delivery",
        ],
        notes: ["Check whether your school requires certified or notarized translations"],
      },
      {
        key: "school-selection",
        name: "School-Selection Planning",
        summary:
          "Choosing where to apply is the most important strategic decision. We analyze your background, goals and budget to build a balanced list of reach, match and safer schools.",
        includes: [
          "Review of your grades, test scores and experience",
          "Comparison of programs, rankings, costs and locations",
          "Advice across the USA, UK, Canada, Australia, the Netherlands and Ireland",
          "A balanced final shortlist with clear reasoning",
        ],
        notes: ["We recommend a shortlist of 8 to 12 schools"],
      },
      {
        key: "visa-departure",
        name: "Visa and Pre-Departure Help",
        summary:
          "After you are admitted, we help you prepare your student visa application and everything you need before you leave, so you can start your studies with peace of mind.",
        includes: [
          "Student visa document checklist and application guidance",
          "Visa interview preparation where required",
          "Accommodation, insurance and travel tips",
          "Pre-departure briefing on life and study abroad",
        ],
        notes: ["Visa decisions are made by the embassy or immigration authority"],
      },
    ],
    rushTitle: "Urgent 72-hour service",
    rushText:
      "Facing a tight deadline? Our urgent service for document editing is completed within 72 hours after document confirmation, for an extra 25% of the original price.",
    paymentTitle: "Payment",
    paymentText:
      "Individual services are paid by bank transfer in PHP or USD. Our consultant will send you the account details after your order is confirmed.",
    orderButton: "Order this service",
  },
  package: {
    title: "All-in-One Application Package",
    metaDescription:
      "Studyway's all-in-one study abroad package: a planning consultant and a native-English document consultant guide your whole application, from school selection to departure.",
    lead: "One package, two consultants, complete support: from choosing schools to boarding your flight, we handle your application with you step by step.",
    dualTitle: "Two consultants, one goal",
    dualText:
      "With our dual-consultant service, a planning consultant manages your strategy, school list and timeline, while a native-English document consultant helps you write and refine every essay and statement. You get expert planning and natural, compelling English in one team.",
    includesTitle: "What's included",
    includes: [
      "School-selection planning with a shortlist of 8 to 12 schools",
      "Editing of your SOP/PS, essays, reference letters and CV/resume",
      "Complete application submission and deadline management",
      "Interview coaching",
      "Visa and pre-departure help",
    ],
    suitsTitle: "Who is it for?",
    suits: [
      "Students who want full support throughout the entire application",
      "Busy students and working professionals with limited time",
      "Applicants aiming for competitive programs",
      "Students applying to several countries at once",
    ],
    majorsTitle: "Majors available with the package",
    majorsText: "For the following majors, our application service is offered only as part of the all-in-one package:",
    majors: [
      "MBA",
      "Marketing",
      "Finance",
      "Accounting",
      "Management",
      "Sports Management",
      "Art and Design",
      "Information Technology",
      "Electronics",
      "Electrical Engineering",
      "Mechanical Engineering",
    ],
    stepsTitle: "How it works",
    steps: [
      {
        title: "Free consultation",
        text: "We get to know your background, goals, budget and preferred destinations.",
      },
      {
        title: "School selection and strategy",
        text: "Your planning consultant builds a balanced shortlist and an application timeline.",
      },
      {
        title: "Document writing and editing",
        text: "Your native-English document consultant works with you on every essay, statement and CV.",
      },
      {
        title: "Applications and interviews",
        text: "We submit your applications, track their progress and prepare you for interviews.",
      },
      {
        title: "Visa and departure",
        text: "Once you are admitted, we help with your visa and get you ready to leave.",
      },
    ],
    ctaTitle: "Let our team guide your application from start to finish",
    ctaButton: "Ask about the package",
  },
};
