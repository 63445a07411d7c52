import { redirect } from "react-router";
import { appContext } from "~/.server/context";
import { recordAudit } from "~/.server/http/audit";
import { ALL_ROLES, requireStaff, requireStaffAction } from "~/features/staff/guard.server";
import { clearSessionCookie, destroySession } from "~/features/staff/sessions.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so it is a POST with the CSRF token; a GET only checks the session. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, ALL_ROLES);
  return redirect("/admin");
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireStaffAction(args, ALL_ROLES);
  const app = args.context.get(appContext);
  await destroySession(app.db, args.request.headers.get("cookie"));
  await recordAudit(app.db, actor, "auth.signout", "staff", actor.userId ?? 0);
  return redirect("/admin/login?signedOut=1", {
    headers: { "Set-Cookie": clearSessionCookie(app.origin.startsWith("https:")), "Cache-Control": "no-store" },
  });
}
