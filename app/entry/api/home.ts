import { Hono } from "hono";
import { z } from "zod";
import { listBanners, listFlows, listKeyFigures, listVideos } from "~/features/home/home.server";
import {
  listClassifications,
  listCountries,
  listEnrollments,
  listSchoolColleges,
} from "~/features/reference/reference.server";
import { listAdmittedStudents } from "~/features/students/students.server";
import type { ApiEnv } from "./api-env";
import { parseQuery } from "./validate";

/** `/api/Home/*`: the read endpoints the original client called (product-spec § 7). */
export function homeApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.get("/countries", async (c) => {
    return c.json({ countries: await listCountries(c.var.db, c.var.locale) });
  });

  api.get("/enrollments", async (c) => {
    const query = parseQuery(c, z.object({ country: z.coerce.number().int().positive().optional() }));
    return c.json({ school_enrollments: await listEnrollments(c.var.db, c.var.locale, query.country) });
  });

  api.get("/school_colleges", async (c) => {
    return c.json({ school_colleges: await listSchoolColleges(c.var.db, c.var.locale) });
  });

  api.on("GET", ["/article_classifications", "/classifications"], async (c) => {
    return c.json({ classifications: await listClassifications(c.var.db, c.var.locale) });
  });

  // Home content (issue 3): the same rows the home page shows.
  api.get("/banners", async (c) => c.json({ banners: await listBanners(c.var.db, c.var.locale) }));
  api.get("/customizes", async (c) => c.json({ customizes: await listKeyFigures(c.var.db, c.var.locale) }));
  api.get("/flows", async (c) => c.json({ flows: await listFlows(c.var.db, c.var.locale) }));
  api.get("/videos", async (c) => c.json({ videos: await listVideos(c.var.db, c.var.locale) }));
  api.get("/admissions", async (c) => {
    const { count } = parseQuery(c, z.object({ count: z.coerce.number().int().min(1).max(50).default(6) }));
    const page = await listAdmittedStudents(c.var.db, c.var.locale, { pageSize: count });
    return c.json({ admissions: page.items });
  });

  return api;
}
