import { Form, Link, useSearchParams } from "react-router";
import { appContext } from "~/.server/context";
import { badRequest, notFound } from "~/.server/http/route-errors";
import { AdminTitle, CsrfField, DataTable, Notice, Pager, Row, useDateTime } from "~/features/admin/admin-ui";
import { outboxTopicLabel } from "~/features/leads/outbox-topic";
import {
  getMail,
  listOutbox,
  type OutboxState,
  outboxCounts,
  retryMail,
  retryMails,
} from "~/features/leads/outbox-view.server";
import { ADMINS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { formIds } from "~/lib/form";
import { useTranslator } from "~/lib/i18n";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/outbox";

/** The tabs; failed mail (what needs an administrator) opens first. */
const states: OutboxState[] = ["failed", "pending", "sent", "all"];

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const requested = url.searchParams.get("state");
  const state = states.find((s) => s === requested) ?? "failed";
  const page = pageParam(url.searchParams);
  const mailId = Number(url.searchParams.get("mail"));
  // ?mail=<id> opens one mail to read it.
  const mail =
    Number.isInteger(mailId) && mailId > 0 && mailId < 2 ** 31 ? ((await getMail(db, mailId)) ?? null) : null;
  const [list, counts] = await Promise.all([listOutbox(db, state, page), outboxCounts(db)]);
  return { state, page, mail, counts, ...list };
}

/** One mail again (`id`), the ticked ones (`intent=selected`, `id` repeated) or every failed one (`intent=all_failed`). */
export async function action(args: Route.ActionArgs) {
  const { actor, form } = await requireStaffAction(args, ADMINS);
  const app = args.context.get(appContext);
  const intent = form.get("intent");
  let retried: number;
  if (intent === "all_failed") retried = await retryMails(app.db, actor, { allFailed: true });
  else if (intent === "selected") {
    const ids = formIds(form).slice(0, 500);
    if (ids.length === 0) throw badRequest();
    retried = await retryMails(app.db, actor, { ids });
  } else {
    const id = Number(form.get("id"));
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) throw badRequest();
    if (!(await retryMail(app.db, actor, id))) throw notFound();
    retried = 1;
  }
  app.mail.nudge();
  return { retried };
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useTranslator();
  const [search] = useSearchParams();
  const dateTime = useDateTime();
  const { mail } = loaderData;
  const open = (id: number) => {
    const next = new URLSearchParams(search);
    next.set("mail", String(id));
    return `?${next.toString()}`;
  };
  const close = new URLSearchParams(search);
  close.delete("mail");
  return (
    <>
      <AdminTitle title={t("admin.outbox.title")} />
      <h1>{t("admin.outbox.title")}</h1>
      <p>{t("admin.outbox.intro")}</p>
      <nav className="admin-tabs" aria-label={t("admin.outbox.states")}>
        {states.map((s) => (
          <Link key={s} to={`?state=${s}`} aria-current={s === loaderData.state ? "page" : undefined}>
            {t("admin.outbox.tab", { state: t(`admin.outbox.state.${s}`), count: formatNumber(loaderData.counts[s]) })}
          </Link>
        ))}
      </nav>
      {actionData?.retried !== undefined && (
        <Notice>{t("admin.outbox.retriedCount", { count: formatNumber(actionData.retried) })}</Notice>
      )}
      {mail && (
        <section className="admin-card" aria-labelledby="mail-heading" data-mail={mail.id}>
          <h2 id="mail-heading">{mail.subject}</h2>
          <dl className="admin-dl">
            <Row term={t("admin.outbox.topic")}>{outboxTopicLabel(mail.topic, t)}</Row>
            <Row term={t("admin.outbox.recipient")}>{mail.recipient}</Row>
            <Row term={t("admin.outbox.replyTo")}>{mail.reply_to ?? "—"}</Row>
            <Row term={t("admin.outbox.created")}>{dateTime(mail.created_at)}</Row>
            <Row term={t("admin.outbox.attempts")}>{formatNumber(mail.attempts)}</Row>
            {mail.sent_at && <Row term={t("admin.outbox.state.sent")}>{dateTime(mail.sent_at)}</Row>}
            {mail.last_error && <Row term={t("admin.outbox.lastError")}>{mail.last_error}</Row>}
          </dl>
          <pre className="admin-pre admin-mail-body">{mail.text_body}</pre>
          <p>
            <Link to={`?${close.toString()}`}>{t("admin.outbox.close")}</Link>
          </p>
        </section>
      )}
      {loaderData.state !== "sent" && (
        <Form method="post" id="outbox-bulk">
          <CsrfField />
          <p className="admin-actions">
            <button type="submit" name="intent" value="selected" className="admin-button">
              {t("admin.outbox.retrySelected")}
            </button>{" "}
            {loaderData.state === "failed" && (
              <button type="submit" name="intent" value="all_failed" className="admin-button">
                {t("admin.outbox.retryAllFailed")}
              </button>
            )}
          </p>
        </Form>
      )}
      <DataTable
        rows={loaderData.rows}
        empty={t("admin.empty")}
        columns={[
          t("admin.outbox.select"),
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
            <td>
              {!m.sentAt && (
                <input
                  type="checkbox"
                  name="id"
                  value={m.id}
                  form="outbox-bulk"
                  aria-label={t("admin.outbox.selectMail", { subject: m.subject })}
                />
              )}
            </td>
            <td>{dateTime(m.createdAt)}</td>
            <td>{m.recipient}</td>
            <td>
              <Link to={open(m.id)}>{m.subject}</Link>
              <br />
              <small>{outboxTopicLabel(m.topic, t)}</small>
            </td>
            <td>
              {formatNumber(m.attempts)}
              {loaderData.state === "all" && (
                <>
                  <br />
                  <small>{t(`admin.outbox.state.${m.sentAt ? "sent" : m.failedAt ? "failed" : "pending"}`)}</small>
                </>
              )}
            </td>
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
