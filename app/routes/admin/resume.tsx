import { data, redirect } from "react-router";
import { appContext } from "~/.server/context";
import { CsrfField, PageHead } from "~/features/admin/admin-ui";
import { ALL_ROLES, requireStaff, safeNext } from "~/features/staff/guard.server";
import { clearPendingCookie, takePendingPost } from "~/features/staff/pending-posts.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/resume";

/**
 * `/admin/resume`: after sign-in, the change this browser posted once the session had ended, ready
 * to be sent again with this session's CSRF token (nothing is sent without the staff's click).
 * Without one, the page asked for (`?next=`).
 */
export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ALL_ROLES);
  const app = args.context.get(appContext);
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  const pending = await takePendingPost(app.db, args.request.headers.get("cookie"), session.user.id);
  const headers = { "Cache-Control": "no-store", "Set-Cookie": clearPendingCookie(app.origin.startsWith("https:")) };
  // Only a form of the back office is offered again (the path was a document path when kept).
  if (!pending || safeNext(pending.path) !== pending.path) throw redirect(next, { headers });
  return data({ next, path: pending.path, fields: pending.fields }, { headers });
}

export default function Resume({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { path, fields, next } = loaderData;
  const shown = fields.filter(([name, value]) => value.trim() !== "" && name !== "intent" && name !== "id");
  return (
    <>
      <PageHead title={t("admin.resume.title")} intro={t("admin.resume.text")} />
      <form method="post" action={path} className="admin-card admin-form">
        <CsrfField />
        {fields.map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a form may repeat a name; the order is the key
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <p>{t("admin.resume.page", { path })}</p>
        <dl className="admin-dl">
          {shown.map(([name, value], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <div key={i}>
              <dt>{name}</dt>
              <dd className="admin-pre">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="admin-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {t("admin.resume.send")}
          </button>{" "}
          <a href={next}>{t("admin.resume.discard")}</a>
        </p>
      </form>
    </>
  );
}
