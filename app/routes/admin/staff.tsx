import { appContext } from "~/.server/context";
import { Notice, PageHead } from "~/features/admin/admin-ui";
import { listAgencyOffices } from "~/features/reference/reference.server";
import { ADMINS, requireStaff } from "~/features/staff/guard.server";
import { NewStaffForm, StaffCard } from "~/features/staff/StaffForms";
import { listStaff } from "~/features/staff/staff.server";
import { staffAdminAction } from "~/features/staff/staff-accounts.server";
import { useTranslator } from "~/lib/i18n";
import type { Route } from "./+types/staff";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireStaff(args, ADMINS);
  const { db } = args.context.get(appContext);
  const [staff, offices] = await Promise.all([listStaff(db), listAgencyOffices(db, session.user.uiLocale)]);
  return { staff, offices };
}

export const action = staffAdminAction;

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const createErrors: Record<string, string> =
    actionData?.intent === "create" && "errors" in actionData ? actionData.errors : {};
  const rowMessage = (id: number) =>
    actionData && "id" in actionData && actionData.id === id
      ? "error" in actionData
        ? { kind: "error" as const, text: actionData.error }
        : "ok" in actionData
          ? { kind: "ok" as const, text: actionData.ok }
          : undefined
      : undefined;
  return (
    <>
      <PageHead title={t("admin.staff.title")} />
      {actionData?.intent === "create" && "ok" in actionData && <Notice>{actionData.ok}</Notice>}
      <div className="admin-staff-list">
        {loaderData.staff.map((s) => (
          <StaffCard key={s.id} staff={s} offices={loaderData.offices} message={rowMessage(s.id)} />
        ))}
      </div>
      <NewStaffForm offices={loaderData.offices} errors={createErrors} />
    </>
  );
}
