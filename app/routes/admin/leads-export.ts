import { appContext } from "~/.server/context";
import { recordAudit } from "~/.server/http/audit";
import { adminTranslator } from "~/features/admin/admin-messages.server";
import { allLeads, parseLeadFilters, toCsv } from "~/features/leads/leads.server";
import { currencyDigits } from "~/features/services/pricing";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/leads-export";

/** The filtered leads as CSV (UTF-8 with BOM, so Excel shows Chinese and Thai correctly). */
export async function loader(args: Route.LoaderArgs) {
  const { session, actor } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const filters = parseLeadFilters(new URL(args.request.url).searchParams);
  const rows = await allLeads(db, session, filters);
  const t = adminTranslator(session.user.uiLocale).t;
  const header = [
    "admin.leads.reference",
    "admin.leads.type",
    "admin.leads.received",
    "admin.leads.status",
    "admin.leads.name",
    "admin.lead.email",
    "admin.lead.phone",
    "admin.leads.office",
    "admin.leads.locale",
    "admin.lead.countries",
    "admin.lead.degree",
    "admin.order.total",
    "admin.csv.currency",
    "admin.leads.assigned",
  ].map((key) => t(key));
  const csv = toCsv(
    header,
    rows.map((r) => [
      r.reference,
      t(`admin.leads.type.${r.type}`),
      r.createdAt,
      t(`admin.status.${r.status}`),
      r.name,
      r.email,
      r.phone,
      r.office,
      r.locale,
      r.countries?.join(" ") ?? "",
      r.degree ?? "",
      r.totalMinor === undefined
        ? ""
        : (r.totalMinor / 10 ** (currencyDigits[r.currency as keyof typeof currencyDigits] ?? 0)).toFixed(
            currencyDigits[r.currency as keyof typeof currencyDigits] ?? 0,
          ),
      r.currency ?? "",
      r.assignedName ?? "",
    ]),
  );
  await recordAudit(db, actor, "lead.export", "leads", "csv", { filters, rows: rows.length });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="studyway-leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
