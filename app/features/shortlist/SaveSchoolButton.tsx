import { useEffect, useState } from "react";
import { useFetcher, useFetchers, useLocation } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { useSiteData } from "~/lib/site-data";

/**
 * Save/remove a school on the shortlist. A plain form post (with a redirect back) without
 * JavaScript; a fetcher once hydrated, so the page stays where it is.
 */
export function SaveSchoolButton({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const { t } = useTranslator();
  const site = useSiteData();
  const fetcher = useFetcher<{ ok: boolean; full?: boolean }>();
  const location = useLocation();
  const localePath = useLocalePath();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pendingIntent = fetcher.formData?.get("intent");
  // Each save reads, changes and writes back the shortlist cookie: two saves in flight would
  // start from the same list and one would be lost, so a save waits for the one before.
  const busy = useFetchers().some((f) => f.state !== "idle");
  const saved = pendingIntent ? pendingIntent === "add" : (site?.shortlist ?? []).includes(schoolId);
  return (
    <fetcher.Form method="post" action={localePath("/shortlist")} className="save-school">
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="id" value={schoolId} />
      {!hydrated && <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        className={saved ? "button button-small is-saved" : "button button-small"}
        aria-pressed={saved}
        disabled={busy}
      >
        {/* The visible word starts the accessible name (WCAG 2.5.3); the school completes it. */}
        {saved ? t("shortlist.saved") : t("shortlist.save")}
        <span className="visually-hidden"> {schoolName}</span>
      </button>
      {fetcher.data?.full && (
        <span role="alert" className="form-error">
          {t("shortlist.full")}
        </span>
      )}
    </fetcher.Form>
  );
}
