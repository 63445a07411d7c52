import { describe, expect, it } from "vitest";
import faq from "~/features/faq/seed/faq.json";
import { pagesCopy } from "~/features/pages/pages-content";
import cn from "~/locales/cn.json";
import { paymentMethodsByLocale } from "./order-contact";

/**
 * cn has one payment statement wherever payment is described (spec § 1, issue 15): cash (at the
 * office) and bank transfer, card "coming soon" (即将开通).
 */
const statement = [/现金/, /转账/, /刷卡/, /即将开通/];

describe("cn: one payment statement", () => {
  const texts: Array<[string, string]> = [
    ["pages: our services", pagesCopy.cn.ourServices.paymentText],
    ...faq.flatMap((group) =>
      group.questions.filter((q) => /付款|支付/.test(q.q.cn)).map((q): [string, string] => [`faq: ${q.q.cn}`, q.a.cn]),
    ),
  ];

  it("finds the texts that describe how to pay", () => {
    expect(texts.length).toBeGreaterThanOrEqual(2);
  });

  for (const [where, text] of texts) {
    it(`${where} names cash, transfer and card (coming soon)`, () => {
      expect(statement.filter((p) => !p.test(text)).map(String)).toEqual([]);
    });
  }

  it("the order form offers the same: cash and transfer, card shown as coming soon", () => {
    expect([...paymentMethodsByLocale.cn].sort()).toEqual(["cash", "transfer"]);
    expect(cn["service.payment.card"]).toMatch(/刷卡/);
    expect(cn["service.payment.comingSoon"]).toBe("即将开通");
  });
});
