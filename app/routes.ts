import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("study/:code", "routes/guide.tsx"),
  route("countries/:code/schools", "routes/schools.tsx"),
  route("schools/:id", "routes/school.tsx"),
  route("ranking_list", "routes/ranking.tsx"),
  route("student_list", "routes/student-list.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("shortlist", "routes/shortlist.tsx"),
  route("article_category/:category", "routes/article-category.tsx"),
  route("articles/:article", "routes/article.tsx"),
  route("articles/:id/preview", "routes/article-preview.tsx"),
  route("tags/:keyword", "routes/tag.tsx"),
  route("search", "routes/search.tsx"),
  route("faq/:name", "routes/faq.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("404", "routes/not-found.tsx"),
  route("500", "routes/server-error.tsx"),
  route("*", "routes/not-found.tsx", { id: "routes/catch-all" }),
] satisfies RouteConfig;
