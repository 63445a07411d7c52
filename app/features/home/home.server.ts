import type { Db } from "~/.server/db/database";
import { seedOnce } from "~/.server/db/seed-once";
import { listClaims } from "~/features/claims/claims.server";
import type { Locale } from "~/lib/locales";
import { pickLocalized } from "~/lib/localized";
import { homeContent } from "./home-content";
import { readPerLocale, VIDEO_LOCALES } from "./home-fields";

/** The made-up ids of the first seed: no such videos exist, so they are never shown. */
export const SAMPLE_VIDEO_IDS = ["q8Xn2Vz4bJk", "Lm3Rt7Pq9Ws", "Zp5Kd1Hw8Yc"];

/** Home content lives in the database (per-locale JSON columns) so staff can change it. */
export async function seedHomeContent(db: Db): Promise<void> {
  await seedOnce(db, "home-v1", async (trx) => {
    const json = (value: unknown) => JSON.stringify(value);
    await trx
      .insertInto("banners")
      .values(
        homeContent.banners.map((b, i) => ({
          key: b.key,
          sort: i + 1,
          image: b.image,
          link: b.link,
          title: json(b.title),
          subtitle: json(b.subtitle),
          cta: json(b.cta),
        })),
      )
      .execute();
    await trx
      .insertInto("customizes")
      .values(
        homeContent.keyFigures.map((f, i) => ({
          key: f.key,
          sort: i + 1,
          value: f.value,
          label: json(f.label),
          amount: f.amount,
          format: f.format,
          at_least: f.atLeast ? 1 : 0,
          basis: json(f.basis),
          basis_year: f.basisYear,
        })),
      )
      .execute();
    await trx
      .insertInto("flows")
      .values(
        homeContent.flows.map((f) => ({
          key: `step-${f.step}`,
          sort: f.step,
          icon: f.icon,
          title: json(f.title),
          text: json(f.text),
        })),
      )
      .execute();
    await trx
      .insertInto("videos")
      .values(
        homeContent.videos.map((v, i) => ({
          key: v.key,
          sort: i + 1,
          youtube_id: json(v.youtubeIds),
          poster: v.poster,
          duration_seconds: v.durationSeconds,
          title: json(v.title),
          description: json(v.description),
        })),
      )
      .execute();
  });
  // Videos became per-language (one id each, none for cn): an id from before stands for every
  // language that can play it, except the first seed's made-up ids, which are dropped.
  await seedOnce(db, "home-videos-v2", async (trx) => {
    const rows = await trx.selectFrom("videos").select(["id", "youtube_id"]).execute();
    for (const row of rows) {
      if (row.youtube_id.trim().startsWith("{")) continue;
      const ids = SAMPLE_VIDEO_IDS.includes(row.youtube_id.trim()) ? {} : readPerLocale(row.youtube_id, VIDEO_LOCALES);
      await trx
        .updateTable("videos")
        .set({ youtube_id: JSON.stringify(ids) })
        .where("id", "=", row.id)
        .execute();
    }
  });
}

export interface Banner {
  id: number;
  image: string;
  link: string;
  title: string;
  subtitle: string;
  cta: string;
}

export async function listBanners(db: Db, locale: Locale): Promise<Banner[]> {
  const rows = await db.selectFrom("banners").selectAll().where("is_active", "=", 1).orderBy("sort").execute();
  return rows.map((r) => ({
    id: r.id,
    image: r.image,
    link: r.link,
    title: pickLocalized(r.title, locale),
    subtitle: pickLocalized(r.subtitle, locale),
    cta: pickLocalized(r.cta, locale),
  }));
}

/** The key figures with their basis (features/claims). */
export const listKeyFigures = listClaims;

export async function listFlows(db: Db, locale: Locale) {
  const rows = await db.selectFrom("flows").selectAll().where("is_active", "=", 1).orderBy("sort").execute();
  return rows.map((r) => ({
    step: r.sort,
    icon: r.icon,
    title: pickLocalized(r.title, locale),
    text: pickLocalized(r.text, locale),
  }));
}

/** The active videos that have an id in this language; none in cn, where YouTube is blocked. */
export async function listVideos(db: Db, locale: Locale) {
  if (!(VIDEO_LOCALES as readonly Locale[]).includes(locale)) return [];
  const rows = await db.selectFrom("videos").selectAll().where("is_active", "=", 1).orderBy("sort").execute();
  return rows
    .flatMap((r) => {
      const youtubeId = readPerLocale(r.youtube_id, VIDEO_LOCALES)[locale];
      return youtubeId ? [{ ...r, youtubeId }] : [];
    })
    .map((r) => ({
      id: r.id,
      youtubeId: r.youtubeId,
      poster: r.poster,
      durationSeconds: r.duration_seconds,
      title: pickLocalized(r.title, locale),
      description: pickLocalized(r.description, locale),
    }));
}
