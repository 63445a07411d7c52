import { data, Form, Link } from "react-router";
import { appContext } from "~/.server/context";
import type { Db } from "~/.server/db/database";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import {
  ActionForm,
  AdminTitle,
  CsrfField,
  DataTable,
  Field,
  Notice,
  useAdminMoney,
  useDateTime,
} from "~/features/admin/admin-ui";
import {
  customFormat,
  type DateOrder,
  type StatementCurrency,
  type StatementFormat,
  statementCurrencies,
} from "~/features/payments/statements/formats";
import {
  confirmMatch,
  importStatement,
  recentMatches,
  StatementError,
  unmatchedLines,
} from "~/features/payments/statements/statements.server";
import { CONSULTANTS, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { addressingOf } from "~/features/tracking/access.server";
import { adminPaths } from "~/lib/admin-paths";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/payments";

const DATE_ORDERS: readonly DateOrder[] = ["dmy", "mdy", "ymd"];

/**
 * The consultant's own column mapping for a bank without a parser: used when a date column is
 * named; undefined when none is, an error key when the mapping is incomplete.
 */
function mappingOf(form: FormData): StatementFormat | undefined | string {
  const text = (name: string) =>
    String(form.get(name) ?? "")
      .trim()
      .slice(0, 100);
  const date = text("mapDate");
  if (!date) return undefined;
  const credit = text("mapCredit");
  const description = text("mapText")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 5);
  const dateOrder = text("mapDateOrder") as DateOrder;
  const currency = text("mapCurrency") as StatementCurrency;
  if (!credit || !DATE_ORDERS.includes(dateOrder) || !statementCurrencies.includes(currency)) {
    return "admin.payments.error.mapping";
  }
  return customFormat({ date, credit, description, dateOrder, currency });
}

/** Every office, whichever languages it serves. */
const officeCodes = async (db: Db) =>
  (await db.selectFrom("offices").select("code").orderBy("sort").execute()).map((o) => o.code);

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const [lines, matched, offices] = await Promise.all([
    unmatchedLines(db, session),
    recentMatches(db, session),
    session.user.role === "admin" ? officeCodes(db) : Promise.resolve([]),
  ]);
  return data(
    { lines, matched, offices, ownOffice: session.user.office },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { session, actor, form } = await requireStaffAction(args, CONSULTANTS);
  const app = args.context.get(appContext);
  const { t } = adminTranslator(session.user.uiLocale);
  const fail = (key: string) => data({ error: t(key) }, { status: 400 });
  try {
    if (form.get("intent") === "upload") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return fail("admin.payments.error.empty");
      // A consultant uploads for their office; an administrator says which.
      const office = session.user.role === "admin" ? String(form.get("office") ?? "") : (session.user.office ?? "");
      const known = await officeCodes(app.db);
      if (!known.includes(office)) return fail("admin.payments.error.noOffice");
      const format = mappingOf(form);
      if (typeof format === "string") return fail(format);
      const result = await importStatement(app.db, actor, {
        office,
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        format,
      });
      return { ok: t("admin.payments.uploaded", { format: result.format, added: result.added, known: result.known }) };
    }
    if (form.get("intent") === "confirm") {
      const lineId = Number(form.get("line"));
      let orderId = Number(form.get("order"));
      const reference = String(form.get("reference") ?? "")
        .trim()
        .toUpperCase();
      if (!orderId && reference) {
        const order = await app.db
          .selectFrom("service_orders")
          .select("id")
          .where("reference", "=", reference)
          .executeTakeFirst();
        orderId = order?.id ?? 0;
      }
      if (!Number.isInteger(lineId) || lineId <= 0 || !Number.isInteger(orderId) || orderId <= 0) {
        return fail("admin.payments.error.notFound");
      }
      const env = { db: app.db, config: app.config, addressing: addressingOf(app) };
      await confirmMatch(env, session, actor, { lineId, orderId });
      app.mail.nudge();
      const order = await app.db
        .selectFrom("service_orders")
        .select("reference")
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      return { ok: t("admin.payments.confirmed", { reference: order.reference }) };
    }
    return fail("admin.payments.error.notFound");
  } catch (error) {
    if (error instanceof StatementError) return fail(error.key);
    throw error;
  }
}

export default function PaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const money = useAdminMoney();
  const dateTime = useDateTime();
  const { lines, matched, offices, ownOffice } = loaderData;
  return (
    <>
      <AdminTitle title={t("admin.payments.title")} />
      <h1>{t("admin.payments.title")}</h1>
      <p>{t("admin.payments.intro")}</p>
      {actionData && "ok" in actionData && <Notice>{actionData.ok}</Notice>}
      {actionData && "error" in actionData && <Notice kind="error">{actionData.error}</Notice>}
      <section className="admin-card" aria-labelledby="statement-upload">
        <h2 id="statement-upload">{t("admin.payments.upload")}</h2>
        <Form method="post" encType="multipart/form-data" className="admin-form">
          <CsrfField />
          <input type="hidden" name="intent" value="upload" />
          {offices.length > 0 ? (
            <Field id="statement-office" label={t("admin.payments.office")}>
              {(props) => (
                <select {...props} name="office" required>
                  {offices.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <p>
              {t("admin.payments.office")}: <strong>{ownOffice}</strong>
            </p>
          )}
          <Field id="statement-file" label={t("admin.payments.file")} hint={t("admin.payments.formats")}>
            {(props) => <input {...props} type="file" name="file" required accept=".csv,text/csv" />}
          </Field>
          <details>
            <summary>{t("admin.payments.mapping")}</summary>
            <p>{t("admin.payments.mappingHint")}</p>
            <Field id="map-date" label={t("admin.payments.mapDate")}>
              {(props) => <input {...props} name="mapDate" maxLength={100} />}
            </Field>
            <Field id="map-date-order" label={t("admin.payments.mapDateOrder")}>
              {(props) => (
                <select {...props} name="mapDateOrder" defaultValue="dmy">
                  {DATE_ORDERS.map((order) => (
                    <option key={order} value={order}>
                      {t(`admin.payments.dateOrder.${order}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="map-credit" label={t("admin.payments.mapCredit")}>
              {(props) => <input {...props} name="mapCredit" maxLength={100} />}
            </Field>
            <Field id="map-text" label={t("admin.payments.mapText")}>
              {(props) => <input {...props} name="mapText" maxLength={100} />}
            </Field>
            <Field id="map-currency" label={t("admin.payments.mapCurrency")}>
              {(props) => (
                <select {...props} name="mapCurrency">
                  {statementCurrencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </details>
          <p>
            <button type="submit" className="admin-button admin-button-primary">
              {t("admin.payments.uploadButton")}
            </button>
          </p>
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="statement-unmatched">
        <h2 id="statement-unmatched">{t("admin.payments.unmatched")}</h2>
        <DataTable
          rows={lines}
          empty={t("admin.payments.none")}
          columns={[
            t("admin.payments.date"),
            t("admin.payments.amount"),
            t("admin.payments.description"),
            t("admin.payments.proposal"),
          ]}
        >
          {(line) => (
            <tr key={line.id} data-line={line.id}>
              <td>
                {line.bookedOn}
                {offices.length > 0 ? <small> · {line.office}</small> : null}
              </td>
              <td>{money(line.amountMinor, line.currency)}</td>
              <td>{line.description}</td>
              <td>
                {line.proposals.map((p) => (
                  <ActionForm
                    key={p.orderId}
                    intent="confirm"
                    hidden={{ line: String(line.id), order: String(p.orderId) }}
                  >
                    <p>
                      <Link to={adminPaths.order(p.orderId)}>{p.reference}</Link> · {p.name} ·{" "}
                      {money(p.totalMinor, line.currency)}
                      <br />
                      <small>{t(`admin.payments.basis.${p.basis}`)}</small>
                    </p>
                    <button type="submit" className="admin-button admin-button-primary">
                      {t("admin.payments.confirm", { reference: p.reference })}
                    </button>
                  </ActionForm>
                ))}
                {line.proposals.length === 0 ? <p>{t("admin.payments.noProposal")}</p> : null}
                <ActionForm intent="confirm" hidden={{ line: String(line.id) }}>
                  <label htmlFor={`manual-${line.id}`}>{t("admin.payments.manual")}</label>{" "}
                  <input
                    id={`manual-${line.id}`}
                    name="reference"
                    required
                    pattern="[Ss]-\d{6}-[0-9A-Za-z]{6}"
                    placeholder="S-000000-XXXXXX"
                    size={16}
                  />{" "}
                  <button type="submit" className="admin-button">
                    {t("admin.payments.manualButton")}
                  </button>
                </ActionForm>
              </td>
            </tr>
          )}
        </DataTable>
      </section>
      <section className="admin-card" aria-labelledby="statement-matched">
        <h2 id="statement-matched">{t("admin.payments.matched")}</h2>
        <DataTable
          rows={matched}
          empty={t("admin.payments.noneMatched")}
          columns={[
            t("admin.payments.date"),
            t("admin.payments.amount"),
            t("admin.payments.description"),
            t("admin.payments.order"),
            t("admin.payments.matchedBy"),
          ]}
        >
          {(m) => (
            <tr key={m.id}>
              <td>{m.bookedOn}</td>
              <td>{money(m.amountMinor, m.currency)}</td>
              <td>{m.description}</td>
              <td>
                <Link to={adminPaths.order(m.orderId)}>{m.reference}</Link>
              </td>
              <td>
                {m.matchedBy} · {dateTime(m.matchedAt)}
              </td>
            </tr>
          )}
        </DataTable>
      </section>
    </>
  );
}
