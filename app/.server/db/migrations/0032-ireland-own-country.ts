import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Ireland becomes a destination of its own (decision 0020): until now the Netherlands (id 6, code
 * nl) covered it. On a database seeded before, this adds Ireland (id 7, code ie) with the
 * Netherlands' enrollment types, moves the Irish schools (`nation` IE) and the article about
 * Ireland to it, and gives the Netherlands and the "studying abroad" category the names of the
 * new seed where they still carry the seeded combined names. A database not seeded yet is left
 * to the seed, which writes the new shape.
 *
 * Bookings keep the "nl_ie" they were made with: they read "Netherlands / Ireland" (catalog key
 * consultation.country.nl_ie), which is what the student chose.
 */

const IRELAND_ID = 7;
const NETHERLANDS_ID = 6;

/** Seeded names, written here as they were and are: a migration never reads feature code. */
const combined = JSON.stringify({
  tw: "荷蘭/愛爾蘭",
  cn: "荷兰/爱尔兰",
  en: "Netherlands/Ireland",
  vi: "Hà Lan/Ireland",
  th: "เนเธอร์แลนด์/ไอร์แลนด์",
});
const netherlands = { tw: "荷蘭", cn: "荷兰", en: "Netherlands", vi: "Hà Lan", th: "เนเธอร์แลนด์" };
const ireland = { tw: "愛爾蘭", cn: "爱尔兰", en: "Ireland", vi: "Ireland", th: "ไอร์แลนด์" };

const oldCategoryDescription = JSON.stringify({
  tw: "美國、英國、加拿大、澳洲與荷蘭/愛爾蘭的留學環境與選校重點。",
  cn: "美国、英国、加拿大、澳大利亚及荷兰/爱尔兰的留学环境与选校要点。",
  en: "What studying in the USA, UK, Canada, Australia and the Netherlands/Ireland is like, and how to choose.",
  vi: "Môi trường du học và cách chọn trường tại Mỹ, Anh, Canada, Úc và Hà Lan/Ireland.",
  th: "ภาพรวมการเรียนต่อในสหรัฐอเมริกา สหราชอาณาจักร แคนาดา ออสเตรเลีย และเนเธอร์แลนด์/ไอร์แลนด์",
});
const categoryDescription = JSON.stringify({
  tw: "美國、英國、加拿大、澳洲、荷蘭與愛爾蘭的留學環境與選校重點。",
  cn: "美国、英国、加拿大、澳大利亚、荷兰及爱尔兰的留学环境与选校要点。",
  en: "What studying in the USA, UK, Canada, Australia, the Netherlands and Ireland is like, and how to choose.",
  vi: "Môi trường du học và cách chọn trường tại Mỹ, Anh, Canada, Úc, Hà Lan và Ireland.",
  th: "ภาพรวมการเรียนต่อในสหรัฐอเมริกา สหราชอาณาจักร แคนาดา ออสเตรเลีย เนเธอร์แลนด์ และไอร์แลนด์",
});

/** Seed articles about Ireland that were filed under nl (by their stable key). */
const irishArticleKeys = ["living-in-ireland-dublin"];

export default {
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, untyped
  async up(db: Kysely<any>) {
    const dutch = await db.selectFrom("countries").select("id").where("id", "=", NETHERLANDS_ID).executeTakeFirst();
    if (!dutch) return; // not seeded yet: the seed writes Ireland itself
    const irish = await db.selectFrom("countries").select("id").where("code", "=", "ie").executeTakeFirst();
    if (!irish) {
      await db
        .insertInto("countries")
        .values({
          id: IRELAND_ID,
          code: "ie",
          iso: "IE",
          name: JSON.stringify(ireland),
          name_en: ireland.en,
          sort: 6,
        })
        .execute();
      const enrollments = await db
        .selectFrom("country_enrollments")
        .select("enrollment_id")
        .where("country_id", "=", NETHERLANDS_ID)
        .execute();
      if (enrollments.length > 0) {
        await db
          .insertInto("country_enrollments")
          .values(enrollments.map((e) => ({ country_id: IRELAND_ID, enrollment_id: e.enrollment_id })))
          .execute();
      }
    }
    const irelandId = irish?.id ?? IRELAND_ID;
    await db
      .updateTable("countries")
      .set({ name: JSON.stringify(netherlands), name_en: netherlands.en })
      .where("id", "=", NETHERLANDS_ID)
      .where("name", "=", combined)
      .execute();
    await db
      .updateTable("schools")
      .set({ country_id: irelandId })
      .where("country_id", "=", NETHERLANDS_ID)
      .where("nation", "=", "IE")
      .execute();
    await db
      .updateTable("articles")
      .set({ country: "ie" })
      .where("country", "=", "nl")
      .where("key", "in", irishArticleKeys)
      .execute();
    await db
      .updateTable("classifications")
      .set({ description: categoryDescription })
      .where("id", "=", 1)
      .where("description", "=", oldCategoryDescription)
      .execute();
  },
} satisfies Migration;
