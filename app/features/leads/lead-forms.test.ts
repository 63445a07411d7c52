import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/form";
import { assignEditorSchema, leadChangeSchema, outcomeSchema, rejectProofSchema, replySchema } from "./lead-forms";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const firstError = (parsed: { ok: boolean; errors?: Record<string, { key: string }> }) =>
  parsed.ok ? undefined : Object.entries(parsed.errors ?? {}).map(([field, e]) => [field, e.key])[0];

describe("leadChangeSchema", () => {
  const schema = leadChangeSchema([3, 7]);
  it("reads a status, a note kept to 2,000 characters and an assignee", () => {
    expect(
      parseForm(schema, form({ status: "contacted", note: ` ${"n".repeat(2100)} `, assigned_to: "7" })),
    ).toMatchObject({
      ok: true,
      value: { status: "contacted", note: "n".repeat(2000), assigned_to: 7 },
    });
    expect(parseForm(schema, form({ status: "closed" }))).toMatchObject({
      ok: true,
      value: { assigned_to: null, note: "" },
    });
  });
  it("refuses an unknown status or someone outside the office, echoing what was sent", () => {
    expect(firstError(parseForm(schema, form({ status: "won" })))).toEqual(["status", "admin.form.required"]);
    const other = parseForm(schema, form({ status: "new", assigned_to: "9", note: "hi" }));
    expect(firstError(other)).toEqual(["assigned_to", "admin.form.required"]);
    expect(other.values).toEqual({ status: "new", note: "hi", assigned_to: "9" });
  });
});

describe("tracking forms", () => {
  it("reads a reply: a one-line subject and the body with plain line ends", () => {
    expect(
      parseForm(replySchema, form({ template: "blank", subject: " Your\r\nvisa ", body: " Line 1\r\nLine 2 " })),
    ).toMatchObject({ ok: true, value: { template: "blank", subject: "Your visa", body: "Line 1\nLine 2" } });
  });
  it("refuses each field with its key and echoes what was typed", () => {
    const reply = parseForm(replySchema, form({ subject: " ", body: "x".repeat(5001) }));
    expect(reply.ok ? null : reply.errors).toEqual({
      subject: { key: "admin.reply.error.subject" },
      body: { key: "admin.reply.error.body" },
    });
    expect(reply.values.body).toHaveLength(5001);
    expect(firstError(parseForm(replySchema, form({ subject: "x".repeat(201), body: "b" })))).toEqual([
      "subject",
      "admin.reply.error.subject",
    ]);
    expect(firstError(parseForm(rejectProofSchema, form({ proof_id: "4", reason: " " })))).toEqual([
      "reason",
      "admin.tracking.error.reason",
    ]);
    expect(firstError(parseForm(rejectProofSchema, form({ proof_id: "x", reason: "Blurry" })))).toEqual([
      "proof_id",
      "tracking.error.changed",
    ]);
    expect(parseForm(rejectProofSchema, form({ proof_id: "4", reason: " Blurry " }))).toMatchObject({
      ok: true,
      value: { proof_id: 4, reason: "Blurry" },
    });
    expect(firstError(parseForm(outcomeSchema, form({ outcome: "o".repeat(2001) })))).toEqual([
      "outcome",
      "admin.tracking.error.outcome",
    ]);
    expect(firstError(parseForm(assignEditorSchema, form({ editor: "" })))).toEqual([
      "editor",
      "admin.tracking.error.editor",
    ]);
  });
});
