import { data, Form, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { AdminTitle, CsrfField, Field, Notice, Pager, useDateTime } from "~/features/admin/admin-ui";
import { listMedia, MediaError, mediaSrc, mediaSrcset, storeMedia } from "~/features/media/media.server";
import { EDITORS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/media";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, EDITORS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const page = pageParam(url.searchParams);
  const { rows, hasNext } = await listMedia(db, { page });
  return data(
    {
      page,
      hasNext,
      rows: rows.map((m) => ({ ...m, src: mediaSrc(m), thumb: mediaSrc(m, 480), srcset: mediaSrcset(m) })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, EDITORS);
  const { db, config } = args.context.get(appContext);
  const { t } = adminTranslator(session.user.uiLocale);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data({ error: t("admin.media.error.empty") }, { status: 400 });
  }
  try {
    const item = await storeMedia(db, config.DATA_DIR, actor, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return { ok: t("admin.media.uploaded", { name: item.originalName }) };
  } catch (error) {
    if (error instanceof MediaError) return data({ error: t(error.messageKey) }, { status: 400 });
    throw error;
  }
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const dateTime = useDateTime();
  return (
    <>
      <AdminTitle title={t("admin.media.title")} />
      <h1>{t("admin.media.title")}</h1>
      <section className="admin-card" aria-labelledby="media-upload">
        <h2 id="media-upload">{t("admin.media.upload")}</h2>
        {actionData && "ok" in actionData && <Notice>{actionData.ok}</Notice>}
        <Form method="post" encType="multipart/form-data" className="admin-form">
          <CsrfField />
          <Field
            id="file"
            label={t("admin.media.file")}
            hint={t("admin.articles.uploadHint")}
            error={actionData && "error" in actionData ? actionData.error : undefined}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                name="file"
                required
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              />
            )}
          </Field>
          <p>
            <button type="submit" className="admin-button admin-button-primary">
              {t("admin.media.uploadButton")}
            </button>
          </p>
        </Form>
      </section>
      {loaderData.rows.length === 0 ? (
        <p>{t("admin.media.none")}</p>
      ) : (
        <ul className="admin-media-grid">
          {loaderData.rows.map((m) => (
            <li key={m.id} className="admin-card">
              <img src={m.thumb} srcSet={m.srcset} sizes="240px" alt="" width={240} loading="lazy" />
              <p>
                <strong>{m.originalName}</strong>
                <br />
                <small>
                  {t("admin.media.size", { width: formatNumber(m.width), height: formatNumber(m.height) })} ·{" "}
                  {dateTime(m.createdAt)}
                </small>
              </p>
              <label>
                <small>{t("admin.media.copyHint")}</small>
                <input readOnly value={m.src} className="admin-media-url" />
              </label>
            </li>
          ))}
        </ul>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
