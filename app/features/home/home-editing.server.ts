import type { Db } from "~/.server/db/database";
import { type Actor, recordAudit } from "~/.server/http/audit";
import { type Parsed, parseForm } from "~/lib/form";
import { type Locale, type Localized, locales } from "~/lib/locales";
import {
  HOME_KINDS,
  HOME_PATH_MAX,
  HOME_TEXT_MAX,
  type HomeKind,
  homeFields,
  homeItemSchema,
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

/** Reads one home item's form with its kind's schema; every locale's text is required. */
export function parseHomeItemForm(kind: HomeKind, form: FormData): Parsed<HomeItemInput> {
  const parsed = parseForm(homeItemSchema(kind), form);
  if (!parsed.ok) return parsed;
  const fields = parsed.value as Record<string, string | number | boolean>;
  const plain = Object.fromEntries(
    Object.keys(homeFields[kind].plain).map((name) => [name, fields[name] as string | number]),
  );
  const localized = Object.fromEntries(
    homeFields[kind].localized.map((name) => [
      name,
      Object.fromEntries(locales.map((l) => [l, String(fields[`${name}_${l}`])])) as Localized,
    ]),
  );
  const optional = homeFields[kind].perLocale;
  const perLocale = Object.fromEntries(
    Object.keys(optional?.fields ?? {}).map((name) => [
      name,
      Object.fromEntries(
        (optional?.locales ?? []).flatMap((l) => {
          const v = String(fields[`${name}_${l}`] ?? "");
          return v ? [[l, v]] : [];
        }),
      ) as Partial<Record<Locale, string>>,
    ]),
  );
  const value = {
    key: String(fields.key),
    sort: Number(fields.sort),
    isActive: fields.is_active === true,
    plain,
    localized,
    perLocale,
  };
  return { ok: true, value, values: parsed.values };
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
