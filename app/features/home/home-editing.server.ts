import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import type { FieldError, FormValues, Parsed } from "~/lib/form";
import { type Locale, type Localized, locales } from "~/lib/locales";
import {
  HOME_KINDS,
  HOME_PATH_MAX,
  HOME_TEXT_MAX,
  type HomeCheck,
  type HomeKind,
  homeFields,
  isHomeKind,
  readPerLocale,
  YOUTUBE_ID,
} from "./home-fields";

export { HOME_KINDS, HOME_PATH_MAX, HOME_TEXT_MAX, type HomeKind, homeFields, isHomeKind, YOUTUBE_ID };

export interface HomeItemInput {
  key: string;
  sort: number;
  isActive: boolean;
  plain: Record<string, string | number>;
  localized: Record<string, Localized>;
  /** Optional values of some locales (a video's YouTube id per language). */
  perLocale: Record<string, Partial<Record<Locale, string>>>;
}

/** The message key of a value that fails its check, if it does. */
function checkProblem(check: HomeCheck, v: string): FieldError | undefined {
  if (check === "youtube" && !YOUTUBE_ID.test(v)) return { key: "admin.home.badYoutubeId" };
  if (check === "path" && !isPath(v)) return { key: "admin.home.badPath" };
  if (check === "int" && (!/^\d+$/.test(v) || Number(v) > 86_400))
    return { key: "admin.content.between", params: { min: 0, max: 86_400 } };
  if (v.length > HOME_PATH_MAX) return { key: "admin.form.tooLong", params: { max: HOME_PATH_MAX } };
  return undefined;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const isPath = (v: string) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v);

/** Reads one home item's form; every locale's text is required. */
export function parseHomeItemForm(kind: HomeKind, form: FormData): Parsed<HomeItemInput> {
  const values: FormValues = {};
  const errors: Record<string, FieldError> = {};
  values.key = field(form, "key");
  if (!values.key) errors.key = { key: "admin.form.required" };
  else if (values.key.length > 100) errors.key = { key: "admin.form.tooLong", params: { max: 100 } };
  values.sort = field(form, "sort");
  const sort = Number(values.sort);
  if (!values.sort) errors.sort = { key: "admin.form.required" };
  else if (!Number.isInteger(sort) || sort < 0 || sort > 9999)
    errors.sort = { key: "admin.content.between", params: { min: 0, max: 9999 } };
  values.is_active = form.get("is_active") === "1" ? "1" : "0";
  const plain: Record<string, string | number> = {};
  for (const [name, check] of Object.entries(homeFields[kind].plain)) {
    const v = field(form, name);
    values[name] = v;
    const problem = v ? checkProblem(check, v) : { key: "admin.form.required" };
    if (problem) errors[name] = problem;
    plain[name] = check === "int" ? Number(v) : v;
  }
  const perLocale: Record<string, Partial<Record<Locale, string>>> = {};
  const optional = homeFields[kind].perLocale;
  for (const [name, check] of Object.entries(optional?.fields ?? {})) {
    const byLocale: Partial<Record<Locale, string>> = {};
    for (const l of optional?.locales ?? []) {
      const v = field(form, `${name}_${l}`);
      values[`${name}_${l}`] = v;
      if (!v) continue;
      const problem = checkProblem(check, v);
      if (problem) errors[`${name}_${l}`] = problem;
      byLocale[l] = v;
    }
    perLocale[name] = byLocale;
  }
  const localized: Record<string, Localized> = {};
  for (const name of homeFields[kind].localized) {
    const text = {} as Localized;
    for (const l of locales) {
      const v = field(form, `${name}_${l}`);
      values[`${name}_${l}`] = v;
      if (!v) errors[`${name}_${l}`] = { key: "admin.form.required" };
      else if (v.length > HOME_TEXT_MAX)
        errors[`${name}_${l}`] = { key: "admin.form.tooLong", params: { max: HOME_TEXT_MAX } };
      text[l] = v;
    }
    localized[name] = text;
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    value: { key: values.key, sort, isActive: values.is_active === "1", plain, localized, perLocale },
    values,
  };
}

export interface AdminHomeItem {
  id: number;
  key: string;
  sort: number;
  isActive: boolean;
  plain: Record<string, string | number>;
  localized: Record<string, Localized>;
  perLocale: Record<string, Partial<Record<Locale, string>>>;
}

/** One kind's items, active or not, in public order, with the localized JSON read. */
export async function listHomeItems(db: Db, kind: HomeKind): Promise<AdminHomeItem[]> {
  const rows = (await db
    .selectFrom(kind as "banners")
    .selectAll()
    .orderBy("sort")
    .orderBy("id")
    .execute()) as unknown as Record<string, string | number>[];
  const optional = homeFields[kind].perLocale;
  return rows.map((r) => ({
    id: Number(r.id),
    key: String(r.key),
    sort: Number(r.sort),
    isActive: Number(r.is_active) === 1,
    plain: Object.fromEntries(Object.keys(homeFields[kind].plain).map((n) => [n, r[n] as string | number])),
    localized: Object.fromEntries(homeFields[kind].localized.map((n) => [n, JSON.parse(String(r[n])) as Localized])),
    perLocale: Object.fromEntries(
      Object.keys(optional?.fields ?? {}).map((n) => [n, readPerLocale(String(r[n] ?? ""), optional?.locales ?? [])]),
    ),
  }));
}

/** The row as stored: localized texts as JSON strings, the format the public lists read. */
const toRow = (input: HomeItemInput) => ({
  key: input.key,
  sort: input.sort,
  is_active: input.isActive ? 1 : 0,
  ...input.plain,
  ...Object.fromEntries(Object.entries(input.localized).map(([n, v]) => [n, JSON.stringify(v)])),
  ...Object.fromEntries(Object.entries(input.perLocale).map(([n, v]) => [n, JSON.stringify(v)])),
});

const entity = (kind: HomeKind) => kind.slice(0, -1);

export async function createHomeItem(db: Db, actor: Actor, kind: HomeKind, input: HomeItemInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto(kind as "banners")
      .values(toRow(input) as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, `home.${entity(kind)}.create`, entity(kind), row.id, { key: input.key });
    return row.id;
  });
}

export async function updateHomeItem(
  db: Db,
  actor: Actor,
  kind: HomeKind,
  id: number,
  input: HomeItemInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = (await trx
      .selectFrom(kind as "banners")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst()) as unknown as Record<string, unknown> | undefined;
    if (!current) return false;
    const next = toRow(input) as Record<string, unknown>;
    await trx
      .updateTable(kind as "banners")
      .set(next as never)
      .where("id", "=", id)
      .execute();
    const changed = Object.keys(next).filter((k) => String(current[k]) !== String(next[k]));
    await recordAudit(trx, actor, `home.${entity(kind)}.update`, entity(kind), id, { changed });
    return true;
  });
}

export async function deleteHomeItem(db: Db, actor: Actor, kind: HomeKind, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(kind as "banners")
      .select(["id", "key"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return false;
    await trx
      .deleteFrom(kind as "banners")
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, `home.${entity(kind)}.delete`, entity(kind), id, { key: current.key });
    return true;
  });
}

/** Keys are unique per kind; true when another item already uses this one. */
export async function homeKeyTaken(db: Db, kind: HomeKind, key: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom(kind as "banners")
    .select("id")
    .where("key", "=", key)
    .executeTakeFirst();
  return row !== undefined && row.id !== exceptId;
}
