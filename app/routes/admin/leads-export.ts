import { appContext } from "~/.server/context";
import { recordAudit } from "~/.server/http/audit";
import { leadsCsv } from "~/features/leads/lead-export.server";
import { parseLeadFilters } from "~/features/leads/leads.server";
import { CONSULTANTS, requireStaff } from "~/features/staff/guard.server";
import type { Route } from "./+types/leads-export";

/** The filtered leads as CSV (UTF-8 with BOM, so Excel shows Chinese and Thai correctly). */
export async function loader(args: Route.LoaderArgs) {
  const { session, actor } = await requireStaff(args, CONSULTANTS);
  const { db } = args.context.get(appContext);
  const filters = parseLeadFilters(new URL(args.request.url).searchParams);
  const { csv, rows } = await leadsCsv(db, session, filters, session.user.uiLocale);
  await recordAudit(db, actor, "lead.export", "leads", "csv", { filters, rows });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="studyway-leads-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
