import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { AdminTitle, CsrfField, DataTable, Notice, Pager, useDateTime } from "~/features/admin/admin-ui";
import { listOutbox, type OutboxState, retryMail } from "~/features/leads/outbox-view.server";
import { ADMINS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/outbox";

const states: OutboxState[] = ["failed", "pending", "sent"];

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const requested = url.searchParams.get("state");
  const state = states.find((s) => s === requested) ?? "failed";
  const page = pageParam(url.searchParams);
  return { state, page, ...(await listOutbox(db, state, page)) };
}

export async function action(args: Route.ActionArgs) {
  const { actor, form } = await requireStaffAction(args, ADMINS);
  const app = args.context.get(appContext);
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id <= 0) throw badRequest();
  const retried = await retryMail(app.db, actor, id);
  if (!retried) throw notFound();
  app.mail.nudge();
  return { retried: id };
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const dateTime = useDateTime();
  return (
    <>
      <AdminTitle title={t("admin.outbox.title")} />
      <h1>{t("admin.outbox.title")}</h1>
      <p>{t("admin.outbox.intro")}</p>
      <nav className="admin-tabs" aria-label={t("admin.outbox.states")}>
        {states.map((s) => (
          <Link key={s} to={`?state=${s}`} aria-current={s === loaderData.state ? "page" : undefined}>
            {t(`admin.outbox.state.${s}`)}
          </Link>
        ))}
      </nav>
      {actionData?.retried && <Notice>{t("admin.outbox.retried")}</Notice>}
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.empty")}
        columns={[
          t("admin.outbox.created"),
          t("admin.outbox.recipient"),
          t("admin.outbox.subject"),
          t("admin.outbox.attempts"),
          t("admin.outbox.lastError"),
          t("admin.outbox.retry"),
        ]}
      >
        {(m) => (
          <tr key={m.id}>
            <td>{dateTime(m.createdAt)}</td>
            <td>{m.recipient}</td>
            <td>
              {m.subject}
              <br />
              <small>{m.topic}</small>
            </td>
            <td>{formatNumber(m.attempts)}</td>
            <td>
              <code className="admin-detail">{m.lastError ?? ""}</code>
              {m.sentAt && <small>{t("admin.outbox.sentAt", { time: dateTime(m.sentAt) })}</small>}
            </td>
            <td>
              {!m.sentAt && (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="id" value={m.id} />
                  <button type="submit" className="admin-button">
                    {t("admin.outbox.retry")}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        )}
      </DataTable>
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} />
    </>
  );
}
