import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { createSession, readSession, STAFF_COOKIE, type StaffSession } from "~/features/staff/sessions.server";
import { createStaff } from "~/features/staff/staff.server";
import { leadsCsv } from "./lead-export.server";
import { bookingPageData } from "./lead-pages.server";
import { parseLeadFilters } from "./leads.server";

/**
 * Bookings made before Ireland was a choice of its own kept "nl_ie" (decision 0020): the back
 * office and the CSV show them as the student chose, next to bookings of the two new choices.
 */
let test: TestDatabase;
let admin: StaffSession;
const ids: Record<string, number> = {};

async function booking(n: number, countries: string[]): Promise<number> {
  const row = await test.db
    .insertInto("consultations")
    .values({
      reference: `C-261101-I${String(n).padStart(5, "0")}`,
      locale: "en",
      name: `Booking ${n}`,
      title: "",
      email: `i${n}@example.com`,
      phone: `+6391711100${n}`,
      line_id: "",
      office: "philippines",
      contact_method: "email",
      countries: JSON.stringify(countries),
      degree: "master",
      enrol_year: 2027,
      enrol_term: "fall",
      major: "",
      heard_from: "",
      remark: "",
      shortlist: "[]",
      created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  test = await createTestDatabase();
  const adminId = await createStaff(
    test.db,
    { userId: null, ip: "test" },
    {
      email: "admin@agency.tw",
      name: "Admin",
      password: "a long enough secret",
      role: "admin",
      office: null,
      uiLocale: "en",
    },
  );
  const { token } = await createSession(test.db, adminId, "1", 8);
  const session = await readSession(test.db, `${STAFF_COOKIE}=${token}`, 8);
  if (!session) throw new Error("no session");
  admin = session;
  ids.former = await booking(1, ["uk", "nl_ie"]);
  ids.apart = await booking(2, ["nl", "ie"]);
});
afterAll(async () => {
  await test?.destroy();
});

describe("bookings of the former Netherlands / Ireland choice", () => {
  it("read as the student chose them on the booking page, beside the two choices of today", async () => {
    const former = await bookingPageData(test.db, admin, ids.former ?? 0);
    expect(former?.booking.countries).toEqual(["United Kingdom", "Netherlands / Ireland"]);
    const apart = await bookingPageData(test.db, admin, ids.apart ?? 0);
    expect(apart?.booking.countries).toEqual(["Netherlands", "Ireland"]);
  });

  it("read the same way in the CSV export", async () => {
    const { csv } = await leadsCsv(test.db, admin, parseLeadFilters(new URLSearchParams()), "en");
    const line = (reference: string) => csv.split("\n").find((l) => l.includes(reference)) ?? "";
    expect(line("C-261101-I00001")).toContain("United Kingdom, Netherlands / Ireland");
    expect(line("C-261101-I00002")).toContain("Netherlands, Ireland");
    expect(csv).not.toContain("consultation.country.");
  });
});
