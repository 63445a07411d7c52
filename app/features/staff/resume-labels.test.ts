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

  it("exist in every back-office language", () => {
    const keys = resumeLabelKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const locale of adminLocales) {
      const messages = adminMessages(locale);
      const missing = keys.filter((key) => !(key in messages));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});
