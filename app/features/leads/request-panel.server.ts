import type { Db } from "~/.server/db/database";
import type { LeadType } from "~/.server/db/schema";
import { listDocumentEditors } from "~/features/tracking/editing.server";
import { loadRequest } from "~/features/tracking/requests.server";
import { officeTimeZone, utcToLocalInput } from "~/features/tracking/time";
import { staffView } from "~/features/tracking/views.server";

/** What the tracking panel of a booking or order page shows and offers. */
export async function requestPanel(db: Db, type: LeadType, id: number, now = new Date()) {
  const request = await loadRequest(db, { type, id });
  if (!request) return undefined;
  const [view, editors] = await Promise.all([staffView(db, request), listDocumentEditors(db, request.office)]);
  const zone = officeTimeZone(request.office);
  const asked = view.events.find((e) => e.kind === "revision_requested");
  const revisionFileId = typeof asked?.detail.fileId === "string" ? asked.detail.fileId : null;
  const delivering = ["delivered", "revision_requested", "revision_delivered", "closed"].includes(request.stage);
  return {
    type,
    stage: request.stage,
    rush: request.rush,
    dueAt: request.dueAt,
    overdue: Boolean(request.dueAt && request.dueAt < now.toISOString() && !delivering),
    currency: request.currency,
    paymentMethod: request.paymentMethod,
    assignedTo: request.assignedTo,
    /** Who edits the documents (apart from the owner, assignedTo) */
    editorId: request.editorId,
    editorName: request.editorName,
    editors: editors.map((e) => ({ id: e.id, name: e.name })),
    officeZone: zone,
    appointmentAt: request.appointmentAt,
    appointmentInput: request.appointmentAt ? utcToLocalInput(request.appointmentAt, zone) : "",
    proofs: view.proofs,
    deliveries: view.files.filter((f) => f.purpose === "delivery"),
    revision: asked
      ? {
          at: asked.createdAt,
          message: typeof asked.detail.message === "string" ? asked.detail.message : "",
          file: view.files.find((f) => f.id === revisionFileId) ?? null,
        }
      : null,
    events: view.events.map((e) => ({
      kind: e.kind,
      actor: e.actor,
      userName: e.userName,
      createdAt: e.createdAt,
      // Only the parts the panel prints.
      editor: typeof e.detail.editor === "string" ? e.detail.editor : null,
      reason: typeof e.detail.reason === "string" ? e.detail.reason : null,
      outcome: typeof e.detail.outcome === "string" ? e.detail.outcome : null,
      appointmentAt: typeof e.detail.appointmentAt === "string" ? e.detail.appointmentAt : null,
      amountMinor: typeof e.detail.amountMinor === "number" ? e.detail.amountMinor : null,
      files: Array.isArray(e.detail.files) ? e.detail.files.map(String) : [],
    })),
  };
}

export type RequestPanelData = NonNullable<Awaited<ReturnType<typeof requestPanel>>>;
