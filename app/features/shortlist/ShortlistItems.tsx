import type { ReactNode } from "react";
import { Form } from "react-router";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { NextDeadline } from "~/features/deadlines/DeadlineList";
import { SchoolMonogram } from "~/features/schools/SchoolCard";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { ShortlistSchool } from "./shortlist-page.server";

/**
 * The shortlist: a compare tick box, the school with its next deadline and what other features
 * add (`extra`: fit, cost), and the up / down / remove buttons (plain posts without JavaScript).
 */
export function ShortlistItems({
  schools,
  compareIds,
  today,
  extra,
}: {
  schools: ShortlistSchool[];
  compareIds: number[];
  today: string;
  extra?: (school: ShortlistSchool) => ReactNode;
}) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  return (
    <ol className="shortlist">
      {schools.map((school, index) => (
        <li key={school.id} className="card shortlist-item">
          <label className="checkbox compare-pick">
            <input
              type="checkbox"
              name="compare"
              value={school.id}
              form="compare-form"
              defaultChecked={compareIds.includes(school.id)}
            />
            <span className="visually-hidden">{t("shortlist.compareNamed", { name: school.name })}</span>
          </label>
          <SchoolMonogram name={school.name_en} size={40} />
          <div className="shortlist-name">
            <LocaleLink to={paths.school(school.id)}>{school.name}</LocaleLink>
            <span className="muted block">
              {school.city} · {school.country_name}
            </span>
            <NextDeadline deadline={school.deadlines[0]} today={today} />
            {extra?.(school)}
          </div>
          <div className="shortlist-actions">
            {(["up", "down", "remove"] as const).map((intent) => (
              <Form method="post" action={localePath("/shortlist")} key={intent} preventScrollReset>
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="id" value={school.id} />
                <input type="hidden" name="redirectTo" value={localePath("/shortlist")} />
                {intent === "remove" ? (
                  <button type="submit" className="button button-small">
                    {t("shortlist.remove")}
                    <span className="visually-hidden"> {school.name}</span>
                  </button>
                ) : (
                  <button
                    type="submit"
                    className="button button-small"
                    disabled={(intent === "up" && index === 0) || (intent === "down" && index === schools.length - 1)}
                    aria-label={t(`shortlist.${intent}Named`, { name: school.name })}
                  >
                    {intent === "up" ? "↑" : "↓"}
                  </button>
                )}
              </Form>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
