import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { locales } from "~/lib/locales";
import { listVideos, SAMPLE_VIDEO_IDS, seedHomeContent } from "./home.server";
import { homeContent } from "./home-content";
import { createHomeItem, listHomeItems, parseHomeItemForm } from "./home-editing.server";

let test: TestDatabase;
const actor: Actor = { userId: 7, ip: "203.0.113.9" };
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const videoForm = (ids: Record<string, string>) => {
  const form = new FormData();
  const values: Record<string, string> = {
    key: `video-${Object.values(ids).join("-") || "none"}`,
    sort: "60",
    is_active: "1",
    poster: "/images/test.jpg",
    duration_seconds: "120",
  };
  for (const l of locales) {
    values[`title_${l}`] = `Video ${l}`;
    values[`description_${l}`] = `About ${l}`;
  }
  for (const [l, id] of Object.entries(ids)) values[`youtube_id_${l}`] = id;
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};

describe("home videos: per-locale ids, none made up", () => {
  it("the seed carries no video id, so a fresh site shows no sample video", async () => {
    expect(JSON.stringify(homeContent.videos)).not.toMatch(new RegExp(SAMPLE_VIDEO_IDS.join("|")));
    for (const l of locales) expect(await listVideos(test.db, l)).toEqual([]);
  });

  it("each locale plays its own video; cn shows none (YouTube is blocked in mainland China)", async () => {
    const parsed = parseHomeItemForm("videos", videoForm({ tw: "twVideo0001", en: "enVideo0001", th: "thVideo0001" }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const id = await createHomeItem(test.db, actor, "videos", parsed.value);
    expect((await listVideos(test.db, "tw")).find((v) => v.id === id)?.youtubeId).toBe("twVideo0001");
    expect((await listVideos(test.db, "en")).find((v) => v.id === id)?.youtubeId).toBe("enVideo0001");
    expect((await listVideos(test.db, "vi")).some((v) => v.id === id)).toBe(false);
    expect(await listVideos(test.db, "cn")).toEqual([]);
    const item = (await listHomeItems(test.db, "videos")).find((v) => v.id === id);
    expect(item?.perLocale.youtube_id).toEqual({ tw: "twVideo0001", en: "enVideo0001", th: "thVideo0001" });
  });

  it("checks each id and offers no cn id", () => {
    const parsed = parseHomeItemForm("videos", videoForm({ tw: "short", cn: "cnVideo0001" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.youtube_id_tw?.key).toBe("admin.home.badYoutubeId");
    const cn = parseHomeItemForm("videos", videoForm({ cn: "cnVideo0001", vi: "viVideo0001" }));
    expect(cn.ok && cn.value.perLocale.youtube_id).toEqual({ vi: "viVideo0001" });
  });

  it("an existing database drops the sample ids and keeps a staff-chosen id for every locale but cn", async () => {
    const [sample, chosen] = await test.db.selectFrom("videos").select("id").orderBy("id").limit(2).execute();
    if (!sample || !chosen) throw new Error("no seeded videos");
    await test.db.updateTable("videos").set({ youtube_id: SAMPLE_VIDEO_IDS[0] }).where("id", "=", sample.id).execute();
    await test.db.updateTable("videos").set({ youtube_id: "realVideo01" }).where("id", "=", chosen.id).execute();
    await sql`DELETE FROM seed_state WHERE name = 'home-videos-v2'`.execute(test.db);
    await seedHomeContent(test.db);
    const rows = await test.db.selectFrom("videos").select(["id", "youtube_id"]).orderBy("id").execute();
    expect(JSON.parse(rows.find((r) => r.id === sample.id)?.youtube_id ?? "")).toEqual({});
    expect(JSON.parse(rows.find((r) => r.id === chosen.id)?.youtube_id ?? "")).toEqual({
      tw: "realVideo01",
      en: "realVideo01",
      vi: "realVideo01",
      th: "realVideo01",
    });
    expect((await listVideos(test.db, "vi")).map((v) => v.youtubeId)).toContain("realVideo01");
    expect(await listVideos(test.db, "cn")).toEqual([]);
  });
});
