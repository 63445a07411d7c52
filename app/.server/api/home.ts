import { Hono } from "hono";
import { z } from "zod";
import {
  listClassifications,
  listCountries,
  listEnrollments,
  listSchoolColleges,
} from "~/features/reference/reference.server";
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

  return api;
}
