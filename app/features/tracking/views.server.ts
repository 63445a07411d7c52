import type { Db } from "~/.server/db/database";
import type { TrackedRequest } from "./requests.server";
import { bookingStages, orderStages } from "./stages";

/** One step of the student's timeline. */
export interface TimelineStep {
  /** "received" or a stage */
  key: string;
  state: "done" | "current" | "upcoming" | "skipped";
  at: string | null;
}

export interface ProofView {
  id: number;
  fileId: string;
  fileName: string;
  amountMinor: number;
  paidOn: string;
  status: "pending" | "confirmed" | "rejected";
  reason: string;
  createdAt: string;
}

export interface FileView {
  id: string;
  name: string;
  kind: string;
  bytes: number;
  round: number;
  purpose: string;
  createdAt: string;
}

interface EventRow {
  kind: string;
  actor: string;
  user_id: number | null;
  detail: string;
  created_at: string;
}

async function eventsOf(db: Db, request: TrackedRequest): Promise<EventRow[]> {
  return await db
    .selectFrom("request_events")
    .select(["kind", "actor", "user_id", "detail", "created_at"])
    .where("lead_type", "=", request.type)
    .where("lead_id", "=", request.id)
    .orderBy("id")
    .execute();
}

/** Done, current, upcoming or skipped for each stage, dated by the first time it was entered. */
export function timelineSteps(request: TrackedRequest, events: ReadonlyArray<{ kind: string; created_at: string }>) {
  const stages: readonly string[] = request.type === "order" ? orderStages : bookingStages;
  const first = new Map<string, string>();
  for (const e of events) if (!first.has(e.kind)) first.set(e.kind, e.created_at);
  const current = stages.indexOf(request.stage);
  const steps: TimelineStep[] = [];
  // A booking's first stage is "received" itself; an order's creation comes before its stages.
  if (request.type === "order") steps.push({ key: "received", state: "done", at: request.createdAt });
  stages.forEach((stage, i) => {
    const initial = i === 0;
    const at = initial ? (first.get(stage) ?? request.createdAt) : (first.get(stage) ?? null);
    const terminal = i === stages.length - 1;
    let state: TimelineStep["state"];
    if (i < current) state = at || initial ? "done" : "skipped";
    else if (i === current) state = terminal ? "done" : "current";
    else state = current === stages.length - 1 ? "skipped" : "upcoming";
    steps.push({ key: stage, state, at: state === "skipped" || state === "upcoming" ? null : at });
  });
  return steps;
}

async function filesOf(db: Db, orderId: number): Promise<FileView[]> {
  const rows = await db
    .selectFrom("request_files")
    .select(["id", "original_name", "kind", "bytes", "round", "purpose", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.original_name,
    kind: r.kind,
    bytes: r.bytes,
    round: r.round,
    purpose: r.purpose,
    createdAt: r.created_at,
  }));
}

async function proofsOf(db: Db, orderId: number): Promise<ProofView[]> {
  const rows = await db
    .selectFrom("payment_proofs as p")
    .innerJoin("request_files as f", "f.id", "p.file_id")
    .select([
      "p.id",
      "p.file_id",
      "f.original_name",
      "p.amount_minor",
      "p.paid_on",
      "p.status",
      "p.reason",
      "p.created_at",
    ])
    .where("p.order_id", "=", orderId)
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fileId: r.file_id,
    fileName: r.original_name,
    amountMinor: Number(r.amount_minor),
    paidOn: r.paid_on,
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}

const detailOf = (e: EventRow): Record<string, unknown> => {
  try {
    return JSON.parse(e.detail) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** Everything the student's page shows, and nothing only the office should see. */
export interface StudentView {
  type: TrackedRequest["type"];
  reference: string;
  stage: string;
  createdAt: string;
  steps: TimelineStep[];
  editor: string | null;
  rush: boolean;
  dueAt: string | null;
  paymentMethod: string;
  currency: string;
  totalMinor: number;
  proofs: ProofView[];
  canSendProof: boolean;
  /** Delivered documents (first round, then the revision), only once delivered */
  deliveries: FileView[];
  /** What the student sent with the revision request */
  revision: { at: string; message: string; file: FileView | null } | null;
  canRequestRevision: boolean;
  appointmentAt: string | null;
  office: string;
  contactMethod: string;
}

export async function studentView(db: Db, request: TrackedRequest): Promise<StudentView> {
  const events = await eventsOf(db, request);
  const base = {
    type: request.type,
    reference: request.reference,
    stage: request.stage,
    createdAt: request.createdAt,
    steps: timelineSteps(request, events),
    rush: request.rush,
    dueAt: request.dueAt,
    paymentMethod: request.paymentMethod,
    currency: request.currency,
    totalMinor: request.totalMinor,
    appointmentAt: request.appointmentAt,
    office: request.office,
    contactMethod: request.contactMethod,
  };
  if (request.type !== "order") {
    return {
      ...base,
      editor: null,
      proofs: [],
      canSendProof: false,
      deliveries: [],
      revision: null,
      canRequestRevision: false,
    };
  }
  const [files, proofs] = await Promise.all([filesOf(db, request.id), proofsOf(db, request.id)]);
  const delivered = new Set(events.map((e) => e.kind));
  const deliveries = files.filter(
    (f) =>
      f.purpose === "delivery" &&
      ((f.round === 1 && delivered.has("delivered")) || (f.round === 2 && delivered.has("revision_delivered"))),
  );
  const asked = events.find((e) => e.kind === "revision_requested");
  const askedDetail = asked ? detailOf(asked) : {};
  const revisionFile = files.find((f) => f.purpose === "revision" && f.id === askedDetail.fileId) ?? null;
  return {
    ...base,
    editor: request.stage !== "payment_pending" ? (request.editorName ?? null) : null,
    proofs,
    canSendProof: request.stage === "payment_pending" && request.paymentMethod !== "cash",
    deliveries,
    revision: asked ? { at: asked.created_at, message: String(askedDetail.message ?? ""), file: revisionFile } : null,
    canRequestRevision: request.stage === "delivered",
  };
}

/** The request's timeline for the office: every event, who did it, and what they entered. */
export interface StaffEventView {
  kind: string;
  actor: string;
  userName: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export async function staffView(db: Db, request: TrackedRequest) {
  const events = await db
    .selectFrom("request_events as e")
    .leftJoin("staff_users as u", "u.id", "e.user_id")
    .select(["e.kind", "e.actor", "e.user_id", "e.detail", "e.created_at", "u.name as user_name"])
    .where("e.lead_type", "=", request.type)
    .where("e.lead_id", "=", request.id)
    .orderBy("e.id", "desc")
    .execute();
  const [files, proofs] =
    request.type === "order" ? await Promise.all([filesOf(db, request.id), proofsOf(db, request.id)]) : [[], []];
  return {
    stage: request.stage,
    dueAt: request.dueAt,
    rush: request.rush,
    appointmentAt: request.appointmentAt,
    assignedTo: request.assignedTo,
    events: events.map(
      (e): StaffEventView => ({
        kind: e.kind,
        actor: e.actor,
        userName: e.user_name,
        detail: detailOf(e),
        createdAt: e.created_at,
      }),
    ),
    files,
    proofs,
  };
}
