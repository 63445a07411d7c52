import { data, Form, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LocaleLink, useLocalePath } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { NextDeadline } from "~/features/deadlines/DeadlineList";
import { ReminderBox } from "~/features/reminders/ReminderBox";
import { followShortlist, reminderBox, reminderIntent } from "~/features/reminders/reminder-actions.server";
import { SchoolMonogram } from "~/features/schools/SchoolCard";
import { CompareTable } from "~/features/shortlist/CompareTable";
import {
  applyShortlistIntent,
  COMPARE_MAX,
  parseShortlist,
  SHORTLIST_COOKIE,
  type ShortlistIntent,
  serializeShortlist,
} from "~/features/shortlist/shortlist-cookie";
import { loadShortlistPage } from "~/features/shortlist/shortlist-page.server";
import { readCookie } from "~/lib/cookies";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/shortlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const [page, reminders] = await Promise.all([
    loadShortlistPage(db, localeResolution.locale, request),
    reminderBox(db, request),
  ]);
  return { ...page, reminders, remindersSent: new URL(request.url).searchParams.get("reminders") === "sent" };
}

const intents: ShortlistIntent[] = ["add", "remove", "up", "down"];

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { db, origin } = app;
  const form = await request.formData();
  const requested = String(form.get("intent"));
  const current = parseShortlist(readCookie(request.headers.get("cookie"), SHORTLIST_COOKIE));
  if (requested === "subscribe" || requested === "reminders-stop") {
    return reminderIntent(app, app.localeResolution.locale, requested, form, request, current, "/shortlist");
  }
  const intent = requested as ShortlistIntent;
  const id = Number(form.get("id"));
  if (!intents.includes(intent) || !Number.isInteger(id) || id <= 0) throw data(null, { status: 400 });
  if (intent === "add") {
    const exists = await db.selectFrom("schools").select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) throw data(null, { status: 400 });
  }
  const next = applyShortlistIntent(current, intent, id);
  const full = next === "full";
  const headers = new Headers();
  if (!full) {
    headers.append("Set-Cookie", serializeShortlist(next, origin.startsWith("https:")));
    await followShortlist(db, request, next);
  }
  // Without JavaScript the form carries where to go back to (an internal path only).
  const back = String(form.get("redirectTo") ?? "");
  if (back.startsWith("/") && !back.startsWith("//")) throw redirect(back, { headers });
  return data({ ok: !full, full }, { headers });
}

export default function ShortlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const localePath = useLocalePath();
  const { schools, compareIds, droppedIds, today, reminders, remindersSent } = loaderData;
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
                          disabled={
                            (intent === "up" && index === 0) || (intent === "down" && index === schools.length - 1)
                          }
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
          <button type="submit" form="compare-form" className="button button-primary">
            {t("shortlist.compare", { max: COMPARE_MAX })}
          </button>
          <ReminderBox
            box={reminders}
            sent={remindersSent}
            error={actionData && "reminders" in actionData ? actionData.reminders : undefined}
          />
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
          <CompareTable schools={compared} today={today} />
        </section>
      )}
    </div>
  );
}
