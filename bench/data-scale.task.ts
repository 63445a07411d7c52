import { appendFileSync } from "node:fs";
import { sql } from "kysely";
import { it } from "vitest";
import { createTestDatabase } from "~/entry/test-database";
import { searchArticles } from "~/features/articles/articles.server";
import { upsertTranslation } from "~/features/articles/articles-seed.server";
import { fitsFor } from "~/features/fit/fit.server";
import type { FitProfile } from "~/features/fit/profile";
import { findSchools } from "~/features/schools/schools.server";
import { insertSchools, type SchoolSeed, schoolSeeds } from "~/features/schools/schools-seed.server";
import { loadCardExtras } from "~/features/shortlist/school-extras.server";

/**
 * Data-scale figures for `npm run bench` (run by Vitest so it measures the real modules):
 * 20,000 generated schools and 5,000 generated articles (x3 languages), on SQLite or on the
 * PostgreSQL of DATABASE_URL. Writes its JSON lines to BENCH_OUT.
 */
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 20_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5_000);
const RUNS = 200;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(3));
}

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 10; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: percentile(samples, 100) };
}

// A deterministic pseudo-random sequence, so every run builds the same data.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

it("data scale", { timeout: 600_000 }, async () => {
  const test = await createTestDatabase({ seed: true });
  const engine = process.env.DATABASE_URL?.startsWith("postgres") ? "postgres" : "sqlite";
  const lines: Array<Record<string, unknown>> = [];
  const settle = () => sql.raw(engine === "postgres" ? "VACUUM ANALYZE" : "ANALYZE").execute(test.db);
  try {
    const generated: SchoolSeed[] = [];
    for (let i = 0; generated.length < SCHOOLS - schoolSeeds.length; i++) {
      const base = schoolSeeds[i % schoolSeeds.length] as SchoolSeed;
      const colleges = [
        ...new Set(Array.from({ length: 3 + Math.floor(random() * 10) }, () => 1 + Math.floor(random() * 37))),
      ];
      generated.push({
        ...base,
        key: `${base.key}-campus-${i}`,
        name_en: `${base.name_en} ${["North", "South", "East", "West", "Downtown", "Online"][i % 6]} Campus ${i}`,
        name_tw: `${base.name_tw}第${i}分校`,
        name_cn: `${base.name_cn}第${i}分校`,
        enrollments: [1, 2, 3, 4, 5, 6].filter(() => random() < 0.5),
        colleges,
        popular: colleges.slice(0, 2),
        rank_latest: random() < 0.3 ? Math.floor(random() * 1500) + 1 : null,
      });
    }
    const started = performance.now();
    await test.db.transaction().execute((trx) => insertSchools(trx, generated).then(() => undefined));
    // A steady-state database has planner statistics and, on PostgreSQL, a visibility map
    // (autovacuum's work) that lets index-only scans skip the heap.
    await settle();
    lines.push({
      kind: "data-load",
      engine,
      schools: SCHOOLS,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    });

    const filters = { country: "usa" as const, enrollment: 2, colleges: [15, 2], name: "univ" };
    for (const page of [1, 50]) {
      const result = await findSchools(test.db, "en", { ...filters, page });
      lines.push({
        kind: "school-list-query",
        engine,
        schools: SCHOOLS,
        filters: "country+enrollment+2 majors+partial name",
        page,
        matches: result.total,
        ...(await measure(() => findSchools(test.db, "en", { ...filters, page }))),
      });
    }
    // Name only, every country: an abbreviation, a typo, a Thai and a Vietnamese name, a common word.
    for (const [locale, query] of [
      ["tw", "牛津"],
      ["en", "MIT"],
      ["en", "Harvad"],
      ["th", "มหาวิทยาลัยฮาร์วาร์ด"],
      ["vi", "Đại học Toronto"],
      ["en", "univ"],
    ] as const) {
      const result = await findSchools(test.db, locale, { country: "all", name: query });
      lines.push({
        kind: "school-name-search",
        engine,
        schools: SCHOOLS,
        query,
        matches: result.total,
        first: result.items[0]?.name_en,
        ...(await measure(() => findSchools(test.db, locale, { country: "all", name: query }))),
      });
    }
    // The list with a fit check (issue #18): the page's ids, then the fit of each card for a
    // student's profile; and everything the shortlist features add to the cards.
    const profile: FitProfile = { system: "vn10", grade: 8.2, level: "graduate", scores: { ielts: 6.5, gre: 318 } };
    const listWithFit = async () => {
      const result = await findSchools(test.db, "en", { ...filters, page: 1 });
      return fitsFor(
        test.db,
        profile,
        result.items.map((s) => s.id),
      );
    };
    const fits = await listWithFit();
    lines.push({
      kind: "school-list-fit",
      engine,
      schools: SCHOOLS,
      filters: "country+enrollment+2 majors+partial name, page 1, fit check of its 20 cards",
      verdicts: Object.values(fits).filter((f) => f.verdict).length,
      ...(await measure(listWithFit)),
    });
    const cookie = `fit_profile=${encodeURIComponent(JSON.stringify({ s: "vn10", g: 8.2, l: "g", ielts: 6.5, gre: 318 }))}`;
    const request = new Request("http://bench/countries/usa/schools", { headers: { cookie } });
    const rates = { setOn: "2026-11-26", perUsd: { USD: 1, VND: 26_100 } };
    lines.push({
      kind: "school-list-card-extras",
      engine,
      schools: SCHOOLS,
      filters: "same page, plus next deadline, fit and yearly cost of its 20 cards",
      ...(await measure(async () => {
        const result = await findSchools(test.db, "vi", { ...filters, page: 1 });
        return loadCardExtras(
          { db: test.db, locale: "vi", request, rates },
          result.items.map((s) => s.id),
        );
      })),
    });
    lines.push({
      kind: "school-name-search",
      engine,
      schools: SCHOOLS,
      query: "牛津",
      ...(await measure(() => findSchools(test.db, "tw", { country: "all", name: "牛津" }))),
    });

    const topics = ["visa", "IELTS", "scholarship", "budget", "statement of purpose", "community college", "MBA"];
    const startedArticles = performance.now();
    await test.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ARTICLES; i++) {
        const row = await trx
          .insertInto("articles")
          .values({
            key: `bench-${i}`,
            category_id: 1 + (i % 6),
            country: null,
            image: "/images/articles/visa.svg",
            published_at: "2026-06-01",
            is_draft: 0,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const topic = topics[i % topics.length];
        const body = `<p>Guide ${i} about ${topic}. ${"Students compare costs, deadlines and requirements before they apply. ".repeat(12)}</p>`;
        await upsertTranslation(trx, row.id, "en", {
          slug: `bench-${i}`,
          title: `Guide ${i}: ${topic}`,
          abstract: `All about ${topic}.`,
          body,
          tags: [topic ?? ""],
        });
        await upsertTranslation(trx, row.id, "tw", {
          slug: `bench-${i}`,
          title: `第${i}篇：${i % 2 ? "簽證" : "獎學金"}指南`,
          abstract: "留學申請重點整理。",
          body: `<p>${"學生在申請前比較學費、截止日期與語言成績。".repeat(20)}</p>`,
          tags: [],
        });
        await upsertTranslation(trx, row.id, "th", {
          slug: `bench-${i}`,
          title: `คู่มือที่ ${i}: ${i % 2 ? "วีซ่า" : "ทุนการศึกษา"}`,
          abstract: "สรุปข้อควรรู้ก่อนสมัคร",
          body: `<p>${"นักเรียนเปรียบเทียบค่าเล่าเรียนและกำหนดส่งใบสมัครก่อนสมัคร ".repeat(15)}</p>`,
          tags: [],
        });
      }
    });
    await settle();
    lines.push({
      kind: "data-load",
      engine,
      articles: ARTICLES,
      languages: 3,
      seconds: Number(((performance.now() - startedArticles) / 1000).toFixed(1)),
    });
    for (const [locale, query] of [
      ["en", "visa"],
      ["en", "statement of purpose"],
      ["tw", "簽證"],
      ["tw", "签证"],
      ["th", "วีซ่า"],
    ] as const) {
      const first = await searchArticles(test.db, locale, query);
      lines.push({
        kind: "article-search",
        engine,
        articles: ARTICLES,
        locale,
        query,
        matches: first.total,
        ...(await measure(() => searchArticles(test.db, locale, query))),
      });
    }
  } finally {
    await test.destroy();
    appendFileSync(
      process.env.BENCH_OUT ?? "bench-data-scale.json",
      `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`,
    );
  }
});
