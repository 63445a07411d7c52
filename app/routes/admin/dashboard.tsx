import { Link } from "react-router";
import { appContext } from "~/.server/context";
import { Notice, PageHead } from "~/features/admin/admin-ui";
import { STALE_RATES_DAYS } from "~/features/costs/costs";
import { currentRates } from "~/features/costs/exchange-rates.server";
import { daysBetween, siteToday } from "~/features/deadlines/deadline-kinds";
import { attentionCounts } from "~/features/leads/attention.server";
import { countNewLeads } from "~/features/leads/leads.server";
import { outboxCounts } from "~/features/leads/outbox-view.server";
import { listPlaceholders } from "~/features/site/placeholders.server";
import { ALL_ROLES, requireStaff } from "~/features/staff/guard.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/dashboard";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ALL_ROLES);
  const { db, config } = args.context.get(appContext);
  const role = session.user.role;
  const seesLeads = role === "admin" || role === "consultant";
  const seesContent = role === "admin" || role === "editor";
  const [leads, attention, mail, drafts] = await Promise.all([
    seesLeads ? countNewLeads(db, session) : undefined,
    seesLeads ? attentionCounts(db, session, config) : undefined,
    role === "admin" ? outboxCounts(db) : undefined,
    seesContent
      ? db
          .selectFrom("articles")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("is_draft", "=", 1)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : undefined,
  ]);
  // Every page that converts a cost says how old its rates are; staff see it here first.
  const rates = await currentRates(db, config.EXCHANGE_RATES);
  // Sample facts of the demo agency still in place: administrators set them (decision 0019).
  const placeholders = role === "admin" ? await listPlaceholders(db, config, session.user.uiLocale) : null;
  const ratesAge = daysBetween(rates.setOn, siteToday(new Date()));
  return {
    leads,
    attention,
    mail,
    drafts,
    staleRates: ratesAge > STALE_RATES_DAYS ? { setOn: rates.setOn, days: ratesAge } : null,
    placeholders,
  };
}

function Tile({ label, value, to }: { label: string; value: number; to: string }) {
  const { t, formatNumber } = useTranslator();
  return (
    <li className="admin-tile">
      <span className="admin-tile-value">{formatNumber(value)}</span>
      <span className="admin-tile-label">{label}</span>
      <Link to={to} aria-label={`${t("admin.dashboard.open")}: ${label}`}>
        {t("admin.dashboard.open")}
      </Link>
    </li>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { leads, attention, mail, drafts, staleRates, placeholders } = loaderData;
  // Each tile: its label key, its count (none when the role does not see it) and where it leads.
  const tiles: Array<[label: string, value: number | undefined, to: string]> = [
    ["newBookings", leads?.bookings, "/admin/leads?type=consultation&status=new"],
    ["newOrders", leads?.orders, "/admin/leads?type=order&status=new"],
    ["unanswered", attention?.unanswered, "/admin/attention#unanswered"],
    ["overdue", attention?.overdue, "/admin/attention#overdue"],
    ["payments", attention?.payments, "/admin/attention#payments"],
    ["failedMail", mail?.failed, "/admin/outbox?state=failed"],
    ["pendingMail", mail?.pending, "/admin/outbox?state=pending"],
    ["drafts", drafts, "/admin/articles?state=draft"],
  ];
  return (
    <>
      <PageHead title={t("admin.dashboard.title")} />
      {placeholders && placeholders.bankCurrencies.length > 0 && (
        <Notice kind="error">
          {t("admin.placeholders.bank", { currencies: placeholders.bankCurrencies.join(", ") })}
        </Notice>
      )}
      {placeholders && placeholders.officesWithoutPhone.length > 0 && (
        <Notice kind="error">
          {t("admin.placeholders.phones", { offices: placeholders.officesWithoutPhone.join(", ") })}
        </Notice>
      )}
      {staleRates && (
        <Notice kind="error">
          {t("admin.dashboard.staleRates", { date: staleRates.setOn, days: staleRates.days })}
        </Notice>
      )}
      <ul className="admin-tiles">
        {tiles.map(([label, value, to]) =>
          value === undefined ? null : <Tile key={label} label={t(`admin.dashboard.${label}`)} value={value} to={to} />,
        )}
      </ul>
    </>
  );
}
