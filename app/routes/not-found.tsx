import { data } from "react-router";
import { appContext } from "~/.server/context";
import { ErrorPage } from "~/components/ui/ErrorPage";
import { RecommendedBlock } from "~/features/articles/RecommendedBlock";
import { loadRecommendations } from "~/features/articles/recommendations.server";
import type { Route } from "./+types/not-found";

/**
 * `/404` and every unknown path: status 404, the not-found page, recommended articles
 * (random, count 4, the visitor's globalCountry, no drafts) and five random no-exam schools.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution, contentVersion } = context.get(appContext);
  const recommendations = await loadRecommendations(db, localeResolution.locale, request, {
    count: 4,
    schools: 5,
    contentVersion,
  });
  return data({ recommendations }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ErrorPage status={404} />
      <RecommendedBlock recommendations={loaderData.recommendations} />
    </>
  );
}
