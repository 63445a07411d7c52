import { data } from "react-router";
import { appContext } from "~/.server/context";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { JsonLd } from "~/components/ui/JsonLd";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { PageMeta } from "~/components/ui/PageMeta";
import { listFaq } from "~/features/faq/faq.server";
import { FactsNote } from "~/features/guides/FactsNote";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/faq";

/** `/faq/{name}`: one group of questions (e.g. /faq/1), answers open without JavaScript. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, localeResolution } = context.get(appContext);
  const groups = await listFaq(db, localeResolution.locale);
  const group = groups.find((g) => String(g.id) === params.name);
  if (!group) throw data(null, { status: 404 });
  return { group, groups: groups.map((g) => ({ id: g.id, title: g.title })) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { group, groups } = loaderData;
  return (
    <div className="container faq-page">
      <PageMeta title={`${group.title} | ${t("nav.faq")}`} description={group.questions[0]?.question} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: group.questions.map((q) => ({
            "@type": "Question",
            name: q.question,
            acceptedAnswer: { "@type": "Answer", text: q.answer },
          })),
        }}
      />
      <Breadcrumb
        items={[{ label: t("nav.home"), to: paths.home() }, { label: t("nav.faq") }, { label: group.title }]}
      />
      <h1>{t("nav.faq")}</h1>
      <nav className="mode-tabs" aria-label={t("faq.groups")}>
        <ul>
          {groups.map((g) => (
            <li key={g.id}>
              <LocaleLink to={paths.faq(g.id)} aria-current={g.id === group.id ? "page" : undefined}>
                {g.title}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{group.title}</h2>
      <div className="faq-list">
        {group.questions.map((q) => (
          <details key={q.question} className="card faq-item">
            <summary>{q.question}</summary>
            <div
              className="prose"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized allow-list HTML from our content
              dangerouslySetInnerHTML={{ __html: q.answer }}
            />
            <FactsNote facts={q.facts} />
          </details>
        ))}
      </div>
      <section className="cta-band">
        <h2>{t("faq.stillQuestions")}</h2>
        <LocaleLink to={paths.consultation()} className="button button-primary">
          {t("nav.bookNow")}
        </LocaleLink>
      </section>
    </div>
  );
}
