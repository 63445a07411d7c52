/**
 * The labels `/admin/resume` shows for the fields of a kept post: the message keys the original
 * form labels them with (so they read in the interface language), and for a choice the key of the
 * choice shown. A name of a form not listed here shows as it was sent.
 */

import { isLocale } from "~/lib/locales";

export interface FieldLabel {
  /** The label's message key */
  key: string;
  /** Values of the label's message (`{zone}`…), filled by the page */
  values?: Record<string, string>;
  /** The label of the interface language a field belongs to (`tw.title` → the article's Chinese title) */
  locale?: string;
  /** The message key of a chosen value (`{value}` is replaced by it) */
  choice?: string;
  /** What was typed is not shown (a password) */
  secret?: true;
}

type Labels = Readonly<Record<string, FieldLabel>>;

/** The forms of a lead's page, told apart by their `intent`. */
const leadForms: Readonly<Record<string, Labels>> = {
  status: {
    status: { key: "admin.leads.status", choice: "admin.status.{value}" },
    assigned_to: { key: "admin.lead.assignTo" },
  },
  log: {
    kind: { key: "admin.log.kind", choice: "admin.log.kind.{value}" },
    outcome: { key: "admin.log.outcome", choice: "admin.log.outcome.{value}" },
    note: { key: "admin.lead.note" },
    next_step: { key: "admin.log.nextStep" },
    next_action_at: { key: "admin.log.nextActionAt" },
    next_action_type: { key: "admin.log.nextActionType", choice: "admin.log.type.{value}" },
  },
  reply: {
    template: { key: "admin.reply.template" },
    subject: { key: "admin.reply.subject" },
    body: { key: "admin.reply.body" },
  },
  reject_proof: { reason: { key: "admin.tracking.proof.reason" } },
  confirm_payment: { promised_by: { key: "admin.tracking.promisedBy" } },
  assign_editor: { editor: { key: "admin.tracking.editor" } },
  add_files: { files: { key: "admin.tracking.addFiles" } },
  appointment: { appointment: { key: "admin.tracking.appointment" } },
  outcome: { outcome: { key: "admin.tracking.outcome" } },
};

const articleFields: Labels = {
  category: { key: "admin.articles.category" },
  country: { key: "admin.articles.country" },
  published_at: { key: "admin.articles.published" },
  state: { key: "admin.articles.state" },
  image: { key: "admin.articles.image" },
  cover_upload: { key: "admin.articles.uploadCover" },
};
/** An article's fields per language (`en.title`…) and their keys */
const articleTranslated: Labels = {
  title: { key: "admin.articles.field.title" },
  slug: { key: "admin.articles.field.slug" },
  abstract: { key: "admin.articles.field.abstract" },
  body: { key: "admin.articles.field.body" },
  tags: { key: "admin.articles.field.tags" },
  checked_on: { key: "admin.articles.field.checkedOn" },
  sources: { key: "admin.articles.field.sources" },
};

const staffFields: Labels = {
  name: { key: "admin.staff.name" },
  email: { key: "admin.staff.email" },
  role: { key: "admin.staff.role", choice: "admin.role.{value}" },
  office: { key: "admin.staff.office" },
  active: { key: "admin.staff.status" },
  unlock: { key: "admin.staff.unlock" },
  ui_locale: { key: "admin.account.language", choice: "admin.lang.{value}" },
  password: { key: "admin.staff.resetPassword", secret: true },
};

const accountFields: Labels = {
  locale: { key: "admin.account.language", choice: "admin.lang.{value}" },
  current: { key: "admin.account.currentPassword", secret: true },
  password: { key: "admin.account.newPassword", secret: true },
  confirm: { key: "admin.account.confirmPassword", secret: true },
};

/** The source of a fact (deadlines, requirements, admit rates): `SourceFields` */
const sourceFields: Labels = {
  source_url: { key: "admin.deadlines.source" },
  checked_on: { key: "admin.deadlines.checkedOn" },
};

/** The confirmation of a row's deletion (`RowActions`) */
const deleteFields: Labels = { confirm: { key: "admin.faq.confirmDelete" } };

/** The forms of the content editors: `intent` "delete" is a row's deletion */
const editor =
  (fields: Labels) =>
  (intent: string): Labels =>
    intent === "delete" ? deleteFields : fields;

const deadlineFields: Labels = {
  school_id: { key: "admin.deadlines.school" },
  enrollment_id: { key: "admin.deadlines.enrollment" },
  intake_year: { key: "admin.deadlines.intakeYear" },
  intake_term: { key: "admin.deadlines.intakeTerm", choice: "admin.deadlines.term.{value}" },
  kind: { key: "admin.deadlines.kind", choice: "admin.deadlines.kind.{value}" },
  date: { key: "admin.deadlines.date" },
  label: { key: "admin.deadlines.label" },
  label_tw: { key: "admin.deadlines.label.tw" },
  label_cn: { key: "admin.deadlines.label.cn" },
  label_vi: { key: "admin.deadlines.label.vi" },
  label_th: { key: "admin.deadlines.label.th" },
  ...sourceFields,
};

const requirementFields: Labels = {
  school_id: { key: "admin.deadlines.school" },
  enrollment_id: { key: "admin.requirements.level" },
  min_gpa: { key: "admin.requirements.min_gpa" },
  sat: { key: "admin.requirements.sat" },
  gre: { key: "admin.requirements.gre" },
  gmat: { key: "admin.requirements.gmat" },
  gaokao_pct: { key: "admin.requirements.gaokao_pct" },
  ...sourceFields,
};

const admitRateFields: Labels = {
  school_id: { key: "admin.deadlines.school" },
  enrollment_id: { key: "admin.requirements.level" },
  rate: { key: "admin.admitRates.rate" },
  applicants: { key: "admin.admitRates.applicants", choice: "admin.admitRates.applicants.{value}" },
  year: { key: "admin.admitRates.year" },
  sat_25: { key: "admin.admitRates.sat_25" },
  sat_75: { key: "admin.admitRates.sat_75" },
  ...sourceFields,
};

const schoolFields: Labels = {
  name_en: { key: "admin.schools.nameEn" },
  name_tw: { key: "admin.schools.nameTw" },
  name_cn: { key: "admin.schools.nameCn" },
  city_en: { key: "admin.schools.cityEn" },
  city_tw: { key: "admin.schools.cityTw" },
  city_cn: { key: "admin.schools.cityCn" },
  region_en: { key: "admin.schools.regionEn" },
  region_tw: { key: "admin.schools.regionTw" },
  region_cn: { key: "admin.schools.regionCn" },
  nation: { key: "admin.schools.nation", choice: "admin.schools.nation.{value}" },
  type: { key: "admin.schools.type", choice: "admin.schools.type.{value}" },
  founded: { key: "admin.schools.founded" },
  website: { key: "admin.schools.website" },
  // `{currency}`: the school's, filled by the page
  tuition_min: { key: "admin.schools.tuitionMin" },
  tuition_max: { key: "admin.schools.tuitionMax" },
  toefl: { key: "admin.schools.toefl" },
  ielts: { key: "admin.schools.ielts" },
  facts_checked_on: { key: "admin.articles.field.checkedOn" },
  facts_sources: { key: "admin.articles.field.sources" },
  featured: { key: "admin.schools.featured" },
  no_exam_for: { key: "admin.schools.noExamFor" },
};

const rankingFields: Labels = {
  currentYear: { key: "admin.rankings.currentYear" },
  previousYear: { key: "admin.rankings.previousYear" },
  url: { key: "admin.rankings.sourceUrl" },
};
/** A school's ranks in the table (`latest_<school id>`…) */
const rankingRows: Labels = {
  latest: { key: "admin.rankings.latest" },
  previous: { key: "admin.rankings.previous" },
};

const discountFields: Labels = {
  code: { key: "admin.prices.discounts" },
  min_services: { key: "admin.prices.minServices" },
  percent_off: { key: "admin.prices.percentOff" },
  active: { key: "admin.prices.active" },
};

const faqFields: Labels = {
  group_id: { key: "admin.faq.group" },
  checked_on: { key: "admin.articles.field.checkedOn" },
  sources: { key: "admin.articles.field.sources" },
};
const faqTranslated: Labels = {
  question: { key: "admin.faq.question" },
  answer: { key: "admin.faq.answer" },
};

/** The section an item belongs to (hidden; its heading is the section's) */
const homeKind: FieldLabel = { key: "admin.home.kind", choice: "admin.home.{value}" };
const homeFields: Labels = {
  kind: homeKind,
  key: { key: "admin.home.key" },
  sort: { key: "admin.home.sort" },
  is_active: { key: "admin.home.active" },
  image: { key: "admin.home.image" },
  link: { key: "admin.home.link" },
  icon: { key: "admin.home.icon" },
  poster: { key: "admin.home.poster" },
  duration_seconds: { key: "admin.home.duration" },
};
const homeTranslated: Labels = {
  title: { key: "admin.home.titleField" },
  subtitle: { key: "admin.home.subtitle" },
  cta: { key: "admin.home.cta" },
  text: { key: "admin.home.text" },
  description: { key: "admin.home.description" },
  youtube_id: { key: "admin.home.youtubeId" },
};

const claimFields: Labels = {
  format: { key: "admin.claims.format", choice: "admin.claims.format.{value}" },
  amount: { key: "admin.claims.amount" },
  value: { key: "admin.claims.value" },
  at_least: { key: "admin.claims.atLeast" },
  basis_year: { key: "admin.claims.year" },
  is_active: { key: "admin.home.active" },
};
const claimTranslated: Labels = {
  label: { key: "admin.claims.label" },
  basis: { key: "admin.claims.basis" },
};

/** The fields testimonials and admitted students share (`LocaleEntryPage`) */
const localeEntryFields: Labels = {
  locale: { key: "admin.students.locale", choice: "admin.content.locale.{value}" },
  student: { key: "admin.students.student" },
  school_id: { key: "admin.students.school" },
  year: { key: "admin.students.year" },
};
const studentFields: Labels = {
  ...localeEntryFields,
  degree: { key: "admin.students.degree" },
  major: { key: "admin.students.major" },
  score: { key: "admin.students.score" },
  scholarship: { key: "admin.students.scholarship" },
  feedback: { key: "admin.students.feedback" },
};
const testimonialFields: Labels = {
  ...localeEntryFields,
  program: { key: "admin.students.program" },
  rating: { key: "admin.students.rating" },
  title: { key: "admin.students.title" },
  quote: { key: "admin.students.quote" },
};

interface Page {
  path: RegExp;
  /** The labels of the form sent with `intent`; `query`, the page's query string */
  labels: (intent: string, query: URLSearchParams) => Labels;
  /** Fields per language named `<field>_<locale>` (`question_vi`) */
  translated?: Labels;
  /** Fields of a table's rows named `<field>_<row id>` (`amount_12`) */
  rows?: (query: URLSearchParams) => Labels;
}

/** Every page whose forms have labels here, by path. */
const pages: ReadonlyArray<Page> = [
  { path: /^\/admin\/(bookings|orders)\/\d+$/, labels: (intent) => leadForms[intent] ?? {} },
  { path: /^\/admin\/articles\/[^/]+$/, labels: () => articleFields },
  { path: /^\/admin\/staff$/, labels: () => staffFields },
  { path: /^\/admin\/account$/, labels: () => accountFields },
  { path: /^\/admin\/media$/, labels: () => ({ file: { key: "admin.media.file" } }) },
  {
    path: /^\/admin\/payments$/,
    labels: () => ({
      office: { key: "admin.payments.office" },
      file: { key: "admin.payments.file" },
      reference: { key: "admin.payments.manual" },
    }),
  },
  { path: /^\/admin\/deadlines$/, labels: editor(deadlineFields) },
  { path: /^\/admin\/requirements$/, labels: editor(requirementFields) },
  { path: /^\/admin\/admit-rates$/, labels: editor(admitRateFields) },
  {
    path: /^\/admin\/schools\/\d+$/,
    labels: () => schoolFields,
    translated: { intro: { key: "admin.schools.intros" } },
  },
  { path: /^\/admin\/rankings$/, labels: () => rankingFields, rows: () => rankingRows },
  {
    path: /^\/admin\/prices$/,
    labels: () => discountFields,
    // The table's currency is the page's (TWD unless chosen)
    rows: (query) => ({
      amount: { key: "admin.prices.amount", values: { currency: query.get("currency") || "TWD" } },
    }),
  },
  { path: /^\/admin\/faq$/, labels: editor(faqFields), translated: faqTranslated },
  {
    path: /^\/admin\/home$/,
    labels: (intent) => (intent === "delete" ? { ...deleteFields, kind: homeKind } : homeFields),
    translated: homeTranslated,
  },
  { path: /^\/admin\/claims$/, labels: () => claimFields, translated: claimTranslated },
  { path: /^\/admin\/students$/, labels: editor(studentFields) },
  { path: /^\/admin\/testimonials$/, labels: editor(testimonialFields) },
];

/** The label of field `name` of a form kept for `path` sent with `intent` (the query only gives the price table its currency). */
export function resumeLabel(path: string, intent: string, name: string): FieldLabel | undefined {
  const [pathname = path, search = ""] = path.split("?");
  const page = pages.find((p) => p.path.test(pathname));
  if (!page) return undefined;
  const query = new URLSearchParams(search);
  const own = page.labels(intent, query)[name];
  if (own) return own;
  if (pathname.startsWith("/admin/articles/")) {
    const [locale, field] = name.split(".");
    const label = field ? articleTranslated[field] : undefined;
    if (locale && label) return { ...label, locale };
  }
  const split = name.lastIndexOf("_");
  const [field, tail] = [name.slice(0, split), name.slice(split + 1)];
  if (split > 0 && page.translated && isLocale(tail)) {
    const label = page.translated[field];
    if (label) return { ...label, locale: tail };
  }
  if (split > 0 && page.rows && /^\d{1,9}$/.test(tail)) return page.rows(query)[field];
  return undefined;
}

/** Every message key the labels use (for the catalogue test), choices aside. */
export function resumeLabelKeys(): string[] {
  const all: Labels[] = [
    ...Object.values(leadForms),
    articleFields,
    articleTranslated,
    staffFields,
    accountFields,
    ...pages.flatMap((p) => {
      const query = new URLSearchParams();
      return [p.labels("", query), p.labels("delete", query), p.translated ?? {}, p.rows?.(query) ?? {}];
    }),
  ];
  return [...new Set(all.flatMap((labels) => Object.values(labels).map((l) => l.key)))];
}
