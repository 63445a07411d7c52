import { officeTimeZone, zonedToUtc } from "./time";
import {
  applyChange,
  bookingRef,
  requireMove,
  type StaffActor,
  staffWho,
  type TrackingEnv,
  withRequest,
} from "./tracking.server";
import { TrackingError } from "./tracking-error";

export async function markContacted(env: TrackingEnv, staff: StaffActor, bookingId: number, now = new Date()) {
  await withRequest(env, bookingRef(bookingId), async (trx, request) => {
    requireMove(request, "contacted", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "contacted" }, now);
  });
}

/**
 * The appointment, entered as the office's wall-clock time (`YYYY-MM-DDTHH:mm`) and kept as an
 * instant; the student reads it in their own time zone. Setting it again moves it.
 */
export async function setAppointment(
  env: TrackingEnv,
  staff: StaffActor,
  bookingId: number,
  local: string,
  now = new Date(),
): Promise<void> {
  await withRequest(env, bookingRef(bookingId), async (trx, request) => {
    const at = zonedToUtc(local, officeTimeZone(request.office));
    if (!at || at <= now || at.getTime() > now.getTime() + 366 * 24 * 3600 * 1000) {
      throw new TrackingError("admin.tracking.error.appointment", "appointment");
    }
    const again = request.stage === "appointment_set";
    if (!again) requireMove(request, "appointment_set", "staff");
    const iso = at.toISOString();
    await applyChange(
      trx,
      env,
      request,
      staffWho(staff),
      {
        stage: "appointment_set",
        set: { appointment_at: iso },
        detail: { appointmentAt: iso, ...(again ? { previous: request.appointmentAt } : {}) },
        mail: { appointmentAt: iso },
      },
      now,
    );
  });
}

/** The consultation took place (or will not): the outcome stays with the office. */
export async function recordOutcome(
  env: TrackingEnv,
  staff: StaffActor,
  bookingId: number,
  outcome: string,
  now = new Date(),
): Promise<void> {
  const text = outcome.trim();
  if (!text || text.length > 2000) throw new TrackingError("admin.tracking.error.outcome", "outcome");
  await withRequest(env, bookingRef(bookingId), async (trx, request) => {
    requireMove(request, "done", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "done", detail: { outcome: text } }, now);
  });
}
