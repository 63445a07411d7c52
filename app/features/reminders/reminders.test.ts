import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/http/audit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createDeadline, type DeadlineInput, updateDeadline } from "~/features/deadlines/deadline-editing.server";
import type { Locale } from "~/lib/locales";
import { runReminders } from "./reminder-job.server";
import {
  confirmSubscription,
  getSubscription,
  PENDING_PER_DAY,
  resubscribe,
  subscribeReminders,
  syncSubscriptionSchools,
  unsubscribe,
} from "./subscriptions.server";

let test: TestDatabase;
const config = { LOCALE_DOMAINS: {} };
const actor: Actor = { userId: null, ip: "127.0.0.1" };
const origin = "https://studyway.example";
let melbourne: number;
let sydney: number;
let deadlineId: number;
let input: DeadlineInput;

beforeAll(async () => {
  test = await createTestDatabase();
  const id = async (key: string) =>
    (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
  melbourne = await id("university-of-melbourne");
  sydney = await id("university-of-sydney");
  input = {
    schoolId: melbourne,
    enrollmentId: 1,
    intakeYear: 2027,
    intakeTerm: "s2",
    kind: "close",
    date: "2027-03-01",
    label: "",
    sourceUrl: "https://study.unimelb.edu.au/how-to-apply",
    checkedOn: "2026-11-20",
  };
  deadlineId = await createDeadline(test.db, actor, input, new Date("2026-11-20T00:00:00Z"));
});
afterAll(async () => {
  await test.destroy();
});

const mails = (recipient: string) =>
  test.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", recipient).orderBy("id").execute();
/** Noon in Taipei on a calendar date: the job's "today" is that date. */
const at = (date: string) => new Date(`${date}T04:00:00Z`);

async function activeSubscription(email: string, schoolIds: number[], locale: Locale = "en") {
  const result = await subscribeReminders(
    test.db,
    config,
    { email, locale, origin, schoolIds },
    new Date("2026-11-25T00:00:00Z"),
  );
  if (!result.ok) throw new Error(result.error);
  await confirmSubscription(test.db, result.token, new Date("2026-11-25T01:00:00Z"));
  return result.token;
}

describe("subscribing (double opt-in)", () => {
  it("refuses a bad address or an empty shortlist", async () => {
    const bad = await subscribeReminders(test.db, config, {
      email: "not an email",
      locale: "en",
      origin,
      schoolIds: [1],
    });
    expect(bad).toEqual({ ok: false, error: "reminders.error.email" });
    const empty = await subscribeReminders(test.db, config, {
      email: "a@example.com",
      locale: "en",
      origin,
      schoolIds: [999_999],
    });
    expect(empty).toEqual({ ok: false, error: "reminders.error.empty" });
  });

  it("stores a pending subscription and mails only the confirmation link, in the student's language", async () => {
    const result = await subscribeReminders(test.db, config, {
      email: " Student@Example.com ",
      locale: "vi",
      origin,
      schoolIds: [melbourne, melbourne, 999_999],
    });
    if (!result.ok) throw new Error("should subscribe");
    const subscription = await getSubscription(test.db, result.token);
    expect(subscription).toMatchObject({ email: "student@example.com", status: "pending", schoolIds: [melbourne] });
    const sent = await mails("student@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Xác nhận nhắc hạn từ Studyway");
    expect(sent[0]?.text_body).toContain(`${origin}/shortlist/reminders?token=${result.token}&confirm=1&lang=vi`);
    // Nothing else goes to an unconfirmed address.
    expect((await runReminders(test.db, config, at("2027-02-20"))).mails).toBe(0);
    expect(await mails("student@example.com")).toHaveLength(1);
  });

  it("mails at most a few confirmations a day to one address", async () => {
    const email = "flood@example.com";
    const results = [];
    for (let i = 0; i < PENDING_PER_DAY + 2; i++) {
      results.push(await subscribeReminders(test.db, config, { email, locale: "en", origin, schoolIds: [melbourne] }));
    }
    expect(results.map((r) => r.ok && r.mailed)).toEqual([true, true, true, false, false]);
    expect(await mails(email)).toHaveLength(PENDING_PER_DAY);
  });

  it("forgets a sign-up nobody confirmed within a week", async () => {
    const old = await subscribeReminders(
      test.db,
      config,
      { email: "never@example.com", locale: "en", origin, schoolIds: [melbourne] },
      new Date("2026-11-01T00:00:00Z"),
    );
    if (!old.ok) throw new Error("subscribe");
    await runReminders(test.db, config, new Date("2026-11-07T23:00:00Z"));
    expect((await getSubscription(test.db, old.token))?.status).toBe("pending");
    await runReminders(test.db, config, new Date("2026-11-08T01:00:00Z"));
    expect(await getSubscription(test.db, old.token)).toBeUndefined();
  });

  it("keeps one confirmed subscription per address: the newest", async () => {
    const first = await activeSubscription("twice@example.com", [melbourne]);
    const second = await activeSubscription("twice@example.com", [sydney]);
    expect((await getSubscription(test.db, first))?.status).toBe("unsubscribed");
    expect((await getSubscription(test.db, second))?.status).toBe("active");
    expect(await confirmSubscription(test.db, "no-such-token")).toBeUndefined();
  });
});

describe("the reminder job", () => {
  it("mails each mark once: 30, then 7, then 2 days before, whatever the number of passes", async () => {
    const email = "marks@example.com";
    await activeSubscription(email, [melbourne, sydney]);
    expect((await runReminders(test.db, config, at("2027-01-29"))).mails).toBe(0); // 31 days before
    const first = await runReminders(test.db, config, at("2027-01-30"));
    expect(first.mails).toBeGreaterThanOrEqual(1);
    let sent = (await mails(email)).filter((m) => m.topic.startsWith("reminders:") && !m.topic.endsWith(":confirm"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("Studyway reminder: 1 application deadline, the next in 30 days");
    expect(sent[0]?.text_body).toContain("University of Melbourne");
    expect(sent[0]?.text_body).toContain("https://study.unimelb.edu.au/how-to-apply");
    expect(sent[0]?.text_body).toMatch(/unsubscribe=1/);
    expect(JSON.parse(sent[0]?.headers ?? "{}")).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(JSON.parse(sent[0]?.headers ?? "{}")["List-Unsubscribe"]).toMatch(
      /^<https:\/\/studyway\.example\/shortlist\/reminders\?token=.+&oneclick=1&lang=en>$/,
    );
    // The same day again, and the next days up to the 7-day mark: nothing new.
    await runReminders(test.db, config, at("2027-01-30"));
    await runReminders(test.db, config, at("2027-02-10"));
    await runReminders(test.db, config, at("2027-02-21"));
    sent = (await mails(email)).filter((m) => !m.topic.endsWith(":confirm"));
    expect(sent).toHaveLength(1);
    // Three processes passing at the same moment (on PostgreSQL, on three connections): one mail.
    const passes = await Promise.all([1, 2, 3].map(() => runReminders(test.db, config, at("2027-02-22"))));
    expect(passes.map((p) => p.mails).sort()).toEqual([0, 0, 1]);
    sent = (await mails(email)).filter((m) => !m.topic.endsWith(":confirm"));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe("Studyway reminder: 1 application deadline, the next in 7 days");
    await runReminders(test.db, config, at("2027-02-28"));
    await runReminders(test.db, config, at("2027-03-01"));
    await runReminders(test.db, config, at("2027-03-02"));
    sent = (await mails(email)).filter((m) => !m.topic.endsWith(":confirm"));
    expect(sent.map((m) => m.subject)).toEqual([
      "Studyway reminder: 1 application deadline, the next in 30 days",
      "Studyway reminder: 1 application deadline, the next in 7 days",
      "Studyway reminder: 1 application deadline, the next in 1 day",
    ]);
    const rows = await test.db
      .selectFrom("shortlist_reminders as r")
      .innerJoin("shortlist_subscriptions as s", "s.id", "r.subscription_id")
      .select(["r.mark", "r.deadline_date"])
      .where("s.email", "=", email)
      .orderBy("r.id")
      .execute();
    expect(rows).toEqual([
      { mark: "30", deadline_date: "2027-03-01" },
      { mark: "7", deadline_date: "2027-03-01" },
      { mark: "2", deadline_date: "2027-03-01" },
    ]);
  });

  it("names every deadline in the subscriber's language: no English round name in a tw, cn, vi or th mail", async () => {
    const id = async (key: string) =>
      (await test.db.selectFrom("schools").select("id").where("key", "=", key).executeTakeFirstOrThrow()).id;
    const [berkeley, harvard] = await Promise.all([id("university-of-california-berkeley"), id("harvard-university")]);
    const english = (await test.db.selectFrom("school_deadlines").select("label").distinct().execute())
      .map((r) => r.label)
      .filter(Boolean);
    expect(english).toContain("UC application filing period ends");
    const expected: Record<string, string> = {
      tw: "加州大學（UC）申請：送件期截止",
      cn: "加州大学（UC）申请：提交期截止",
      vi: "Hồ sơ Đại học California (UC): hết hạn nộp",
      th: "ใบสมัครมหาวิทยาลัยแคลิฟอร์เนีย (UC): สิ้นสุดช่วงยื่น",
    };
    for (const locale of ["tw", "cn", "vi", "th", "en"] as const)
      await activeSubscription(`labels-${locale}@example.com`, [berkeley, harvard], locale);
    // 7 days before UC's 30 November (the Harvard dates are further off or past).
    await runReminders(test.db, config, at("2026-11-23"));
    for (const locale of ["tw", "cn", "vi", "th"] as const) {
      const [mail] = (await mails(`labels-${locale}@example.com`)).filter((m) => !m.topic.endsWith(":confirm"));
      expect(mail?.text_body, locale).toContain(expected[locale]);
      for (const name of english) {
        expect(mail?.text_body, `${locale}: ${name}`).not.toContain(name);
        expect(mail?.html_body, `${locale}: ${name}`).not.toContain(name);
      }
    }
    const [en] = (await mails("labels-en@example.com")).filter((m) => !m.topic.endsWith(":confirm"));
    expect(en?.text_body).toContain("UC application filing period ends");
  });

  it("tells subscribers within a pass when a shortlisted school changes a date, not those who subscribed later", async () => {
    const before = "change-before@example.com";
    const other = "change-other@example.com";
    await activeSubscription(before, [melbourne], "th");
    await activeSubscription(other, [sydney]);
    await updateDeadline(
      test.db,
      actor,
      deadlineId,
      { ...input, date: "2027-04-15" },
      new Date("2026-12-01T00:00:00Z"),
    );
    const after = "change-after@example.com";
    const token = await subscribeReminders(
      test.db,
      config,
      { email: after, locale: "en", origin, schoolIds: [melbourne] },
      new Date("2026-12-02T00:00:00Z"),
    );
    if (!token.ok) throw new Error("subscribe");
    await confirmSubscription(test.db, token.token, new Date("2026-12-02T01:00:00Z"));
    await runReminders(test.db, config, new Date("2026-12-01T08:00:00Z"));
    await runReminders(test.db, config, new Date("2026-12-02T08:00:00Z"));
    const notice = (await mails(before)).filter((m) => !m.topic.endsWith(":confirm"));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe("Studyway: มีวันที่ในรายการของคุณเปลี่ยนแปลง 1 รายการ");
    // Thai mail, Buddhist era: 1 March 2027 → 15 April 2027 is 2570.
    expect(notice[0]?.text_body).toContain("2570");
    expect(notice[0]?.text_body).toContain("→");
    expect((await mails(other)).filter((m) => !m.topic.endsWith(":confirm"))).toEqual([]);
    expect((await mails(after)).filter((m) => !m.topic.endsWith(":confirm"))).toEqual([]);
    // A week later the change is history.
    await runReminders(test.db, config, new Date("2026-12-09T08:00:00Z"));
    expect((await mails(before)).filter((m) => !m.topic.endsWith(":confirm"))).toHaveLength(1);
  });

  it("stops after one click on unsubscribe, follows the shortlist, and can be resumed", async () => {
    const email = "stop@example.com";
    const token = await activeSubscription(email, [sydney]);
    await syncSubscriptionSchools(test.db, token, [sydney, melbourne]);
    expect((await getSubscription(test.db, token))?.schoolIds).toEqual([sydney, melbourne]);
    expect((await unsubscribe(test.db, token))?.status).toBe("unsubscribed");
    expect((await unsubscribe(test.db, token))?.status).toBe("unsubscribed");
    await runReminders(test.db, config, at("2027-04-10"));
    expect((await mails(email)).filter((m) => !m.topic.endsWith(":confirm"))).toEqual([]);
    expect((await resubscribe(test.db, token))?.status).toBe("active");
    await runReminders(test.db, config, at("2027-04-10"));
    expect((await mails(email)).filter((m) => !m.topic.endsWith(":confirm"))).toHaveLength(1);
  });
});
