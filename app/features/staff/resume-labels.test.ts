import { describe, expect, it } from "vitest";
import { adminLocales } from "~/features/admin/admin-locale";
import { adminMessages } from "~/features/admin/admin-messages.server";
import { resumeLabel, resumeLabelKeys } from "./resume-labels";

describe("labels of a kept post's fields", () => {
  it("are those of the original form, told apart by page and intent", () => {
    expect(resumeLabel("/admin/bookings/4", "log", "note")?.key).toBe("admin.lead.note");
    expect(resumeLabel("/admin/bookings/4", "log", "outcome")?.key).toBe("admin.log.outcome");
    expect(resumeLabel("/admin/bookings/4", "outcome", "outcome")?.key).toBe("admin.tracking.outcome");
    expect(resumeLabel("/admin/orders/9", "status", "status")).toMatchObject({ choice: "admin.status.{value}" });
    expect(resumeLabel("/admin/orders/9", "add_files", "files")?.key).toBe("admin.tracking.addFiles");
    expect(resumeLabel("/admin/articles/12", "", "vi.title")).toEqual({
      key: "admin.articles.field.title",
      locale: "vi",
    });
    expect(resumeLabel("/admin/staff", "", "password")?.secret).toBe(true);
    expect(resumeLabel("/admin/unknown", "", "note")).toBeUndefined();
  });

  it("cover the forms of the content pages", () => {
    const key = (path: string, intent: string, name: string) => resumeLabel(path, intent, name)?.key;
    expect(key("/admin/deadlines", "create", "intake_year")).toBe("admin.deadlines.intakeYear");
    expect(resumeLabel("/admin/deadlines", "update", "kind")?.choice).toBe("admin.deadlines.kind.{value}");
    expect(key("/admin/deadlines", "update", "label_vi")).toBe("admin.deadlines.label.vi");
    expect(key("/admin/deadlines", "create", "source_url")).toBe("admin.deadlines.source");
    expect(key("/admin/deadlines", "delete", "confirm")).toBe("admin.faq.confirmDelete");
    expect(key("/admin/requirements", "create", "gaokao_pct")).toBe("admin.requirements.gaokao_pct");
    expect(key("/admin/requirements", "update", "enrollment_id")).toBe("admin.requirements.level");
    expect(key("/admin/admit-rates", "create", "sat_25")).toBe("admin.admitRates.sat_25");
    expect(key("/admin/admit-rates", "update", "checked_on")).toBe("admin.deadlines.checkedOn");
    expect(key("/admin/schools/7", "", "tuition_min")).toBe("admin.schools.tuitionMin");
    expect(key("/admin/schools/7", "", "name_tw")).toBe("admin.schools.nameTw");
    expect(resumeLabel("/admin/schools/7", "", "intro_th")).toEqual({ key: "admin.schools.intros", locale: "th" });
    expect(key("/admin/rankings", "editions", "currentYear")).toBe("admin.rankings.currentYear");
    expect(key("/admin/rankings?country=US", "", "previous_42")).toBe("admin.rankings.previous");
    expect(resumeLabel("/admin/prices?service=cv&currency=USD", "bands", "amount_3")).toEqual({
      key: "admin.prices.amount",
      values: { currency: "USD" },
    });
    expect(key("/admin/prices", "discount", "percent_off")).toBe("admin.prices.percentOff");
    expect(resumeLabel("/admin/faq", "create", "question_vi")).toEqual({ key: "admin.faq.question", locale: "vi" });
    expect(key("/admin/faq", "update", "group_id")).toBe("admin.faq.group");
    expect(key("/admin/home", "update", "subtitle_en")).toBe("admin.home.subtitle");
    expect(resumeLabel("/admin/home", "create", "youtube_id_tw")).toEqual({
      key: "admin.home.youtubeId",
      locale: "tw",
    });
    expect(resumeLabel("/admin/home", "create", "kind")?.choice).toBe("admin.home.{value}");
    expect(key("/admin/claims", "update", "basis_year")).toBe("admin.claims.year");
    expect(resumeLabel("/admin/claims", "update", "label_cn")).toEqual({ key: "admin.claims.label", locale: "cn" });
    expect(key("/admin/students", "create", "scholarship")).toBe("admin.students.scholarship");
    expect(key("/admin/students", "update", "year")).toBe("admin.students.year");
    expect(key("/admin/testimonials", "create", "quote")).toBe("admin.students.quote");
    expect(resumeLabel("/admin/testimonials", "update", "locale")?.choice).toBe("admin.content.locale.{value}");
    // Names that are no field of the page's forms stay unlabelled
    expect(resumeLabel("/admin/faq", "create", "question_xx")).toBeUndefined();
    expect(resumeLabel("/admin/rankings", "", "unknown_4")).toBeUndefined();
  });

  it("exist in every back-office language", () => {
    const keys = resumeLabelKeys();
    expect(keys.length).toBeGreaterThan(120);
    for (const locale of adminLocales) {
      const messages = adminMessages(locale);
      const missing = keys.filter((key) => !(key in messages));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});
