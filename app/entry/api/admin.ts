import { Hono } from "hono";
import { z } from "zod";
import type { StaffRole } from "~/.server/db/schema";
import { leadStatuses } from "~/features/admin/admin-locale";
import { LeadAccessError, leadOffice, listLeads, parseLeadFilters, updateLead } from "~/features/leads/leads.server";
import { retryMail } from "~/features/leads/outbox-view.server";
import { CONSULTANTS, canSeeOffice } from "~/features/staff/guard.server";
import { csrfMatches, readSession, type StaffSession } from "~/features/staff/sessions.server";
import { listAssignable } from "~/features/staff/staff.server";
import { pageParam } from "~/lib/paging";
import type { ApiEnv } from "./api-env";

type AdminEnv = { Variables: ApiEnv["Variables"] & { staff: StaffSession; origin: string } };

const statusBody = z.object({
  status: z.enum(leadStatuses),
  note: z.string().max(2000).default(""),
  // Absent: the assignee stays as it is; null: nobody.
  assigned_to: z.number().int().positive().nullable().optional(),
});

/**
 * `/api/admin/*`: JSON for staff tools. Every route needs a staff session (401 without),
 * the right role (403), and, for anything but GET, the session's CSRF token in `X-CSRF-Token`.
 */
export function adminApi() {
  const app = new Hono<AdminEnv>();
  app.use(async (c, next) => {
    const staff = await readSession(c.var.db, c.req.header("cookie") ?? null, c.var.config.STAFF_SESSION_HOURS);
    if (!staff) return c.json({ message: "sign in required" }, 401);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("origin");
      if ((origin && origin !== c.var.origin) || !csrfMatches(staff, c.req.header("x-csrf-token"))) {
        return c.json({ message: "forbidden" }, 403);
      }
    }
    c.set("staff", staff);
    c.header("Cache-Control", "no-store");
    await next();
  });
  const allow = (staff: StaffSession, roles: readonly StaffRole[]) => roles.includes(staff.user.role);
  const actor = (c: { var: AdminEnv["Variables"] }) => ({ userId: c.var.staff.user.id, ip: c.var.clientIp });

  app.get("/session", (c) => {
    const { user } = c.var.staff;
    return c.json({ id: user.id, email: user.email, name: user.name, role: user.role, office: user.office });
  });

  app.get("/leads", async (c) => {
    if (!allow(c.var.staff, CONSULTANTS)) return c.json({ message: "forbidden" }, 403);
    const url = new URL(c.req.url);
    const page = pageParam(url.searchParams);
    return c.json(await listLeads(c.var.db, c.var.staff, parseLeadFilters(url.searchParams), page));
  });

  app.post("/leads/:type/:id/status", async (c) => {
    if (!allow(c.var.staff, CONSULTANTS)) return c.json({ message: "forbidden" }, 403);
    const type = c.req.param("type");
    const id = Number(c.req.param("id"));
    if ((type !== "consultation" && type !== "order") || !Number.isInteger(id) || id <= 0) {
      return c.json({ message: "not found" }, 404);
    }
    const parsed = statusBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ message: "invalid body" }, 400);
    const office = await leadOffice(c.var.db, type, id);
    if (office === undefined) return c.json({ message: "not found" }, 404);
    if (!canSeeOffice(c.var.staff, office)) return c.json({ message: "forbidden" }, 403);
    const assignee = parsed.data.assigned_to;
    if (
      assignee !== null &&
      assignee !== undefined &&
      !(await listAssignable(c.var.db, office)).some((a) => a.id === assignee)
    ) {
      return c.json({ message: "invalid body" }, 400);
    }
    try {
      await updateLead(c.var.db, actor(c), c.var.staff, type, id, {
        status: parsed.data.status,
        note: parsed.data.note.trim(),
        ...(assignee === undefined ? {} : { assignedTo: assignee }),
      });
    } catch (error) {
      if (error instanceof LeadAccessError) return c.json({ message: "forbidden" }, 403);
      throw error;
    }
    return c.json({ ok: true });
  });

  app.post("/outbox/:id/retry", async (c) => {
    if (!allow(c.var.staff, ["admin"])) return c.json({ message: "forbidden" }, 403);
    const id = Number(c.req.param("id"));
    if (!Number.isInteger(id) || id <= 0) return c.json({ message: "not found" }, 404);
    if (!(await retryMail(c.var.db, actor(c), id))) return c.json({ message: "not found" }, 404);
    c.var.mail.nudge();
    return c.json({ ok: true });
  });

  return app;
}
