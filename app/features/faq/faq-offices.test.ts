import { describe, expect, it } from "vitest";
import { catalogs } from "~/.server/messages";
import { pagesCopy } from "~/features/pages/pages-content";
import { listOffices } from "~/features/reference/reference.server";
import { type ChatChannel, marketChatChannels } from "~/lib/contact-channels";
import { locales } from "~/lib/locales";
import { scopedTestDatabase } from "../../../tests/support/scoped-test-database";
import { fillFaqAnswer, listFaq } from "./faq.server";
import faq from "./seed/faq.json";

/** How each chat app is written in any language: a text naming one is a hand-written channel list. */
const channelNames: Record<ChatChannel, RegExp> = {
  line: /\bLINE\b|\bLine\b/,
  zalo: /Zalo/,
  wechat: /WeChat|微信/,
  messenger: /Messenger/,
  viber: /Viber/,
  whatsapp: /WhatsApp/,
};
const anyChannel = new RegExp(
  Object.values(channelNames)
    .map((r) => r.source)
    .join("|"),
);

/** Our offices' cities in every script: beside an "office" word they make a hand-written office list. */
const officeCity =
  /Taipei|台北|臺北|Đài Bắc|ไทเป|Hsinchu|新竹|Tân Trúc|ซินจู๋|Taichung|台中|Đài Trung|ไถจง|Tainan|台南|Đài Nam|ไถหนาน|Kaohsiung|高雄|Cao Hùng|เกาสง|เกาสยง|Makati|馬卡蒂|马卡蒂|มากาติ|Manila|馬尼拉|马尼拉|มะนิลา|Ho Chi Minh|胡志明|Hồ Chí Minh|โฮจิมินห์|Bangkok|曼谷|กรุงเทพ|Vietnam|Việt Nam|越南|เวียดนาม|Philippines|菲律賓|菲律宾|ฟิลิปปินส์|Thailand|Thái Lan|泰國|泰国|ประเทศไทย|Taiwan|Đài Loan|台灣|台湾|ไต้หวัน/;
const officeWord = /office|branch|辦公室|办公室|據點|咨询点|諮詢點|分部|總部|总部|văn phòng|chi nhánh|สำนักงาน|สาขา/i;

const test = scopedTestDatabase();

describe("offices and contact channels come from the data (decision 0019)", () => {
  it("no FAQ answer or About story writes an office list or a chat app by hand, in any locale", () => {
    const texts: Array<[string, string]> = [];
    for (const group of faq) {
      for (const [i, q] of group.questions.entries()) {
        for (const locale of locales) texts.push([`faq ${group.id}/${i} ${locale}`, q.a[locale]]);
      }
    }
    for (const locale of locales) {
      for (const [i, p] of pagesCopy[locale].about.story.entries()) texts.push([`about ${i} ${locale}`, p]);
    }
    for (const [where, text] of texts) {
      expect(text.match(anyChannel)?.[0], where).toBeUndefined();
      for (const sentence of text.split(/<\/?(?:p|li)>|[.。!?！？]\s/)) {
        if (officeWord.test(sentence)) expect(sentence.match(officeCity)?.[0], `${where}: ${sentence}`).toBeUndefined();
      }
    }
  });

  it("renders each locale's offices and only its market's chat apps into the answers", async () => {
    for (const locale of locales) {
      const offices = await listOffices(test.db, locale);
      const answers = (await listFaq(test.db, locale)).flatMap((g) => g.questions.map((q) => q.answer));
      const visit = answers.find((a) => a.includes(offices[0]?.name ?? "?"));
      expect(visit, locale).toBeDefined();
      for (const office of offices) expect(visit, `${locale} ${office.code}`).toContain(office.name);
      const all = answers.join("\n");
      expect(all, locale).not.toMatch(/\{(offices|channels|figure:[a-z-]+)\}/);
      for (const [channel, name] of Object.entries(channelNames) as Array<[ChatChannel, RegExp]>) {
        if (marketChatChannels[locale].includes(channel)) expect(visit, `${locale} ${channel}`).toMatch(name);
        else expect(all.match(name)?.[0], `${locale} names ${channel}`).toBeUndefined();
      }
    }
    // The cases: en shows only its Makati office, cn's contact answer names WeChat.
    const en = (await listFaq(test.db, "en")).flatMap((g) => g.questions.map((q) => q.answer)).join("\n");
    expect(en).toContain("Philippines office (Makati)");
    expect(en).not.toMatch(/Ho Chi Minh|Bangkok|Taipei head office/);
    const cn = (await listFaq(test.db, "cn")).flatMap((g) => g.questions.map((q) => q.answer)).join("\n");
    expect(cn).toMatch(/电话、邮件或微信/);
    const th = (await listFaq(test.db, "th")).flatMap((g) => g.questions.map((q) => q.answer)).join("\n");
    expect(th).toContain("ตั้งแต่ปี 2549");
  });

  it("escapes what it fills in and leaves an unknown placeholder as written", () => {
    expect(fillFaqAnswer("<p>{offices} {nope}</p>", { offices: "A & <B>" })).toBe("<p>A &amp; &lt;B&gt; {nope}</p>");
  });

  it("names a chat app only in a string of that app, in every catalog (cn has no LINE wording of its own)", () => {
    for (const locale of locales) {
      for (const [key, text] of Object.entries(catalogs[locale])) {
        for (const [channel, name] of Object.entries(channelNames)) {
          if (name.test(text)) expect(key, `${locale} ${key}: ${text}`).toMatch(new RegExp(channel));
        }
      }
    }
  });
});
