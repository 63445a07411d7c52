import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "~/.server/context";
import type { StaffRole } from "~/.server/db/schema";
import type { Actor } from "~/.server/http/audit";
import { documentHref } from "~/.server/http/document-url";
import { badRequest, forbidden } from "~/.server/http/route-errors";
import { adminPaths } from "~/lib/admin-paths";
import { keepPendingPost, pendingCookie } from "./pending-posts.server";
import { csrfMatches, readSession, type StaffSession } from "./sessions.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface StaffRequest {
  session: StaffSession;
  actor: Actor;
}

export const ALL_ROLES: readonly StaffRole[] = ["admin", "editor", "consultant", "order_editor"];
export const EDITORS: readonly StaffRole[] = ["admin", "editor"];
export const CONSULTANTS: readonly StaffRole[] = ["admin", "consultant"];
export const ADMINS: readonly StaffRole[] = ["admin"];
/** Who may open an order page: its office's staff, or the document editor it was given to. */
export const ORDER_READERS: readonly StaffRole[] = ["admin", "consultant", "order_editor"];

/**
 * Only paths inside the back office are followed after sign-in (no open redirect), and always as
 * a page: a `.data` URL of React Router's client (an older link) becomes its page.
 */
export function safeNext(next: string | null): string {
  const inside = (path: string) => /^\/admin(\/|$|\?)/.test(path) && !path.startsWith("//") && !path.includes("\\");
  if (!next || !inside(next)) return "/admin";
  const page = documentHref(new Request(new URL(next, "http://localhost")));
  return inside(page) ? page : "/admin";
}

/** The sign-in page, to come back to the page of this request (its document URL, never a `.data` one). */
const signInFirst = (request: Request, headers: HeadersInit = {}) =>
  redirect(adminPaths.login({ next: documentHref(request) }), {
    headers: { "Cache-Control": "no-store", ...headers },
  });

/**
 * Every admin loader starts here: no session → the sign-in page (remembering where to go back),
 * a role not in `roles` → 403.
 */
export async function requireStaff(args: Args, roles: readonly StaffRole[]): Promise<StaffRequest> {
  const app = args.context.get(appContext);
  const session = await readSession(app.db, args.request.headers.get("cookie"), app.config.STAFF_SESSION_HOURS);
  if (!session) throw signInFirst(args.request);
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
  const app = args.context.get(appContext);
  const cookies = args.request.headers.get("cookie");
  if (!(await readSession(app.db, cookies, app.config.STAFF_SESSION_HOURS))) {
    // The session ended while the page was open: keep what was sent, offer it after sign-in.
    const form = await args.request.formData().catch(() => undefined);
    const key = form ? await keepPendingPost(app.db, cookies, documentHref(args.request), form) : null;
    throw signInFirst(args.request, key ? { "Set-Cookie": pendingCookie(key, app.origin.startsWith("https:")) } : {});
  }
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

/** The document editor an order was given to (service_orders.editor_id) may see it, its files and nothing else. */
export function isOrderEditor(session: StaffSession, editorId: number | null | undefined): boolean {
  return session.user.role === "order_editor" && editorId === session.user.id;
}

/** An order (or one of its files): its office's staff, or its document editor. */
export function assertOrderAccess(session: StaffSession, office: string, editorId: number | null | undefined): void {
  if (!canSeeOffice(session, office) && !isOrderEditor(session, editorId)) throw forbidden();
}
