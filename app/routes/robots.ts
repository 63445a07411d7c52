import { appContext } from "~/.server/context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /shortlist",
    "Disallow: /articles/*/preview",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
