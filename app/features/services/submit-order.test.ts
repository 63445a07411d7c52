import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter, SubmissionLimiter } from "~/.server/http/rate-limit";
import { createTestDatabase, type TestDatabase } from "~/entry/test-database";
import { trackingLinks } from "~/features/tracking/access.server";
import { paths } from "~/lib/paths";
import { clearSelectionCookie, type Selection } from "./selection.server";
import { type OrderFields, submitOrder } from "./submit-order.server";

let test: TestDatabase;
const config = {
  OFFICE_EMAILS: { vietnam: "hcm-office@studyway.example" },
  BANK_ACCOUNTS: { VND: "Vietcombank 0071" },
  PAYMENT_QR: { byCurrency: {}, receiveCodes: {} },
  MEDIA_BASE_URL: undefined,
  LOCALE_DOMAINS: {},
  REQUEST_LINK_DAYS: 30,
};
const links = trackingLinks({ origin: "http://127.0.0.1:3000", config });

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const selection: Selection = {
  currency: "VND",
  items: [{ id: "i0", service: "application", method: "", topic: "", units: 3, uploadId: null, rush: false }],
};
const cookieValue = (s: Selection) => Buffer.from(JSON.stringify(s)).toString("base64url");

const fields = (email: string, extra: Partial<OrderFields> = {}): OrderFields => ({
  contact: {
    name: "Trần Minh",
    email,
    phone: "090 765 4321",
    messenger_id: "",
    office: "",
    message: "",
    payment_method: "transfer",
  },
  selection: { sent: selection },
  submissionKey: undefined,
  ...extra,
});

function harness(clientIp: string, accepted = 5, refused = 5) {
  const nudges: number[] = [];
  const rateLimits = {
    submissions: new SubmissionLimiter(
      new RateLimiter(test.db, "submission", accepted),
      new RateLimiter(test.db, "refused", refused),
    ),
  };
  const submit = (f: OrderFields | (() => Promise<OrderFields>)) =>
    submitOrder(
      { db: test.db, config, rateLimits, links, mail: { nudge: () => nudges.push(1) } },
      { fields: f, clientIp, locale: "vi" },
    );
  return { nudges, submit };
}

const stored = async (email: string) =>
  (await test.db.selectFrom("service_orders").select("id").where("email", "=", email).execute()).length;

describe("submitOrder", () => {
  it("accepts an order sent in the body: stores it, nudges, returns the result path and sets no cookie", async () => {
    const { nudges, submit } = harness("10.2.0.1");
    const email = "order-sent@example.vn";
    const result = await submit(fields(email));
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    expect(result.resultPath).toMatch(
      new RegExp(`^${paths.serviceResult()}\\?ref=${result.reference}&key=[A-Za-z0-9_-]+$`),
    );
    expect(result.currency).toBe("VND");
    expect(result.totalMinor).toBeGreaterThan(0);
    expect(result.setCookies).toEqual([]);
    expect(nudges).toHaveLength(1);
    expect(await stored(email)).toBe(1);
  });

  it("orders the selection cookie and empties it", async () => {
    const { submit } = harness("10.2.0.2");
    const email = "order-cookie@example.vn";
    const result = await submit(fields(email, { selection: { cookie: cookieValue(selection) } }));
    expect(result.kind).toBe("accepted");
    if (result.kind !== "accepted") return;
    expect(result.setCookies).toEqual([clearSelectionCookie()]);
    expect(await stored(email)).toBe(1);
  });

  it("refuses an empty selection with a field error, stores nothing and counts a refused attempt", async () => {
    const { nudges, submit } = harness("10.2.0.3", 5, 1);
    const email = "order-empty@example.vn";
    const result = await submit(fields(email, { selection: { cookie: undefined } }));
    expect(result).toEqual({ kind: "refused", errors: { selection: expect.any(String) } });
    expect(nudges).toHaveLength(0);
    expect(await stored(email)).toBe(0);
    expect((await submit(fields(email))).kind).toBe("rateLimited");
  });

  it("answers a limited address with the seconds to wait, reads no fields and stores nothing", async () => {
    const { nudges, submit } = harness("10.2.0.4", 1, 5);
    expect((await submit(fields("order-limit-1@example.vn"))).kind).toBe("accepted");
    let read = false;
    const result = await submit(async () => {
      read = true;
      return fields("order-limit-2@example.vn");
    });
    expect(result.kind).toBe("rateLimited");
    if (result.kind !== "rateLimited") return;
    expect(result.retryAfter).toBeGreaterThan(0);
    expect(result.retryAfter).toBeLessThanOrEqual(60);
    expect(read).toBe(false);
    expect(await stored("order-limit-2@example.vn")).toBe(0);
    expect(nudges).toHaveLength(1);
  });

  it("replays the first answer for the same submission key without a second nudge", async () => {
    const { nudges, submit } = harness("10.2.0.5");
    const email = "order-replay@example.vn";
    const key = "submit-order-replay-key-0001";
    const a = await submit(fields(email, { submissionKey: key }));
    const b = await submit(fields(email, { submissionKey: key }));
    expect(a.kind === "accepted" && b.kind === "accepted").toBe(true);
    if (a.kind !== "accepted" || b.kind !== "accepted") return;
    expect(b.reference).toBe(a.reference);
    expect(b.replayed).toBe(true);
    expect(nudges).toHaveLength(1);
    expect(await stored(email)).toBe(1);
  });
});
