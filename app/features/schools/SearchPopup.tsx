import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { apiPaths } from "~/lib/api-paths";
import { useTranslator } from "~/lib/i18n";
import { apiLang } from "~/lib/locales";
import { paths } from "~/lib/paths";
import { readCheckedList, readClientCookie, writeClientCookie } from "./search-cookies";

interface Country {
  id: number;
  name: string;
  country_code: string;
}
interface Option {
  id: number;
  name: string;
}
interface College extends Option {
  group_id: number;
  group_name: string;
}

/** Spec § 9: the popup closes 500 ms after a name search. */
export const NAME_SEARCH_CLOSE_MS = 500;
const COLLAPSED_GROUPS = 2;

/**
 * The school search popup (spec § 2, § 4): name search, one country (which reloads the
 * enrollment types), one enrollment type, grouped majors with per-group clear and a badge,
 * "more" to expand. A modal <dialog>: focus stays inside, Escape closes, the page cannot scroll.
 */
export default function SearchPopup({ onClose, onNavigate }: { onClose: () => void; onNavigate: () => void }) {
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // On a school list the popup starts from that list's filters (the URL), elsewhere from the last search.
  const [listed] = useState(() => filtersInUrl(location.pathname, location.search));
  const [countries, setCountries] = useState<Country[]>([]);
  const [enrollments, setEnrollments] = useState<Option[]>([]);
  const [colleges, setColleges] = useState<College[]>([]);
  const [countryCode, setCountryCode] = useState<string>(
    () => listed?.country ?? readClientCookie("globalCountry") ?? "all",
  );
  const [enrollment, setEnrollment] = useState<number | null>(listed?.enrollment ?? null);
  const [checked, setChecked] = useState<Set<number>>(() => new Set(listed?.hots ?? readCheckedList()));
  const [expanded, setExpanded] = useState(false);
  const [name, setName] = useState("");
  const [loadError, setLoadError] = useState(false);

  const api = useMemo(
    () => (path: string) =>
      fetch(path, { headers: { Lang: apiLang[locale] }, credentials: "same-origin" }).then((r) => {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      }),
    [locale],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    document.documentElement.classList.add("no-scroll");
    return () => {
      document.documentElement.classList.remove("no-scroll");
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    Promise.all([api(apiPaths.countries()), api(apiPaths.schoolColleges())])
      .then(([c, m]: [{ countries: Country[] }, { school_colleges: College[] }]) => {
        setCountries(c.countries);
        setColleges(m.school_colleges);
      })
      .catch(() => setLoadError(true));
  }, [api]);

  // Choosing a country reloads the enrollment types offered there.
  const countryId = countries.find((c) => c.country_code === countryCode)?.id;
  useEffect(() => {
    if (countryCode !== "all" && countryId === undefined) return;
    api(`${apiPaths.enrollments()}${countryId ? `?country=${countryId}` : ""}`)
      .then((e: { school_enrollments: Option[] }) => {
        setEnrollments(e.school_enrollments);
        setEnrollment((current) => (e.school_enrollments.some((x) => x.id === current) ? current : null));
      })
      .catch(() => setLoadError(true));
  }, [api, countryCode, countryId]);

  const groups = useMemo(() => [...new Map(colleges.map((c) => [c.group_id, c.group_name])).entries()], [colleges]);
  const visibleGroups = expanded ? groups : groups.slice(0, COLLAPSED_GROUPS);

  const toggleMajor = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clearGroup = (groupId: number) =>
    setChecked(
      (current) => new Set([...current].filter((id) => colleges.find((c) => c.id === id)?.group_id !== groupId)),
    );

  const searchByName = (event?: FormEvent) => {
    event?.preventDefault();
    const text = name.trim();
    if (!text) return;
    onNavigate();
    navigate(localePath(paths.schools("all", { school: text })));
    setTimeout(onClose, NAME_SEARCH_CLOSE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    writeClientCookie("globalCountry", countryCode === "all" ? undefined : countryCode);
    writeClientCookie("checkedList", JSON.stringify([...checked]));
    const code = (countryCode === "all" ? "all" : countryCode) as "all";
    const params = new URLSearchParams();
    if (enrollment !== null) params.set("enrollments", String(enrollment));
    if (checked.size) params.set("hots", [...checked].join(","));
    const query = params.toString().replace(/%2C/g, ",");
    navigate(localePath(`/countries/${code}/schools${query ? `?${query}` : ""}`));
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={expanded ? "search-popup is-expanded" : "search-popup"}
      aria-labelledby="search-popup-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="search-popup-head">
        <h2 id="search-popup-title">{t("popup.title")}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t("contact.close")}>
          <Icon name="close" />
        </button>
      </div>

      <form className="popup-name" onSubmit={searchByName}>
        <label htmlFor="popup-school-name" className="visually-hidden">
          {t("schools.name")}
        </label>
        <input
          id="popup-school-name"
          type="search"
          value={name}
          maxLength={100}
          placeholder={t("popup.namePlaceholder")}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
        {name && (
          <button
            type="button"
            className="icon-button clear-input"
            onClick={() => setName("")}
            aria-label={t("popup.clearName")}
          >
            <Icon name="close" size={16} />
          </button>
        )}
        <button type="submit" className="icon-button" aria-label={t("search.submit")}>
          <Icon name="search" />
        </button>
      </form>

      {loadError && (
        <p role="alert" className="form-error">
          {t("popup.loadError")}
        </p>
      )}

      <form className="popup-filters" onSubmit={submit}>
        <fieldset>
          <legend>{t("schools.country")}</legend>
          <div className="choice-row">
            {[{ id: 0, name: t("schools.allCountries"), country_code: "all" }, ...countries].map((c) => (
              <label key={c.country_code} className="choice">
                <input
                  type="radio"
                  name="popup-country"
                  value={c.country_code}
                  checked={countryCode === c.country_code}
                  onChange={() => setCountryCode(c.country_code)}
                />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t("schools.enrollment")}</legend>
          <div className="choice-row" aria-live="polite">
            {enrollments.map((e) => (
              <label key={e.id} className="choice">
                <input
                  type="radio"
                  name="popup-enrollment"
                  value={e.id}
                  checked={enrollment === e.id}
                  onChange={() => setEnrollment(e.id)}
                />
                <span>{e.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>
            {t("schools.majors")}{" "}
            <span className="badge-inline" aria-hidden="true">
              {checked.size}
            </span>
            <span className="visually-hidden">{t("popup.checkedCount", { count: checked.size })}</span>
          </legend>
          {visibleGroups.map(([groupId, groupName]) => {
            const inGroup = colleges.filter((c) => c.group_id === groupId);
            const count = inGroup.filter((c) => checked.has(c.id)).length;
            return (
              <div key={groupId} className="major-group">
                <div className="major-group-head">
                  <h3>
                    {groupName}
                    {count > 0 && <span className="badge-inline">{count}</span>}
                  </h3>
                  {count > 0 && (
                    <button type="button" className="link-button" onClick={() => clearGroup(groupId)}>
                      {t("popup.clearGroup", { group: groupName })}
                    </button>
                  )}
                </div>
                <div className="checkbox-grid">
                  {inGroup.map((c) => (
                    <label key={c.id} className="checkbox">
                      <input type="checkbox" checked={checked.has(c.id)} onChange={() => toggleMajor(c.id)} />
                      {c.name}
                    </label>
                  ))}
                </div>
              </div>
            );
          })}
          {groups.length > COLLAPSED_GROUPS && (
            <button
              type="button"
              className="button button-small"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t("popup.less") : t("popup.more")}
            </button>
          )}
        </fieldset>
        <div className="popup-actions">
          <button type="submit" className="button button-primary">
            {t("schools.apply")}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The filters of a school-list URL (`/countries/{code}/schools?enrollments=…&hots=…`), or null elsewhere. */
function filtersInUrl(pathname: string, search: string) {
  const match = /^\/countries\/([a-z]+)\/schools\/?$/.exec(pathname);
  if (!match) return null;
  const params = new URLSearchParams(search);
  const enrollment = Number(params.get("enrollments"));
  const hots = params
    .getAll("hots")
    .flatMap((v) => v.split(","))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    country: match[1] ?? "all",
    enrollment: Number.isInteger(enrollment) && enrollment > 0 ? enrollment : null,
    hots,
  };
}
