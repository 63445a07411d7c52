/**
 * The labels `/admin/resume` shows for the fields of a kept post: the message keys the original
 * form labels them with (so they read in the interface language), and for a choice the key of the
 * choice shown. A name of a form not listed here shows as it was sent.
 */

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

/** Every page whose forms have labels here, by path. */
const pages: ReadonlyArray<{ path: RegExp; labels: (intent: string) => Labels }> = [
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
];

/** The label of field `name` of a form kept for `path` (its query aside) sent with `intent`. */
export function resumeLabel(path: string, intent: string, name: string): FieldLabel | undefined {
  const pathname = path.split("?")[0] ?? path;
  const page = pages.find((p) => p.path.test(pathname));
  if (!page) return undefined;
  const own = page.labels(intent)[name];
  if (own) return own;
  if (pathname.startsWith("/admin/articles/")) {
    const [locale, field] = name.split(".");
    const label = field ? articleTranslated[field] : undefined;
    if (locale && label) return { ...label, locale };
  }
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
    ...pages.map((p) => p.labels("")),
  ];
  return [...new Set(all.flatMap((labels) => Object.values(labels).map((l) => l.key)))];
}
