import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { titledName } from "~/features/admin/admin-locale";
import { safeNext } from "./guard.server";
import { hasPendingPost, keepPendingPost, PENDING_COOKIE, takePendingPost } from "./pending-posts.server";
import { createSession, STAFF_COOKIE } from "./sessions.server";
import { createStaff } from "./staff.server";

let test: TestDatabase;
let ana: number;
let ben: number;
beforeAll(async () => {
  test = await createTestDatabase();
  const staff = (email: string) => ({
    email,
    name: email,
    password: "a long enough passphrase",
    role: "consultant" as const,
    office: "taipei",
    uiLocale: "tw" as const,
  });
  ana = await createStaff(test.db, { userId: null, ip: "t" }, staff("ana@agency.test"));
  ben = await createStaff(test.db, { userId: null, ip: "t" }, staff("ben@agency.test"));
});
afterAll(async () => {
  await test.destroy();
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe("a change posted after the session ended", () => {
  it("is kept without its CSRF token and given back once, to the user of the ended session only", async () => {
    const { token } = await createSession(test.db, ana, "t", 8);
    const sessionCookie = `${STAFF_COOKIE}=${token}`;
    const key = await keepPendingPost(
      test.db,
      sessionCookie,
      "/admin/bookings/4",
      form({ _csrf: "old", status: "contacted", note: "call back Friday" }),
    );
    expect(key).toBeTruthy();
    const cookie = `${PENDING_COOKIE}=${key}`;
    expect(await hasPendingPost(test.db, cookie, ben)).toBe(false);
    expect(await takePendingPost(test.db, cookie, ben)).toBeUndefined();
    expect(await takePendingPost(test.db, cookie, ana)).toEqual({
      path: "/admin/bookings/4",
      fields: [
        ["status", "contacted"],
        ["note", "call back Friday"],
      ],
      files: [],
    });
    expect(await takePendingPost(test.db, cookie, ana)).toBeUndefined();
  });

  it("remembers the names and sizes of its files (not their content), to ask for them again", async () => {
    const { token } = await createSession(test.db, ana, "t", 8);
    const data = form({ _csrf: "old", intent: "add_files" });
    data.append("files", new File(["edited text"], "essay-edited.docx"));
    data.append("files", new File(["second"], "cv-edited.docx"));
    data.append("files", new File([], ""));
    const key = await keepPendingPost(test.db, `${STAFF_COOKIE}=${token}`, "/admin/orders/7", data);
    const kept = await takePendingPost(test.db, `${PENDING_COOKIE}=${key}`, ana);
    expect(kept).toEqual({
      path: "/admin/orders/7",
      fields: [["intent", "add_files"]],
      files: [
        { field: "files", name: "essay-edited.docx", size: 11 },
        { field: "files", name: "cv-edited.docx", size: 6 },
      ],
    });
    const stored = await test.db.selectFrom("staff_pending_posts").select("fields").execute();
    expect(stored.some((row) => row.fields.includes("edited text"))).toBe(false);
  });

  it("a post whose session the server no longer knows is offered to nobody", async () => {
    const key = await keepPendingPost(test.db, `${STAFF_COOKIE}=forgotten`, "/admin/leads", form({ note: "x" }));
    expect(await hasPendingPost(test.db, `${PENDING_COOKIE}=${key}`, ana)).toBe(false);
  });

  it("expires after an hour; another browser's key finds nothing", async () => {
    const then = new Date("2026-11-28T00:00:00Z");
    const { token } = await createSession(test.db, ana, "t", 8);
    const key = await keepPendingPost(test.db, `${STAFF_COOKIE}=${token}`, "/admin/leads", form({ note: "x" }), then);
    const cookie = `${PENDING_COOKIE}=${key}`;
    expect(await hasPendingPost(test.db, cookie, ana, new Date("2026-11-28T00:59:00Z"))).toBe(true);
    expect(await hasPendingPost(test.db, cookie, ana, new Date("2026-11-28T01:01:00Z"))).toBe(false);
    expect(await hasPendingPost(test.db, `${PENDING_COOKIE}=someone-else`, ana, then)).toBe(false);
  });
});

describe("a post without any session cookie", () => {
  it("is not kept (nothing was lost, and nobody may fill the store)", async () => {
    expect(await keepPendingPost(test.db, null, "/admin/leads", form({ status: "spam" }))).toBeNull();
  });
});

describe("safeNext", () => {
  it("follows back-office pages only, and a data URL as its page", () => {
    expect(safeNext("/admin/leads.data?status=new&_routes=routes%2Fadmin%2Fleads")).toBe("/admin/leads?status=new");
    expect(safeNext("/admin/bookings/4.data")).toBe("/admin/bookings/4");
    expect(safeNext("/admin/leads?status=new")).toBe("/admin/leads?status=new");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("/admin/../login")).toBe("/admin");
    expect(safeNext("https://evil.example/admin")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
  });
});

describe("titledName", () => {
  it("puts the title where each language puts it", () => {
    expect(titledName("tw", "王小明", "小姐")).toBe("王小明 小姐");
    expect(titledName("en", "Anna Cruz", "Ms.")).toBe("Ms. Anna Cruz");
    expect(titledName("vi", "Lan", "Chị")).toBe("Chị Lan");
    expect(titledName("th", "สมชาย", "นาย")).toBe("นาย สมชาย");
    expect(titledName("tw", "王小明", "")).toBe("王小明");
  });
});
