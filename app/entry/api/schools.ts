import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/.server/http/errors";
import { serverTranslator } from "~/.server/messages";
import { countryCodes, InvalidQueryError, parseSchoolQuery } from "~/features/schools/school-query";
import {
  findSchools,
  getSchool,
  listCities,
  listNoExamSchools,
  listOutstandingSchools,
} from "~/features/schools/schools.server";
import { listAdmittedStudents, listTestimonials } from "~/features/students/students.server";
import type { ApiEnv } from "./api-env";
import { parseQuery } from "./validate";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const countryParam = z.enum(["all", ...countryCodes]);
const boolParam = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** School, ranking and student endpoints of `/api/Home/*` (product-spec § 7). */
export function schoolsApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.get("/school_lists", async (c) => {
    const { country } = parseQuery(c, z.object({ country: countryParam.default("all") }));
    try {
      const filters = parseSchoolQuery(new URL(c.req.url).searchParams, country);
      return c.json({ school_lists: await findSchools(c.var.db, c.var.locale, filters) });
    } catch (error) {
      if (error instanceof InvalidQueryError) {
        throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name: error.parameter } });
      }
      throw error;
    }
  });

  api.get("/school_one/:id", async (c) => {
    const parsed = id.safeParse(c.req.param("id"));
    if (!parsed.success) throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name: "id" } });
    const school = await getSchool(c.var.db, c.var.locale, parsed.data);
    if (!school) throw new AppError("NOT_FOUND", "error.notFound.title");
    return c.json({ school });
  });

  api.get("/recommend_school_lists", async (c) => {
    const { count } = parseQuery(c, z.object({ count: z.coerce.number().int().min(1).max(50).default(8) }));
    return c.json({ recommend_school_lists: await listOutstandingSchools(c.var.db, c.var.locale, count) });
  });

  api.get("/outstanding_schools", async (c) => {
    const { count } = parseQuery(c, z.object({ count: z.coerce.number().int().min(1).max(50).default(12) }));
    return c.json({ outstanding_schools: await listOutstandingSchools(c.var.db, c.var.locale, count) });
  });

  api.get("/noExams", async (c) => {
    const q = parseQuery(
      c,
      z.object({ random: boolParam.default(false), count: z.coerce.number().int().min(1).max(50).default(5) }),
    );
    return c.json({ exams: await listNoExamSchools(c.var.db, c.var.locale, q) });
  });

  api.get("/cities", async (c) => {
    const { country } = parseQuery(c, z.object({ country: z.enum(countryCodes).optional() }));
    return c.json({ cities: await listCities(c.var.db, c.var.locale, country) });
  });

  api.get("/school_tags", (c) => {
    const t = serverTranslator(c.var.locale).t;
    const tags = ["university", "liberal_arts", "community_college", "college"].map((type) => ({
      id: type,
      name: t(`schools.type.${type}`),
    }));
    return c.json({ school_tags: [...tags, { id: "no_exam", name: t("schools.noExam") }] });
  });

  api.get("/school_sorts", (c) => {
    const t = serverTranslator(c.var.locale).t;
    return c.json({
      school_sorts: [
        { id: "rank", name: t("schools.sortRank") },
        { id: "name", name: t("schools.sortName") },
        { id: "tuition", name: t("schools.sortTuition") },
      ],
    });
  });

  const pageQuery = z.object({
    page: z.coerce.number().int().positive().max(10_000).default(1),
    school: id.optional(),
  });
  api.get("/student_admission_lists", async (c) => {
    const q = parseQuery(c, pageQuery);
    return c.json({
      student_admission_lists: await listAdmittedStudents(c.var.db, c.var.locale, { page: q.page, schoolId: q.school }),
    });
  });

  api.get("/student_reports", async (c) => {
    return c.json({ student_reports: await listTestimonials(c.var.db, c.var.locale) });
  });

  return api;
}

/** `/api/student/lists`: the admitted-student list under its original path. */
export function studentApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.get("/lists", async (c) => {
    const q = parseQuery(c, z.object({ page: z.coerce.number().int().positive().max(10_000).default(1) }));
    return c.json({ lists: await listAdmittedStudents(c.var.db, c.var.locale, { page: q.page }) });
  });
  return api;
}
