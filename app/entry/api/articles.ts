import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/.server/http/errors";
import { serverTranslator } from "~/.server/messages";
import {
  getArticle,
  listArticles,
  listTags,
  recommendArticles,
  searchArticles,
} from "~/features/articles/articles.server";
import { previewSecret, verifyPreviewToken } from "~/features/articles/preview.server";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { listFaq } from "~/features/faq/faq.server";
import { countryCodes } from "~/features/schools/school-query";
import type { ApiEnv } from "./api-env";
import { parseQuery } from "./validate";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().positive().max(10_000).default(1);

function parseId(value: string | undefined): number {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw new AppError("INVALID_INPUT", "error.invalidParameter", { values: { name: "id" } });
  return parsed.data;
}

/** Article, FAQ and form-option endpoints of `/api/Home/*` (product-spec § 7). */
export function articlesApi(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();

  api.get("/articles", async (c) => {
    const q = parseQuery(
      c,
      z.object({
        classification: id.optional(),
        tag: z.string().trim().min(1).max(60).optional(),
        q: z.string().trim().min(1).max(100).optional(),
        page,
        pageSize: z.coerce.number().int().min(1).max(50).default(10),
      }),
    );
    const articles = q.q
      ? await searchArticles(c.var.db, c.var.locale, q.q, { page: q.page, pageSize: q.pageSize })
      : await listArticles(c.var.db, c.var.locale, {
          categoryId: q.classification,
          tag: q.tag,
          page: q.page,
          pageSize: q.pageSize,
        });
    return c.json({ articles });
  });

  api.get("/articles_one/:id", async (c) => {
    const article = await getArticle(c.var.db, c.var.locale, parseId(c.req.param("id")), {
      rates: await currentRates(c.var.db, c.var.config.EXCHANGE_RATES),
    });
    if (!article) throw new AppError("NOT_FOUND", "error.notFound.title");
    return c.json({ article });
  });

  api.get("/articles_temp_one/:id", async (c) => {
    const articleId = parseId(c.req.param("id"));
    const token = c.req.query("token") ?? c.req.header("x-preview-token") ?? null;
    // Without a valid token the draft does not exist for this caller.
    if (!verifyPreviewToken(previewSecret(c.var.config), articleId, token)) {
      throw new AppError("NOT_FOUND", "error.notFound.title");
    }
    const article = await getArticle(c.var.db, c.var.locale, articleId, {
      includeDraft: true,
      rates: await currentRates(c.var.db, c.var.config.EXCHANGE_RATES),
    });
    if (!article) throw new AppError("NOT_FOUND", "error.notFound.title");
    return c.json({ article });
  });

  api.get("/recommend_articles", async (c) => {
    const q = parseQuery(
      c,
      z.object({
        random: z.enum(["0", "1", "true", "false"]).default("1"),
        count: z.coerce.number().int().min(1).max(20).default(4),
        country: z.enum(countryCodes).optional(),
        // Only published articles are ever recommended; the parameter is accepted for compatibility.
        is_draft: z.enum(["0"]).default("0"),
      }),
    );
    const articles = await recommendArticles(c.var.db, c.var.locale, {
      random: q.random === "1" || q.random === "true",
      count: q.count,
      country: q.country,
    });
    return c.json({ articles });
  });

  api.get("/article_tags", async (c) => c.json({ article_tags: await listTags(c.var.db, c.var.locale) }));

  api.get("/questions", async (c) => c.json({ questions: await listFaq(c.var.db, c.var.locale) }));

  api.get("/advertisements", (c) => {
    const t = serverTranslator(c.var.locale).t;
    return c.json({
      advertisements: [
        {
          id: "consultation",
          title: t("ads.consultation.title"),
          text: t("ads.consultation.text"),
          link: "/consultation",
        },
        { id: "documents", title: t("ads.documents.title"), text: t("ads.documents.text"), link: "/our_services" },
        { id: "package", title: t("ads.package.title"), text: t("ads.package.text"), link: "/service" },
      ],
    });
  });

  api.get("/sources", (c) => {
    const t = serverTranslator(c.var.locale).t;
    const sources = ["search", "forum", "facebook", "instagram", "youtube", "referral", "other"];
    return c.json({ sources: sources.map((key) => ({ id: key, name: t(`sources.${key}`) })) });
  });

  return api;
}
