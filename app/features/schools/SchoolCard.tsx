import type { ReactNode } from "react";
import { LocaleLink } from "~/components/ui/LocaleLink";
import { SaveSchoolButton } from "~/features/shortlist/SaveSchoolButton";
import { formatMoneyRange } from "~/lib/format";
import { useTranslator } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { formatRank } from "./ranking-editions";
import type { SchoolCard as SchoolCardData } from "./schools.server";

/** Initials in a coloured square: no third-party logos to host or license. */
export function SchoolMonogram({ name, size = 48 }: { name: string; size?: number }) {
  const initials = name
    .replace(/\b(of|the|and|at|de|la|du)\b/gi, "")
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
  return (
    <span className="monogram" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}

/** "Edinburgh · Scotland · UK": city, region and the school's own country, in the visitor's language. */
export function SchoolPlace({
  school,
  className = "muted school-place",
}: {
  school: Pick<SchoolCardData, "city" | "region" | "nation">;
  className?: string;
}) {
  const { t } = useTranslator();
  const parts = [school.city, school.region, t(`schools.nation.${school.nation}`)].filter(Boolean);
  return <p className={className}>{[...new Set(parts)].join(" · ")}</p>;
}

/**
 * A school in a list. `enrollment` is the enrollment type the list is filtered by: the
 * "no SAT/GRE/GMAT" badge holds per type, so it shows only for that type.
 */
export function SchoolCard({
  school,
  enrollment,
  children,
}: {
  school: SchoolCardData;
  enrollment?: number;
  /** lines other features add (next deadline, fit, cost), shown above the save button */
  children?: ReactNode;
}) {
  const { t, locale } = useTranslator();
  const tuition = formatMoneyRange(locale, school.tuition_min, school.tuition_max, school.currency);
  return (
    <li className="card school-card">
      <div className="school-card-head">
        <SchoolMonogram name={school.name_en} />
        <div>
          <h3>
            <LocaleLink to={paths.school(school.id)}>{school.name}</LocaleLink>
          </h3>
          {school.name !== school.name_en && <p className="muted school-en">{school.name_en}</p>}
          <SchoolPlace school={school} />
        </div>
      </div>
      <ul className="tags">
        {school.rank_latest !== null && (
          <li className="tag tag-rank">
            {t("schools.rank", { rank: formatRank(school.rank_latest, school.rank_band) })}
          </li>
        )}
        <li className="tag">{t(`schools.type.${school.type}`)}</li>
        {enrollment !== undefined && school.no_exam_for.includes(enrollment) && (
          <li className="tag tag-olive">{t("schools.noExam")}</li>
        )}
      </ul>
      {tuition && (
        <p className="school-tuition">
          <span className="muted">{t("schools.tuition")}</span> {tuition}
        </p>
      )}
      {children}
      <SaveSchoolButton schoolId={school.id} schoolName={school.name} />
    </li>
  );
}
