import type { Db } from "~/.server/db/database";
import { recordAudit } from "~/.server/http/audit";
import { serverTranslator } from "~/.server/messages";
import { adminPaths } from "~/lib/admin-paths";
import {
  type CheckedFile,
  checkUpload,
  DOCUMENT_KINDS,
  type RequestFilePurpose,
  storeRequestFile,
} from "./request-files.server";
import { officeAddress } from "./requests.server";
import { REQUEST_FILE_MAX_BYTES, REVISION_MESSAGE_MAX, type Stage } from "./stages";
import type { RequestRef } from "./tokens.server";
import {
  applyChange,
  type FieldErrors,
  officeNotice,
  orderRef,
  requireMove,
  type StaffActor,
  staffWho,
  type TrackingEnv,
  withRequest,
} from "./tracking.server";
import { TrackingError } from "./tracking-error";
import { editorAssignedMail } from "./tracking-mail.server";

/**
 * Who may edit an order's documents: active document editors, consultants and administrators of
 * the order's office or of every office (content editors edit the site, not students' documents).
 */
export async function listDocumentEditors(
  db: Db,
  office: string,
): Promise<Array<{ id: number; name: string; email: string; uiLocale: string }>> {
  return await db
    .selectFrom("staff_users")
    .select(["id", "name", "email", "ui_locale as uiLocale"])
    .where("is_active", "=", 1)
    .where("role", "in", ["order_editor", "consultant", "admin"])
    .where((eb) => eb.or([eb("office", "=", office), eb("office", "is", null)]))
    .orderBy("name")
    .execute();
}

/**
 * Gives the order's documents to an editor (service_orders.editor_id): the owner (assigned_to),
 * who answers the student, stays. The editor is mailed in their back-office language, in the same
 * transaction. Once work has started, a change of editor keeps the stage.
 */
export async function assignEditor(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  editorId: number,
  now = new Date(),
): Promise<void> {
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    const editor = (await listDocumentEditors(trx, request.office)).find((s) => s.id === editorId);
    if (!editor) throw new TrackingError("admin.tracking.error.editor", "editor");
    const by = await trx.selectFrom("staff_users").select("name").where("id", "=", staff.userId).executeTakeFirst();
    const adminUrl = `${env.addressing.origin}${adminPaths.order(request.id)}`;
    const replyTo = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
    const reassign = request.stage === "assigned" || request.stage === "in_progress";
    if (!reassign) requireMove(request, "assigned", "staff");
    await applyChange(
      trx,
      env,
      request,
      staffWho(staff),
      {
        stage: reassign ? (request.stage as Stage) : "assigned",
        event: "assigned",
        set: { editor_id: editor.id },
        detail: { editorId: editor.id, editor: editor.name },
        mail: { editor: editor.name },
        extraMails:
          editor.id === staff.userId ? [] : [editorAssignedMail(request, editor, by?.name ?? "", adminUrl, replyTo)],
      },
      now,
    );
  });
}

export async function startWork(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    requireMove(request, "in_progress", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "in_progress" }, now);
  });
}

/** The delivery round files belong to: the first delivery, or the revision. */
function deliveryRound(stage: string): 1 | 2 | undefined {
  if (stage === "payment_received" || stage === "assigned" || stage === "in_progress") return 1;
  if (stage === "revision_requested") return 2;
  return undefined;
}

/** Edited documents (.doc, .docx or PDF, checked by content), kept until they are delivered. */
export async function addDeliveryFiles(
  env: TrackingEnv,
  staff: StaffActor,
  orderId: number,
  files: File[],
  now = new Date(),
): Promise<number> {
  const real = files.filter((f) => f.size > 0 || f.name);
  if (real.length === 0) throw new TrackingError("admin.tracking.error.noFile", "files");
  if (real.length > 10) throw new TrackingError("admin.tracking.error.tooManyFiles", "files");
  const checked: CheckedFile[] = [];
  for (const file of real) {
    checked.push(
      await checkUpload(file, DOCUMENT_KINDS, REQUEST_FILE_MAX_BYTES, "files", {
        empty: "admin.tracking.error.fileEmpty",
        tooLarge: "admin.tracking.error.fileTooLarge",
        type: "admin.tracking.error.fileType",
      }),
    );
  }
  return await withRequest(env, orderRef(orderId), async (trx, request) => {
    const round = deliveryRound(request.stage);
    if (!round) throw new TrackingError("tracking.error.stage");
    for (const file of checked) {
      await storeRequestFile(trx, env.config.DATA_DIR, file, {
        orderId: request.id,
        purpose: "delivery",
        round,
        uploadedBy: staff.userId,
        now,
      });
    }
    await trx
      .insertInto("request_events")
      .values({
        lead_type: "order",
        lead_id: request.id,
        kind: "files_added",
        actor: "staff",
        user_id: staff.userId,
        detail: JSON.stringify({ round, files: checked.map((f) => f.name) }),
        created_at: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, staff, "request.files_added", "order", request.id, { round, count: checked.length }, now);
    return checked.length;
  });
}

/** The edited documents (or the revised ones) are ready on the student's page. */
export async function markDelivered(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    const round = deliveryRound(request.stage);
    const to = round === 2 ? "revision_delivered" : "delivered";
    requireMove(request, to, "staff");
    const file = await trx
      .selectFrom("request_files")
      .select("id")
      .where("order_id", "=", request.id)
      .where("purpose", "=", "delivery")
      .where("round", "=", round ?? 0)
      .executeTakeFirst();
    if (!file) throw new TrackingError("admin.tracking.error.nothingToDeliver");
    await applyChange(trx, env, request, staffWho(staff), { stage: to }, now);
  });
}

export async function closeOrder(env: TrackingEnv, staff: StaffActor, orderId: number, now = new Date()) {
  await withRequest(env, orderRef(orderId), async (trx, request) => {
    requireMove(request, "closed", "staff");
    await applyChange(trx, env, request, staffWho(staff), { stage: "closed" }, now);
  });
}

/** The one included revision round, asked for from the student's page with a message and an optional file. */
export async function requestRevision(
  env: TrackingEnv,
  ref: RequestRef,
  input: { message: string; file: File | null; ip: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  if (ref.type !== "order") return { ok: false, errors: { form: "tracking.error.stage" } };
  const message = input.message.trim();
  const errors: FieldErrors = {};
  if (!message) errors.message = "tracking.error.messageRequired";
  else if (message.length > REVISION_MESSAGE_MAX) errors.message = "tracking.error.messageTooLong";
  let checked: CheckedFile | undefined;
  if (input.file && (input.file.size > 0 || input.file.name)) {
    try {
      checked = await checkUpload(input.file, DOCUMENT_KINDS, REQUEST_FILE_MAX_BYTES, "file", {
        empty: "tracking.error.fileEmpty",
        tooLarge: "tracking.error.documentTooLarge",
        type: "tracking.error.documentType",
      });
    } catch (error) {
      if (!(error instanceof TrackingError)) throw error;
      errors.file = error.key;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  try {
    await withRequest(env, ref, async (trx, request) => {
      requireMove(request, "revision_requested", "student");
      const fileId = checked
        ? await storeRequestFile(trx, env.config.DATA_DIR, checked, {
            orderId: request.id,
            purpose: "revision" satisfies RequestFilePurpose,
            round: 2,
            uploadedBy: null,
            now,
          })
        : null;
      const to = await officeAddress(trx, env.config.OFFICE_EMAILS, request.office);
      const { t } = serverTranslator(request.locale);
      const rows: [string, string][] = [[t("tracking.revision.message"), message]];
      if (checked) rows.push([t("tracking.revision.file"), checked.name]);
      await applyChange(
        trx,
        env,
        request,
        { kind: "student", ip: input.ip },
        {
          stage: "revision_requested",
          detail: { message, fileId },
          extraMails: to ? [officeNotice(env, request, "revision", to, rows)] : [],
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof TrackingError) return { ok: false, errors: { [error.field ?? "form"]: error.key } };
    throw error;
  }
  return { ok: true };
}
