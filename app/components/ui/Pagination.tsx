import { useLocation } from "react-router";
import { useTranslator } from "~/lib/i18n";
import { LocaleLink } from "./LocaleLink";

/** Page links that keep the current query; `param` names the page parameter (page or pageIndex). */
export function Pagination({ page, pageCount, param = "page" }: { page: number; pageCount: number; param?: string }) {
  const { t } = useTranslator();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.delete("lang");
    if (p === 1) params.delete(param);
    else params.set(param, String(p));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 && (
          <li>
            <LocaleLink to={hrefFor(page - 1)} rel="prev">
              {t("pagination.previous")}
            </LocaleLink>
          </li>
        )}
        {sorted.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (sorted[i - 1] ?? p) > 1 && <span className="gap">…</span>}
            <LocaleLink
              to={hrefFor(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={t("pagination.page", { page: p })}
            >
              {p}
            </LocaleLink>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <LocaleLink to={hrefFor(page + 1)} rel="next">
              {t("pagination.next")}
            </LocaleLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
