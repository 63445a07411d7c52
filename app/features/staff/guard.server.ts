import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/.server/context";
import type { StaffRole } from "~/.server/db/schema";
import type { Actor } from "~/.server/http/audit";
import { badRequest, forbidden } from "~/.server/http/route-errors";
import { csrfMatches, readSession, type StaffSession } from "./sessions.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface StaffRequest {
  session: StaffSession;
  actor: Actor;
}

export const ALL_ROLES: readonly StaffRole[] = ["admin", "editor", "consultant"];
export const EDITORS: readonly StaffRole[] = ["admin", "editor"];
export const CONSULTANTS: readonly StaffRole[] = ["admin", "consultant"];
export const ADMINS: readonly StaffRole[] = ["admin"];

/**
 * Every admin loader starts here: no session → the sign-in page (remembering where to go back),
 * a role not in `roles` → 403.
 */
export async function requireStaff(args: Args, roles: readonly StaffRole[]): Promise<StaffRequest> {
  const app = args.context.get(appContext);
  const session = await readSession(app.db, args.request.headers.get("cookie"), app.config.STAFF_SESSION_HOURS);
  if (!session) {
    const url = new URL(args.request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  if (!roles.includes(session.user.role)) throw forbidden();
  return { session, actor: { userId: session.user.id, ip: app.clientIp } };
}

/** A request from another site (by Origin) is refused before any form is read. */
function assertSameOrigin(args: Args) {
  const origin = args.request.headers.get("origin");
  if (origin && origin !== args.context.get(appContext).origin) throw forbidden();
}

/**
 * Every admin action starts here: the checks of `requireStaff`, then the form's CSRF token
 * (`_csrf`, the session's synchronizer token). Returns the parsed form.
 */
export async function requireStaffAction(
  args: Args,
  roles: readonly StaffRole[],
): Promise<StaffRequest & { form: FormData }> {
  assertSameOrigin(args);
  const staff = await requireStaff(args, roles);
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    throw badRequest();
  }
  const token = form.get("_csrf");
  if (!csrfMatches(staff.session, typeof token === "string" ? token : null)) throw forbidden();
  return { ...staff, form };
}

/** Consultants see only the leads of their office; admins see all. */
export function canSeeOffice(session: StaffSession, office: string): boolean {
  if (session.user.role === "admin") return true;
  return session.user.role === "consultant" && session.user.office === office;
}

export function assertOffice(session: StaffSession, office: string): void {
  if (!canSeeOffice(session, office)) throw forbidden();
}
