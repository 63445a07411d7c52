import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import {
  createAdmittedStudent,
  createTestimonial,
  deleteAdmittedStudent,
  deleteTestimonial,
  parseAdmittedStudentForm,
  parseTestimonialForm,
  updateTestimonial,
} from "~/features/students/student-editing.server";
import { listAdmittedStudents, listTestimonials } from "~/features/students/students.server";
import { locales } from "~/lib/locales";
import { listBanners, listVideos } from "./home.server";
import {
  createHomeItem,
  deleteHomeItem,
  homeKeyTaken,
  listHomeItems,
  parseHomeItemForm,
  updateHomeItem,
} from "./home-editing.server";

let test: TestDatabase;
let schoolId: number;
const actor: Actor = { userId: 7, ip: "203.0.113.9" };
beforeAll(async () => {
  test = await createTestDatabase();
  schoolId = (await test.db.selectFrom("schools").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await test.destroy();
});

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const testimonialForm = (o: Record<string, string> = {}) =>
  formOf({
    locale: "th",
    student: "Somchai",
    school_id: String(schoolId),
    program: "MSc Testing",
    year: "2025",
    title: "A test title",
    quote: "A test quote.",
    rating: "4",
    ...o,
  });
const audits = (action: string) =>
  test.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

describe("testimonials", () => {
  it("rejects an unknown school, a bad rating and missing text, keeping what was typed", async () => {
    const parsed = await parseTestimonialForm(
      test.db,
      testimonialForm({ school_id: "999999", rating: "6", quote: " ", locale: "xx" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["locale", "quote", "rating", "school_id"]);
    expect(parsed.errors.school_id?.key).toBe("admin.students.unknownSchool");
    expect(parsed.values.title).toBe("A test title");
  });

  it("creates, updates and deletes, visible on the public list at once, audited", async () => {
    const parsed = await parseTestimonialForm(test.db, testimonialForm());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const id = await createTestimonial(test.db, actor, parsed.value);
    expect((await listTestimonials(test.db, "th")).find((q) => q.id === id)).toMatchObject({
      title: "A test title",
      rating: 4,
      school_id: schoolId,
    });
    expect((await listTestimonials(test.db, "en")).some((q) => q.id === id)).toBe(false);
    const edited = await parseTestimonialForm(test.db, testimonialForm({ title: "Edited" }));
    if (!edited.ok) throw new Error("invalid");
    expect(await updateTestimonial(test.db, actor, id, edited.value)).toBe(true);
    expect((await listTestimonials(test.db, "th")).find((q) => q.id === id)?.title).toBe("Edited");
    const [update] = await audits("testimonial.update");
    expect(JSON.parse(update?.detail ?? "{}")).toEqual({ changed: ["title"] });
    expect(await deleteTestimonial(test.db, actor, id)).toBe(true);
    expect((await listTestimonials(test.db, "th")).some((q) => q.id === id)).toBe(false);
    expect(await deleteTestimonial(test.db, actor, id)).toBe(false);
    expect(await audits("testimonial.create")).toHaveLength(1);
    expect((await audits("testimonial.delete"))[0]).toMatchObject({ user_id: 7, entity_id: String(id) });
  });
});

describe("admitted students", () => {
  const studentForm = (o: Record<string, string> = {}) =>
    formOf({
      locale: "vi",
      student: "Nguyễn A",
      school_id: String(schoolId),
      year: "2024",
      degree: "2",
      major: "CS",
      ...o,
    });

  it("checks degree and year", async () => {
    const parsed = await parseAdmittedStudentForm(test.db, studentForm({ degree: "9", year: "20x" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["degree", "year"]);
  });

  it("creates and deletes, visible on the public list, audited", async () => {
    const parsed = await parseAdmittedStudentForm(test.db, studentForm({ scholarship: "$5,000" }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const id = await createAdmittedStudent(test.db, actor, parsed.value);
    const list = await listAdmittedStudents(test.db, "vi", { year: 2024, pageSize: 500 });
    expect(list.items.find((s) => s.id === id)).toMatchObject({ student: "Nguyễn A", scholarship: "$5,000" });
    expect(await deleteAdmittedStudent(test.db, actor, id)).toBe(true);
    const after = await listAdmittedStudents(test.db, "vi", { year: 2024, pageSize: 500 });
    expect(after.items.some((s) => s.id === id)).toBe(false);
    expect(await audits("admitted_student.create")).toHaveLength(1);
    expect(await audits("admitted_student.delete")).toHaveLength(1);
  });
});

describe("home page items", () => {
  const videoForm = (o: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      key: "test-video",
      sort: "50",
      is_active: "1",
      youtube_id_th: "dQw4w9WgXcQ",
      youtube_id_en: "dQw4w9WgXcQ",
      poster: "/images/test.jpg",
      duration_seconds: "120",
    };
    for (const l of locales) {
      values[`title_${l}`] = `Video ${l}`;
      values[`description_${l}`] = `About ${l}`;
    }
    return formOf({ ...values, ...o });
  };

  it("validates the YouTube id, paths and every locale's text", () => {
    const parsed = parseHomeItemForm(
      "videos",
      videoForm({ youtube_id_th: "short", poster: "javascript:x", title_th: "" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.youtube_id_th?.key).toBe("admin.home.badYoutubeId");
    expect(parsed.errors.poster?.key).toBe("admin.home.badPath");
    expect(parsed.errors.title_th?.key).toBe("admin.form.required");
    expect(parseHomeItemForm("videos", videoForm({ youtube_id_th: "a_b-C123456" })).ok).toBe(true);
    expect(parseHomeItemForm("videos", videoForm({ youtube_id_th: "a_b-C12345!" })).ok).toBe(false);
  });

  it("adds, edits, hides and removes a video, as the public list reads it", async () => {
    const parsed = parseHomeItemForm("videos", videoForm());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const id = await createHomeItem(test.db, actor, "videos", parsed.value);
    expect(await homeKeyTaken(test.db, "videos", "test-video", null)).toBe(true);
    expect(await homeKeyTaken(test.db, "videos", "test-video", id)).toBe(false);
    expect((await listVideos(test.db, "th")).find((v) => v.id === id)).toMatchObject({
      youtubeId: "dQw4w9WgXcQ",
      title: "Video th",
      description: "About th",
    });
    const hidden = parseHomeItemForm("videos", videoForm({ is_active: "0", title_en: "New title" }));
    if (!hidden.ok) throw new Error("invalid");
    expect(await updateHomeItem(test.db, actor, "videos", id, hidden.value)).toBe(true);
    expect((await listVideos(test.db, "en")).some((v) => v.id === id)).toBe(false);
    const item = (await listHomeItems(test.db, "videos")).find((v) => v.id === id);
    expect(item?.localized.title?.en).toBe("New title");
    expect(item?.isActive).toBe(false);
    const [update] = await audits("home.video.update");
    expect(JSON.parse(update?.detail ?? "{}")).toEqual({ changed: ["is_active", "title"] });
    expect(await deleteHomeItem(test.db, actor, "videos", id)).toBe(true);
    expect(await deleteHomeItem(test.db, actor, "videos", id)).toBe(false);
    expect(await audits("home.video.delete")).toHaveLength(1);
  });

  it("edits a seeded banner's text in one locale, shown on the public list", async () => {
    const [banner] = await listHomeItems(test.db, "banners");
    if (!banner) throw new Error("no banner");
    const values: Record<string, string> = {
      key: banner.key,
      sort: String(banner.sort),
      is_active: "1",
      image: String(banner.plain.image),
      link: String(banner.plain.link),
    };
    for (const n of ["title", "subtitle", "cta"])
      for (const l of locales) values[`${n}_${l}`] = banner.localized[n]?.[l] ?? "";
    values.cta_vi = "Xem ngay";
    const parsed = parseHomeItemForm("banners", formOf(values));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await updateHomeItem(test.db, actor, "banners", banner.id, parsed.value);
    expect((await listBanners(test.db, "vi")).find((b) => b.id === banner.id)?.cta).toBe("Xem ngay");
    expect((await listBanners(test.db, "tw")).find((b) => b.id === banner.id)?.cta).toBe(banner.localized.cta?.tw);
  });
});
