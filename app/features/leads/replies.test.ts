import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { adminLocales } from "~/features/admin/admin-locale";
import { adminMessages } from "~/features/admin/admin-messages.server";
import { loadRequest } from "~/features/tracking/requests.server";
import type { TrackingEnv } from "~/features/tracking/tracking.server";
import { locales } from "~/lib/locales";
import th from "~/locales/th.json";
import { insertBooking, insertOrder } from "../../../tests/support/tracking";
import { leadThread, replyDraft, replyTemplates, sendReply } from "./replies.server";

let test: TestDatabase;
let env: TrackingEnv;
let staffId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  env = {
    db: test.db,
    config: { REQUEST_LINK_DAYS: 30, OFFICE_EMAILS: { thailand: "bangkok@agency.test" }, DATA_DIR: "/nonexistent" },
    addressing: { origin: "https://www.studyway.test", domains: {}, protocol: "https:" },
  };
  const user = await test.db
    .insertInto("staff_users")
    .values({
      email: "somchai@agency.test",
      name: "Somchai",
      password_hash: "x",
      role: "consultant",
      office: "thailand",
      created_at: new Date().toISOString(),
      password_changed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  staffId = user.id;
});
afterAll(async () => {
  await test.destroy();
});

describe("replies to the student", () => {
  it("start from a template in the student's language and go out through the outbox, kept on the lead", async () => {
    const booking = await insertBooking(test.db, { locale: "th", office: "thailand", email: "nida@example.th" });
    const request = await loadRequest(test.db, { type: "consultation", id: booking.id });
    if (!request) throw new Error("no booking");
    const draft = replyDraft(request, "schedule");
    expect(draft.subject).toBe(th["mail.tracking.reply.schedule.subject"].replace("{reference}", booking.reference));
    expect(replyDraft(request, "payment_reminder").body).toBe(""); // not a booking template: blank

    await expect(
      sendReply(
        env,
        { userId: staffId, ip: "t" },
        { type: "consultation", id: booking.id },
        { template: "schedule", subject: " ", body: "x" },
      ),
    ).rejects.toMatchObject({ key: "admin.reply.error.subject" });
    const now = new Date("2026-11-26T03:00:00Z");
    await sendReply(
      env,
      { userId: staffId, ip: "t" },
      { type: "consultation", id: booking.id },
      { template: "schedule", subject: `${draft.subject}\r\nBcc: x@evil.test`, body: `${draft.body}\n- 1 ธ.ค. 10:00` },
      now,
    );
    const [mail] = await test.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "nida@example.th")
      .execute();
    // A header cannot be smuggled through the subject.
    expect(mail?.subject).toBe(`${draft.subject} Bcc: x@evil.test`);
    expect(mail?.reply_to).toBe("bangkok@agency.test");
    expect(mail?.text_body).toContain("1 ธ.ค. 10:00");
    expect(mail?.text_body).toContain("Somchai");
    expect(mail?.text_body).toContain("https://www.studyway.test/my_request/");
    const thread = await leadThread(test.db, "consultation", booking.id);
    expect(thread.map((m) => [m.author, m.delivery])).toEqual([["Somchai", "pending"]]);
    await test.db
      .updateTable("mail_outbox")
      .set({ sent_at: now.toISOString() })
      .where("id", "=", mail?.id ?? 0)
      .execute();
    expect((await leadThread(test.db, "consultation", booking.id))[0]?.delivery).toBe("sent");
    expect((await loadRequest(test.db, { type: "consultation", id: booking.id }))?.firstResponseAt).toBe(
      now.toISOString(),
    );
  });

  it("has every template in every language, and every label in the back office", async () => {
    const order = await insertOrder(test.db);
    const request = await loadRequest(test.db, { type: "order", id: order.id });
    if (!request) throw new Error("no order");
    for (const locale of locales) {
      for (const code of replyTemplates.order) {
        const draft = replyDraft({ ...request, locale }, code);
        expect(draft.subject, `${locale} ${code}`).toContain(order.reference);
        expect(draft.subject).not.toContain("mail.tracking");
        expect(draft.body).not.toContain("mail.tracking");
      }
    }
    const codes = [...new Set([...replyTemplates.order, ...replyTemplates.consultation])];
    for (const locale of adminLocales) {
      const messages = adminMessages(locale);
      const wanted = [
        ...codes.map((c) => `admin.reply.template.${c}`),
        ...["pending", "sent", "failed"].map((d) => `admin.reply.delivery.${d}`),
      ];
      expect(wanted.filter((k) => !(k in messages))).toEqual([]);
    }
  });
});
