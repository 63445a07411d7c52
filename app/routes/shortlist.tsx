import { Form } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { CostLine, CostTotalBox } from "~/features/costs/CostLines";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { FitBadge } from "~/features/fit/FitBadge";
import { FitForm } from "~/features/fit/FitForm";
import { ReminderBox } from "~/features/reminders/ReminderBox";
import { CompareTable } from "~/features/shortlist/CompareTable";
import { ShortlistItems } from "~/features/shortlist/ShortlistItems";
import { shortlistAction } from "~/features/shortlist/shortlist-actions.server";
import { COMPARE_MAX } from "~/features/shortlist/shortlist-cookie";
import { loadShortlistPage } from "~/features/shortlist/shortlist-page.server";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/shortlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution, config } = context.get(appContext);
  return loadShortlistPage(db, localeResolution.locale, request, await currentRates(db, config.EXCHANGE_RATES));
}

export const action = ({ request, context }: Route.ActionArgs) => shortlistAction(context.get(appContext), request);

export default function ShortlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const { schools, compareIds, droppedIds, today, reminders, remindersSent, profile, fits, costs, total } = loaderData;
  const pick = (ids: number[]) => ids.map((id) => schools.find((s) => s.id === id)).filter((s) => s !== undefined);
  const compared = pick(compareIds);
  const dropped = pick(droppedIds);
  return (
    <div className="container shortlist-page">
      <PageMeta title={t("shortlist.title")} noindex />
      <Breadcrumb items={[{ label: t("nav.home"), to: paths.home() }, { label: t("shortlist.title") }]} />
      <h1>{t("shortlist.title")}</h1>
      <p className="lead">{t("shortlist.lead")}</p>
      {schools.length === 0 ? (
        <div className="empty-state card">
          <p>{t("shortlist.empty")}</p>
          <LocaleLink className="button button-primary" to={paths.schools("all")}>
            {t("shortlist.browse")}
          </LocaleLink>
        </div>
      ) : (
        <>
          <Form method="get" action={localePath("/shortlist")} id="compare-form" />
          <ShortlistItems
            schools={schools}
            compareIds={compareIds}
            today={today}
            extra={(school) => (
              <>
                <CostLine cost={costs[school.id]} />
                <FitBadge fit={fits[school.id]} />
              </>
            )}
          />
          <CostTotalBox total={total} count={schools.length} setOn={loaderData.ratesSetOn} />
          <button type="submit" form="compare-form" className="button button-primary">
            {t("shortlist.compare", { max: COMPARE_MAX })}
          </button>
        </>
      )}
      {dropped.length > 0 && (
        <p className="form-error" role="alert" id="compare-dropped">
          {t("shortlist.compareDropped", {
            count: dropped.length,
            max: COMPARE_MAX,
            names: dropped.map((s) => s.name).join(", "),
          })}
        </p>
      )}
      {compared.length > 0 && (
        <section aria-labelledby="compare-title" className="compare">
          <h2 id="compare-title">{t("shortlist.compareTitle")}</h2>
          <CompareTable
            schools={compared}
            today={today}
            rows={[
              { key: "cost", label: t("costs.title"), cell: (s) => <CostLine cost={costs[s.id]} /> },
              ...(Object.keys(fits).length
                ? [
                    {
                      key: "fit",
                      label: t("fit.yourFit"),
                      cell: (s: (typeof compared)[number]) =>
                        fits[s.id]?.verdict ? <FitBadge fit={fits[s.id]} /> : "—",
                    },
                  ]
                : []),
            ]}
          />
        </section>
      )}
      <FitForm profile={profile} failed={actionData && "fit" in actionData ? actionData.fit : undefined} />
      {schools.length > 0 && (
        <ReminderBox
          box={reminders}
          sent={remindersSent}
          error={actionData && "reminders" in actionData ? actionData.reminders : undefined}
        />
      )}
    </div>
  );
}
