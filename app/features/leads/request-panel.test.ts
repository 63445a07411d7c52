import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminLocales } from "~/features/admin/admin-locale";
import { adminMessages } from "~/features/admin/admin-messages.server";
import { bookingStages, orderStages } from "~/features/tracking/stages";
import { staffErrorKey } from "./request-actions.server";

const trackingSource = readdirSync("app/features/tracking")
  .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
  .map((f) => readFileSync(join("app/features/tracking", f), "utf8"))
  .join("\n");

describe("the tracking panel's catalog", () => {
  it("names every stage, event, form and refusal in tw and en", () => {
    const events = [...orderStages, ...bookingStages, "proof_submitted", "proof_rejected", "files_added"].filter(
      (k) => k !== "payment_pending" && k !== "received",
    );
    const forms = ["confirm_payment", "reject_proof", "assign_editor", "start_work", "add_files", "deliver", "close"];
    // Refusals of staff actions, and the public ones staff can meet too (shown in their language).
    const staffRefusals = [
      ...[...trackingSource.matchAll(/"(admin\.tracking\.error\.[a-zA-Z]+)"/g)].map((m) => m[1] as string),
      ...["tracking.error.changed", "tracking.error.stage", "tracking.error.notFound"].map(staffErrorKey),
    ];
    const wanted = [
      ...[...orderStages, ...bookingStages].map((s) => `admin.tracking.stage.${s}`),
      ...events.map((e) => `admin.tracking.event.${e}`),
      ...[...forms, "contacted", "appointment", "outcome"].map((f) => `admin.tracking.form.${f}`),
    ];
    for (const locale of adminLocales) {
      const messages = adminMessages(locale);
      const missing = [...new Set([...wanted, ...staffRefusals])].filter((key) => !(key in messages));
      expect(missing, locale).toEqual([]);
    }
  });
});
