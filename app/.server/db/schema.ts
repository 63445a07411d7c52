/**
 * Table types for Kysely. Localized columns hold JSON text `{"tw":…,"cn":…,"en":…,"vi":…,"th":…}`;
 * flags are 0/1 integers so the same queries run on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated } from "kysely";

export interface CountryTable {
  id: number;
  code: string;
  iso: string;
  name: string;
  name_en: string;
  sort: number;
}

export interface SchoolEnrollmentTable {
  id: number;
  name: string;
  sort: number;
}

export interface CountryEnrollmentTable {
  country_id: number;
  enrollment_id: number;
}

export interface CollegeGroupTable {
  id: number;
  name: string;
  sort: number;
}

export interface SchoolCollegeTable {
  id: number;
  group_id: number;
  name: string;
  sort: number;
}

export interface ClassificationTable {
  id: number;
  slug: string;
  name: string;
  meta_title: string;
  description: string;
  sort: number;
}

export interface OfficeTable {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** JSON array of the locales whose footer lists this office */
  locales: string;
  sort: number;
}

export interface SeedStateTable {
  name: string;
  applied_at: string;
}

export interface SchoolTable {
  id: Generated<number>;
  key: string;
  country_id: number;
  nation: string;
  name_en: string;
  name_tw: string;
  name_cn: string;
  /** JSON array of abbreviations, short and local names, part of search_text (migration 0012) */
  aliases: Generated<string>;
  city_en: string;
  city_tw: string;
  city_cn: string;
  region_en: string;
  type: string;
  founded: number | null;
  website: string | null;
  logo: string | null;
  tuition_min: number | null;
  tuition_max: number | null;
  currency: string;
  toefl: number | null;
  ielts: number | null;
  /** the rank in the edition named by ranking_editions "current"; a band's lower bound when banded */
  rank_latest: number | null;
  /** the QS band ("801-850") when the edition gives a band rather than a position */
  rank_latest_band: string | null;
  /** the rank in the edition named by ranking_editions "previous" (none: not shown) */
  rank_previous: number | null;
  rank_previous_band: string | null;
  region_tw: string;
  region_cn: string;
  /** 1 when no_exam_mask is not 0 (kept for the API and old readers) */
  no_exam: number;
  /** bit (id - 1) per enrollment type that needs no SAT/ACT/GRE/GMAT or other admissions test */
  no_exam_mask: number;
  featured: number;
  /** normalized names and cities for substring search (see features/search) */
  search_text: string;
  /** bit (id - 1) set for each enrollment type / major: copies of the link tables for fast filtering */
  enrollment_mask: number;
  college_mask: number;
  /** ISO date tuition and English requirements were last checked (migration 0030); null: never */
  facts_checked_on: string | null;
  /** JSON [{"name","url"}]: the pages they were checked against */
  facts_sources: string | null;
}

export interface RankingEditionTable {
  /** "current" or "previous" */
  slot: string;
  /** "qs-wur": QS World University Rankings */
  source: string;
  year: number;
  url: string;
}

export interface SchoolIntroTable {
  school_id: number;
  /** localized JSON */
  intro: string;
}

export interface SchoolEnrollmentLinkTable {
  school_id: number;
  enrollment_id: number;
}

export interface SchoolCollegeLinkTable {
  school_id: number;
  college_id: number;
  popular: number;
}

export interface AdmittedStudentTable {
  id: Generated<number>;
  locale: string;
  student: string;
  school_id: number;
  year: number;
  degree: number;
  major: string;
  score: string;
  scholarship: string;
  feedback: string;
  /** 1: an invented record of the demo seed (migration 0028), marked as an example */
  is_example: Generated<number>;
}

export interface TestimonialTable {
  id: Generated<number>;
  locale: string;
  student: string;
  school_id: number;
  program: string;
  year: number;
  title: string;
  quote: string;
  rating: number;
  /** 1: an invented record of the demo seed (migration 0028), marked as an example */
  is_example: Generated<number>;
}

export interface ArticleTable {
  id: Generated<number>;
  key: string;
  category_id: number;
  country: string | null;
  image: string;
  /** ISO date */
  published_at: string;
  is_draft: number;
}

export interface ArticleTranslationTable {
  id: Generated<number>;
  article_id: number;
  locale: string;
  slug: string;
  title: string;
  abstract: string;
  /** sanitized HTML */
  body: string;
  title_search: string;
  search_text: string;
  /** ISO date the regulated figures (visa funds, fees, deadlines) were last checked; null: never */
  checked_on: string | null;
  /** JSON [{"name","url"}]: the official pages they were checked against */
  checked_sources: string | null;
}

export interface ArticleTagTable {
  translation_id: number;
  tag: string;
  tag_key: string;
}

interface HomeRow {
  id: Generated<number>;
  key: string;
  sort: number;
  is_active: Generated<number>;
}

export interface BannerTable extends HomeRow {
  image: string;
  link: string;
  title: string;
  subtitle: string;
  cta: string;
}

export interface CustomizeTable extends HomeRow {
  value: string;
  label: string;
  /** The figure as a number (100 for 100%, 1000 for 1000+, 2006 for a year); null: `value` as typed */
  amount: number | null;
  /** percent | count | year | text (migration 0027) */
  format: Generated<string>;
  /** 1: "at least" (written 1,000+, 70%+) */
  at_least: Generated<number>;
  /** JSON per locale: what the figure counts (its basis) */
  basis: Generated<string>;
  /** the year the figure refers to; null: none (a founding year) */
  basis_year: number | null;
}

export interface FlowTable extends HomeRow {
  icon: string;
  title: string;
  text: string;
}

export interface VideoTable extends HomeRow {
  /** JSON: the YouTube id of each language that has a video, e.g. {"tw":"…","en":"…"} (never cn). */
  youtube_id: string;
  poster: string;
  duration_seconds: number;
  title: string;
  description: string;
}

export interface ConsultationTable {
  id: Generated<number>;
  /** Shown to the visitor and quoted in mail, e.g. C-261121-7KQ4M2. */
  reference: string;
  locale: string;
  name: string;
  title: string;
  email: string;
  /** E.164 */
  phone: string;
  line_id: string;
  /** offices.code */
  office: string;
  contact_method: string;
  /** JSON array of country option codes */
  countries: string;
  degree: string;
  enrol_year: number | null;
  enrol_term: string;
  major: string;
  heard_from: string;
  remark: string;
  /** JSON array of school ids from the visitor's shortlist */
  shortlist: string;
  /** The fit-check profile the visitor had entered (JSON, features/fit), or null */
  fit_profile: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<string>;
  assigned_to: number | null;
  created_at: string;
  /** Where the student's page says the booking is (features/tracking): received … done */
  stage: Generated<string>;
  /** ISO instant of the appointment, once set */
  appointment_at: Generated<string | null>;
  /** First reply, status or stage change by the office (the attention view waits for it) */
  first_response_at: Generated<string | null>;
  /** The next action's day (YYYY-MM-DD, the office's calendar), or null */
  next_action_at: Generated<string | null>;
  /** call, chat, email or meeting ("" when there is no next action) */
  next_action_type: Generated<string>;
}

export interface CaptchaChallengeTable {
  id: string;
  answer: string;
  expires_at: string;
  used_at: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  /** What the mail is about, e.g. consultation:12:office */
  topic: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
  /** JSON object of extra headers (e.g. List-Unsubscribe), or null */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of inline attachments ({ filename, contentType, cid, base64 }), or null */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BankStatementTable {
  id: Generated<number>;
  office: string;
  /** The parser that read it (features/payments/statements), e.g. kbank */
  format: string;
  file_name: string;
  uploaded_by: number;
  created_at: string;
}

export interface BankStatementLineTable {
  id: Generated<number>;
  statement_id: number;
  office: string;
  line_no: number;
  /** YYYY-MM-DD */
  booked_on: string;
  currency: string;
  amount_minor: number;
  description: string;
  counterparty: string;
  status: Generated<"unmatched" | "matched">;
  order_id: number | null;
  matched_by: number | null;
  matched_at: string | null;
  fingerprint: string;
}

export interface ServiceTable {
  code: string;
  group_code: string;
  unit: string;
  uses_method: number;
  sort: number;
  /** JSON Localized */
  name: string;
  /** JSON Localized */
  summary: string;
  is_active: Generated<number>;
}

export interface EditingMethodTable {
  code: string;
  sort: number;
  name: string;
  description: string;
}

export interface PriceBandTable {
  id: Generated<number>;
  service_code: string;
  /** "" for services without an editing method */
  method_code: string;
  currency: string;
  min_units: number;
  max_units: number;
  pricing: string;
  amount_minor: number;
}

export interface DiscountRuleTable {
  code: string;
  min_services: number;
  percent_off: number;
  name: string;
  is_active: Generated<number>;
}

export interface UploadTable {
  id: string;
  kind: string;
  original_name: string;
  stored_name: string;
  bytes: number;
  sha256: string;
  words: number;
  created_at: string;
}

/** One per-address counter window (app/.server/http/rate-limit.ts); times in epoch milliseconds. */
export interface RateLimitTable {
  key: string;
  window_start: number;
  expires_at: number;
  count: number;
}

export interface ServiceOrderTable {
  id: Generated<number>;
  reference: string;
  locale: string;
  currency: string;
  name: string;
  email: string;
  phone: string;
  messenger_id: string;
  message: string;
  payment_method: string;
  original_minor: number;
  discount_minor: number;
  rush_minor: number;
  total_minor: number;
  discount_rule: string | null;
  /** offices.code of the office that handles it (the first office of its language) */
  office: string;
  status: Generated<string>;
  assigned_to: number | null;
  /** staff_users.id of who edits the documents (the owner, assigned_to, answers the student) */
  editor_id: Generated<number | null>;
  created_at: string;
  /** Where the student's page says the order is (features/tracking): payment_pending … closed */
  stage: Generated<string>;
  /** End of the promised turnaround (rush: 72 h after the order is confirmed), ISO instant */
  due_at: Generated<string | null>;
  first_response_at: Generated<string | null>;
  /** The next action's day (YYYY-MM-DD, the office's calendar), or null */
  next_action_at: Generated<string | null>;
  /** call, chat, email or meeting ("" when there is no next action) */
  next_action_type: Generated<string>;
  /** tw TWD transfers: the last five digits of the account the student pays from, or null */
  payer_account_last5: Generated<string | null>;
}

export interface ServiceOrderItemTable {
  id: Generated<number>;
  order_id: number;
  service_code: string;
  method_code: string;
  topic: string;
  units: number;
  upload_id: string | null;
  rush: number;
  original_minor: number;
  rush_minor: number;
}

/**
 * One row per in-process search snapshot ("schools", "articles"): database triggers bump
 * `version` on every write to the tables it copies (migration 0011, docs/decisions/0005).
 */
export interface DataVersionTable {
  name: string;
  version: number;
}

/**
 * admin: everything; consultant: the leads of their office; editor: the site's content;
 * order_editor: the documents of the orders given to them (service_orders.editor_id).
 */
export type StaffRole = "admin" | "editor" | "consultant" | "order_editor";

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: StaffRole;
  office: string | null;
  ui_locale: Generated<string>;
  is_active: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_at: string;
  password_changed_at: string;
}

export interface StaffPendingPostTable {
  id: string;
  user_id: number | null;
  path: string;
  fields: string;
  created_at: string;
  expires_at: string;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the cookie token */
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON */
  detail: string;
  ip: string;
  created_at: string;
}

export type LeadType = "consultation" | "order";

export interface LeadEventTable {
  id: Generated<number>;
  lead_type: LeadType;
  lead_id: number;
  user_id: number;
  status_from: string;
  status_to: string;
  assigned_to: number | null;
  note: string;
  created_at: string;
  /** status (a status or assignee change), note, call, chat, email or meeting */
  kind: Generated<string>;
  /** A contact's outcome code (reached, no_answer, left_message, interested, not_interested) or "" */
  outcome: Generated<string>;
  /** What was agreed to do next, as typed */
  next_step: Generated<string>;
}

export interface RequestTokenTable {
  /** SHA-256 (hex) of the token in the student's link */
  token_hash: string;
  lead_type: LeadType;
  lead_id: number;
  created_at: string;
  expires_at: string;
}

/** A booking's or order's submission key (features/submissions): never the key itself. */
export interface SubmissionKeyTable {
  /** SHA-256 (hex) of the kind, the key and the request's e-mail address */
  key_hash: string;
  kind: "consultation" | "order";
  reference: string;
  /** The first request-page token, AES-256-GCM under a key derived from the submission key */
  sealed_token: string;
  created_at: string;
}

export interface RequestEventTable {
  id: Generated<number>;
  lead_type: LeadType;
  lead_id: number;
  /** A stage entered, or proof_submitted, proof_rejected, files_added, appointment_changed */
  kind: string;
  actor: "staff" | "student" | "system";
  user_id: number | null;
  /** JSON */
  detail: string;
  created_at: string;
}

export interface RequestFileTable {
  id: string;
  order_id: number;
  purpose: "proof" | "delivery" | "revision";
  round: number;
  kind: string;
  original_name: string;
  stored_name: string;
  bytes: number;
  sha256: string;
  uploaded_by: number | null;
  created_at: string;
}

export interface PaymentProofTable {
  id: Generated<number>;
  order_id: number;
  file_id: string;
  amount_minor: number;
  paid_on: string;
  status: "pending" | "confirmed" | "rejected";
  reason: Generated<string>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface LeadMessageTable {
  id: Generated<number>;
  lead_type: LeadType;
  lead_id: number;
  user_id: number;
  template: string;
  recipient: string;
  subject: string;
  body: string;
  outbox_id: number | null;
  created_at: string;
}

export interface MediaTable {
  id: string;
  original_name: string;
  width: number;
  height: number;
  bytes: number;
  /** JSON array of generated widths */
  widths: string;
  uploaded_by: number | null;
  created_at: string;
}

export interface FaqGroupTable {
  id: number;
  sort: number;
  title: string;
}

export interface FaqEntryTable {
  id: Generated<number>;
  group_id: number;
  sort: number;
  question: string;
  answer: string;
  /** ISO date the entry's regulated figures were last checked (migration 0029); null: never */
  checked_on: string | null;
  /** JSON [{"name","url"}]: the official pages they were checked against */
  checked_sources: string | null;
}

export interface SchoolDeadlineTable {
  id: Generated<number>;
  school_id: number;
  enrollment_id: number;
  intake_year: number;
  intake_term: string;
  kind: string;
  /** YYYY-MM-DD */
  date: string;
  label: string;
  /** JSON {tw, cn, vi, th}: the round's name in those languages */
  labels: Generated<string>;
  source_url: string;
  /** YYYY-MM-DD */
  checked_on: string;
  created_at: string;
  updated_at: string;
}

export interface SchoolDeadlineChangeTable {
  id: Generated<number>;
  deadline_id: number;
  school_id: number;
  old_date: string;
  new_date: string;
  changed_at: string;
}

export interface SchoolRequirementTable {
  id: Generated<number>;
  school_id: number;
  enrollment_id: number;
  /** US 4.0 scale */
  min_gpa: number | null;
  sat: number | null;
  gre: number | null;
  gmat: number | null;
  /** the gaokao as a percentage of the province's maximum */
  gaokao_pct: Generated<number | null>;
  source_url: string;
  checked_on: string;
}

/** A school's published yearly living budget (migration 0035): used in place of the country's figure. */
export interface SchoolLivingCostTable {
  school_id: number;
  /** per academic year, whole units of `currency` */
  amount: number;
  currency: string;
  /** "2025-2026" */
  academic_year: string;
  source_url: string;
  checked_on: string;
}

export interface SchoolAdmitRateTable {
  id: Generated<number>;
  school_id: number;
  enrollment_id: number;
  /** percent of applicants admitted, 0-100 */
  rate: number;
  /** all | international */
  applicants: string;
  /** the source's name for the year: "2023-2024", "2023 entry" */
  year: string;
  sat_25: number | null;
  sat_75: number | null;
  source_url: string;
  checked_on: string;
  /** 1: read from the source (or saved by staff); 0: not yet verified (migration 0039) */
  verified: Generated<number>;
  /** cds | ipeds | university | ucas | secondary; null for rows staff entered */
  source_kind: string | null;
}

export interface ExchangeRateTable {
  /** YYYY-MM-DD: the reference date of the rates */
  set_on: string;
  /** JSON: units per 1 USD */
  per_usd: string;
  /** JSON: currency → URL */
  sources: string;
  fetched_at: string;
}

export interface ShortlistSubscriptionTable {
  id: Generated<number>;
  token: string;
  email: string;
  locale: string;
  /** scheme and host the student subscribed on */
  origin: string;
  /** JSON array of school ids */
  school_ids: string;
  status: "pending" | "active" | "unsubscribed";
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface ShortlistReminderTable {
  id: Generated<number>;
  subscription_id: number;
  deadline_id: number;
  deadline_date: string;
  /** "30" | "7" | "2" | "change" */
  mark: string;
  created_at: string;
}

export interface Database {
  school_deadlines: SchoolDeadlineTable;
  school_deadline_changes: SchoolDeadlineChangeTable;
  school_requirements: SchoolRequirementTable;
  school_admit_rates: SchoolAdmitRateTable;
  school_living_costs: SchoolLivingCostTable;
  exchange_rates: ExchangeRateTable;
  shortlist_subscriptions: ShortlistSubscriptionTable;
  shortlist_reminders: ShortlistReminderTable;
  data_versions: DataVersionTable;
  faq_groups: FaqGroupTable;
  faq_entries: FaqEntryTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_pending_posts: StaffPendingPostTable;
  audit_log: AuditLogTable;
  lead_events: LeadEventTable;
  lead_messages: LeadMessageTable;
  request_tokens: RequestTokenTable;
  submission_keys: SubmissionKeyTable;
  request_events: RequestEventTable;
  request_files: RequestFileTable;
  payment_proofs: PaymentProofTable;
  media: MediaTable;
  services: ServiceTable;
  editing_methods: EditingMethodTable;
  price_bands: PriceBandTable;
  discount_rules: DiscountRuleTable;
  uploads: UploadTable;
  rate_limits: RateLimitTable;
  service_orders: ServiceOrderTable;
  service_order_items: ServiceOrderItemTable;
  consultations: ConsultationTable;
  captcha_challenges: CaptchaChallengeTable;
  mail_outbox: MailOutboxTable;
  bank_statements: BankStatementTable;
  bank_statement_lines: BankStatementLineTable;
  banners: BannerTable;
  customizes: CustomizeTable;
  flows: FlowTable;
  videos: VideoTable;
  articles: ArticleTable;
  article_translations: ArticleTranslationTable;
  article_tags: ArticleTagTable;
  schools: SchoolTable;
  ranking_editions: RankingEditionTable;
  school_intros: SchoolIntroTable;
  school_enrollment_links: SchoolEnrollmentLinkTable;
  school_college_links: SchoolCollegeLinkTable;
  admitted_students: AdmittedStudentTable;
  testimonials: TestimonialTable;
  countries: CountryTable;
  school_enrollments: SchoolEnrollmentTable;
  country_enrollments: CountryEnrollmentTable;
  college_groups: CollegeGroupTable;
  school_colleges: SchoolCollegeTable;
  classifications: ClassificationTable;
  offices: OfficeTable;
  seed_state: SeedStateTable;
}

export type { Generated };
