import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import { orderConfirmation, orderNotification } from "./order-mail.server";

const notification = (locale: Locale) =>
  orderNotification(
    {
      reference: "S-261126-ABCDEF",
      locale,
      priced: {
        currency: "TWD",
        items: [],
        quote: { originalMinor: 0, discountMinor: 0, rushMinor: 0, totalMinor: 0, discount: null, lineRushMinor: [] },
        discountName: null,
      },
      contact: { name: "Test", email: "t@example.com", phone: "+886912345678", messenger_id: "chat.me" },
      bankAccount: "",
    },
    "office@example.com",
  );

describe("order mail to the office", () => {
  it("names the chat app of the order's market", () => {
    expect(notification("tw").text).toMatch(/LINE ID.*chat\.me/);
    expect(notification("cn").text).toMatch(/微信号.*chat\.me/);
    expect(notification("vi").text).toMatch(/Zalo.*chat\.me/);
    expect(notification("en").text).toMatch(/Messenger, Viber or WhatsApp.*chat\.me/);
  });
});

describe("order confirmation to the student", () => {
  const confirmation = (bankAccount: string) =>
    orderConfirmation({
      reference: "S-261126-ABCDEF",
      locale: "en",
      priced: {
        currency: "PHP",
        items: [],
        quote: { originalMinor: 0, discountMinor: 0, rushMinor: 0, totalMinor: 0, discount: null, lineRushMinor: [] },
        discountName: null,
      },
      contact: {
        name: "Test",
        email: "t@example.com",
        phone: "+639171234567",
        messenger_id: "",
        payment_method: "transfer",
      },
      bankAccount,
    } as Parameters<typeof orderConfirmation>[0]);

  it("gives the configured account, and no number at all while none is configured (decision 0019)", () => {
    expect(confirmation("Bank of the Agency · Account 1234").text).toContain("Account 1234");
    const pending = confirmation("").text;
    expect(pending).toContain("Our bank details for PHP are not published on the site yet");
    expect(pending).not.toMatch(/transfer the total to the account below/);
  });
});
