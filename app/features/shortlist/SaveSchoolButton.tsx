import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useLocalePath } from "~/components/ui/LocaleLink";
import { useTranslator } from "~/lib/i18n";
import { useSiteData } from "~/lib/site-data";

// The shortlist is a cookie that each request reads, changes and writes back: two saves in
// flight at once would both start from the same list and one would be lost. Saves made in the
// browser therefore go one after another.
let queue: Promise<unknown> = Promise.resolve();

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
  const [queued, setQueued] = useState<string | null>(null);
  const pendingIntent = fetcher.formData?.get("intent") ?? queued;
  const saved = pendingIntent ? pendingIntent === "add" : (site?.shortlist ?? []).includes(schoolId);
  return (
    <fetcher.Form
      method="post"
      action={localePath("/shortlist")}
      className="save-school"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setQueued(String(data.get("intent")));
        queue = queue
          .then(() => fetcher.submit(data, { method: "post", action: localePath("/shortlist") }))
          .catch(() => undefined)
          .finally(() => setQueued(null));
      }}
    >
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="id" value={schoolId} />
      {!hydrated && <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        className={saved ? "button button-small is-saved" : "button button-small"}
        aria-pressed={saved}
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
