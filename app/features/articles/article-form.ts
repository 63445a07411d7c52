import * as z from "zod/mini";
import { type FieldError, type FormValues, formRules } from "~/lib/form";
import { type Locale, locales } from "~/lib/locales";
import { type CheckedFacts, type FactSource, factsProblems } from "./article-facts";
import { ARTICLE_LIMITS as LIMITS } from "./article-limits";

/** What the editor typed, kept as text so a refused form comes back exactly as it was. */
export interface TranslationFields {
  title: string;
  slug: string;
  abstract: string;
  body: string;
  tags: string;
  /** ISO date the regulated figures were last checked (empty: never). */
  checkedOn?: string;
  /** The official sources, one per line: `Name | https://…`. */
  sources?: string;
}

export interface ArticleFields {
  category: string;
  country: string;
  image: string;
  publishedAt: string;
  state: "draft" | "published";
  translations: Record<Locale, TranslationFields>;
}

export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Site paths only (uploaded media or bundled images): the public CSP allows no other host.
const IMAGE = /^\/(?:media|images)\/[\w./-]+$/;

/** A translation's fields: the form names them `<locale>.<field>`. */
const translationFields = ["title", "slug", "abstract", "body", "tags", "checked_on", "sources"] as const;

export const splitTags = (tags: string) =>
  tags
    .split(/[,，、]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** `Name | https://…` per line ⇄ sources. */
export const sourcesToText = (sources: FactSource[]) => sources.map((s) => `${s.name} | ${s.url}`).join("\n");

/** The sources typed one per line; undefined when a line has no `|`. */
export function parseSources(text: string): FactSource[] | undefined {
  const sources: FactSource[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const bar = line.lastIndexOf("|");
    if (bar < 0) return undefined;
    sources.push({ name: line.slice(0, bar).trim(), url: line.slice(bar + 1).trim() });
  }
  return sources;
}

/**
 * A checked date and its sources as typed (FAQ entry, school): both empty gives null; otherwise a
 * real day not after `today` and at least one `Name | https://…` line, or the message key of each
 * field that is wrong.
 */
export function checkFactsFields(
  checkedOn: string,
  sourcesText: string,
  today: Date,
): { facts: CheckedFacts | null; checkedOnError?: string; sourcesError?: string } {
  if (!checkedOn && !sourcesText) return { facts: null };
  const sources = parseSources(sourcesText);
  const problems = factsProblems({ checkedOn, sources: sources ?? [] }, today);
  return {
    facts: { checkedOn, sources: sources ?? [] },
    ...(!checkedOn || problems.includes("date") || problems.includes("future")
      ? { checkedOnError: "admin.articles.error.checkedOn" }
      : {}),
    ...(!sources || problems.includes("noSources") || problems.includes("source")
      ? { sourcesError: "admin.articles.error.sources" }
      : {}),
  };
}

const optionalText = (max: number) => formRules.text(max, true);

const tags = z.string().check(
  z.trim(),
  z.refine((v) => splitTags(v).length <= LIMITS.tags, {
    message: "admin.articles.error.tagCount",
    params: { max: LIMITS.tags },
  }),
  z.refine((v) => splitTags(v).every((tag) => tag.length <= LIMITS.tag), {
    message: "admin.articles.error.tagLength",
    params: { max: LIMITS.tag },
  }),
);

function translationShape(locale: Locale) {
  return {
    [`${locale}.title`]: optionalText(LIMITS.title),
    [`${locale}.slug`]: z.string().check(
      z.trim(),
      z.overwrite((v) => v.toLowerCase()),
      z.maxLength(LIMITS.slug, "admin.form.tooLong"),
      z.refine((v) => v === "" || ARTICLE_SLUG.test(v), "admin.articles.error.slug"),
    ),
    [`${locale}.abstract`]: optionalText(LIMITS.abstract),
    [`${locale}.body`]: optionalText(LIMITS.body),
    [`${locale}.tags`]: tags,
    [`${locale}.checked_on`]: z.string().check(z.trim()),
    [`${locale}.sources`]: z.string().check(z.trim()),
  };
}

/**
 * The article form (back office, client-safe): a known category, a known country or none, a cover
 * image on this site, a date, the state, and each locale's translation. Rules across a locale's
 * fields (title, slug and body together; checked date with sources; at least one locale) are
 * `articleLocaleErrors`.
 */
export function articleSchema(known: { categoryIds: ReadonlySet<number>; countries: ReadonlySet<string> }) {
  return z.object({
    category: formRules.oneOf([...known.categoryIds].map(String)),
    country: z.string().check(
      z.trim(),
      z.refine((v) => v === "" || known.countries.has(v), "admin.articles.error.country"),
    ),
    image: z.string().check(
      z.trim(),
      z.minLength(1, "admin.form.required"),
      z.refine((v) => v === "" || (IMAGE.test(v) && v.length <= LIMITS.image), "admin.articles.error.image"),
    ),
    published_at: z.string().check(
      z.trim(),
      z.refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(v)), "admin.articles.error.date"),
    ),
    state: z.pipe(
      z.string(),
      z.transform((v): "draft" | "published" => (v.trim() === "published" ? "published" : "draft")),
    ),
    ...(Object.assign({}, ...locales.map(translationShape)) as Record<string, z.ZodMiniType<string, string>>),
  });
}

/** A locale's typed fields, trimmed (the slug lowercased). */
function translationOf(values: FormValues, locale: Locale) {
  const text = (field: (typeof translationFields)[number]) => (values[`${locale}.${field}`] ?? "").trim();
  return {
    title: text("title"),
    slug: text("slug").toLowerCase(),
    abstract: text("abstract"),
    body: text("body"),
    tags: text("tags"),
    checkedOn: text("checked_on"),
    sources: text("sources"),
  };
}

/** The locales with anything typed: those are saved, the others removed. */
export const filledLocales = (values: FormValues): Locale[] =>
  locales.filter((l) => Object.values(translationOf(values, l)).some(Boolean));

/**
 * The rules across a locale's fields: a filled locale needs a title, a slug and a body; a checked
 * date and sources go together, the date a real day not after `today`, each source `Name | https://…`;
 * at least one locale (on `translations`).
 */
export function articleLocaleErrors(values: FormValues, today: Date): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const filled = filledLocales(values);
  for (const locale of filled) {
    const t = translationOf(values, locale);
    const name = (field: string) => `${locale}.${field}`;
    for (const field of ["title", "slug", "body"] as const) {
      if (!t[field]) errors[name(field)] = { key: "admin.articles.error.requiredTogether" };
    }
    if (t.checkedOn || t.sources) {
      const sources = parseSources(t.sources);
      const problems = factsProblems({ checkedOn: t.checkedOn, sources: sources ?? [] }, today);
      if (!t.checkedOn || problems.includes("date") || problems.includes("future"))
        errors[name("checked_on")] = { key: "admin.articles.error.checkedOn" };
      if (!sources || problems.includes("noSources") || problems.includes("source"))
        errors[name("sources")] = { key: "admin.articles.error.sources" };
    }
  }
  if (filled.length === 0) errors.translations = { key: "admin.articles.error.noLocale" };
  return errors;
}

export function emptyArticleFields(today = new Date()): ArticleFields {
  return articleFieldsOf({ published_at: today.toISOString().slice(0, 10) });
}

/** The form again from what was typed (a refused form shows it as it was). */
export function articleFieldsOf(values: FormValues): ArticleFields {
  const text = (name: string) => values[name] ?? "";
  return {
    category: text("category"),
    country: text("country"),
    image: text("image"),
    publishedAt: text("published_at"),
    state: text("state") === "published" ? "published" : "draft",
    translations: Object.fromEntries(
      locales.map((l) => [
        l,
        {
          title: text(`${l}.title`),
          slug: text(`${l}.slug`),
          abstract: text(`${l}.abstract`),
          body: text(`${l}.body`),
          tags: text(`${l}.tags`),
          checkedOn: text(`${l}.checked_on`),
          sources: text(`${l}.sources`),
        },
      ]),
    ) as Record<Locale, TranslationFields>,
  };
}

/** The form data the fields make, as the browser sends them. */
export function articleFormData(fields: ArticleFields): FormData {
  const form = new FormData();
  form.set("category", fields.category);
  form.set("country", fields.country);
  form.set("image", fields.image);
  form.set("published_at", fields.publishedAt);
  form.set("state", fields.state);
  for (const l of locales) {
    const t = fields.translations[l];
    const typed: Record<(typeof translationFields)[number], string> = {
      ...t,
      checked_on: t.checkedOn ?? "",
      sources: t.sources ?? "",
    };
    for (const field of translationFields) form.set(`${l}.${field}`, typed[field]);
  }
  return form;
}
