import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createSession, readSession, STAFF_COOKIE, type StaffSession } from "./sessions.server";
import { checkPassword, createStaff } from "./staff.server";
import { changeOwnPassword, resetStaffPassword } from "./staff-accounts.server";

let test: TestDatabase;
const system = { userId: null, ip: "test" };
const PASSWORD = "a long enough secret";
let adminId: number;
let editorId: number;

const sessionOf = async (userId: number): Promise<StaffSession> => {
  const { token } = await createSession(test.db, userId, "test", 8);
  const session = await readSession(test.db, `${STAFF_COOKIE}=${token}`, 8);
  if (!session) throw new Error("no session");
  return session;
};

beforeAll(async () => {
  test = await createTestDatabase();
  const staff = (email: string, role: "admin" | "editor") =>
    createStaff(test.db, system, { email, name: role, password: PASSWORD, role, office: null, uiLocale: "en" });
  adminId = await staff("boss@agency.tw", "admin");
  editorId = await staff("writer@agency.tw", "editor");
});
afterAll(async () => {
  await test.destroy();
});

describe("changeOwnPassword", () => {
  it("checks the policy, then the confirmation, then the current password, and changes nothing on a refusal", async () => {
    const session = await sessionOf(editorId);
    const actor = { userId: editorId, ip: "test" };
    expect(
      await changeOwnPassword(test.db, actor, session, { current: PASSWORD, next: "short", confirm: "short" }),
    ).toEqual({ password: "admin.password.tooShort" });
    expect(
      await changeOwnPassword(test.db, actor, session, {
        current: PASSWORD,
        next: "another long secret",
        confirm: "another long secreT",
      }),
    ).toEqual({ confirm: "admin.account.mismatch" });
    expect(
      await changeOwnPassword(test.db, actor, session, {
        current: "not the password",
        next: "another long secret",
        confirm: "another long secret",
      }),
    ).toEqual({ current: "admin.account.wrongPassword" });
    expect(await checkPassword(test.db, editorId, PASSWORD)).toBe(true);
  });

  it("changes the password and keeps the session it was changed from", async () => {
    const session = await sessionOf(editorId);
    const other = await sessionOf(editorId);
    const actor = { userId: editorId, ip: "test" };
    const input = { current: PASSWORD, next: "a brand new secret", confirm: "a brand new secret" };
    expect(await changeOwnPassword(test.db, actor, session, input)).toEqual({});
    expect(await checkPassword(test.db, editorId, "a brand new secret")).toBe(true);
    const still = await test.db.selectFrom("staff_sessions").select("id").where("user_id", "=", editorId).execute();
    expect(still.map((s) => s.id)).toEqual([session.id]);
    expect(still.map((s) => s.id)).not.toContain(other.id);
  });
});

describe("resetStaffPassword", () => {
  it("says when there is no such account, refuses a password against the policy, and sets a good one", async () => {
    const session = await sessionOf(adminId);
    const actor = { userId: adminId, ip: "test" };
    expect(await resetStaffPassword(test.db, actor, session, 999_999, "whatever long secret")).toBe("missing");
    expect(await resetStaffPassword(test.db, actor, session, editorId, "writer@agency.tw")).toBe(
      "admin.password.sameAsEmail",
    );
    expect(await resetStaffPassword(test.db, actor, session, editorId, "set by the admin here")).toBeNull();
    expect(await checkPassword(test.db, editorId, "set by the admin here")).toBe(true);
  });
});
